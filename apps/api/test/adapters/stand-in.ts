import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
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

/** A certificate and its key (PEM) for a stand-in served over https, as a production server only calls https providers. */
export interface StandInTls {
  key: string;
  cert: string;
}

/** A provider's stand-in: a local HTTP(S) server answering as its documentation says (no network is reachable here). */
export async function startStandIn(answer: (request: StandInRequest) => StandInAnswer | Promise<StandInAnswer>, options: { tls?: StandInTls } = {}): Promise<StandIn> {
  const requests: StandInRequest[] = [];
  const handle = (incoming: IncomingMessage, outgoing: ServerResponse) => {
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
  };
  const server = options.tls ? createTlsServer(options.tls, handle) : createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
