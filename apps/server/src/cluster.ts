import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/** A worker that keeps dying this soon after starting is not restarted forever: the primary gives up. */
const QUICK_DEATH_MS = 5_000;
const QUICK_DEATHS_ALLOWED = 5;
/** How long the workers get to finish their requests and close their sockets before they are killed. */
const STOP_GRACE_MS = 12_000;

/**
 * The primary of `WORKERS` > 1: one server process per worker, all on the one port (the cluster module hands
 * each new connection to a worker in turn). No stickiness is needed: the realtime gateway speaks WebSocket only,
 * one connection per socket, and the workers share PostgreSQL and Redis (Socket.IO's Redis adapter carries
 * events to sockets on other workers), exactly as separate machines would. A worker that dies is replaced.
 */
export function runPrimary(workers: number, logger: Logger): void {
  let stopping = false;
  const startedAt = new Map<number, number>();
  let quickDeaths = 0;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };

  cluster.on('exit', (worker: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    if (quickDeaths > QUICK_DEATHS_ALLOWED) {
      logger.fatal({ code, signal }, 'workers keep dying at start, giving up');
      process.exit(1);
    }
    logger.error({ pid: worker.process.pid, code, signal }, 'worker died, starting another');
    fork();
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping the workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    setTimeout(() => {
      logger.error('workers took too long to stop, exiting');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  logger.info({ workers }, 'starting the workers');
  for (let i = 0; i < workers; i++) fork();
}
