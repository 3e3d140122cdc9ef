// The admin lists: a table on desktop, a stack of cards on phones (each card lists the same fields with their
// labels), one of them rendered at a time; or, for a list of cards on every screen, the page's own `items`. Loading
// shows skeleton rows; an empty list says so; "Load more" fetches the next keyset page.
import { Button, Card, Center, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_BREAKPOINT_PX } from '../../../shared/constants';
import { LoadError, type Retryable } from './load-error';
import { Rows } from './admin-rows';

export interface Column<Row> {
  key: string;
  label: string;
  render: (row: Row) => ReactNode;
  /** Shown as the card's heading on phones (one column). */
  primary?: boolean;
}

export function useIsPhone() {
  return (
    useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`, false, { getInitialValueInEffect: false }) ?? false
  );
}

/** How the rows show: as columns (a table, cards on phones) or as the page's own items (the same on every screen). */
export type RowsLayout<Row> =
  { columns: Column<Row>[]; items?: never } | { items: (rows: Row[]) => ReactNode; columns?: never };

export function AdminTable<Row>({
  label,
  columns,
  items,
  rows,
  rowKey,
  loading,
  query,
  empty,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
}: RowsLayout<Row> & {
  label: string;
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  loading: boolean;
  /** The list's query: a failed load shows the error and Retry instead of the skeleton rows. */
  query: Retryable & { isFetching: boolean };
  empty: string;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}) {
  const { t } = useTranslation('admin');
  const phone = useIsPhone();
  if (query.isError && !rows) {
    return <LoadError onRetry={query.refetch} retrying={query.isFetching} />;
  }
  if (loading || !rows) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={phone ? 120 : 44} radius="md" />
        ))}
      </Stack>
    );
  }
  if (rows.length === 0) {
    return (
      <Card withBorder radius="md" padding="xl">
        <Center>
          <Text c="dimmed">{empty}</Text>
        </Center>
      </Card>
    );
  }
  return (
    <Stack gap="sm">
      {items
        ? items(rows)
        : columns && <Rows label={label} columns={columns} rows={rows} rowKey={rowKey} phone={phone} />}
      {hasMore && onLoadMore && (
        <Center>
          <Button variant="default" onClick={onLoadMore} loading={loadingMore}>
            {t('loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
