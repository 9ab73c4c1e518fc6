# Nametag's container image (docs/OPERATING.md). Two stages: `build` compiles the native modules and
# the TypeScript with a compiler toolchain; `runtime` holds only what the server reads, runs as an
# unprivileged user, and keeps its data (SQLite file, uploaded images) in the /data volume.
#
#   docker build -t nametag --build-arg GIT_COMMIT=$(git rev-parse HEAD) .
#   docker run -p 8080:8080 -v nametag-data:/data nametag
#
# test/container.test.ts follows these steps in a clean directory and starts what the runtime stage
# holds: a step it does not recognise fails it, so teach it any step added here.

FROM node:20-bookworm-slim AS build
# better-sqlite3 and argon2 are compiled here, against this image's libc and Node.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund && npm_config_build_from_source=true npm rebuild better-sqlite3 argon2
COPY tsconfig.json tsconfig.build.json ./
COPY scripts/record-build-info.mjs scripts/
COPY src src
RUN npm run build
RUN npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
# The context holds no .git (.dockerignore), so the build cannot read its commit: GET /meta names the
# one given here (docker build --build-arg GIT_COMMIT=...), else "unknown".
ARG GIT_COMMIT=""
ARG SOURCE_URL=""
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATABASE_URL=/data/nametag.db \
    MEDIA_DIR=/data/media \
    GIT_COMMIT=${GIT_COMMIT} \
    SOURCE_URL=${SOURCE_URL}
WORKDIR /app
# Owned by root and so read-only to the server: it writes only to /data.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
COPY fonts fonts
COPY src/web/assets src/web/assets
COPY deploy/nametag /usr/local/bin/nametag
RUN mkdir -p /data/media && chown -R node:node /data
VOLUME /data
USER node
EXPOSE 8080
# /healthz: the process serves HTTP. Load balancers should ask /readyz, which also checks the
# database and Redis and turns 503 as soon as a shutdown begins.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server closes gracefully on SIGTERM (within 25 s). Node itself is PID 1, not npm or a shell,
# so the signal reaches it; the flags are npm start's.
STOPSIGNAL SIGTERM
CMD ["node", "--max-old-space-size=128", "--max-semi-space-size=4", "dist/src/server.js"]
