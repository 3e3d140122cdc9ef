// What every page shows when its data failed to load (after the query's own retries): says so, in words, with a
// button that asks again. Never an empty state (which would claim there is nothing) nor a placeholder left forever.
import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { retryFailed, type QueryLike } from './query-state';

/** Something with a failed load to ask again: a React Query result. */
export type Retryable = Pick<QueryLike, 'isError' | 'refetch'>;

export function LoadError({
  title,
  onRetry,
  retrying = false,
}: {
  /** The page's own words for what failed; "This could not be loaded." if none. */
  title?: string;
  onRetry: () => unknown;
  retrying?: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={title ?? t('state.loadFailed')}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      data-testid="load-error"
    >
      <Text size="sm" mb="xs">
        {t('state.loadFailedText')}
      </Text>
      <Button size="sm" mih={44} variant="light" color="red" loading={retrying} onClick={() => void onRetry()}>
        {t('actions.retry')}
      </Button>
    </Alert>
  );
}

/** The same for a set of queries: shown when any failed, retrying those that did. */
export function QueriesError({
  queries,
  title,
}: {
  queries: (Retryable & { isFetching?: boolean })[];
  title?: string;
}) {
  if (!queries.some((query) => query.isError)) return null;
  return (
    <LoadError
      title={title}
      onRetry={() => retryFailed(...queries)}
      retrying={queries.some((query) => query.isError && query.isFetching)}
    />
  );
}
