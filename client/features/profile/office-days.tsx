// "Office days" on /profile (docs/features.md, "Office days and forecast"): the weekdays one is usually in the
// office, and whether the daily menu (e-mail and push) comes on days one is not. Cooks see how many colleagues are
// in from these.
import { Button, Checkbox, Group, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SetOfficeDaysInput } from '../../../shared/schemas/office-days';
import { trpc } from '../../app/trpc';
import { LoadError } from '../../components/kit/load-error';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import { useFormat } from '../../lib/use-format';
import { weekdayName } from '../../lib/weekday';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export function OfficeDays() {
  const saved = trpc.officeDays.get.useQuery();
  if (saved.isError) return <LoadError onRetry={saved.refetch} retrying={saved.isFetching} />;
  if (saved.isPending) return <Skeleton h={88} />;
  // Keyed by what is saved, so the form starts again from it after a save.
  return <OfficeDaysForm key={`${saved.data.weekdays.join()}:${saved.data.menuWhenOut}`} saved={saved.data} />;
}

function OfficeDaysForm({ saved }: { saved: { weekdays: number[]; menuWhenOut: boolean } }) {
  const { t } = useTranslation(['profile', 'errors']);
  const format = useFormat();
  const labelId = useId();
  const utils = trpc.useUtils();
  const [weekdays, setWeekdays] = useState<string[]>(saved.weekdays.map(String));
  const [menuWhenOut, setMenuWhenOut] = useState(saved.menuWhenOut);
  const save = trpc.officeDays.set.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('officeDays.saved') });
      await utils.officeDays.get.invalidate();
    },
    onError: (e) => notifications.show({ color: 'red', message: t(`errors:codes.${appError(e).code}`) }),
  });
  const submit = () => {
    const parsed = SetOfficeDaysInput.safeParse({ weekdays: weekdays.map(Number), menuWhenOut });
    if (parsed.success) save.mutate(parsed.data);
  };
  return (
    <Stack gap="sm" data-testid="office-days">
      <Text size="sm" id={labelId}>
        {t('officeDays.text')}
      </Text>
      <Checkbox.Group value={weekdays} onChange={setWeekdays}>
        <Group gap="xs" role="group" aria-labelledby={labelId}>
          {WEEKDAYS.map((day) => (
            <Checkbox
              key={day}
              value={String(day)}
              label={weekdayName(day, format.language, 'short')}
              aria-label={weekdayName(day, format.language)}
              size="md"
              mih={44}
              styles={{ body: { alignItems: 'center', minHeight: 44 } }}
            />
          ))}
        </Group>
      </Checkbox.Group>
      {weekdays.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('officeDays.none')}
        </Text>
      )}
      <Switch
        size="md"
        label={t('officeDays.menuWhenOut')}
        description={t('officeDays.menuWhenOutHint')}
        checked={menuWhenOut}
        onChange={(event) => setMenuWhenOut(event.currentTarget.checked)}
      />
      <Button mih={44} w="fit-content" loading={save.isPending} onClick={submit}>
        {t('officeDays.save')}
      </Button>
    </Stack>
  );
}
