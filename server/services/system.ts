// Health and readiness reports: what /healthz answers and what the /readiness page lists.
import { APP_VERSION } from '../../shared/constants';
import { DEFAULT_BASE_DOMAIN } from '../env';
import { isAdminRole } from '../../shared/enums';
import type { AuthUser } from '../auth/auth-user';
import type { DatabaseHandle } from '../db/client';
import type { AppDeps } from '../deps';

type Status = 'ok' | 'error';

export interface HealthReport {
  ok: boolean;
  version: string;
  time: string;
  database: { status: Status; driver: string; latencyMs?: number; error?: string };
  email: { status: Status; provider: 'smtp' | 'outbox' };
}

/**
 * How long /healthz waits for the database: a monitor must hear 503 within a second while PostgreSQL is down or
 * does not answer (a new connection would otherwise wait for the driver's 30-second connect timeout).
 */
export const HEALTH_PROBE_TIMEOUT_MS = 700;

/** The probe in flight per database: polls while it hangs share it instead of piling up queries and connections. */
const probes = new WeakMap<DatabaseHandle, Promise<void>>();

function probe(database: DatabaseHandle): Promise<void> {
  let pending = probes.get(database);
  if (!pending) {
    pending = database.ping().finally(() => probes.delete(database));
    probes.set(database, pending);
  }
  return pending;
}

/** Resolves to 'timeout' when `work` has not settled within `ms` (it carries on; its outcome is dropped). */
function within(work: Promise<void>, ms: number): Promise<void | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function checkHealth(deps: AppDeps): Promise<HealthReport> {
  const started = performance.now();
  let database: HealthReport['database'];
  try {
    const outcome = await within(probe(deps.database), HEALTH_PROBE_TIMEOUT_MS);
    database =
      outcome === 'timeout'
        ? { status: 'error', driver: deps.database.kind, error: 'timeout' }
        : { status: 'ok', driver: deps.database.kind, latencyMs: Math.round(performance.now() - started) };
  } catch {
    // The reason goes to the log of whoever pings; the public answer stays generic.
    database = { status: 'error', driver: deps.database.kind, error: 'unreachable' };
  }
  const email: HealthReport['email'] = { status: 'ok', provider: deps.env.SMTP_URL ? 'smtp' : 'outbox' };
  return {
    ok: database.status === 'ok' && email.status === 'ok',
    version: APP_VERSION,
    time: deps.clock.now().toISOString(),
    database,
    email,
  };
}

export type CheckStatus = 'ok' | 'warning' | 'error' | 'info';
export interface ReadinessCheck {
  id: 'database' | 'appOrigin' | 'baseDomain' | 'email' | 'google' | 'microsoft' | 'storage';
  status: CheckStatus;
  value: string;
  /** A readiness:checks.* key explaining a warning. */
  hint?: 'baseDomainDefault' | 'emailOutbox' | 'googleMissing' | 'microsoftMissing';
}

/**
 * The readiness page's report. Anyone may see that the server answers (version and time); the configuration
 * checks and the environment (runtime, mode, origin, database, mail provider) are for admins only.
 */
export async function readinessReport(deps: AppDeps, user: AuthUser | null) {
  const { env } = deps;
  const health = await checkHealth(deps);
  const summary = { version: health.version, serverTime: health.time };
  if (!user || !isAdminRole(user.role)) return { ...summary, configuration: null };
  const checks: ReadinessCheck[] = [
    {
      id: 'database',
      status: health.database.status,
      value: deps.database.kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL',
    },
    { id: 'appOrigin', status: 'ok', value: env.APP_ORIGIN },
    env.BASE_DOMAIN === DEFAULT_BASE_DOMAIN
      ? { id: 'baseDomain', status: 'warning', value: env.BASE_DOMAIN, hint: 'baseDomainDefault' }
      : { id: 'baseDomain', status: 'ok', value: env.BASE_DOMAIN },
    env.SMTP_URL
      ? { id: 'email', status: 'ok', value: 'SMTP' }
      : { id: 'email', status: 'info', value: 'Outbox', hint: 'emailOutbox' },
    env.GOOGLE_CLIENT_ID
      ? { id: 'google', status: 'ok', value: 'Google OAuth' }
      : { id: 'google', status: 'info', value: '—', hint: 'googleMissing' },
    env.MICROSOFT_ENTRA_CLIENT_ID
      ? { id: 'microsoft', status: 'ok', value: `Microsoft Entra ID (${env.MICROSOFT_ENTRA_TENANT_ID})` }
      : { id: 'microsoft', status: 'info', value: '—', hint: 'microsoftMissing' },
    { id: 'storage', status: 'ok', value: deps.storage.kind === 's3' ? `S3 (${env.S3_BUCKET})` : 'Local disk' },
  ];
  return {
    ...summary,
    configuration: {
      checks,
      environment: { mode: env.NODE_ENV, node: process.version, database: deps.database.kind },
    },
  };
}
