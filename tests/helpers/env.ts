import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv, type Env } from '../../server/env';

/** Photos that tests upload go to a temporary folder of this test process, never into the project's data/. */
let storageDir: string | undefined;
const testStorageDir = () => (storageDir ??= mkdtempSync(join(tmpdir(), 'lunchbox-uploads-')));

/**
 * Configuration for tests: quiet, no demo seeding, no SMTP, photos in a temporary folder. TRPC_ADAPTER passes through from the environment, so
 * `TRPC_ADAPTER=fastify npm run test:integration` runs every app the tests build through tRPC's own adapter.
 */
export const testEnv = (overrides: Record<string, string> = {}): Env =>
  loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    APP_ORIGIN: 'http://localhost:3000',
    STORAGE_DIR: testStorageDir(),
    ...(process.env.TRPC_ADAPTER ? { TRPC_ADAPTER: process.env.TRPC_ADAPTER } : {}),
    ...overrides,
  });
