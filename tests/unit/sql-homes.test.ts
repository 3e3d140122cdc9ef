// Rules the database applies have one home each (docs/architecture.md, "Where each rule lives"): a statement
// reaches them through server/db/fragments.ts or calls the function, and never spells them out again, so a change
// to the rule cannot miss a copy.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../server');
const files = (readdirSync(root, { recursive: true }) as string[])
  .filter((file) => /\.(ts|sql)$/.test(file))
  .map((file) => ({ file: file.replaceAll('\\', '/'), text: readFileSync(join(root, file), 'utf8') }));

/** The files whose text matches, outside the rule's home. */
const spelledOutside = (pattern: RegExp, home: string[]) =>
  files.filter(({ file, text }) => pattern.test(text) && !home.includes(file)).map(({ file }) => file);

describe('one home per SQL rule', () => {
  it('the day ordering of a meal closes on (its cutoff date, else its pickup date) is spelled only in meal_cutoff_at', () => {
    expect(
      spelledOutside(/coalesce\(\s*(\w+\.)?cutoff_date\s*,\s*(\w+\.)?pickup_date/i, ['db/sql/meal_cutoff_at.sql']),
    ).toEqual([]);
  });
});
