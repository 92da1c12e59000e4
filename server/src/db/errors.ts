// What a database error means, whichever database raised it: a unique key taken, a value the
// database refuses (400), the database out of reach (503), or a conflict worth trying again.

const codeOf = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
};

/** SQLite's constraint codes, PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/** serialization_failure and deadlock_detected: PostgreSQL rolled the transaction back; run it again. */
export function isRetryableConflict(error: unknown): boolean {
  const code = codeOf(error);
  return code === '40001' || code === '40P01';
}

/**
 * PostgreSQL refused a value the request brought (class 22, data exception: a NUL character, a
 * number out of range) where SQLite would have stored or compared it: the request is at fault.
 */
export function isRefusedValue(error: unknown): boolean {
  return codeOf(error)?.startsWith('22') === true;
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
// The pool's and the client's own words when a connection cannot be had or went away.
const LOST = /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed/i;

/**
 * The database cannot be reached or the connection dropped mid-request: a network error, a server
 * shutting down or restarting (57P0x), too many connections, or any connection exception (08xxx).
 */
export function isConnectionLost(error: unknown): boolean {
  if (error instanceof AggregateError && error.errors.some(isConnectionLost)) return true;
  const code = codeOf(error);
  if (
    code &&
    (NETWORK_CODES.has(code) || code.startsWith('08') || code.startsWith('57P') || code === '53300')
  )
    return true;
  return error instanceof Error && LOST.test(error.message);
}

/** What went wrong, in words for an operator: a refused connection to every address is an AggregateError. */
export function describeError(error: unknown): string {
  if (error instanceof AggregateError) return error.errors.map(describeError).join('; ');
  if (!(error instanceof Error)) return String(error);
  const code = codeOf(error);
  return `${error.message || 'no answer'}${code ? ` (${code})` : ''}`;
}
