/** Entry point: read the configuration, build the app, listen, and shut down cleanly on signals. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import ipaddr from 'ipaddr.js';
import pino from 'pino';
import { buildApp } from './app.js';
import { loadBuildInfo } from './core/build-info.js';
import { type Config, ConfigError, loadConfig } from './core/config.js';
import { startupProblem } from './core/startup-problems.js';

const HOUR = 60 * 60 * 1000;
/** How often the profiles due for a link check are looked up (a bounded number each time). */
const LINK_CHECK_LOOKUP_EVERY_MS = 60 * 1000;
/**
 * The least time between two link-check fetches starting at one host: a site many profiles link to
 * (a fediverse instance) sees a trickle, never a burst it might take for abuse.
 */
const LINK_CHECK_HOST_SPACING_MS = 1000;
/** Below the 30 s that orchestrators commonly allow between SIGTERM and SIGKILL. */
const SHUTDOWN_DEADLINE_MS = 25_000;

/**
 * JSON lines on stdout for log collectors, written in batches of up to 4 KB rather than one system
 * call per line (a synchronous write per request is a noticeable share of a cached read's cost);
 * flushed every 250 ms and on exit.
 * Readable lines on a terminal (pino-pretty).
 */
const logDestination = process.stdout.isTTY ? null : pino.destination({ dest: 1, sync: false, minLength: 4096 });
// A quiet server's lines do not wait for the batch to fill: whatever is held goes out every 250 ms.
if (logDestination) setInterval(() => logDestination.flush(), 250).unref();

/**
 * On a terminal, one line per request — "GET /@robin 200 1.2 ms (request id)" — at the default level;
 * the fields that line is made of are printed below it only at debug and trace, where details are
 * asked for. Other lines keep their fields (an error's stack, say).
 */
function prettyOptions(level: string) {
  const detailed = level === 'debug' || level === 'trace';
  return {
    translateTime: 'SYS:HH:MM:ss',
    messageFormat: '{msg}{if reqId} ({reqId}){end}',
    ignore: detailed ? 'pid,hostname' : 'pid,hostname,reqId,method,path,status,ms,sampled',
  };
}

function loggerOptions(config: Config) {
  return {
    level: config.logLevel,
    ...(logDestination
      ? { stream: logDestination }
      : { transport: { target: 'pino-pretty', options: prettyOptions(config.logLevel) } }),
  };
}

// Whatever ends the process (a signal, an uncaught error, process.exit), the log's last lines go out.
process.on('exit', () => {
  try {
    logDestination?.flushSync();
  } catch {
    // stdout is gone: nothing more can be said.
  }
});

async function main() {
  const config = loadConfig(process.env, loadBuildInfo());
  const app = await buildApp(config, {
    logger: loggerOptions(config),
    maintenanceEveryMs: HOUR,
    linkChecks: { everyMs: LINK_CHECK_LOOKUP_EVERY_MS, hostSpacingMs: LINK_CHECK_HOST_SPACING_MS },
  });

  const metrics = config.metrics;
  if (metrics.enabled && metrics.port !== null) {
    // Metrics on a port of their own (METRICS_PORT), e.g. reachable only from the monitoring network.
    const registry = app.metrics.registry;
    const metricsServer = createServer((request, response) => {
      if (request.url !== '/metrics') return response.writeHead(404).end();
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        () => response.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => {
      metricsServer.once('error', reject).listen(metrics.port!, metrics.host, resolve);
    });
    app.addHook('onClose', async () => void metricsServer.close());
  }

  // Graceful shutdown: stop accepting, let requests in flight finish, close the pools, exit 0. A
  // second signal (the handler is `once`) or the deadline ends the process at once.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      setTimeout(() => {
        app.log.error(`requests still running ${SHUTDOWN_DEADLINE_MS} ms after ${signal}; exiting`);
        process.exit(1);
      }, SHUTDOWN_DEADLINE_MS).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while closing');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ host: config.host, port: config.port });
  // After Fastify's "Server listening at …": where a person goes next, in the log's own form.
  app.log.info(`Open ${addressToOpen(config, app.server.address())} in a browser.`);
  app.log.info(
    'To become an admin: sign up there, then run `nametag make-admin <your username>` ' +
      '(from a source checkout: `npm run cli -- make-admin <your username>`).',
  );
  if (config.publicUrl === null && !onlyThisMachine(config.host)) {
    app.log.warn(
      'PUBLIC_URL is not set: pages, share cards and fediverse answers name the Host each request came to, ' +
        'so no shared cache may keep them and links use whatever name reached the server; ' +
        'set PUBLIC_URL to the address people use (docs/WEB.md)',
    );
  }
}

/**
 * The address people open: PUBLIC_URL, else where the server listens (a server listening on every
 * address is opened on this machine as localhost).
 */
function addressToOpen(config: Config, listening: AddressInfo | string | null): string {
  if (config.publicUrl !== null) return config.publicUrl;
  const port = listening !== null && typeof listening === 'object' ? listening.port : config.port;
  const address = config.host.replace(/^\[|\]$/g, '');
  const host =
    address === '' || address === '0.0.0.0' || address === '::'
      ? 'localhost'
      : address.includes(':')
        ? `[${address}]`
        : address;
  return `http://${host}:${port}/`;
}

/** Whether only this machine can reach `host` (where a request's Host is the person's own doing). */
function onlyThisMachine(host: string): boolean {
  const address = host.replace(/^\[|\]$/g, '');
  if (address === 'localhost') return true;
  return ipaddr.isValid(address) && ipaddr.parse(address).range() === 'loopback';
}

main().catch((error: unknown) => {
  // What went wrong and what to do, in one line: no stack for problems a person can fix.
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  const config = (() => {
    try {
      return loadConfig(process.env, loadBuildInfo());
    } catch {
      return null;
    }
  })();
  const problem = config && startupProblem(error, config);
  console.error(problem ?? error);
  process.exit(1);
});
