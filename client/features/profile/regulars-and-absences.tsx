// "Regular orders" and "Absences" on the profile (docs/decisions/048-regulars.md): the cooks one is a regular of,
// on which days and how many portions, each with stop; and the date ranges one is away, which pause them all.
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../shared/people';
import { trpc } from '../../app/trpc';
import { LoadError } from '../../components/kit/load-error';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import { useFormat } from '../../lib/use-format';
import { weekdayName } from '../../lib/weekday';
import { Absences } from './absences';

const listStyle = { listStyle: 'none' } as const;

function Regulars() {
  const { t } = useTranslation(['profile', 'errors']);
  const format = useFormat();
  const utils = trpc.useUtils();
  const mine = trpc.regulars.mine.useQuery();
  const stop = trpc.regulars.unsubscribe.useMutation({
    onSuccess: () => utils.regulars.mine.invalidate(),
    onError: (e) => notifications.show({ color: 'red', message: t(`errors:codes.${appError(e).code}`) }),
  });
  if (mine.isError) return <LoadError onRetry={mine.refetch} retrying={mine.isFetching} />;
  if (mine.isPending) return <Skeleton h={44} />;
  if (mine.data.length === 0) return <Text size="sm">{t('regulars.empty')}</Text>;
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={listStyle} aria-label={t('regulars.title')}>
      {mine.data.map((regular) => {
        const name = displayName(regular);
        return (
          <Group key={regular.cookId} component="li" justify="space-between" wrap="wrap" gap="xs" data-testid="regular">
            <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              <Text size="sm" c="dimmed">
                {t('regulars.line', {
                  days: regular.weekdays.map((day) => weekdayName(day, format.language, 'short')).join(', '),
                  count: regular.quantity,
                })}
              </Text>
            </div>
            <Button
              variant="subtle"
              color="red"
              mih={44}
              loading={stop.isPending && stop.variables?.cookId === regular.cookId}
              aria-label={t('regulars.stopOf', { name })}
              onClick={() => stop.mutate({ cookId: regular.cookId })}
            >
              {t('regulars.stop')}
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}

export function RegularsAndAbsences() {
  const { t } = useTranslation('profile');
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label={t('regulars.title')}
      data-testid="regulars"
    >
      <Title order={2} fz="lg" mb="md">
        {t('regulars.title')}
      </Title>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('regulars.text')}
        </Text>
        <Regulars />
        <Title order={3} fz="md">
          {t('absences.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('absences.text')}
        </Text>
        <Absences />
      </Stack>
    </Card>
  );
}
