// The hero's sample meal: what a card of tomorrow's menu looks like. Its Reserve is real: to the office menu when
// signed in (through /menu without an office, which says what to do), to sign-in first for visitors.
import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClock, IconLeaf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../app/session';
import { ButtonLink } from '../../components/link-button';
import { useFormat } from '../../lib/use-format';

function ReserveLink({ meal }: { meal: string }) {
  const { t } = useTranslation('landing');
  const { user } = useSessionUser();
  const props = {
    fullWidth: true,
    'aria-label': t('hero.card.reserveMeal', { meal }),
    children: t('hero.card.reserve'),
  } as const;
  if (user?.officeSlug)
    return <ButtonLink to="/$slug/menu" params={{ slug: user.officeSlug }} search={{ day: 'tomorrow' }} {...props} />;
  if (user) return <ButtonLink to="/menu" {...props} />;
  return <ButtonLink to="/auth" search={{ next: '/menu' }} {...props} />;
}

export function HeroSampleCard() {
  const { t } = useTranslation('landing');
  const format = useFormat();
  const meal = t('hero.card.title');
  return (
    <Paper
      component="article"
      aria-labelledby="hero-card-title"
      shadow="xl"
      radius="lg"
      p="lg"
      withBorder
      maw={360}
      w="100%"
    >
      <Stack gap="sm">
        <Box
          aria-hidden
          h={140}
          p="sm"
          style={{
            borderRadius: 12,
            background:
              'radial-gradient(circle at 30% 30%, var(--mantine-color-yellow-4), var(--mantine-color-brand-6) 70%)',
          }}
        />
        <Badge variant="light" color="gray" w="fit-content">
          {t('hero.card.label')}
        </Badge>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} id="hero-card-title">
            {meal}
          </Text>
          <Text fw={700} c="brand">
            {format.price(550)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('hero.card.cook')} · {t('hero.card.pickup')}
        </Text>
        <Group gap={6}>
          <Badge color="green" variant="light" leftSection={<IconLeaf size={12} aria-hidden />}>
            {t('hero.card.tag')}
          </Badge>
          <Badge variant="light">{t('hero.card.left')}</Badge>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconClock size={16} aria-hidden color="var(--mantine-color-dimmed)" style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed">
            {t('hero.demoLine')}
          </Text>
        </Group>
        <ReserveLink meal={meal} />
      </Stack>
    </Paper>
  );
}
