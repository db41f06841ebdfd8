// Failures that mean "the database cannot be reached right now" (PostgreSQL restarting,
// the network to it cut, its connections used up), as opposed to a bug or a bad query:
// the request gets a Swedish 503 with Retry-After instead of a 500, and the next request
// tries again (the pool reconnects by itself).

/** Thrown on the server's side once a route reported such a failure (entry.server.tsx). */
export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
  readonly code = "DATABASE_UNAVAILABLE";
}

const CODES = new Set([
  "DATABASE_UNAVAILABLE",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  // PostgreSQL: shutting down, crash recovery, starting up, too many connections.
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/** What pg says, without a code, when a connection dies or cannot be had in time. */
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection error|Client was closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 4; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (CODES.has(code) || /^08/.test(code))) return true;
    if (typeof message === "string" && MESSAGES.test(message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
