// The current definition of every database function lives in server/db/sql/<name>.sql, one file per function, and
// the triggers that run a function follow its body in the same file; migrations keep the old bodies and trigger
// definitions as history. After the migrations, start-up runs every function (CREATE OR REPLACE, so idempotent) and
// re-creates only the triggers the database holds differently (re-creating one locks its table), and
// functionDrift/triggerDrift compare the database with the files (the integration test and `npm run db:functions`
// use them). Decisions: docs/decisions/035-*.md, 058-*.md.
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
  /** The CREATE OR REPLACE FUNCTION statement (the file up to the end of the body). */
  text: string;
  /** What PostgreSQL keeps as the function's source (pg_proc.prosrc): the text between the dollar quotes. */
  body: string;
  /** The triggers that run this function, written after its body. */
  triggers: TriggerDefinition[];
}

export interface TriggerDefinition {
  name: string;
  table: string;
  /** The CREATE TRIGGER statement as pg_get_triggerdef prints it; the file may break its lines anywhere. */
  definition: string;
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
    const quoted = /\bAS\s+(\$[A-Za-z_]*\$)([\s\S]*?)\1;?/i.exec(text);
    if (!quoted) throw new Error(`${name}.sql has no dollar-quoted body`);
    const end = quoted.index + quoted[0].length;
    return { name, text: text.slice(0, end), body: quoted[2]!, triggers: readTriggers(name, text.slice(end)) };
  });
}

/** The CREATE TRIGGER statements after a function's body; each must run that function. */
function readTriggers(functionName: string, rest: string): TriggerDefinition[] {
  const statements = rest
    .replace(/--.*$/gm, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
  return statements.map((statement) => {
    const parsed =
      /^CREATE (?:CONSTRAINT )?TRIGGER (\w+)\s[\s\S]*?\sON public\.(\w+)\s[\s\S]*\sEXECUTE FUNCTION (\w+)\(/.exec(
        statement,
      );
    if (!parsed) throw new Error(`${functionName}.sql: after the body, only CREATE TRIGGER … ON public.<table> …`);
    if (parsed[3] !== functionName)
      throw new Error(`${functionName}.sql: trigger ${parsed[1]} runs ${parsed[3]}, not the function of its file`);
    return { name: parsed[1]!, table: parsed[2]!, definition: normalised(statement) };
  });
}

/** pg_get_triggerdef's text with the file's line breaks and indentation undone. */
const normalised = (definition: string) =>
  definition.replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ \)/g, ')').trim();

const rank = (name: string) => {
  const index = FIRST.indexOf(name);
  return index === -1 ? FIRST.length : index;
};

/** Runs one statement and returns what the driver returns (rows, or an object holding them: see rowsOf). */
export type RunSql = (text: string) => Promise<unknown>;

/**
 * Runs every function file, then re-creates each trigger the database lacks or holds differently (the caller
 * serialises instances: see server/db/migrate.ts).
 */
export async function applyFunctions(run: RunSql, files = readFunctionFiles()) {
  for (const file of files) await run(file.text);
  const inDatabase = await databaseTriggers(run);
  for (const trigger of files.flatMap((file) => file.triggers)) {
    if (inDatabase.get(triggerKey(trigger))?.definition === trigger.definition) continue;
    // One statement (so one transaction on any session, pooled or not): the table is never left without it.
    await run(
      `DO $replace$ BEGIN DROP TRIGGER IF EXISTS ${trigger.name} ON public.${trigger.table}; ${trigger.definition}; END $replace$`,
    );
  }
}

const triggerKey = (trigger: { name: string; table: string }) => `${trigger.table}.${trigger.name}`;

/** The database's own triggers on tables of schema public (not the internal ones of foreign keys). */
async function databaseTriggers(run: RunSql): Promise<Map<string, TriggerDefinition>> {
  const rows = rowsOf<TriggerDefinition>(
    await run(`
      select t.tgname as name, c.relname as "table", pg_get_triggerdef(t.oid) as definition
        from pg_trigger t
        join pg_class c on c.oid = t.tgrelid
        join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and not t.tgisinternal
       order by c.relname, t.tgname`),
  );
  return new Map(rows.map((row) => [triggerKey(row), { ...row, definition: normalised(row.definition) }]));
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

export interface TriggerDrift {
  trigger: string;
  table: string;
  problem: FunctionDrift['problem'];
}

/** Where the database's triggers (on tables of schema public) differ from the ones the files define. */
export async function triggerDrift(db: Executor, files = readFunctionFiles()): Promise<TriggerDrift[]> {
  const inDatabase = await databaseTriggers((text) => db.execute(sql.raw(text)));
  const defined = files.flatMap((file) => file.triggers);
  const drift: TriggerDrift[] = [];
  const report = (trigger: TriggerDefinition, problem: TriggerDrift['problem']) =>
    drift.push({ trigger: trigger.name, table: trigger.table, problem });
  const definedKeys = new Set(defined.map(triggerKey));
  for (const [key, trigger] of inDatabase) if (!definedKeys.has(key)) report(trigger, 'noFile');
  for (const trigger of defined) {
    const current = inDatabase.get(triggerKey(trigger));
    if (!current) report(trigger, 'notInDatabase');
    else if (current.definition !== trigger.definition) report(trigger, 'differs');
  }
  return drift;
}
