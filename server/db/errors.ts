// Recognising database errors by SQLSTATE, whichever driver raised them (Drizzle wraps them in `cause`).
const sqlState = (error: unknown): string | undefined => {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
};

export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
