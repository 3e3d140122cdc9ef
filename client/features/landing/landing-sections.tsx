// The landing page's middle sections: figures, how it works, and the value for companies.
import { Card, Flex, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconChefHat,
  IconCoin,
  IconGift,
  IconHandClick,
  IconQrcode,
  IconUsersGroup,
  IconWalk,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format';
import { HOW_IT_WORKS, LandingSection } from './landing-section';

const VALUE_ITEMS = [
  { key: 'community', icon: IconUsersGroup },
  { key: 'savings', icon: IconCoin },
  { key: 'setup', icon: IconQrcode },
  { key: 'free', icon: IconGift },
] as const;
const STEPS = [
  { key: 'cook', icon: IconChefHat },
  { key: 'reserve', icon: IconHandClick },
  { key: 'pickup', icon: IconWalk },
] as const;

export function StatsSection() {
  const { t } = useTranslation('landing');
  const format = useFormat();
  const stats = [
    { value: `${format.number(100)}+`, label: t('stats.companies') },
    { value: `${format.number(5000)}+`, label: t('stats.meals') },
    { value: format.percent(0.87), label: t('stats.satisfaction') },
    { value: format.price(600), label: t('stats.savings') },
    { value: format.price(800), label: t('stats.price') },
  ];
  return (
    <LandingSection name="stats" title={t('stats.title')}>
      {/* Wrapped rows are centred, so the fifth figure does not sit alone at the left on a phone. */}
      <Flex wrap="wrap" justify="center" columnGap="lg" rowGap="xl">
        {stats.map((stat) => (
          <Stack
            key={stat.label}
            gap={2}
            align="center"
            ta="center"
            w={{ base: 'calc(50% - 12px)', sm: 'calc(33% - 16px)', md: 'calc(20% - 20px)' }}
          >
            <Text fz={32} fw={800} c="brand">
              {stat.value}
            </Text>
            <Text size="sm" c="dimmed">
              {stat.label}
            </Text>
          </Stack>
        ))}
      </Flex>
    </LandingSection>
  );
}

export function HowItWorksSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection name="how" id={HOW_IT_WORKS} title={t('how.title')}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {STEPS.map((step, index) => (
          <Card key={step.key} withBorder padding="lg" radius="lg">
            <Group gap="sm" mb="sm">
              <ThemeIcon size={44} radius="xl" variant="light">
                <step.icon size={24} aria-hidden />
              </ThemeIcon>
              <Text c="dimmed" fw={700}>
                {index + 1}
              </Text>
            </Group>
            <Title order={3} fz="lg" mb={6}>
              {t(`how.${step.key}.title`)}
            </Title>
            <Text c="dimmed">{t(`how.${step.key}.text`)}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}

export function ValueSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection name="value" title={t('value.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        {VALUE_ITEMS.map((item) => (
          <Stack key={item.key} gap="xs">
            <ThemeIcon size={44} radius="md" variant="light">
              <item.icon size={24} aria-hidden />
            </ThemeIcon>
            <Title order={3} fz="md">
              {t(`value.${item.key}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`value.${item.key}.text`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
