// The wish board's ?sort= (client/features/wishes/wishes-search.ts): a known order is kept; none, or anything else,
// is the most wanted first, as the board's input schema defaults to (shared/schemas/wishes.ts).
import { describe, expect, it } from 'vitest';
import { parseWishesSearch } from '../../../client/features/wishes/wishes-search';
import { ListWishesInput } from '../../../shared/schemas/wishes';

/** The URL's search as the router hands it over: anything. */
const parse = (search: Record<string, unknown>) => parseWishesSearch(search as Parameters<typeof parseWishesSearch>[0]);

describe('the wish board URL', () => {
  it('keeps a known order and reads anything else as the most wanted first', () => {
    expect(parse({ sort: 'newest' })).toEqual({ sort: 'newest' });
    expect(parse({ sort: 'wanted' })).toEqual({ sort: 'wanted' });
    expect(parse({})).toEqual({ sort: 'wanted' });
    expect(parse({ sort: 'oldest' })).toEqual({ sort: 'wanted' });
    expect(parse({ sort: ['newest'] })).toEqual({ sort: 'wanted' });
  });

  it('hands the board only orders its input accepts', () => {
    for (const sort of ['newest', 'wanted', 'bogus', undefined]) {
      const parsed = parse({ sort });
      expect(ListWishesInput.parse({ slug: 'vilnius-hq', sort: parsed.sort }).sort).toBe(parsed.sort);
    }
  });
});
