/** Entry point: read the configuration, build the app, listen, and shut down cleanly on signals. */
import { buildApp } from './app.js';
import { loadBuildInfo } from './build-info.js';
import { ConfigError, loadConfig } from './config.js';

const HOUR = 60 * 60 * 1000;
/** Below the 30 s that orchestrators commonly allow between SIGTERM and SIGKILL. */
const SHUTDOWN_DEADLINE_MS = 25_000;

async function main() {
  let config;
  try {
    config = loadConfig(process.env, loadBuildInfo());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config, { logger: { level: 'info' }, purgeEveryMs: HOUR });
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
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
