// /activity: the signed-in user's reservations.
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function ActivityPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('nav.activity'));
  return (
    <Stack gap="lg" py="md">
      <Title order={1}>{t('nav.activity')}</Title>
      <Card withBorder radius="md" padding="xl">
        <Stack align="center" gap="sm">
          <Text c="dimmed">{t('state.empty')}</Text>
          <Button component={Link} to="/menu">{t('nav.menu')}</Button>
        </Stack>
      </Card>
    </Stack>
  );
}
