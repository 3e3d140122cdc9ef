import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's title (the one h1), an optional line under it, and actions at the end. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div>
        {typeof title === 'string' ? <Title order={1}>{title}</Title> : title}
        {subtitle && (
          <Text c="dimmed" size="sm" mt={4}>
            {subtitle}
          </Text>
        )}
      </div>
      {actions}
    </Group>
  );
}
