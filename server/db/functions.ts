// The current definition of every database function and trigger function lives in server/db/sql/<name>.sql, one
// file per function; migrations create the triggers and keep their old bodies as history. After the migrations,
// start-up runs every file (CREATE OR REPLACE, so idempotent), and functionDrift compares the database with the
// files (the integration test and `npm run cli -- functions` use it). Decision: docs/decisions/035-*.md.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from './client';

export const FUNCTIONS_FOLDER = fileURLToPath(new URL('./sql', import.meta.url));

/**
 * Files applied first, in this order: SQL-language functions are checked against what exists when created, so the
 * ones others call come before them. The rest follow alphabetically.
 */
const FIRST = ['meal_cutoff_at', 'meal_on_menu'];

export interface FunctionFile {
  name: string;
  text: string;
  /** What PostgreSQL keeps as the function's source (pg_proc.prosrc): the text between the dollar quotes. */
  body: string;
}

export function readFunctionFiles(folder = FUNCTIONS_FOLDER): FunctionFile[] {
  const names = readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => file.slice(0, -'.sql'.length))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return names.map((name) => {
    const text = readFileSync(`${folder}/${name}.sql`, 'utf8');
    const header = new RegExp(`CREATE OR REPLACE FUNCTION ${name}\\(`, 'i');
    if (!header.test(text)) throw new Error(`${name}.sql must CREATE OR REPLACE FUNCTION ${name}`);
    const quoted = /\bAS\s+(\$[A-Za-z_]*\$)([\s\S]*?)\1/i.exec(text);
    if (!quoted) throw new Error(`${name}.sql has no dollar-quoted body`);
    return { name, text, body: quoted[2]! };
  });
}

const rank = (name: string) => {
  const index = FIRST.indexOf(name);
  return index === -1 ? FIRST.length : index;
};

/** Runs every function file (the caller serialises instances: see server/db/migrate.ts). */
export async function applyFunctions(run: (text: string) => Promise<unknown>, files = readFunctionFiles()) {
  for (const file of files) await run(file.text);
}

export interface FunctionDrift {
  name: string;
  problem: 'noFile' | 'notInDatabase' | 'differs';
}

/** Where the database's functions (schema public, not from extensions) differ from the files. */
export async function functionDrift(db: Executor, files = readFunctionFiles()): Promise<FunctionDrift[]> {
  const rows = rowsOf<{ name: string; source: string }>(
    await db.execute(sql`
      select p.proname as name, p.prosrc as source
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public'
         and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
       order by p.proname`),
  );
  const inDatabase = new Map(rows.map((row) => [row.name, row.source]));
  const drift: FunctionDrift[] = [];
  for (const row of rows)
    if (!files.some((file) => file.name === row.name)) drift.push({ name: row.name, problem: 'noFile' });
  for (const file of files) {
    const source = inDatabase.get(file.name);
    if (source === undefined) drift.push({ name: file.name, problem: 'notInDatabase' });
    else if (source !== file.body) drift.push({ name: file.name, problem: 'differs' });
  }
  return drift;
}
