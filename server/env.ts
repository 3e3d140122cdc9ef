// Configuration: every environment variable the server reads, parsed once by zod. A bad value stops the process
// with a message naming the variable. Defaults work on a fresh machine (embedded database, outbox e-mail).
import { z } from 'zod';

const optionalBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .optional()
  .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes'].includes(v)));
const bool = (fallback: boolean) => optionalBool.transform((v) => v ?? fallback);

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const url = (protocols: string[]) =>
  optionalString.refine((v) => v === undefined || (URL.canParse(v) && protocols.includes(new URL(v).protocol)), {
    error: `expected a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  });

/**
 * A PostgreSQL URL, which may list several hosts (`postgres://a:5432,b:5432/db?target_session_attrs=primary`, the
 * app reaching whichever is primary under pg_auto_failover: docs/operations.md). WHATWG URLs have one host, so the
 * first one stands for the list while the URL is checked; the driver (postgres.js) reads the list itself. Several
 * hosts need `target_session_attrs=primary`: postgres.js's `read-write` looks only at default_transaction_read_only,
 * which a hot standby leaves off, so it kept connections on a standby that refused every write
 * (docs/decisions/062-target-session-attrs-primary.md).
 */
const postgresUrl = optionalString
  .refine(
    (v) => {
      if (v === undefined) return true;
      const oneHost = v.replace(/^([a-z]+:\/\/(?:[^@/]*@)?)([^/?#]*)/i, (_, start: string, hosts: string) =>
        hosts.split(',').some((host) => host === '') ? `${start}invalid host` : `${start}${hosts.split(',')[0]}`,
      );
      return URL.canParse(oneHost) && ['postgres:', 'postgresql:'].includes(new URL(oneHost).protocol);
    },
    { error: 'expected a URL starting with postgres:// or postgresql://' },
  )
  .refine(
    (v) => {
      const hosts = v === undefined ? '' : (/^[a-z]+:\/\/(?:[^@/]*@)?([^/?#]*)/i.exec(v)?.[1] ?? '');
      return !hosts.includes(',') || /[?&]target_session_attrs=primary(&|$)/.test(v!);
    },
    { error: 'a URL listing several hosts needs target_session_attrs=primary (read-write does not skip a standby)' },
  );

export const DEFAULT_BASE_DOMAIN = 'localhost';

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: postgresUrl,
    /**
     * A session-level connection to the same database for LISTEN/NOTIFY and the migrations' advisory lock, which a
     * transaction-pooling proxy cannot carry. Defaults to DATABASE_URL; point it at PostgreSQL itself when
     * DATABASE_URL goes through pgbouncer in transaction mode (docs/operations.md).
     */
    DATABASE_LISTEN_URL: postgresUrl,
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    /** Prepared statements on PostgreSQL; turn off behind a transaction-pooling proxy such as pgbouncer. */
    DATABASE_PREPARE: bool(true),
    PGLITE_DIR: z.string().min(1).default('./data/pglite'),
    /**
     * How often, in seconds, each instance runs the colleagues' tick (server/services/waitlist-and-offers-tick.ts:
     * draws, waitlists, offers, conditional meals). A minute in production; the browser tests use a few seconds so a
     * journey waits for its cutoff rather than for the next whole minute.
     */
    TICK_SECONDS: z.coerce.number().int().min(1).max(60).default(60),
    /** Defaults to on, except in production: the demo accounts have a published password. */
    SEED_DEMO: optionalBool,
    APP_ORIGIN: url(['http:', 'https:']),
    BASE_DOMAIN: z.string().min(1).default(DEFAULT_BASE_DOMAIN),
    /**
     * The proxies in front of the server, whose X-Forwarded-For is believed (addresses, CIDRs or proxy-addr names
     * such as loopback), comma-separated. Empty: none. "Trust everyone" is not offered: the client would choose
     * its own address and slip past every per-IP limit.
     */
    TRUST_PROXY: z
      .string()
      .default('')
      .transform((v) =>
        ['', 'false', '0', 'no'].includes(v.trim())
          ? []
          : v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
      )
      .refine((list) => !list.some((entry) => ['true', '1', 'yes', '*'].includes(entry)), {
        error:
          'list the proxy addresses (for example 10.0.0.0/8 or loopback); trusting every hop lets clients fake their address',
      }),
    SMTP_URL: url(['smtp:', 'smtps:']),
    MAIL_FROM: z.string().min(3).default('Lunchbox <no-reply@lunchbox.localhost>'),
    /** Guards POST /api/email/dispatch (header x-dispatch-secret); unset: the endpoint does not exist. */
    EMAIL_DISPATCH_SECRET: z.string().min(32, { error: 'use at least 32 characters' }).optional(),
    /** "false" runs no e-mail worker in this instance (a cron job runs `npm run cli -- dispatch` instead). */
    EMAIL_WORKER: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    /** Microsoft Entra ID sign-in (server/auth/microsoft.ts): the directory (tenant) id or domain, or `organizations`. */
    MICROSOFT_ENTRA_TENANT_ID: optionalString,
    MICROSOFT_ENTRA_CLIENT_ID: optionalString,
    MICROSOFT_ENTRA_CLIENT_SECRET: optionalString,
    /**
     * Web push's VAPID key pair (RFC 8292), base64url as `npx web-push generate-vapid-keys` prints them. Unset: a
     * pair is generated on first start and kept in the database (app_settings), the same for every instance.
     */
    VAPID_PUBLIC_KEY: optionalString.refine((v) => v === undefined || /^[A-Za-z0-9_-]{87}$/.test(v), {
      error: 'expected the 65-byte public key in base64url (87 characters)',
    }),
    VAPID_PRIVATE_KEY: optionalString.refine((v) => v === undefined || /^[A-Za-z0-9_-]{43}$/.test(v), {
      error: 'expected the 32-byte private key in base64url (43 characters)',
    }),
    /** Who push services may contact about our pushes: a mailto: or https: URL. Default: mailto:COMPANY_EMAIL. */
    VAPID_SUBJECT: optionalString.refine((v) => v === undefined || /^(mailto:|https:\/\/)\S+$/.test(v), {
      error: 'expected a mailto: or https:// URL',
    }),
    STORAGE_DIR: z.string().min(1).default('./data/uploads'),
    S3_ENDPOINT: url(['http:', 'https:']),
    S3_REGION: z.string().default('auto'),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PUBLIC_URL: url(['http:', 'https:']),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Open live menus (server-sent event streams) per client address and per instance. A whole office may share
     * one address behind its NAT, so the per-address cap is generous; beyond either cap menus answer 429.
     */
    LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(200),
    LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(5000),
    COMPANY_EMAIL: z.email().default('hello@lunchbox.lt'),
    COMPANY_PHONE: z.string().min(3).max(40).default('+370 600 12345'),
    COMPANY_CITY: z.string().min(1).max(60).default('Vilnius'),
    CLIENT_DIST_DIR: z.string().default('./dist/client'),
    /**
     * Server rendering of the landing page and the office menus (dist/server/entry-server.js beside the client
     * build, docs/decisions/020-server-rendered-public-pages.md); `off` serves the client-rendered page everywhere.
     */
    SERVER_RENDERING: z.enum(['on', 'off']).default('on'),
    /**
     * Tests only: the instant the server's clock starts at (ISO 8601 with its zone, e.g. 2026-11-26T08:00:00Z); it
     * runs on from there. The browser tests set it so that no run depends on the time of day (playwright.config.ts).
     * Refused unless NODE_ENV=test: a development or production server always runs on the real clock.
     */
    TEST_CLOCK_START: optionalString.pipe(
      z.iso
        .datetime({ offset: true, error: 'expected an instant such as 2026-11-26T08:00:00Z' })
        .transform((value) => new Date(value))
        .optional(),
    ),
    /** Tests only: the real instant (milliseconds since 1970) at which the test clock read TEST_CLOCK_START. */
    TEST_CLOCK_SET_AT: z.coerce.number().int().positive().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.TEST_CLOCK_SET_AT && !env.TEST_CLOCK_START) {
      ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK_SET_AT'], message: 'needs TEST_CLOCK_START' });
    }
    if (env.TEST_CLOCK_START && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK_START'],
        message: `only honoured with NODE_ENV=test (it is ${env.NODE_ENV}): unset it to run on the real clock`,
      });
    }
    if (env.DATABASE_LISTEN_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_LISTEN_URL'],
        message: 'needs DATABASE_URL too (the embedded database listens in process)',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
      });
    }
    const entra = {
      MICROSOFT_ENTRA_TENANT_ID: env.MICROSOFT_ENTRA_TENANT_ID,
      MICROSOFT_ENTRA_CLIENT_ID: env.MICROSOFT_ENTRA_CLIENT_ID,
      MICROSOFT_ENTRA_CLIENT_SECRET: env.MICROSOFT_ENTRA_CLIENT_SECRET,
    };
    const missing = Object.keys(entra).filter((name) => !entra[name as keyof typeof entra]);
    if (missing.length > 0 && missing.length < 3) {
      ctx.addIssue({
        code: 'custom',
        path: [missing[0]!],
        message: `Microsoft sign-in needs MICROSOFT_ENTRA_TENANT_ID, MICROSOFT_ENTRA_CLIENT_ID and MICROSOFT_ENTRA_CLIENT_SECRET together, or none of them (missing: ${missing.join(', ')})`,
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (a pair is then kept in the database)',
      });
    }
    const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY, env.S3_PUBLIC_URL];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL together',
      });
    }
  })
  .transform((env) => ({
    ...env,
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    DATABASE_LISTEN_URL: env.DATABASE_LISTEN_URL ?? env.DATABASE_URL,
    APP_ORIGIN: (env.APP_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  }));

export type Env = z.output<typeof EnvSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the environment; throws EnvError whose message names every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || 'environment';
    // Values are not echoed: DATABASE_URL, SMTP_URL and the secrets may hold passwords.
    return `  ${name}: ${issue.message}`;
  });
  throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
}

export const isHttps = (env: Pick<Env, 'APP_ORIGIN'>) => env.APP_ORIGIN.startsWith('https://');
