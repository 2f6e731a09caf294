/**
 * SQLSTATEs and socket errors that mean "the database cannot be reached right now", not "this
 * request is wrong": connection exceptions (class 08), shutdowns and restarts (57P01-57P03), no
 * connection slots (53300), and the sockets' own errors.
 */
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|is not currently accepting connections|the database system is (starting up|shutting down)/i;

/** True when `error` (or any error it wraps, as Drizzle's query errors do) says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
  }
  return false;
}
