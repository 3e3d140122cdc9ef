// The line above a draw's entry that says how the draw works: in the entry (draw-action.tsx) and in its stand-in
// while the entry's code loads (draw-parts.tsx), where its wrapping keeps the card's height.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function DrawExplain() {
  const { t } = useTranslation('menu');
  return (
    <Text size="xs" c="dimmed">
      {t('draw.explain')}
    </Text>
  );
}
