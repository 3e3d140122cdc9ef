/** Search parameters arrive as unknown: keep strings, drop the rest. */
export const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;
