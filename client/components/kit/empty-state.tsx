// A page's "nothing here yet": a heading, a line on why, and what to do about it, in a bordered card. Every page's
// empty state is this card, so they read alike.
import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  text,
  action,
  testId,
}: {
  title: string;
  text?: ReactNode;
  /** A link or button to what fills the page (its own top margin is the caller's). */
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Card withBorder radius="lg" padding="xl" data-testid={testId}>
      <Stack align="center" ta="center" gap="xs">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {text !== undefined && <Text c="dimmed">{text}</Text>}
        {action}
      </Stack>
    </Card>
  );
}
