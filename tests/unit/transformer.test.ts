// The answer transformer: plain JSON answers skip superjson's walk.
import superjson, { type SuperJSONResult } from 'superjson';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asPlainJson } from '../../server/services/plain-json';
import { transformer } from '../../server/trpc/transformer';

afterEach(() => vi.restoreAllMocks());

describe('answer transformer', () => {
  it('sends plain answers in superjson’s envelope without walking them, and reads back the same', () => {
    const walk = vi.spyOn(superjson, 'serialize');
    const answer = asPlainJson([{ id: 'a', tags: ['vegan'], left: 3 }]);
    const sent = transformer.output.serialize(answer);
    expect(sent).toEqual({ json: answer });
    expect(walk).not.toHaveBeenCalled();
    expect(superjson.deserialize(sent as SuperJSONResult)).toEqual(answer);
  });

  it('walks everything else with superjson (Dates survive)', () => {
    const at = new Date('2026-11-21T10:00:00Z');
    expect(superjson.deserialize(transformer.output.serialize({ at }) as SuperJSONResult)).toEqual({ at });
  });
});
