import { get, type IncomingMessage } from 'node:http';

/** One event as an SSE client reads it. */
export interface SseEvent {
  id: string | undefined;
  event: string | undefined;
  data: unknown;
}

export interface SseClient {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** Comment lines (heartbeats) received. */
  comments: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  isEnded(): boolean;
  /** Resolves with the first event (from now or already received) that `match` accepts. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

/**
 * A Server-Sent Events client, as EventSource would connect (Accept, Last-Event-ID). Plain node:http with a
 * connection of its own (fetch's pool opened another connection after an abort, which kept the server from closing).
 */
export async function connectSse(url: string, lastEventId?: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(url, { agent: false, headers: { accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}), ...headers } }, resolve).once('error', reject);
  });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response as AsyncIterable<Buffer>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else {
              const colon = line.indexOf(':');
              fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
            }
          }
          if (fields.data !== undefined) events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data) });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Aborted by close().
    }
    done = true;
  })();
  return {
    status: response.statusCode ?? 0,
    headers: new Headers(Object.entries(response.headers).map(([name, value]): [string, string] => [name, String(value)])),
    events,
    comments,
    ended,
    isEnded: () => done,
    next(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => response.destroy(),
  };
}
