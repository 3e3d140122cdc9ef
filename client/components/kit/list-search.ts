// A list page's filters live in the URL's search parameters (so a filtered list can be bookmarked, shared and
// reloaded): these rules change one filter. Pure, tested in tests/unit/client/admin-list.test.ts.

/** `search` with `key` set to `value`; an empty or blank value removes the filter (the list shows all). */
export function withFilter<Search extends object, Key extends keyof Search>(
  search: Search,
  key: Key,
  value: string | null | undefined,
): Search {
  const kept = typeof value === 'string' ? value.trim() : '';
  return { ...search, [key]: kept === '' ? undefined : kept };
}

/** A list page's setter of one filter: `filter('role')(value)` sends the new search to the URL. */
export const filterSetter =
  <Search extends object>(search: Search, onSearch: (next: Search) => void) =>
  (key: keyof Search) =>
  (value: string | null | undefined) =>
    onSearch(withFilter(search, key, value));
