// The CI check that PostgreSQL-only tests ran on PostgreSQL (tests/ops/postgres-only-ran.ts).
import { describe, expect, it } from 'vitest';
import { postgresOnlyBlocks, problems } from '../ops/postgres-only-ran';

const block = { file: 'waitlist-concurrency.test.ts', title: 'waitlist under concurrency' };
const report = (status: string) => ({
  testResults: [
    {
      name: '/repo/tests/integration/waitlist-concurrency.test.ts',
      assertionResults: [{ ancestorTitles: [block.title], title: 'the row lock', status }],
    },
  ],
});

describe('postgres-only-ran', () => {
  it("finds the waitlist join's row lock among the PostgreSQL-only blocks", () => {
    expect(postgresOnlyBlocks()).toContainEqual(block);
  });

  it('passes a run where the block ran and passed, and names a skipped, failed or missing block', () => {
    expect(problems(report('passed'), [block])).toEqual([]);
    expect(problems(report('skipped'), [block])).toEqual([
      'waitlist-concurrency.test.ts > waitlist under concurrency > the row lock: skipped',
    ]);
    expect(problems(report('failed'), [block])).toHaveLength(1);
    expect(problems({ testResults: [] }, [block])).toEqual([
      'waitlist-concurrency.test.ts > waitlist under concurrency: not in the run',
    ]);
  });
});
