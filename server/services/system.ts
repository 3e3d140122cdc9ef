// Health and readiness reports: what /healthz answers and what the /readiness page lists.
import { APP_VERSION } from '../../shared/constants';
import { DEFAULT_BASE_DOMAIN } from '../env';
import { isAdminRole } from '../../shared/enums';
import type { AuthUser } from '../auth/auth-user';
import type { AppDeps } from '../deps';

type Status = 'ok' | 'error';

export interface HealthReport {
  ok: boolean;
  version: string;
  time: string;
  database: { status: Status; driver: string; latencyMs?: number; error?: string };
  email: { status: Status; provider: 'smtp' | 'outbox' };
}

export async function checkHealth(deps: AppDeps): Promise<HealthReport> {
  const started = performance.now();
  let database: HealthReport['database'];
  try {
    await deps.database.ping();
    database = { status: 'ok', driver: deps.database.kind, latencyMs: Math.round(performance.now() - started) };
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
  id: 'database' | 'appOrigin' | 'baseDomain' | 'email' | 'google' | 'storage';
  status: CheckStatus;
  value: string;
  /** A readiness:checks.* key explaining a warning. */
  hint?: 'baseDomainDefault' | 'emailOutbox' | 'googleMissing';
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
