import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Admin sub-pages whose issue has not landed yet: say so plainly, offer the way back. */
export function AdminNotBuiltPage() {
  const { t } = useTranslation('admin');
  return (
    <Card withBorder radius="md" padding="xl" mt="md">
      <Stack align="flex-start" gap="sm">
        <Title order={1} fz="xl">{t('notBuilt.title')}</Title>
        <Text c="dimmed">{t('notBuilt.text')}</Text>
        <Button component={Link} to="/admin" variant="light">{t('back')}</Button>
      </Stack>
    </Card>
  );
}
