// One report on /admin/moderation: its reason (food safety stands out), when, who reported it and their note, the
// reported meal and what can be done about it.
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format';
import type { ReportProps } from './moderation-model';
import { ReportActions, ReportMeal } from './report-parts';

export function ReportCard({ report, onAction }: ReportProps) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const meal = report.meal;
  const wish = report.wish;
  const titleId = `report-${report.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId} data-testid="report-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Badge
              color={report.reason === 'foodSafety' ? 'red' : 'gray'}
              variant={report.reason === 'foodSafety' ? 'filled' : 'light'}
              leftSection={report.reason === 'foodSafety' ? <IconAlertTriangle size={12} aria-hidden /> : null}
            >
              {t(`moderation.reasons.${report.reason}`)}
            </Badge>
            {report.otherReports > 0 && (
              <Badge variant="outline" color="orange">
                {t('moderation.otherReports', { count: report.otherReports, open: report.otherOpenReports })}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {format.dateTime(report.createdAt)}
          </Text>
        </Group>
        <Title order={2} size="h4" id={titleId}>
          {meal ? meal.title : wish ? wish.title : t('moderation.mealGone')}
        </Title>
        {wish && (
          <Text size="sm" data-testid="report-wish">
            {t('moderation.wish.line', {
              author: wish.author?.name ?? t('moderation.wish.authorGone'),
              office: wish.officeName ?? '—',
              state: t(`moderation.wish.states.${wish.status}`),
            })}
          </Text>
        )}
        <Text size="sm">
          {report.reporter
            ? t('moderation.reportedBy', { name: report.reporter.name, email: report.reporter.email })
            : t('moderation.reporterGone')}
        </Text>
        {report.note ? (
          <Text
            size="sm"
            p="sm"
            bg="var(--mantine-color-default-hover)"
            style={{ borderRadius: 8, whiteSpace: 'pre-wrap' }}
          >
            {report.note}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('moderation.noNote')}
          </Text>
        )}
        {meal && <ReportMeal meal={meal} onLift={() => onAction({ kind: 'lift', report })} />}
        <ReportActions report={report} onAction={onAction} />
      </Stack>
    </Card>
  );
}
