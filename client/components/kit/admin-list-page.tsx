// An admin list page: the admin frame (title, breadcrumb), an optional notice, the filters (bound to the URL by the
// page: client/components/kit/list-filters.tsx), then the list of a keyset-paged query as a table on desktop and
// cards on phones, with its loading, error and empty states and "Load more"; the page's dialogs (the row actions'
// confirmations) come last. A page built on it says only what its columns, filters and actions are.
import type { ReactNode } from 'react';
import { AdminPage } from './admin-page';
import { AdminTable, type Column } from './admin-table';
import { ListFilters } from './list-filters';
import { listRows, type QueryLike } from './query-state';

/** What the page reads of a keyset-paged list: a tRPC infinite query's result. */
export interface PagedList<Row> extends QueryLike<{ pages: { items: Row[] }[] }> {
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export function AdminListPage<Row>({
  title,
  subtitle,
  actions,
  notice,
  filtersLabel,
  filters,
  tableLabel,
  list,
  columns,
  rowKey,
  empty,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Shown above the filters. */
  notice?: ReactNode;
  filtersLabel?: string;
  filters?: ReactNode;
  /** The table's accessible name; the title if none. */
  tableLabel?: string;
  list: PagedList<Row>;
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  /** The words of an empty list. */
  empty: string;
  /** The page's dialogs. */
  children?: ReactNode;
}) {
  return (
    <AdminPage title={title} subtitle={subtitle} actions={actions}>
      {notice}
      {filters && filtersLabel && <ListFilters label={filtersLabel}>{filters}</ListFilters>}
      <AdminTable<Row>
        label={tableLabel ?? title}
        loading={list.isPending}
        query={list}
        rows={listRows(list.data)}
        rowKey={rowKey}
        empty={empty}
        hasMore={list.hasNextPage}
        loadingMore={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        columns={columns}
      />
      {children}
    </AdminPage>
  );
}
