import cluster from 'node:cluster';
import { ConfigError, describeConfig, readEnv } from './config';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { createContext } from './context';
import { armCrashPoint } from './infra/crash-points';
import { createLogger } from './infra/logger';
import { removePidFile, writePidFile } from './infra/pid-file';

/**
 * Entry point of `npm start`: one process serving API, realtime gateway and web app on one port, or with
 * WORKERS > 1 a primary that runs that many such processes on the port (cluster.ts).
 */
async function main(): Promise<void> {
  let config;
  try {
    config = readEnv();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (config.workers > 1 && cluster.isPrimary) {
    runPrimary(config.workers, createLogger(config.logLevel));
    return;
  }
  // The embedded database's pid file guards one process's data directory; workers use PostgreSQL.
  const ownsDataDir = !cluster.isWorker;
  armCrashPoint(config.crashAt);
  const ctx = await createContext(config);
  const app = await buildApp(ctx);
  app.addHook('onClose', async () => {
    await ctx.close();
    if (ownsDataDir) removePidFile(config.dataDir);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    ctx.logger.info({ signal }, 'shutting down');
    // Stops accepting, closes sockets, lets in-flight requests finish, then closes the database.
    const timer = setTimeout(() => {
      ctx.logger.error('shutdown took too long, exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  ctx.logger.info({ config: describeConfig(config), database: ctx.database.kind }, 'starting');
  await app.listen({ host: config.host, port: config.port });
  if (ownsDataDir) writePidFile(config.dataDir);
  ctx.logger.info(`Mingle is serving ${config.publicUrl}`);
}

await main();
