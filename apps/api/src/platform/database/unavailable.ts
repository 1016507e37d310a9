/**
 * Whether an error says the database could not be reached or dropped the connection (a restart, a failover, a network
 * blip), rather than that a statement was wrong. Such a request is answered 503 with Retry-After even when the database
 * answers again by the time the error is handled: the client's retry is what should happen, and it is safe, as every
 * money movement is idempotent (docs/decisions/operations-drills.md).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string') {
    // SQLSTATE class 08 (connection exception); 57P01–57P03: shutting down, crashed, starting up; 53300: no free connection.
    if (/^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
    // The socket itself (node-postgres passes these through).
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code)) return true;
  }
  // node-postgres's own messages when the connection ends under a query, or a broken client is used again.
  return /^Connection terminated|^Client has encountered a connection error|timeout exceeded when trying to connect/.test(error.message);
}
