// The cook's figures on the dashboard: earnings, portions sold and active meals, counted by pickup day as the server
// counts them (the caption says so).
import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCoins, IconSoup, IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format';

function Stat({
  label,
  value,
  icon: Icon,
  testId,
  note,
}: {
  label: string;
  value: string;
  icon: typeof IconCoins;
  testId: string;
  /** A line under the figure. */
  note?: string;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light">
          <Icon size={24} aria-hidden />
        </ThemeIcon>
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fz={26} fw={800} lh={1.2} data-testid={testId}>
            {value}
          </Text>
          {note && (
            <Text size="sm" c="dimmed" data-testid={`${testId}-note`}>
              {note}
            </Text>
          )}
        </div>
      </Group>
    </Card>
  );
}

interface Figures {
  earningsCents: number;
  expectedCents: number;
  portionsSold: number;
  activeMeals: number;
}

/** `data` is undefined while loading. */
export function CookStats({ data }: { data: Figures | undefined }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  return (
    <section aria-labelledby="cook-stats" aria-describedby="cook-stats-caption">
      <Title order={2} fz="lg" id="cook-stats">
        {t('cook.stats.title')}
      </Title>
      {/* Which day the figures count (the pickup day, as the server does): a payment comes on any day. */}
      <Text size="sm" c="dimmed" id="cook-stats-caption" mb="sm" data-testid="stats-caption">
        {t('cook.stats.caption')}
      </Text>
      {data ? (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Stat
            label={t('cook.stats.earnings')}
            value={format.price(data.earningsCents)}
            icon={IconCoins}
            testId="stat-earnings"
            // Before the pickup nothing is paid yet; what the day's reservations come to is what the cook waits for.
            note={
              data.expectedCents > data.earningsCents
                ? t('cook.stats.expected', { amount: format.price(data.expectedCents) })
                : undefined
            }
          />
          <Stat
            label={t('cook.stats.portions')}
            value={format.number(data.portionsSold)}
            icon={IconSoup}
            testId="stat-portions"
          />
          <Stat
            label={t('cook.stats.activeMeals')}
            value={format.number(data.activeMeals)}
            icon={IconToolsKitchen2}
            testId="stat-active-meals"
          />
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={80} radius="md" />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
