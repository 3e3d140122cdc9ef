// /admin/audit: every admin action (who, what, which object, before and after, when), newest first, filtered by
// action, kind of object and the acting admin's e-mail; "Load more" for older entries.
import { Code, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditAction, type AuditTargetType } from '../../../shared/enums';
import { trpc } from '../../app/trpc';
import { AdminListPage } from '../../components/kit/admin-list-page';
import { SearchFilter, SelectFilter } from '../../components/kit/list-filters';
import { filterSetter } from '../../components/kit/list-search';
import { useFormat } from '../../lib/use-format';
import { auditInput, type AuditEntry, type AuditSearch } from './admin-model';
import { listOptions } from '../../components/kit/query-state';

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
  const filter = filterSetter(search, onSearch);
  return (
    <AdminListPage<AuditRow>
      title={t('audit.title')}
      subtitle={t('audit.subtitle')}
      filtersLabel={t('audit.filters')}
      filters={
        <>
          <SelectFilter
            label={t('audit.action')}
            allLabel={t('audit.allActions')}
            options={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit.actions.${action}`) }))}
            value={search.action}
            onChange={filter('action')}
            width={260}
          />
          <SelectFilter
            label={t('audit.target')}
            allLabel={t('audit.allTargets')}
            options={AUDIT_TARGET_TYPES.map((type) => ({ value: type, label: t(`audit.targets.${type}`) }))}
            value={search.target}
            onChange={filter('target')}
            width={180}
          />
          <SearchFilter label={t('audit.actor')} value={search.actor} onChange={filter('actor')} width={240} />
        </>
      }
      list={log}
      rowKey={(row) => row.id}
      empty={t('audit.empty')}
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
  );
}
