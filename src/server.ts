/** Entry point: read the configuration, build the app, listen, and shut down cleanly on signals. */
import { buildApp } from './app.js';
import { loadBuildInfo } from './build-info.js';
import { ConfigError, loadConfig } from './config.js';

const HOUR = 60 * 60 * 1000;

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
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
