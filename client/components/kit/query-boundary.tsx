// What a page shows for its data, for one query or several, in one place: a skeleton while loading, the error
// with a retry when a load failed, the page's empty state when the data holds nothing, and otherwise the page
// itself, handed the data. The rule of which state shows is client/components/kit/query-state.ts.
import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from './load-error';
import { boundaryState, retryFailed, type QueryLike } from './query-state';

interface BoundaryProps<Data extends unknown[]> {
  /** The page itself, given every query's data. */
  children: (...data: Data) => ReactNode;
  /** Shown while loading; a 240 px skeleton if none. */
  skeleton?: ReactNode;
  /** The page's own words for what failed to load. */
  errorTitle?: string;
  /** When the data holds nothing to show; `empty` is shown then. */
  isEmpty?: (...data: Data) => boolean;
  empty?: ReactNode;
}

export function QueriesBoundary<Data extends unknown[]>({
  queries,
  children,
  skeleton,
  errorTitle,
  isEmpty,
  empty,
}: BoundaryProps<Data> & { queries: { [K in keyof Data]: QueryLike<Data[K]> } }) {
  const list = queries as QueryLike[];
  switch (boundaryState(queries, isEmpty)) {
    case 'loading':
      return skeleton ?? <Skeleton h={240} radius="md" />;
    case 'error':
      return (
        <LoadError
          title={errorTitle}
          onRetry={() => retryFailed(...list)}
          retrying={list.some((query) => query.isError && query.isFetching)}
        />
      );
    case 'empty':
      return empty ?? null;
    case 'ready':
      return children(...(list.map((query) => query.data) as Data));
  }
}

/** The same for one query. */
export function QueryBoundary<Data>({
  query,
  children,
  isEmpty,
  ...rest
}: Omit<BoundaryProps<[Data]>, 'children' | 'isEmpty'> & {
  query: QueryLike<Data>;
  children: (data: Data) => ReactNode;
  isEmpty?: (data: Data) => boolean;
}) {
  return (
    <QueriesBoundary<[Data]> queries={[query]} isEmpty={isEmpty} {...rest}>
      {children}
    </QueriesBoundary>
  );
}
