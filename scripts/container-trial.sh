#!/usr/bin/env bash
# Builds the container image with podman and runs two instances of it behind deploy/Caddyfile, on a
# machine where no container registry is reachable (docs/OPERATING.md, "What was run"). Run as root
# on Debian 12 from the repository's top folder; it takes a few minutes and is not part of `npm test`.
#
# What stands in for what compose.yaml pulls: the base image node:20-bookworm-slim is made from
# Debian's packages (debootstrap) and this machine's Node.js; PostgreSQL and Redis are this machine's
# (the containers share its network); s3rver stands in for MinIO; Caddy is Debian's package, with the
# repository's Caddyfile unchanged (nametag-1 and nametag-2 are names in /etc/hosts for the two
# containers' addresses). The instances get compose.yaml's settings, with those addresses.
set -euo pipefail
cd "$(dirname "$0")/.."
WORK=${TRIAL_DIR:-/tmp/nametag-container-trial}
PODMAN=(podman --runtime runc)
# This machine's limits cannot be raised inside a container (crun and runc's defaults ask for more).
LIMITS=(--ulimit nofile=4096:4096 --ulimit nproc=4096:4096)
SITE=http://localhost:8088
DB=nametag_trial
mkdir -p "$WORK"

step() { printf '\n== %s\n' "$*"; }

step "packages"
export DEBIAN_FRONTEND=noninteractive
apt-get install -y podman runc debootstrap caddy >/dev/null

step "a stand-in for node:20-bookworm-slim"
if ! podman image exists docker.io/library/node:20-bookworm-slim; then
  rm -rf "$WORK/rootfs"
  debootstrap --variant=minbase --include=ca-certificates bookworm "$WORK/rootfs" http://deb.debian.org/debian >/dev/null
  cp "$(command -v node)" "$WORK/rootfs/usr/local/bin/node"
  mkdir -p "$WORK/rootfs/usr/local/lib/node_modules" "$WORK/rootfs/usr/local/include"
  cp -a "$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")" "$WORK/rootfs/usr/local/lib/node_modules/npm"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$WORK/rootfs/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$WORK/rootfs/usr/local/bin/npx"
  # This machine reaches the npm registry through a proxy with its own CA, and has no nodejs.org for
  # node-gyp's headers: the stand-in trusts the same CAs and carries the headers.
  cp /etc/ssl/certs/ca-certificates.crt "$WORK/rootfs/etc/ssl/certs/ca-certificates.crt"
  cp -a /usr/include/node "$WORK/rootfs/usr/local/include/node"
  chroot "$WORK/rootfs" groupadd --gid 1000 node
  chroot "$WORK/rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
  rm -rf "$WORK/rootfs/var/lib/apt/lists/"* "$WORK/rootfs/var/cache/apt/"*
  tar -C "$WORK/rootfs" -c . | podman import \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'ENV npm_config_nodedir=/usr/local' \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["node"]' - docker.io/library/node:20-bookworm-slim >/dev/null
fi

step "podman build (the Dockerfile as it is)"
started=$(date +%s)
"${PODMAN[@]}" build --format docker --network host "${LIMITS[@]}" --pull=never \
  --build-arg GIT_COMMIT="$(git rev-parse HEAD)" -t localhost/nametag:trial . >"$WORK/build.log" 2>&1 ||
  { tail -20 "$WORK/build.log"; exit 1; }
echo "built in $(($(date +%s) - started)) s: $(podman image inspect localhost/nametag:trial --format '{{.Size}}') bytes"

step "one container alone: the image's user, HEALTHCHECK, CLI and stop"
"${PODMAN[@]}" rm -f nametag-alone >/dev/null 2>&1 || true
"${PODMAN[@]}" run -d --name nametag-alone "${LIMITS[@]}" --network host -e PORT=8091 localhost/nametag:trial >/dev/null
for _ in $(seq 1 60); do curl -sf http://127.0.0.1:8091/healthz >/dev/null && break; sleep 1; done
echo "runs as $("${PODMAN[@]}" exec nametag-alone id -un); /healthz $(curl -s -o /dev/null -w '%{http_code}' http://127.0.0.1:8091/healthz)"
"${PODMAN[@]}" exec nametag-alone nametag create-user alone >/dev/null 2>&1 && echo "nametag create-user works inside"
echo "/@alone: $(curl -s -o /dev/null -w '%{http_code}' http://127.0.0.1:8091/@alone)"
"${PODMAN[@]}" healthcheck run nametag-alone 2>/dev/null && echo "HEALTHCHECK: healthy"
started=$(date +%s%N)
"${PODMAN[@]}" stop -t 30 nametag-alone >/dev/null 2>&1
echo "stopped in $((($(date +%s%N) - started) / 1000000)) ms, exit code $("${PODMAN[@]}" inspect nametag-alone --format '{{.State.ExitCode}}')"
"${PODMAN[@]}" rm -f nametag-alone >/dev/null 2>&1

step "PostgreSQL, Redis, object storage, names"
rm -rf "$WORK/s3"
psql -h 127.0.0.1 -U postgres -qc "DROP DATABASE IF EXISTS $DB WITH (FORCE)" -c "CREATE DATABASE $DB"
node --input-type=module -e "
  import S3rver from 's3rver';
  const server = new S3rver({ port: 9000, address: '127.0.0.1', silent: true, directory: '$WORK/s3',
    configureBuckets: [{ name: 'nametag-media' }] });
  await server.run();
  process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
