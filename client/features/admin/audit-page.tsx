// /admin/audit: every admin action (who, what, which object, before and after, when), newest first, filtered by
// action, kind of object and the acting admin's e-mail; "Load more" for older entries.
import { Code, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditAction, type AuditTargetType } from '../../../shared/enums';
import { trpc } from '../../app/trpc';
import { AdminPage } from '../../components/kit/admin-page';
import { useFormat } from '../../lib/use-format';
import { auditInput, type AuditEntry, type AuditSearch } from './admin-model';
import { listOptions } from '../../components/kit/query-state';
import { AdminTable } from '../../components/kit/admin-table';

type AuditRow = AuditEntry;

/** A change as "field: before → after" lines. */
function Change({ before, after }: { before: unknown; after: unknown }) {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const show = (value: unknown) =>
    value === undefined ? '—' : Array.isArray(value) ? value.join(', ') || '—' : value === null ? '—' : String(value);
  return (
    <Stack gap={2}>
      {keys.map((key) => (
        <Text key={key} size="xs">
          <Code>{key}</Code> {key in b ? `${show(b[key])} → ` : ''}
          {show(a[key])}
        </Text>
      ))}
    </Stack>
  );
}

export function AuditPage({ search, onSearch }: { search: AuditSearch; onSearch: (next: AuditSearch) => void }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const log = trpc.admin.auditLog.useInfiniteQuery(auditInput(search), listOptions);
  const [actor, setActor] = useState(search.actor ?? '');
  const applyActor = useDebouncedCallback(
    (value: string) => onSearch({ ...search, actor: value.trim() || undefined }),
    300,
  );
  const rows = log.data?.pages.flatMap((page) => page.items);
  return (
    <AdminPage title={t('audit.title')} subtitle={t('audit.subtitle')}>
      <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={t('audit.filters')}>
        <Select
          label={t('audit.action')}
          data={[
            { value: '', label: t('audit.allActions') },
            ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) })),
          ]}
          value={search.action ?? ''}
          onChange={(value) => onSearch({ ...search, action: (value || undefined) as AuditAction | undefined })}
          allowDeselect={false}
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          label={t('audit.target')}
          data={[
            { value: '', label: t('audit.allTargets') },
            ...AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: t(`audit.targets.${type}`) })),
          ]}
          value={search.target ?? ''}
          onChange={(value) => onSearch({ ...search, target: (value || undefined) as AuditTargetType | undefined })}
          allowDeselect={false}
          w={{ base: '100%', sm: 180 }}
        />
        <TextInput
          label={t('audit.actor')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={actor}
          onChange={(e) => {
            setActor(e.currentTarget.value);
            applyActor(e.currentTarget.value);
          }}
          w={{ base: '100%', sm: 240 }}
        />
      </Group>
      <AdminTable<AuditRow>
        label={t('audit.title')}
        loading={log.isPending}
        query={log}
        rows={rows}
        rowKey={(row) => row.id}
        empty={t('audit.empty')}
        hasMore={log.hasNextPage}
        loadingMore={log.isFetchingNextPage}
        onLoadMore={() => void log.fetchNextPage()}
        columns={[
          {
            key: 'action',
            label: t('audit.action'),
            primary: true,
            render: (row) => t(`audit.actions.${row.action as AuditAction}`, { defaultValue: row.action }),
          },
          {
            key: 'target',
            label: t('audit.object'),
            render: (row) => (
              <div>
                <Text size="sm">{row.targetLabel}</Text>
                <Text size="xs" c="dimmed">
                  {t(`audit.targets.${row.targetType as AuditTargetType}`, { defaultValue: row.targetType })}
                </Text>
              </div>
            ),
          },
          {
            key: 'change',
            label: t('audit.change'),
            render: (row) => <Change before={row.before} after={row.after} />,
          },
          {
            key: 'actor',
            label: t('audit.by'),
            render: (row) => (
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {row.actorEmail}
              </Text>
            ),
          },
          { key: 'when', label: t('audit.when'), render: (row) => format.dateTime(row.createdAt) },
        ]}
      />
    </AdminPage>
  );
}
