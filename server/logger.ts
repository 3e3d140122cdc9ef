// pino options shared by the HTTP server and the CLI: JSON lines, secrets redacted wherever they appear.
import type { LoggerOptions } from 'pino';
import type { Env } from './env';

export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'password',
  'token',
  'passwordHash',
  '*.password',
  '*.token',
  '*.passwordHash',
  '*.secret',
  'input.password',
  'input.token',
];

export function loggerOptions(env: Pick<Env, 'LOG_LEVEL'>): LoggerOptions {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    base: { service: 'lunchbox' },
  };
}
