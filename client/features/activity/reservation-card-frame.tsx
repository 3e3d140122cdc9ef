// What every reservation card on /activity starts with: the meal's title and its badges. Used by the user's own
// reservations (client/features/activity/preorder-card.tsx) and the ones they handed over (handover-cards.tsx).
import { Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function ReservationCardFrame({
  testId,
  title,
  badges,
  children,
}: {
  testId: string;
  title: string;
  badges: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="md" component="article" data-testid={testId}>
      <Stack gap="xs">
        <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <Group gap={6}>{badges}</Group>
        {children}
      </Stack>
    </Card>
  );
}
