// An admin list page: the admin frame (title, breadcrumb), an optional notice, the filters (bound to the URL by the
// page: client/components/kit/list-filters.tsx), then the list of a query as a table on desktop and cards on phones
// (or the page's own items), with its loading, error and empty states and, for a keyset-paged query, "Load more";
// the page's dialogs (the row actions' confirmations) come last. A page built on it says only what its columns,
// filters and actions are.
import type { ReactNode } from 'react';
import { AdminPage } from './admin-page';
import { AdminTable, type RowsLayout } from './admin-table';
import { ListFilters } from './list-filters';
import { listRows, type QueryLike } from './query-state';

/** What the page reads of a keyset-paged list: a tRPC infinite query's result. */
export interface PagedList<Row> extends QueryLike<{ pages: { items: Row[] }[] }> {
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** A list the server sends whole: a tRPC query's result. */
export interface WholeList<Row> extends QueryLike<Row[]> {
  isPending: boolean;
}

const isPaged = <Row,>(list: PagedList<Row> | WholeList<Row>): list is PagedList<Row> => 'fetchNextPage' in list;
const rowsOf = <Row,>(list: PagedList<Row> | WholeList<Row>) => (isPaged(list) ? listRows(list.data) : list.data);

export function AdminListPage<Row>({
  title,
  subtitle,
  actions,
  notice,
  filtersLabel,
  filters,
  tableLabel,
  list,
  rowKey,
  empty,
  children,
  ...layout
}: RowsLayout<Row> & {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Shown above the filters. */
  notice?: ReactNode;
  filtersLabel?: string;
  filters?: ReactNode;
  /** The table's accessible name; the title if none. */
  tableLabel?: string;
  list: PagedList<Row> | WholeList<Row>;
  rowKey: (row: Row) => string;
  /** The words of an empty list. */
  empty: string;
  /** The page's dialogs. */
  children?: ReactNode;
}) {
  const paged = isPaged(list) ? list : undefined;
  return (
    <AdminPage title={title} subtitle={subtitle} actions={actions}>
      {notice}
      {filters && filtersLabel && <ListFilters label={filtersLabel}>{filters}</ListFilters>}
      <AdminTable<Row>
        {...layout}
        label={tableLabel ?? title}
        loading={list.isPending}
        query={list}
        rows={rowsOf(list)}
        rowKey={rowKey}
        empty={empty}
        hasMore={paged?.hasNextPage}
        loadingMore={paged?.isFetchingNextPage}
        onLoadMore={paged && (() => void paged.fetchNextPage())}
      />
      {children}
    </AdminPage>
  );
}
