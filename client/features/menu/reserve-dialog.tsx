// The reserve dialog (a bottom sheet under 768 px): the meal, its allergens (the user's flagged), the quantity
// 1..portions left (default 1), an optional note to the cook and the total; then the server decides, and every refusal has its message.
// Focus starts on the quantity (on a phone on the confirm button, so no keyboard covers the sheet), not on close.
import { ActionIcon, Alert, Button, Group, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { Drawer, Modal } from '../../components/modal';
import { useMediaQuery } from '@mantine/hooks';
import { offerPush } from '../../lib/push-offer';
import { notifications } from '../../lib/toast';
import { IconAlertTriangle, IconFlag, IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_BREAKPOINT_PX, RESERVATION_NOTE_MAX, RESERVE_DEFAULT_QUANTITY } from '../../../shared/constants';
import type { Allergen } from '../../../shared/enums';
import { trpc } from '../../app/trpc';
import { AllergenList } from '../../components/food/allergens';
import { appError } from '../../lib/app-error';
import { useFormat } from '../../lib/use-format';
import type { MenuMeal } from './menu-model';

interface Props {
  meal: MenuMeal | null;
  slug: string;
  myAllergens: Allergen[];
  onClose: () => void;
  /** Leaves the reservation for the report-a-meal dialog. */
  onReport: (meal: MenuMeal) => void;
}

export function ReserveDialog({ meal, slug, myAllergens, onClose, onReport }: Props) {
  const { t } = useTranslation(['menu', 'errors']);
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  const title = meal ? t('dialog.title', { meal: meal.title }) : '';
  const body = meal ? (
    <ReserveForm
      key={meal.id}
      meal={meal}
      slug={slug}
      myAllergens={myAllergens}
      onDone={onClose}
      onReport={() => onReport(meal)}
      focus={mobile ? 'confirm' : 'quantity'}
    />
  ) : null;

  if (mobile) {
    return (
      <Drawer
        opened={meal !== null}
        onClose={onClose}
        position="bottom"
        title={title}
        // A bottom sheet as tall as its content, never taller than most of the screen.
        styles={{
          content: {
            height: 'auto',
            maxHeight: '90dvh',
            flex: '0 0 auto',
            borderTopLeftRadius: 16,
            borderTopRightRadius: 16,
          },
        }}
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal opened={meal !== null} onClose={onClose} title={title} centered radius="lg">
      {body}
    </Modal>
  );
}

interface FormProps {
  meal: MenuMeal;
  slug: string;
  myAllergens: Allergen[];
  onDone: () => void;
  onReport: () => void;
  /** The control the dialog focuses first (Mantine's focus trap picks the element with data-autofocus). */
  focus: 'quantity' | 'confirm';
}

function ReserveForm({ meal, slug, myAllergens, onDone, onReport, focus }: FormProps) {
  const { t } = useTranslation(['menu', 'errors']);
  const format = useFormat();
  const utils = trpc.useUtils();
  const max = Math.max(1, meal.availablePortions);
  const [quantity, setQuantity] = useState(RESERVE_DEFAULT_QUANTITY);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<{ title?: string; message: string }>();
  const flagged = meal.allergens.filter((allergen) => myAllergens.includes(allergen));

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
      <Group justify="space-between">
        <Text>{t('card.by', { name: [meal.cook.firstName, meal.cook.lastName].filter(Boolean).join(' ') })}</Text>
        <Text fw={700}>{format.price(meal.priceCents)}</Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t('card.pickupOn', {
          date: format.date(meal.pickupDate, 'weekday'),
          window: format.timeRange(meal.pickupStart, meal.pickupEnd),
        })}
      </Text>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {t('dialog.allergens')}
        </Text>
        <AllergenList allergens={meal.allergens} mine={myAllergens} />
        {flagged.length > 0 && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} p="xs">
            {t('card.yourAllergens', { list: flagged.map((a) => t(`allergens.${a}`)).join(', ') })}
          </Alert>
        )}
      </Stack>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size={44}
          aria-label={t('dialog.decrease')}
          disabled={quantity <= 1}
          onClick={() => setQuantity((q) => Math.max(1, q - 1))}
        >
          <IconMinus size={18} />
        </ActionIcon>
        <NumberInput
          label={t('dialog.quantity')}
          description={t('dialog.max', { count: meal.availablePortions })}
          value={quantity}
          onChange={(value) => setQuantity(typeof value === 'number' ? value : Number.parseInt(value, 10) || 1)}
          min={1}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          hideControls
          style={{ flex: 1 }}
          data-autofocus={focus === 'quantity' || undefined}
        />
        <ActionIcon
          variant="default"
          size={44}
          aria-label={t('dialog.increase')}
          disabled={quantity >= meal.availablePortions}
          onClick={() => setQuantity((q) => Math.min(meal.availablePortions, q + 1))}
        >
          <IconPlus size={18} />
        </ActionIcon>
      </Group>
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
