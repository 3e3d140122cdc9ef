// Which of its four states a page's data is in, for one query or several: the one rule every page's loading,
// error and empty states follow (client/components/kit/query-boundary.tsx draws them). Pure, so it is tested in
// Node (tests/unit/client/query-state.test.ts).

/** What the kit reads of a React Query result (a tRPC query's or an infinite query's). */
export interface QueryLike<Data = unknown> {
  data: Data | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export type BoundaryState = 'loading' | 'error' | 'empty' | 'ready';

/**
 * An error wins only while some query has no data to show (a failed background refetch keeps the page); otherwise
 * loading until every query has data; then empty when the page says its data holds nothing.
 */
export function boundaryState<Data extends unknown[]>(
  queries: { [K in keyof Data]: QueryLike<Data[K]> },
  isEmpty?: (...data: Data) => boolean,
): BoundaryState {
  const list = queries as QueryLike[];
  if (list.some((query) => query.isError && query.data === undefined)) return 'error';
  if (list.some((query) => query.data === undefined)) return 'loading';
  return isEmpty?.(...(list.map((query) => query.data) as Data)) ? 'empty' : 'ready';
}

/** Asks again for every one of `queries` that failed. */
export const retryFailed = (...queries: Pick<QueryLike, 'isError' | 'refetch'>[]) => {
  for (const query of queries) if (query.isError) void query.refetch();
};

/** The rows of a keyset-paged list (an infinite query's pages), or undefined before its first page. */
export const listRows = <Row>(data: { pages: { items: Row[] }[] } | undefined): Row[] | undefined =>
  data?.pages.flatMap((page) => page.items);

/** The cursor of the next page: the server's `nextCursor`, none when it says the list ends. */
export const nextCursor = <C>(page: { nextCursor: C | null }) => page.nextCursor ?? undefined;
/** The options of every keyset-paged list query (the route's loader and its page share them). */
export const listOptions = { getNextPageParam: nextCursor, initialCursor: null } as const;
