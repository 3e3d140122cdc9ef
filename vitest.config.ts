// Two projects: unit (pure rules, schemas, locales, and the client's models under tests/unit/client: plain functions,
// run in Node without a DOM; vitest's Vite transform reads their TSX and import.meta.glob as the build does) and
// integration (routers and HTTP on a real database: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set).
// Browser tests are Playwright's (tests/e2e).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One file per core. vitest keeps one core free by default, which on the 2-core CI machine ran the files one at a
    // time; an integration file waits on its database about as much as it computes.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          setupFiles: ['tests/helpers/console-guard.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          setupFiles: ['tests/helpers/console-guard.ts'],
          pool: 'forks',
          // The files of a worker share its loaded modules: each file's world is its own database (tests/helpers/
          // context.ts), and importing the server anew for every file cost more than the tests of most files
          // (24 files: import 149 s -> 21 s, the run 272 s -> 190 s).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
