// The reserve dialog's quantity: minus and plus around the number, 1..portions left.
import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  quantity: number;
  setQuantity: Dispatch<SetStateAction<number>>;
  /** Portions left. */
  available: number;
  /** The dialog focuses the number first. */
  autoFocus: boolean;
}

export function ReserveQuantity({ quantity, setQuantity, available, autoFocus }: Props) {
  const { t } = useTranslation('menu');
  const max = Math.max(1, available);
  return (
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
        description={t('dialog.max', { count: available })}
        value={quantity}
        onChange={(value) => setQuantity(typeof value === 'number' ? value : Number.parseInt(value, 10) || 1)}
        min={1}
        max={max}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        hideControls
        style={{ flex: 1 }}
        data-autofocus={autoFocus || undefined}
      />
      <ActionIcon
        variant="default"
        size={44}
        aria-label={t('dialog.increase')}
        disabled={quantity >= available}
        onClick={() => setQuantity((q) => Math.min(available, q + 1))}
      >
        <IconPlus size={18} />
      </ActionIcon>
    </Group>
  );
}
