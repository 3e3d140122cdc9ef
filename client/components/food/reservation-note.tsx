// The eater's note with a reservation ("no chili, please"), as the cook sees it beside the eater's name.
import { Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function ReservationNote({ note }: { note: string | null }) {
  const { t } = useTranslation('common');
  if (!note) return null;
  return (
    <Text size="sm" fs="italic" data-testid="reservation-note" style={{ overflowWrap: 'anywhere' }}>
      <IconMessage size={14} aria-hidden style={{ verticalAlign: '-2px', marginInlineEnd: 4 }} />
      {t('reservationNote', { note })}
    </Text>
  );
}
