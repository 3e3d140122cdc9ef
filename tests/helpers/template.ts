// The migrated template every integration test file starts from. Its name carries a hash of drizzle/, so a new
// migration makes a new template and an unchanged one is reused between runs.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FUNCTIONS_FOLDER } from '../../server/db/functions';
import { MIGRATIONS_FOLDER } from '../../server/db/migrate';

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(MIGRATIONS_FOLDER))
    hash.update(file.slice(MIGRATIONS_FOLDER.length)).update(readFileSync(file));
  // What migrateDatabase installs after the migrations (the default e-mail templates) is part of the template too.
  for (const source of ['../../server/db/migrate.ts', '../../server/email/templates.ts'])
    hash.update(readFileSync(new URL(source, import.meta.url)));
  // And the current definitions of the database functions (server/db/sql).
  for (const file of filesUnder(FUNCTIONS_FOLDER))
    hash.update(file.slice(FUNCTIONS_FOLDER.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

export const TEMPLATE_CACHE_DIR = join(process.cwd(), 'node_modules', '.cache', 'lunchbox-tests');
export const pgliteTemplatePath = (hash: string) => join(TEMPLATE_CACHE_DIR, `pglite-${hash}.tar.gz`);
export const postgresTemplateName = (hash: string) => `lunchbox_tpl_${hash}`;

/** The same server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
