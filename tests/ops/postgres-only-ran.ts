// CI's check after the PostgreSQL run of `npm test`: every block of tests that runs only on PostgreSQL
// (`describe.skipIf(!onPostgres())('name', …)` in tests/integration) ran there, and every test in it passed. The
// concurrency tests (the waitlist join's row lock, reservations, pay-up, last call) are skipped on PGlite by design,
// so a run that skipped them too (no TEST_DATABASE_URL, a changed condition) would pass without proving anything.
// Usage: node --import tsx tests/ops/postgres-only-ran.ts <vitest JSON report>
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

interface Assertion {
  ancestorTitles: string[];
  title: string;
  status: string;
}
interface Report {
  testResults: { name: string; assertionResults: Assertion[] }[];
}

const FOLDER = 'tests/integration';
const POSTGRES_ONLY = /describe\.skipIf\(!onPostgres\(\)\)\(\s*'([^']+)'/g;

/** `file name > describe title` of every PostgreSQL-only block. */
export function postgresOnlyBlocks(folder = FOLDER): { file: string; title: string }[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.test.ts'))
    .flatMap((file) =>
      [...readFileSync(join(folder, file), 'utf8').matchAll(POSTGRES_ONLY)].map((match) => ({
        file,
        title: match[1]!,
      })),
    );
}

/** What is wrong with the report: blocks that did not run, tests in them that did not pass. */
export function problems(report: Report, blocks = postgresOnlyBlocks()): string[] {
  const found: string[] = [];
  for (const block of blocks) {
    const file = report.testResults.find((result) => result.name.endsWith(`/${FOLDER}/${block.file}`));
    const tests = file?.assertionResults.filter((test) => test.ancestorTitles[0] === block.title) ?? [];
    if (tests.length === 0) found.push(`${block.file} > ${block.title}: not in the run`);
    for (const test of tests)
      if (test.status !== 'passed') found.push(`${block.file} > ${block.title} > ${test.title}: ${test.status}`);
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Report;
  const blocks = postgresOnlyBlocks();
  const found = problems(report, blocks);
  if (found.length > 0) {
    console.error(`PostgreSQL-only tests that did not run and pass:\n${found.join('\n')}`);
    process.exit(1);
  }
  console.log(`${blocks.length} PostgreSQL-only blocks ran and passed`);
}
