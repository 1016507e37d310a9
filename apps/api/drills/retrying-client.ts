/**
 * A client as a careful app (or a provider's webhook sender) behaves: each money operation is one intent, sent again
 * with the same idempotency (same key, same body) when the answer is lost, a 5xx or a 429, alternating between the API
 * processes, until a definite answer or the deadline. What it saw is kept to be compared with the database afterwards.
 */

export type Attempt =
  | { kind: 'answer'; status: number; body: unknown; server: number }
  /** No answer: refused connection, reset, or the attempt timed out (the request may still be running). */
  | { kind: 'lost'; reason: string; server: number };

export interface Outcome {
  attempts: Attempt[];
  /** The last answer, when it was a definite one (2xx or 4xx other than 429). */
  final: { status: number; body: unknown } | null;
}

export interface RetryPolicy {
  /** When an attempt is given up (and sent again): a request held by a restarting database may take a while. */
  attemptTimeoutMs: number;
  /** No new attempt after this long from the operation's first. */
  deadlineMs: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One attempt of `send` against server `index`: its answer, or why there was none. */
async function attempt(send: (baseUrl: string, signal: AbortSignal) => Promise<Response>, baseUrl: string, server: number, timeoutMs: number): Promise<Attempt> {
  try {
    const response = await send(baseUrl, AbortSignal.timeout(timeoutMs));
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text for the report.
    }
    return { kind: 'answer', status: response.status, body, server };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { kind: 'lost', reason: cause?.code ?? (error as Error).name ?? 'error', server };
  }
}

/** Sends one intent until it gets a definite answer (2xx, or a 4xx but 429) or the deadline passes. */
export async function sendUntilAnswered(servers: () => string[], first: number, send: (baseUrl: string, signal: AbortSignal) => Promise<Response>, policy: RetryPolicy): Promise<Outcome> {
  const started = Date.now();
  const attempts: Attempt[] = [];
  for (let index = 0; ; index++) {
    const all = servers();
    const server = (first + index) % all.length;
    const result = await attempt(send, all[server]!, server, policy.attemptTimeoutMs);
    attempts.push(result);
    if (result.kind === 'answer' && result.status < 500 && result.status !== 429) return { attempts, final: { status: result.status, body: result.body } };
    if (Date.now() - started > policy.deadlineMs) return { attempts, final: null };
    // Backing off with jitter, as clients are asked to (Retry-After is 5 s; a restart takes less).
    await pause(Math.min(2_000, 150 * 2 ** Math.min(index, 4)) * (0.5 + Math.random()));
  }
}

/** Whether any attempt may have reached the server without the client learning what became of it. */
export const hadUnknownAttempt = (outcome: Outcome) =>
  outcome.attempts.slice(0, -1).some((tried) => tried.kind === 'lost' || (tried.kind === 'answer' && tried.status >= 500));
