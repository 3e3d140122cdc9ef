// The reserve dialog's form: the meal, the quantity (default 1), an optional note to the cook and the total; then
// the server decides, and every refusal has its message in the form.
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESERVATION_NOTE_MAX, RESERVE_DEFAULT_QUANTITY } from '../../../shared/constants';
import type { Allergen } from '../../../shared/enums';
import { trpc } from '../../app/trpc';
import { appError } from '../../lib/app-error';
import { offerPush } from '../../lib/push-offer';
import { notifications } from '../../lib/toast';
import { useFormat } from '../../lib/use-format';
import type { MenuMeal } from './menu-model';
import { ReserveMealSummary } from './reserve-meal-summary';
import { ReserveQuantity } from './reserve-quantity';

interface FormProps {
  meal: MenuMeal;
  slug: string;
  myAllergens: Allergen[];
  onDone: () => void;
  onReport: () => void;
  /** The control the dialog focuses first (Mantine's focus trap picks the element with data-autofocus). */
  focus: 'quantity' | 'confirm';
}

export function ReserveForm({ meal, slug, myAllergens, onDone, onReport, focus }: FormProps) {
  const { t } = useTranslation(['menu', 'errors']);
  const format = useFormat();
  const utils = trpc.useUtils();
  const [quantity, setQuantity] = useState(RESERVE_DEFAULT_QUANTITY);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<{ title?: string; message: string }>();

  const reserve = trpc.preorders.reserve.useMutation({
    onSuccess: async (preorder) => {
      notifications.show({
        color: 'teal',
        message: t('dialog.reserved', {
          count: preorder.quantity,
          meal: meal.title,
          when: `${format.date(meal.pickupDate, 'weekday')} ${format.timeRange(meal.pickupStart, meal.pickupEnd)}`,
        }),
      });
      onDone();
      offerPush();
      await Promise.all([
        utils.menu.meals.invalidate({ slug }),
        utils.preorders.mine.invalidate(),
        utils.preorders.upcoming.invalidate(),
      ]);
    },
    onError: (error) => {
      const info = appError(error);
      if (info.code === 'officeMismatch')
        setRefusal({ title: t('errors.blockedTitle'), message: t('errors.officeMismatch') });
      else if (info.code === 'noOffice')
        setRefusal({ title: t('errors.guardTitle'), message: t('errors:codes.noOffice') });
      else setRefusal({ message: t(`errors:codes.${info.code}`) });
      // Portions or state may have moved on: show what is true now.
      void utils.menu.meals.invalidate({ slug });
    },
  });

  const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= meal.availablePortions;

  return (
    <Stack gap="md">
      <ReserveMealSummary meal={meal} myAllergens={myAllergens} />
      <ReserveQuantity
        quantity={quantity}
        setQuantity={setQuantity}
        available={meal.availablePortions}
        autoFocus={focus === 'quantity'}
      />
      <Textarea
        label={t('dialog.note')}
        placeholder={t('dialog.notePlaceholder')}
        description={t('dialog.noteCount', { count: note.length, max: RESERVATION_NOTE_MAX })}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={RESERVATION_NOTE_MAX}
        autosize
        minRows={1}
        maxRows={3}
      />
      <Group justify="space-between">
        <Text fw={600}>{t('dialog.total')}</Text>
        <Text fw={800} fz="xl" data-testid="reserve-total">
          {format.price(meal.priceCents * (valid ? quantity : 0))}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('dialog.payAtPickup')}
      </Text>
      {refusal && (
        <Alert color="red" title={refusal.title} icon={<IconAlertTriangle size={18} />} role="alert">
          {refusal.message}
        </Alert>
      )}
      <Button
        fullWidth
        size="lg"
        disabled={!valid}
        loading={reserve.isPending}
        data-autofocus={focus === 'confirm' || undefined}
        onClick={() => {
          setRefusal(undefined);
          reserve.mutate({ mealId: meal.id, quantity, note: note.trim() || undefined });
        }}
      >
        {t('dialog.confirm')}
      </Button>
      {/* A long line in a narrow sheet (360 px, Lithuanian): it wraps instead of being cut off. */}
      <Button
        variant="subtle"
        color="gray"
        size="sm"
        mih={44}
        h="auto"
        py={6}
        leftSection={<IconFlag size={16} aria-hidden />}
        styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center', lineHeight: 1.35 } }}
        onClick={onReport}
      >
        {t('report.fromReserve')}
      </Button>
    </Stack>
  );
}
