// Recognising database errors by SQLSTATE, whichever driver raised them (Drizzle wraps them in `cause`).
const sqlState = (error: unknown): string | undefined => {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
};

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** The driver's own codes for a connection that failed, closed or timed out (postgres.js and Node's sockets). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/**
 * The database cannot take the statement now, but may in a moment: no connection, a server shutting down or not yet
 * accepting connections (57P01-57P03), a connection exception (class 08), or a standby that refuses writes (25006,
 * while a failover promotes another node). The caller answers 503 "try again", not an unexpected error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  }
  const state = sqlState(error);
  return state !== undefined && (state.startsWith('08') || ['57P01', '57P02', '57P03', '25006'].includes(state));
}

/**
 * The statement failed because its connection is gone (closed, reset, or its server ended the session): unlike
 * `isDatabaseUnavailable`, not a standby refusing writes or a server not yet accepting connections, where the
 * connection itself is still open.
 */
export function isConnectionLost(error: unknown): boolean {
  const state = sqlState(error);
  if (state === '25006' || state === '57P03') return false;
  return isDatabaseUnavailable(error);
}
