// The public landing page (SPEC.md section 1 and 2): hero, figures, how it works, value for companies,
// testimonials and FAQ.
import {
  Accordion,
  Badge,
  Blockquote,
  Box,
  Button,
  Card,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconChefHat,
  IconCoin,
  IconGift,
  IconHandClick,
  IconLeaf,
  IconQrcode,
  IconUsersGroup,
  IconWalk,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '../../app/config';
import { useFormat } from '../../lib/use-format';

const FAQ_KEYS = ['cost', 'app', 'safety', 'participation', 'setup', 'success'] as const;
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
const TESTIMONIALS = ['one', 'two', 'three'] as const;

/** A titled landing section; `name` ties the heading to the section for screen readers. */
function LandingSection(props: { name: string; id?: string; narrow?: boolean; title: string; children: ReactNode }) {
  return (
    <Container size={props.narrow ? 'md' : 1200} py={48} component="section" id={props.id} aria-labelledby={`${props.name}-title`}>
      <Title order={2} id={`${props.name}-title`} ta="center" mb="xl">
        {props.title}
      </Title>
      {props.children}
    </Container>
  );
}

export function LandingPage() {
  const { t } = useTranslation('landing');
  const format = useFormat();
  const { company } = appConfig();
  const contactHref = `mailto:${company.email}?subject=${encodeURIComponent(t('hero.cta'))}`;

  const stats = [
    { value: `${format.number(100)}+`, label: t('stats.companies') },
    { value: `${format.number(5000)}+`, label: t('stats.meals') },
    { value: format.percent(0.87), label: t('stats.satisfaction') },
    { value: format.price(600), label: t('stats.savings') },
    { value: format.price(800), label: t('stats.price') },
  ];

  return (
    <>
      <Box
        py={{ base: 48, md: 96 }}
        style={{
          background:
            'linear-gradient(180deg, var(--mantine-color-brand-light) 0%, var(--mantine-color-body) 100%)',
        }}
      >
        <Container size={1200}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} verticalSpacing={40}>
            <Stack gap="lg" justify="center">
              <Badge variant="light" size="lg" w="fit-content">
                {t('hero.eyebrow')}
              </Badge>
              <Title order={1} fz={{ base: 34, md: 52 }} lh={1.1}>
                {t('hero.title')}
              </Title>
              <Text fz={{ base: 'md', md: 'xl' }} c="dimmed">
                {t('hero.subtitle')}
              </Text>
              <Group>
                <Button component="a" href={contactHref} size="lg">
                    {t('hero.cta')}
                  </Button>
                <Button component="a" href="#how-it-works" size="lg" variant="default">
                  {t('hero.howItWorks')}
                </Button>
              </Group>
              <Text size="sm" c="dimmed">
                {t('hero.demoLine')}
              </Text>
            </Stack>
            <Box aria-hidden style={{ display: 'flex', justifyContent: 'center', alignItems: 'center' }}>
              <Paper shadow="xl" radius="lg" p="lg" withBorder maw={360} w="100%">
                <Stack gap="sm">
                  <Box
                    h={140}
                    style={{
                      borderRadius: 12,
                      background:
                        'radial-gradient(circle at 30% 30%, var(--mantine-color-yellow-4), var(--mantine-color-brand-6) 70%)',
                    }}
                  />
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700}>{t('hero.card.title')}</Text>
                    <Text fw={700} c="brand">
                      {format.price(550)}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('hero.card.cook')} · {t('hero.card.pickup')}
                  </Text>
                  <Group gap={6}>
                    <Badge color="green" variant="light" leftSection={<IconLeaf size={12} />}>
                      {t('hero.card.tag')}
                    </Badge>
                    <Badge variant="light">{t('hero.card.left')}</Badge>
                  </Group>
                  <Button fullWidth tabIndex={-1}>
                    {t('hero.card.reserve')}
                  </Button>
                </Stack>
              </Paper>
            </Box>
          </SimpleGrid>
        </Container>
      </Box>

      <LandingSection name="stats" title={t('stats.title')}>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="lg">
        {stats.map((stat) => (
          <Stack key={stat.label} gap={2} align="center" ta="center">
            <Text fz={32} fw={800} c="brand">
              {stat.value}
            </Text>
            <Text size="sm" c="dimmed">
              {stat.label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      </LandingSection>

      <LandingSection name="how" id="how-it-works" title={t('how.title')}>
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

      <LandingSection name="testimonials" title={t('testimonials.title')}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {TESTIMONIALS.map((key) => (
          <Blockquote
            key={key}
            cite={`${t(`testimonials.${key}.name`)}, ${t(`testimonials.${key}.role`)}`}
            radius="lg"
          >
            {t(`testimonials.${key}.quote`)}
          </Blockquote>
        ))}
      </SimpleGrid>
      </LandingSection>

      <LandingSection name="faq" narrow title={t('faq.title')}>
      <Accordion variant="separated" radius="md">
        {FAQ_KEYS.map((key) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control>{t(`faq.${key}.q`)}</Accordion.Control>
            <Accordion.Panel>{t(`faq.${key}.a`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      </LandingSection>
    </>
  );
}
