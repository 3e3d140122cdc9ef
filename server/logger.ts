// pino options shared by the HTTP server and the CLI: JSON lines, secrets redacted wherever they appear.
import type { FastifyRequest } from 'fastify';
import { stdSerializers, type LoggerOptions } from 'pino';
import type { Env } from './env';

/** Paths whose next segment is a link's secret: the calendar feed and the e-mail preference page. */
const SECRET_AFTER = new Set(['calendar', 'u']);
/** A segment shaped like the app's link secrets (server/auth/tokens.ts), wherever it appears. */
const TOKEN_SEGMENT = /^[a-z2-7]{32}(\.[a-z]+)?$/i;

/**
 * A URL as the logs may show it (the one place that decides): the path without its query string, which can carry
 * OAuth codes, confirmation and reset tokens and tRPC inputs, and with link secrets in the path replaced
 * (/calendar/{token}.ics, /u/{token}/unsubscribe, and any segment shaped like a token).
 */
export function loggableUrl(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s);
  const segments = path.split('/');
  const redacted = segments.map((segment, i) =>
    (i === 2 && segment && SECRET_AFTER.has(segments[1]!)) || TOKEN_SEGMENT.test(segment)
      ? segment.replace(/^[^.]*/, '[redacted]')
      : segment,
  );
  return redacted.join('/') + (query === undefined ? '' : '?[redacted]');
}

/** How a request appears in the log lines Fastify writes for it. */
export const requestSerializer = (req: FastifyRequest) => ({
  method: req.method,
  url: loggableUrl(req.url),
  remoteAddress: req.ip,
});

/** A statement's parameters in an error's text (Drizzle puts them there: e-mail addresses, hashes, tokens). */
const QUERY_PARAMS = /\nparams: [^\n]*/g;

/** How an error appears in the log: pino's own form, without the parameters of a failed statement. */
export function errorSerializer(error: Error) {
  const serialized = stdSerializers.err(error) as ReturnType<typeof stdSerializers.err> & Record<string, unknown>;
  for (const field of ['message', 'stack'] as const)
    if (typeof serialized[field] === 'string')
      serialized[field] = serialized[field].replace(QUERY_PARAMS, '\nparams: [redacted]');
  // Drizzle's error also carries them as a field of its own.
  if ('params' in serialized) serialized.params = '[redacted]';
  return serialized;
}

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
    serializers: { err: errorSerializer },
    base: { service: 'lunchbox' },
  };
}
