import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderRequest {
  method: string;
  headers: IncomingHttpHeaders;
  /** The raw body, exactly as signed. */
  body: string;
}

export interface SmsProviderServer {
  url: string;
  received: ProviderRequest[];
  /** HTTP status answered to the next requests (202 by default). */
  answerWith(status: number): void;
  close(): Promise<void>;
}

/** A provider gateway on loopback (node:http) that keeps every request, for tests of the real SMS transport. */
export async function startSmsProviderServer(): Promise<SmsProviderServer> {
  const received: ProviderRequest[] = [];
  let status = 202;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ accepted: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    received,
    answerWith(next) {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // fetch keeps its connection alive; without this, close would wait for it to time out.
        server.closeAllConnections();
      }),
  };
}
