// What the menu shows instead of meals: skeleton cards while loading, and a card when the day has none.
import { Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MenuSearch } from './menu-model';

export function MenuLoading() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" aria-busy>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={420} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

export function MenuEmpty({ filtered, day }: { filtered: boolean; day: MenuSearch['day'] }) {
  const { t } = useTranslation('menu');
  return (
    <Card withBorder radius="lg" padding="xl">
      <Stack align="center" ta="center" gap={4}>
        <Text fw={600}>{filtered ? t('empty.filtered') : t(`empty.${day}`)}</Text>
        <Text c="dimmed" size="sm">
          {t('empty.hint')}
        </Text>
      </Stack>
    </Card>
  );
}
