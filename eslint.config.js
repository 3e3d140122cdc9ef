// Lint rules, including the layering of ARCHITECTURE.md as errors: the client reaches the server only through the
// AppRouter type; routers hold no SQL; services do not know tRPC; domain rules do no I/O; shared/ runs in both;
// features do not import each other.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns, { allowTypeImports = false, paths = [] } = {}) => ({
  '@typescript-eslint/no-restricted-imports': [
    'error',
    { patterns: patterns.map((p) => ({ ...p, allowTypeImports })), paths },
  ],
});

/** What client code may not import (every file under client/, features included). */
const CLIENT_RULES = [
  {
    group: ['**/server/**', '!**/server/routers/_app'],
    message: 'The client reaches the server only through the AppRouter type.',
  },
  { group: ['**/server/routers/_app'], message: 'Import only the AppRouter type (import type).' },
];
const CLIENT_OPTIONS = {
  allowTypeImports: true,
  paths: [
    {
      name: '@mantine/core',
      importNames: ['Modal', 'Drawer'],
      message: 'Use client/components/modal.tsx: it gives focus back to the opener every time.',
    },
  ],
};

/**
 * Modules a feature loads only when wanted (client/lib/lazy-part.tsx): a static import would put them back into
 * its page's first load. Type imports stay allowed.
 */
const LOADED_WHEN_WANTED = {
  menu: ['draw-action', 'reserve-dialog', 'report-dialog', 'meal-more-menu', 'waitlist-and-handover-dialogs'],
};

const features = readdirSync(new URL('./client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'node_modules/',
      'drizzle/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
      'client/route-tree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['client/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { window: 'readonly', document: 'readonly' } },
  },
  {
    files: ['*.js'],
    languageOptions: { globals: { URL: 'readonly', process: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/**/*.d.ts'],
    rules: restrict(CLIENT_RULES, CLIENT_OPTIONS),
  },
  {
    files: ['shared/**/*.ts'],
    rules: restrict([
      {
        group: ['**/server/**', '**/client/**', '@trpc/*', 'drizzle-orm*', 'react*'],
        message: 'shared/ runs in both; it imports only zod.',
      },
    ]),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([{ group: ['**/client/**'], message: 'The server never imports client code.' }]),
  },
  {
    files: ['server/routers/**/*.ts'],
    rules: restrict([
      {
        group: ['drizzle-orm', 'drizzle-orm/*', '**/db/queries/*', '**/db/schema*'],
        message: 'Routers are thin: input -> one service call. SQL lives in server/db/.',
      },
    ]),
  },
  {
    files: ['server/services/**/*.ts'],
    rules: restrict([
      {
        group: ['@trpc/*', '**/trpc/**', '**/routers/**'],
        message: 'Services do not know tRPC (nor server/trpc, nor routers): throw DomainError.',
      },
    ]),
  },
  {
    files: ['server/domain/**/*.ts'],
    rules: restrict([
      {
        group: ['**/db/**', 'drizzle-orm*', 'node:fs', 'postgres', '@trpc/*'],
        message: 'Domain rules are pure: no I/O.',
      },
    ]),
  },
  {
    // A route file's options (its search parser, its loader) are in every page's first load, which does not carry
    // zod: parse the URL with plain lists (shared/url-filters.ts). A route's component is split off; its page's
    // forms may use zod.
    files: ['client/routes/**/*.{ts,tsx}'],
    rules: restrict(
      [
        {
          group: ['zod', 'zod/*', '**/shared/schemas/*'],
          message: 'Route options run in the first load, which has no zod: use shared/url-filters.ts.',
        },
        ...CLIENT_RULES,
      ],
      CLIENT_OPTIONS,
    ),
  },
  ...features.map((feature) => ({
    files: [`client/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict(
      [
        {
          group: features.filter((f) => f !== feature).flatMap((f) => [`**/features/${f}/**`, `../${f}/**`]),
          message: 'Features do not import each other; routes compose them.',
        },
        ...(LOADED_WHEN_WANTED[feature] ?? []).map((name) => ({
          group: [`./${name}`, `**/${name}`],
          message: `${name} loads only when wanted: import() it (client/lib/lazy-part.tsx), as its siblings do.`,
        })),
        // A later block replaces the rule's options: repeat the client's own.
        ...CLIENT_RULES,
      ],
      CLIENT_OPTIONS,
    ),
  })),
  // Last: turns off every stylistic rule Prettier owns (npm run format).
  prettier,
);
