// What a meal card shows where the meal has no photo: a soup bowl on the brand's gradient, hidden from screen
// readers (the card's title names the meal).
import { Box } from '@mantine/core';
import { IconSoup } from '@tabler/icons-react';

export function PhotoPlaceholder() {
  return (
    <Box
      aria-hidden
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, var(--mantine-color-brand-light), var(--mantine-color-yellow-light))',
      }}
    >
      <IconSoup size={48} color="var(--mantine-color-brand-6)" stroke={1.4} />
    </Box>
  );
}
