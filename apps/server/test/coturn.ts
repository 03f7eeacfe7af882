import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import dgram from 'node:dgram';
import { freePort } from './free-port';

/** A real coturn (Debian's `coturn` package) for tests: TURN REST credentials, loopback only, no TLS. */
export interface TestTurnServer {
  /** turn:127.0.0.1:PORT?transport=udp */
  url: string;
  port: number;
  secret: string;
  close(): Promise<void>;
}

const TURNSERVER = process.env.TURNSERVER_PATH ?? '/usr/bin/turnserver';

/** Sends a STUN Binding request and resolves when coturn answers it: the server is up. */
function stunBindingAnswered(port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = dgram.createSocket('udp4');
    const request = Buffer.alloc(20);
    request.writeUInt16BE(0x0001, 0); // Binding request
    request.writeUInt16BE(0, 2);
    request.writeUInt32BE(0x2112a442, 4); // magic cookie
    randomBytes(12).copy(request, 8);
    const done = (answered: boolean) => {
      clearTimeout(timer);
      socket.close();
      resolve(answered);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.on('message', (message) => done(message.readUInt16BE(0) === 0x0101));
    socket.on('error', () => done(false));
    socket.send(request, port, '127.0.0.1');
  });
}

export async function startTurnServer(): Promise<TestTurnServer> {
  // TURN listens on UDP and TCP; a port free for TCP on loopback is, in practice, free for UDP too in a test run.
  const port = await freePort();
  const secret = randomBytes(16).toString('hex');
  // Relay ports from a range derived from the listening port, so parallel test runs do not collide.
  const minPort = 40_000 + (port % 200) * 100;
  const child: ChildProcess = spawn(
    TURNSERVER,
    [
      '-n', // no configuration file: everything is on this command line
      `--listening-port=${port}`,
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--min-port=${minPort}`,
      `--max-port=${minPort + 99}`,
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=mingle.test',
      '--allow-loopback-peers',
      '--no-tls',
      '--no-dtls',
      '--no-cli',
      '--no-stdout-log',
      '--log-file=/dev/null',
      `--pidfile=/tmp/mingle-turnserver-${port}.pid`,
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (child.exitCode !== null) break;
    if (await stunBindingAnswered(port, 200)) {
      return {
        url: `turn:127.0.0.1:${port}?transport=udp`,
        port,
        secret,
        close: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      };
    }
  }
  child.kill('SIGKILL');
  throw new Error(
    `coturn did not start on port ${port} (is ${TURNSERVER} installed? apt-get install coturn)`,
  );
}
