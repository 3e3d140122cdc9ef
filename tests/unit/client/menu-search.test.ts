// The menu's URL and the saved diet (client/features/menu/menu-search.ts): without ?diet= the saved diet applies;
// a choice made on the menu goes into the URL, ?diet=none for every meal; choosing the saved diet again needs none.
import { describe, expect, it } from 'vitest';
import { parseMenuSearch, toMenuSearch, toUrlSearch } from '../../../client/features/menu/menu-search';

describe('menu search and the saved diet', () => {
  it('starts from the saved diet when the URL names none, and from the URL when it does', () => {
    expect(toMenuSearch(parseMenuSearch({ day: 'today' }), ['vegan']).diet).toEqual(['vegan']);
    expect(toMenuSearch(parseMenuSearch({ day: 'today', diet: 'none' }), ['vegan']).diet).toEqual([]);
    expect(toMenuSearch(parseMenuSearch({ day: 'today', diet: 'glutenFree,bogus' }), ['vegan']).diet).toEqual([
      'glutenFree',
    ]);
    expect(parseMenuSearch({ diet: 'bogus' })).toEqual({ day: 'tomorrow' });
  });

  it('writes a different choice into the URL and the saved one as no parameter', () => {
    const current = toMenuSearch({ day: 'tomorrow' }, ['vegan']);
    expect(toUrlSearch(current, { diet: [] }, ['vegan']).diet).toBe('none');
    expect(toUrlSearch(current, { diet: ['vegetarian'] }, ['vegan']).diet).toBe('vegetarian');
    expect(toUrlSearch(current, { diet: ['vegan'] }, ['vegan']).diet).toBeUndefined();
    // Nothing saved: "all meals" is the plain URL, as before.
    expect(toUrlSearch(toMenuSearch({ day: 'tomorrow' }), { diet: [] }).diet).toBeUndefined();
  });
});
