// A tiny failover TCP balancer for bench/reconnect-storm.ts, in a process of its own as a real load balancer
// would be (so piping thousands of connections does not share the clients' event loop). Each route listens on
// a port of its own and pipes every connection to the first backend in its preference list that accepts it:
// while the preferred node lives everything goes there, and once it is dead (its port refuses connections) the
// next one takes the reconnects. A backend connection that closes closes its client connection too, as a
// balancer's would, so clients see their server go away.
import { fork } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

/** Per route, how many connections each backend (by port) was given. */
export type BalancerCounts = Array<Record<number, number>>;

type Request = { routes: number[][] } | { counts: true };
type Reply = { ports: number[] } | { counts: BalancerCounts };

export interface FailoverBalancer {
  /** One base URL per route, in the order the routes were given. */
  urls: string[];
  counts(): Promise<BalancerCounts>;
  close(): Promise<void>;
}

/** Starts the balancer process with one listening port per route (each route: backend ports, preferred first). */
export async function startFailoverBalancer(routes: number[][]): Promise<FailoverBalancer> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = (request: Request) =>
    new Promise<Reply>((resolve, reject) => {
      child.once('message', (reply) => resolve(reply as Reply));
      child.once('exit', (code) => reject(new Error(`balancer exited (${code})`)));
      child.send(request);
    });
  const started = await ask({ routes });
  if (!('ports' in started)) throw new Error('balancer did not start');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    urls: started.ports.map((port) => `http://127.0.0.1:${port}`),
    async counts() {
      const reply = await ask({ counts: true });
      if (!('counts' in reply)) throw new Error('balancer did not count');
      return reply.counts;
    },
    async close() {
      child.kill();
      await exited;
    },
  };
}

/** In the balancer process: pipes `client` to the first of `backends` that accepts, or drops it. */
function pipeToFirst(client: net.Socket, backends: number[], counts: Record<number, number>): void {
  client.pause();
  // A client that leaves while we are still looking for a backend needs nothing more.
  client.on('error', () => client.destroy());
  const attempt = (index: number) => {
    const port = backends[index];
    if (port === undefined || client.destroyed) {
      client.destroy();
      return;
    }
    const backend = net.connect({ host: '127.0.0.1', port });
    backend.once('error', () => attempt(index + 1));
    backend.once('connect', () => {
      counts[port] = (counts[port] ?? 0) + 1;
      backend.removeAllListeners('error');
      backend.on('error', () => client.destroy());
      backend.on('close', () => client.destroy());
      client.on('close', () => backend.destroy());
      client.pipe(backend);
      backend.pipe(client);
      client.resume();
    });
  };
  attempt(0);
}

async function serve(): Promise<void> {
  const counts: BalancerCounts = [];
  process.on('message', async (request: Request) => {
    if ('counts' in request) {
      process.send?.({ counts } satisfies Reply);
      return;
    }
    const ports: number[] = [];
    for (const backends of request.routes) {
      const routeCounts: Record<number, number> = {};
      counts.push(routeCounts);
      // A large backlog: thousands of clients reconnect within the same second.
      const server = net.createServer((client) => pipeToFirst(client, backends, routeCounts));
      await new Promise<void>((resolve) =>
        server.listen({ host: '127.0.0.1', port: 0, backlog: 4096 }, resolve),
      );
      ports.push((server.address() as net.AddressInfo).port);
    }
    process.send?.({ ports } satisfies Reply);
  });
  // The bench went away: so does its balancer.
  process.on('disconnect', () => process.exit(0));
}

if (process.argv[2] === '--serve') await serve();
