// The sample menu: for visitors and office-less users of an empty menu, 4 of 6
// placeholder dishes; reserving one leads to sign-in and back to this menu.
import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DietTags } from '../../components/food/allergens';
import { ButtonLink } from '../../components/link-button';
import { useFormat } from '../../lib/use-format';
import { MealPhoto } from './meal-photo';
import { pickSampleDishes } from './menu-model';

export function SampleMenu({ next }: { next: string }) {
  const { t } = useTranslation('menu');
  const format = useFormat();
  const [dishes] = useState(() => pickSampleDishes());
  return (
    <Stack gap="md" data-testid="sample-menu">
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
        {t('banners.sample')}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {dishes.map((dish) => (
          <Card key={dish.code} withBorder radius="lg" padding={0} component="article">
            <MealPhoto alt="" />
            <Stack gap="sm" p="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Title order={3} fz="lg">
                    {t(`sampleDishes.${dish.code}`)}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t('card.by', { name: dish.cook })}
                  </Text>
                </div>
                <Text fw={800} fz="xl" c="brand">
                  {format.price(dish.priceCents)}
                </Text>
              </Group>
              <Text size="sm">{t('card.pickup', { window: format.timeRange(dish.pickup[0], dish.pickup[1]) })}</Text>
              <DietTags tags={[...dish.tags]} />
              <Badge variant="light" color="teal" w="fit-content">
                {t('card.state.available')}
              </Badge>
              <ButtonLink to="/auth" search={{ next }} fullWidth>
                {t('card.reserve')}
              </ButtonLink>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
