// The parts of a report's card on /admin/moderation (client/features/admin/report-card.tsx): the reported meal as
// it stands, and what an admin can do about an open report (or who closed it, how).
import { Badge, Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconBan, IconCheck, IconEye, IconEyeOff, IconUserOff, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format';
import type { ModerationReport, ReportProps } from './moderation-model';

const STATE_COLOR = { active: 'teal', inactive: 'gray', softDisabled: 'orange', withdrawn: 'red' } as const;

/** The meal: its photos, state, office and day, its cook and the cook's suspension, which can be lifted. */
export function ReportMeal({ meal, onLift }: { meal: NonNullable<ModerationReport['meal']>; onLift: () => void }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const cook = meal.cook;
  const suspended = cook?.suspendedUntil ?? null;
  return (
    <Stack gap={6}>
      {meal.photos.length > 0 && (
        <Group gap={6}>
          {meal.photos.map((photo, index) => (
            <Image
              key={photo.id}
              src={photo.card}
              alt={t('moderation.photoOf', { title: meal.title, n: index + 1 })}
              w={72}
              h={54}
              radius="sm"
              fit="cover"
            />
          ))}
        </Group>
      )}
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color={STATE_COLOR[meal.state]}>
          {t(`meals.states.${meal.state}`)}
        </Badge>
        <Text size="sm">
          {t('moderation.mealFacts', { office: meal.officeName ?? '—', date: format.date(meal.pickupDate) })}
        </Text>
      </Group>
      {cook && <Text size="sm">{t('moderation.cook', { name: cook.name, email: cook.email })}</Text>}
      {suspended && (
        <Group gap="xs">
          <Badge color="red" variant="light" leftSection={<IconUserOff size={12} aria-hidden />}>
            {t('moderation.suspendedUntil', { date: format.dateTime(suspended) })}
          </Badge>
          <Button size="xs" variant="subtle" mih={44} onClick={onLift}>
            {t('moderation.lift')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** An open report's actions (each asks first: client/features/admin/moderation-dialogs.tsx), or a closed one's outcome. */
export function ReportActions({ report, onAction }: ReportProps) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const meal = report.meal;
  const cook = meal?.cook ?? null;
  return report.status === 'open' ? (
    <Group gap="xs" wrap="wrap">
      {meal &&
        meal.state !== 'withdrawn' &&
        (meal.state === 'softDisabled' ? (
          <Button
            variant="light"
            color="teal"
            leftSection={<IconEye size={16} aria-hidden />}
            onClick={() => onAction({ kind: 'enable', report })}
          >
            {t('moderation.enable')}
          </Button>
        ) : (
          <Button
            variant="light"
            color="orange"
            leftSection={<IconEyeOff size={16} aria-hidden />}
            onClick={() => onAction({ kind: 'disable', report })}
          >
            {t('moderation.disable')}
          </Button>
        ))}
      {report.wish?.status === 'open' && (
        <Button
          variant="light"
          color="orange"
          leftSection={<IconEyeOff size={16} aria-hidden />}
          onClick={() => onAction({ kind: 'takeDownWish', report })}
        >
          {t('moderation.wish.takeDown')}
        </Button>
      )}
      {cook && (
        <Button
          variant="light"
          color="red"
          leftSection={<IconBan size={16} aria-hidden />}
          onClick={() => onAction({ kind: 'suspend', report })}
        >
          {t('moderation.suspend')}
        </Button>
      )}
      <Button
        variant="filled"
        leftSection={<IconCheck size={16} aria-hidden />}
        onClick={() => onAction({ kind: 'resolve', report })}
      >
        {t('moderation.resolve')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconX size={16} aria-hidden />}
        onClick={() => onAction({ kind: 'dismiss', report })}
      >
        {t('moderation.dismiss')}
      </Button>
    </Group>
  ) : (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t(`moderation.closed.${report.status === 'resolved' ? 'resolved' : 'dismissed'}`, {
          name: report.resolver?.name ?? '—',
          date: report.resolvedAt ? format.dateTime(report.resolvedAt) : '—',
        })}
      </Text>
      {report.resolutionNotes && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {report.resolutionNotes}
        </Text>
      )}
    </Stack>
  );
}
