// Runs once before the integration project: builds the migrated template (CONVENTIONS.md 15) and hands its
// location to the test files. Per-file databases created from it by a crashed run are removed at teardown.
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { TEMPLATE_CACHE_DIR, migrationsHash, pgliteTemplatePath, postgresTemplateName, withDatabase } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
    runId: string;
  }
}

async function preparePostgres(url: string, hash: string): Promise<string> {
  const template = postgresTemplateName(hash);
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    // One run at a time builds the template.
    await admin`select pg_advisory_lock(7246002)`;
    const [existing] = await admin`select 1 from pg_database where datname = ${template}`;
    if (!existing) {
      await admin.unsafe(`create database "${template}"`);
      const templateUrl = withDatabase(url, template);
      const handle = await openDatabase({ kind: 'postgres', url: templateUrl, poolMax: 1 });
      try {
        await migrateDatabase(handle, templateUrl);
      } finally {
        await handle.close();
      }
    }
    // Each run stamps its template with the time; templates of other migration sets go once unused for a day
    // (runs of other branches on this server keep theirs meanwhile).
    await admin.unsafe(`comment on database "${template}" is '${Date.now()}'`);
    const stale = await admin<{ datname: string; used: string | null }[]>`
      select datname, shobj_description(oid, 'pg_database') as used
        from pg_database where datname like 'lunchbox_tpl_%' and datname <> ${template}`;
    for (const { datname, used } of stale) {
      if (Date.now() - Number(used ?? 0) < 24 * 60 * 60 * 1000) continue;
      await admin.unsafe(`drop database if exists "${datname}"`).catch(() => {});
    }
    await admin`select pg_advisory_unlock(7246002)`;
  } finally {
    await admin.end();
  }
  return template;
}

async function preparePglite(hash: string): Promise<string> {
  const path = pgliteTemplatePath(hash);
  if (existsSync(path)) return path;
  mkdirSync(TEMPLATE_CACHE_DIR, { recursive: true });
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = await openDatabase({ kind: 'pglite', client });
  await migrateDatabase(handle);
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(`${path}.tmp`, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  renameSync(`${path}.tmp`, path);
  return path;
}

export default async function setup(project: TestProject) {
  const hash = migrationsHash();
  const runId = randomBytes(4).toString('hex');
  const url = process.env.TEST_DATABASE_URL;
  project.provide('runId', runId);
  project.provide('postgresTemplate', url ? await preparePostgres(url, hash) : '');
  project.provide('pgliteTemplate', url ? '' : await preparePglite(hash));

  return async () => {
    if (!url) return;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const leftovers = await admin<{ datname: string }[]>`
        select datname from pg_database where datname like ${`lunchbox_t_${runId}_%`}`;
      for (const { datname } of leftovers) await admin.unsafe(`drop database if exists "${datname}" with (force)`);
    } finally {
      await admin.end();
    }
  };
}
