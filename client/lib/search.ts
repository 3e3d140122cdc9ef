/** Search parameters arrive as unknown: keep strings, drop the rest. */
export const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

/** One of `options`, or undefined for anything else. */
export const pickOne = <T extends string>(value: unknown, options: readonly T[]): T | undefined =>
  typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : undefined;
