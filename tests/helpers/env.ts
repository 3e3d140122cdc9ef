import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv, type Env } from '../../server/env';

/** Photos that tests upload go to a temporary folder of this test process, never into the project's data/. */
let storageDir: string | undefined;
const testStorageDir = () => (storageDir ??= mkdtempSync(join(tmpdir(), 'lunchbox-uploads-')));

/**
 * Configuration for tests: quiet, no demo seeding, no SMTP, photos in a temporary folder.
 */
export const testEnv = (overrides: Record<string, string> = {}): Env =>
  loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    APP_ORIGIN: 'http://localhost:3000',
    STORAGE_DIR: testStorageDir(),
    ...overrides,
  });
