import { loadEnv, type Env } from '../../server/env';

/** Configuration for tests: quiet, no demo seeding, no SMTP. */
export const testEnv = (overrides: Record<string, string> = {}): Env =>
  loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', APP_ORIGIN: 'http://localhost:3000', ...overrides });