" &
S3_PID=$!
grep -q ' nametag-1$' /etc/hosts || echo '127.0.0.2 nametag-1' >>/etc/hosts
grep -q ' nametag-2$' /etc/hosts || echo '127.0.0.3 nametag-2' >>/etc/hosts

cleanup() {
  "${PODMAN[@]}" rm -f nametag-1 nametag-2 >/dev/null 2>&1 || true
  [ -n "${CADDY_PID:-}" ] && kill "$CADDY_PID" 2>/dev/null || true
  kill "$S3_PID" 2>/dev/null || true
  psql -h 127.0.0.1 -U postgres -qc "DROP DATABASE IF EXISTS $DB WITH (FORCE)" || true
}
trap cleanup EXIT

step "two instances with compose.yaml's settings"
for n in 1 2; do
  "${PODMAN[@]}" run -d --name "nametag-$n" --network host "${LIMITS[@]}" \
    -e HOST="127.0.0.$((n + 1))" -e PORT=8080 \
    -e DATABASE_URL="postgres://postgres@127.0.0.1:5432/$DB" -e REDIS_URL=redis://127.0.0.1:6379 \
    -e REDIS_PREFIX=trial: -e MEDIA_STORAGE=s3 -e S3_ENDPOINT=http://127.0.0.1:9000 -e S3_BUCKET=nametag-media \
    -e S3_REGION=us-east-1 -e S3_ACCESS_KEY_ID=S3RVER -e S3_SECRET_ACCESS_KEY=S3RVER -e S3_FORCE_PATH_STYLE=true \
    -e PUBLIC_URL="$SITE" -e TRUST_PROXY=1 -e METRICS_PORT=9091 -e METRICS_HOST="127.0.0.$((n + 1))" \
    localhost/nametag:trial >/dev/null
done
for n in 1 2; do
  for _ in $(seq 1 60); do curl -sf "http://nametag-$n:8080/readyz" >/dev/null && break; sleep 1; done
  echo "nametag-$n: /readyz $(curl -s -o /dev/null -w '%{http_code}' "http://nametag-$n:8080/readyz"), runs as $("${PODMAN[@]}" exec "nametag-$n" id -un)"
done

step "Caddy with deploy/Caddyfile"
SITE_ADDRESS=$SITE caddy run --config deploy/Caddyfile --adapter caddyfile >"$WORK/caddy.log" 2>&1 &
CADDY_PID=$!
for _ in $(seq 1 30); do curl -sf "$SITE/healthz" >/dev/null && break; sleep 1; done

step "a person's first steps, through the proxy"
TOKEN=$("${PODMAN[@]}" exec nametag-1 nametag create-user robin --admin 2>/dev/null)
AVATAR=$(node -e "import('sharp').then(async ({ default: sharp }) => process.stdout.write((await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c05' } }).png().toBuffer()).toString('base64')))")
curl -sf -X PATCH "$SITE/api/v1/users/@me" -H "authorization: $TOKEN" -H 'content-type: application/json' \
  -d "{\"bio\":\"Written through the proxy\",\"avatar\":\"$AVATAR\"}" -o "$WORK/me.json"
HASH=$(node -e "process.stdout.write(JSON.parse(require('fs').readFileSync('$WORK/me.json','utf8')).avatar)")
USER_ID=$(node -e "process.stdout.write(JSON.parse(require('fs').readFileSync('$WORK/me.json','utf8')).id)")
for n in 1 2; do
  echo "nametag-$n reads the bio: $(curl -s "http://nametag-$n:8080/api/v1/users/robin" | node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).bio))")"
  echo "nametag-$n serves the avatar from the bucket: $(curl -s -o /dev/null -w '%{http_code} %{size_download} bytes' "http://nametag-$n:8080/media/users/$USER_ID/$HASH.webp")"
done
served() { curl -s "http://127.0.0.$(($1 + 1)):9091/metrics" | awk '/^nametag_http_requests_total/ { n += $2 } END { print n + 0 }'; }
before=("$(served 1)" "$(served 2)")
codes=$(for _ in $(seq 1 20); do curl -s -o /dev/null -w '%{http_code}\n' "$SITE/@robin"; done | sort | uniq -c | tr '\n' ' ')
echo "20 pages through Caddy: $codes"
echo "requests each instance answered meanwhile (its /metrics, Caddy's health checks included): nametag-1 $(($(served 1) - before[0])), nametag-2 $(($(served 2) - before[1]))"

step "one instance stops; the proxy keeps answering"
started=$(date +%s%N)
"${PODMAN[@]}" stop -t 30 nametag-1 >/dev/null
echo "nametag-1 stopped in $((($(date +%s%N) - started) / 1000000)) ms, exit code $("${PODMAN[@]}" inspect nametag-1 --format '{{.State.ExitCode}}')"
codes=$(for _ in $(seq 1 20); do curl -s -o /dev/null -w '%{http_code}\n' "$SITE/@robin"; done | sort | uniq -c | tr '\n' ' ')
echo "20 pages through Caddy with one instance: $codes"

step "a backup from inside the container, while it serves"
"${PODMAN[@]}" exec nametag-2 nametag backup /data/trial-backup.zip 2>&1 | grep -v -e NodeVersionSupportWarning -e '^$' -e 'versions published' -e 'require node' -e 'To continue' -e 'and security' -e 'More information' -e 'trace-warnings' 
echo done
