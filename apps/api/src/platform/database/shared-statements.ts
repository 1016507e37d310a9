/**
 * Requests that arrive while an earlier statement is on its way to the database wait, then go together in the
 * next one: one round trip serves every request that queued. On a busy match day a request's cost is reaching
 * PostgreSQL (waking it, the socket writes), not the query itself (docs/decisions/match-day.md).
 *
 * Never stale: a statement is sent only after every request it serves arrived, so it sees all that was committed
 * before any of them, as a statement of their own would have. `run` answers the asks in their order.
 */
export function sharedStatements<Ask, Answer>(run: (asks: readonly Ask[]) => Promise<Answer[]>, { inFlight = 1 } = {}): (ask: Ask) => Promise<Answer> {
  interface Waiting {
    ask: Ask;
    resolve: (answer: Answer) => void;
    reject: (error: unknown) => void;
  }
  let waiting: Waiting[] = [];
  let sent = 0;
  const send = () => {
    const batch = waiting;
    waiting = [];
    sent += 1;
    // Through a promise so a `run` that throws at once fails its batch like one that rejects.
    new Promise<Answer[]>((resolve) => resolve(run(batch.map((entry) => entry.ask))))
      .then(
        (answers) => batch.forEach((entry, index) => entry.resolve(answers[index]!)),
        (error: unknown) => batch.forEach((entry) => entry.reject(error)),
      )
      .finally(() => {
        sent -= 1;
        if (waiting.length > 0) send();
      });
  };
  return (ask) =>
    new Promise<Answer>((resolve, reject) => {
      waiting.push({ ask, resolve, reject });
      if (sent < inFlight) send();
    });
}
