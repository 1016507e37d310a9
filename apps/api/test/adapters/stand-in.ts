import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInRequest {
  method: string;
  /** Path and query, as received. */
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body read as an HTML form (application/x-www-form-urlencoded). */
  form: URLSearchParams;
}

export interface StandInAnswer {
  status?: number;
  json?: unknown;
  /** A raw body instead (a proxy's HTML page). */
  text?: string;
}

export interface StandIn {
  url: string;
  requests: StandInRequest[];
  close(): Promise<void>;
}

/** A provider's stand-in: a local HTTP server answering as its documentation says (no network is reachable here). */
export async function startStandIn(answer: (request: StandInRequest) => StandInAnswer | Promise<StandInAnswer>): Promise<StandIn> {
  const requests: StandInRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const request = { method: incoming.method ?? 'GET', url: new URL(incoming.url ?? '/', 'http://stand-in'), headers: incoming.headers, body, form: new URLSearchParams(body) };
      requests.push(request);
      void Promise.resolve(answer(request)).then((reply) => {
        const text = reply.text ?? JSON.stringify(reply.json ?? {});
        outgoing.writeHead(reply.status ?? 200, { 'content-type': reply.text === undefined ? 'application/json' : 'text/html' }).end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
