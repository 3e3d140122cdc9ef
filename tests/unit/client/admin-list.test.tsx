// The admin list page (client/components/kit/admin-list-page.tsx, list-search.ts, query-state.ts): its filters'
// URL state, keyset paging, and the list's states, so a page built on it tests only its own columns and actions.
import { describe, expect, it, vi } from 'vitest';
import { AdminListPage, type PagedList } from '../../../client/components/kit/admin-list-page';
import { SelectFilter } from '../../../client/components/kit/list-filters';
import { withFilter } from '../../../client/components/kit/list-search';
import { listOptions, listRows } from '../../../client/components/kit/query-state';
import { renderStatic, visibleText } from '../../helpers/render-static';

// The page renders router links (the breadcrumb); a static render has no router, so they become plain anchors.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children, activeOptions: _active, ...rest }: Record<string, unknown>) => (
    <a href={String(to)} {...rest}>
      {children as never}
    </a>
  ),
  createLink:
    (Component: React.ElementType) =>
    ({ activeOptions: _active, to, ...rest }: Record<string, unknown>) => <Component href={to} {...rest} />,
}));

describe('filters in the URL', () => {
  const search = { q: 'ann', role: 'cook' as string | undefined };

  it('sets one filter and keeps the others', () => {
    expect(withFilter(search, 'role', 'admin')).toEqual({ q: 'ann', role: 'admin' });
  });

  it('drops a filter set to "all", blank or nothing, so the URL has no empty parameter', () => {
    expect(withFilter(search, 'role', '')).toEqual({ q: 'ann', role: undefined });
    expect(withFilter(search, 'q', '   ')).toEqual({ q: undefined, role: 'cook' });
    expect(withFilter(search, 'role', null)).toEqual({ q: 'ann', role: undefined });
  });

  it('trims what was typed', () => {
    expect(withFilter(search, 'q', '  bob ')).toEqual({ q: 'bob', role: 'cook' });
  });

  it('shows the value the URL holds, and "all" when it holds none', () => {
    const filter = (value: string | undefined) =>
      renderStatic(
        <SelectFilter
          label="Role"
          allLabel="All roles"
          options={[{ value: 'cook', label: 'Cook' }]}
          value={value}
          onChange={() => undefined}
          width={180}
        />,
      );
    expect(filter('cook')).toContain('value="Cook"');
    expect(filter(undefined)).toContain('value="All roles"');
  });
});

describe('keyset paging', () => {
  it('starts from no cursor, asks for the server’s next one and stops at the last page', () => {
    expect(listOptions.initialCursor).toBeNull();
    expect(listOptions.getNextPageParam({ nextCursor: 'abc' })).toBe('abc');
    expect(listOptions.getNextPageParam({ nextCursor: null })).toBeUndefined();
  });

  it('lists the rows of every page fetched, in order', () => {
    expect(listRows({ pages: [{ items: [1, 2] }, { items: [3] }] })).toEqual([1, 2, 3]);
    expect(listRows(undefined)).toBeUndefined();
  });
});

describe('the list page', () => {
  type Row = { id: string; name: string };
  const list = (over: Partial<PagedList<Row>>): PagedList<Row> => ({
    data: { pages: [{ items: [{ id: '1', name: 'Ann' }] }, { items: [{ id: '2', name: 'Bob' }] }] },
    isPending: false,
    isError: false,
    isFetching: false,
    refetch: vi.fn(),
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    ...over,
  });
  const page = (paged: PagedList<Row>) =>
    visibleText(
      renderStatic(
        <AdminListPage<Row>
          title="People"
          filtersLabel="Filter people"
          filters={<span>the filters</span>}
          list={paged}
          columns={[{ key: 'name', label: 'Name', primary: true, render: (row) => row.name }]}
          rowKey={(row) => row.id}
          empty="Nobody here."
        />,
      ),
    );

  it('shows the rows of every page under the title and filters', () => {
    const text = page(list({}));
    expect(text).toMatch(/People .*the filters .*Name Ann Bob/);
    expect(text).not.toContain('Load more');
  });

  it('offers "Load more" while the server has another page', () => {
    expect(page(list({ hasNextPage: true }))).toContain('Load more');
  });

  it('says when the list is empty', () => {
    expect(page(list({ data: { pages: [{ items: [] }] } }))).toContain('Nobody here.');
  });

  it('shows the error and Try again when the first page failed', () => {
    const text = page(list({ data: undefined, isError: true }));
    expect(text).toContain('Try again');
    expect(text).not.toContain('Nobody here.');
  });
});

describe('a list the server sends whole, shown as the page’s own items', () => {
  type Row = { id: string; name: string };
  const whole = (data: Row[] | undefined, isError = false) => ({
    data,
    isPending: data === undefined && !isError,
    isError,
    isFetching: false,
    refetch: vi.fn(),
  });
  const page = (list: ReturnType<typeof whole>) =>
    visibleText(
      renderStatic(
        <AdminListPage<Row>
          title="Offices"
          list={list}
          rowKey={(row) => row.id}
          empty="No offices yet."
          items={(rows) => (
            <ul>
              {rows.map((row) => (
                <li key={row.id}>card {row.name}</li>
              ))}
            </ul>
          )}
        />,
      ),
    );

  it('hands every row to the items, with no "Load more" (there is no next page)', () => {
    const text = page(
      whole([
        { id: '1', name: 'Vilnius' },
        { id: '2', name: 'Kaunas' },
      ]),
    );
    expect(text).toContain('card Vilnius card Kaunas');
    expect(text).not.toContain('Load more');
  });

  it('keeps the kit’s empty and error states', () => {
    expect(page(whole([]))).toContain('No offices yet.');
    expect(page(whole(undefined, true))).toContain('Try again');
  });
});
