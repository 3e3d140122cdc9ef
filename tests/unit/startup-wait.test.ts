// Start-up waits for a database away for a moment (server/db/startup-wait.ts): it tries again while the database is
// unavailable, and gives up on any other error at once, or when its time is up.
import { describe, expect, it } from 'vitest';
import { whenDatabaseAnswers } from '../../server/db/startup-wait';

const failing = (codes: string[]) => {
  let calls = 0;
  const step = async () => {
    const code = codes[calls++];
    if (code) throw Object.assign(new Error(code), { code });
    return 'migrated';
  };
  return { step, calls: () => calls };
};

describe('whenDatabaseAnswers', () => {
  it('tries again while the database is away or refusing writes, then goes on', async () => {
    const { step, calls } = failing(['ECONNREFUSED', '25006', '57P03']);
    const waits: unknown[] = [];
    await expect(whenDatabaseAnswers(step, (error) => waits.push(error), 1_000, 1)).resolves.toBe('migrated');
    expect(calls()).toBe(4);
    expect(waits).toHaveLength(3);
  });

  it('gives up at once on any other error', async () => {
    const { step, calls } = failing(['42P01']);
    await expect(whenDatabaseAnswers(step, () => {}, 1_000, 1)).rejects.toMatchObject({ code: '42P01' });
    expect(calls()).toBe(1);
  });

  it('gives up when its time is up', async () => {
    const { step } = failing(Array(1_000).fill('ECONNREFUSED'));
    await expect(whenDatabaseAnswers(step, () => {}, 50, 10)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
