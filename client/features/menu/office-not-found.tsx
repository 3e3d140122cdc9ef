import { Card, Stack, Text, Title } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/link-button';

/** An unknown office's link: said plainly, with the way home (also the server's 404 page for it). */
export function OfficeNotFound() {
  const { t } = useTranslation('menu');
  return (
    <Card withBorder radius="lg" padding="xl" mt="xl" maw={560} mx="auto">
      <Stack align="center" ta="center" gap="sm">
        <IconMapPinOff size={48} stroke={1.4} aria-hidden />
        <Title order={1} fz={26}>
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
      </Stack>
    </Card>
  );
}
