// "Become a regular" (docs/decisions/048-regulars.md): a standing order with a colleague who cooks, for chosen
// weekdays and a number of portions; whenever they publish a meal for such a day, a reservation is made. The same
// dialog changes or ends it. Inputs are checked by the shared schema (shared/schemas/regulars.ts).
import { Alert, Button, Chip, Group, Stack, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGULAR_LIMITS } from '../../../shared/constants';
import { SubscribeRegularInput, WEEKDAYS } from '../../../shared/schemas/regulars';
import { trpc } from '../../app/trpc';
import { LabelledChoice } from '../../components/kit/labelled-choice';
import { Modal } from '../../components/modal';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import { weekdayName } from '../../lib/weekday';

const CHIP_STYLES = { label: { height: 44 } };

interface Cook {
  id: string;
  name: string;
}

export function RegularButton({ cook }: { cook: Cook }) {
  const { t } = useTranslation('follow');
  const mine = trpc.regulars.mine.useQuery();
  const [opened, setOpened] = useState(false);
  const current = mine.data?.find((s) => s.cookId === cook.id);
  return (
    <>
      <Button
        variant={current ? 'light' : 'default'}
        mih={44}
        leftSection={<IconRepeat size={16} aria-hidden />}
        aria-label={t(current ? 'regulars.changeOf' : 'regulars.becomeOf', { name: cook.name })}
        onClick={() => setOpened(true)}
        data-testid="become-regular"
      >
        {t(current ? 'regulars.change' : 'regulars.become')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('regulars.title', { name: cook.name })}>
        {opened && <RegularForm cook={cook} current={current ?? null} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function RegularForm({
  cook,
  current,
  onDone,
}: {
  cook: Cook;
  current: { weekdays: number[]; quantity: number } | null;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(['follow', 'errors']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const utils = trpc.useUtils();
  const [weekdays, setWeekdays] = useState<string[]>((current?.weekdays ?? []).map(String));
  const [quantity, setQuantity] = useState(String(current?.quantity ?? 1));
  const [error, setError] = useState<string | null>(null);
  const onError = (e: unknown) => setError(t(`errors:codes.${appError(e).code}`));
  const subscribe = trpc.regulars.subscribe.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('regulars.saved', { name: cook.name }) });
      onDone();
      await utils.regulars.mine.invalidate();
    },
    onError,
  });
  const unsubscribe = trpc.regulars.unsubscribe.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('regulars.ended', { name: cook.name }) });
      onDone();
      await utils.regulars.mine.invalidate();
    },
    onError,
  });
  const input = { cookId: cook.id, weekdays: weekdays.map(Number), quantity: Number(quantity) };
  const parsed = SubscribeRegularInput.safeParse(input);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!parsed.success) return setError(t('errors:validation.weekdaysRequired'));
        setError(null);
        subscribe.mutate(input);
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('regulars.text', { name: cook.name })}
        </Text>
        <Chip.Group multiple value={weekdays} onChange={setWeekdays}>
          <Group gap={6} role="group" aria-label={t('regulars.weekdays')}>
            {WEEKDAYS.map((day) => (
              <Chip key={day} value={String(day)} variant="outline" styles={CHIP_STYLES}>
                {weekdayName(day, language)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <LabelledChoice
          label={t('regulars.quantity')}
          value={quantity}
          onChange={setQuantity}
          data={Array.from({ length: REGULAR_LIMITS.quantityMax }, (_, i) => String(i + 1))}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap">
          {current ? (
            <Button
              variant="subtle"
              color="red"
              mih={44}
              loading={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate({ cookId: cook.id })}
            >
              {t('regulars.stop')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" mih={44} loading={subscribe.isPending} data-testid="regular-save">
            {t('regulars.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
