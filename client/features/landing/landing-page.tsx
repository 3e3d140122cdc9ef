// The public landing page: hero with both calls to action (each opens the access-request
// wizard) and a sample meal, figures, how it works, value for companies, testimonials, FAQ and a closing call.
import {
  Accordion,
  Blockquote,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  IconArrowDown,
  IconChefHat,
  IconCoin,
  IconGift,
  IconHandClick,
  IconQrcode,
  IconUsersGroup,
  IconWalk,
} from '@tabler/icons-react';
import { Suspense, useState, type MouseEvent, type ReactNode } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/use-format';
import { HeroSampleCard } from './hero-sample-card';
import { WRAPPING_BUTTON } from '../../components/wrapping-button';

// The wizard (a dialog and its form controls) is fetched when a call to action is pointed at or focused, so a
// visitor who never opens it does not download it.
const { Part: AccessRequestWizard, preload: preloadWizard } = lazyPart(
  () => import('./access-request-wizard'),
  (module) => module.AccessRequestWizard,
);

const HOW_IT_WORKS = 'how-it-works';
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
    <Container
      size={props.narrow ? 'md' : 1200}
      py={48}
      component="section"
      id={props.id}
      aria-labelledby={`${props.name}-title`}
      // Clear of the sticky header when scrolled to.
      style={{ scrollMarginTop: 60 }}
    >
      {/* tabIndex: a heading focus can be moved to (See how it works). */}
      <Title order={2} id={`${props.name}-title`} ta="center" mb="xl" tabIndex={-1} style={{ outline: 'none' }}>
        {props.title}
      </Title>
      <Suspense fallback={null}>{props.children}</Suspense>
    </Container>
  );
}

export function LandingPage() {
  const { t } = useTranslation('landing');
  const format = useFormat();
  /** Once opened the wizard stays mounted (closed), so what was typed is still there when it is reopened. */
  const [wizard, setWizard] = useState<'never' | 'open' | 'closed'>('never');
  const reducedMotion = useReducedMotion();
  const cta = { onClick: () => setWizard('open'), onPointerEnter: preloadWizard, onFocus: preloadWizard };

  /** Scrolls to How it works and moves the keyboard there too (the router would treat a bare #hash as navigation). */
  const showHowItWorks = (event: MouseEvent) => {
    event.preventDefault();
    document
      .getElementById(HOW_IT_WORKS)
      ?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    document.getElementById('how-title')?.focus({ preventScroll: true });
  };

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
        py={{ base: 40, md: 96 }}
        style={{
          background: 'linear-gradient(180deg, var(--mantine-color-brand-light) 0%, var(--mantine-color-body) 100%)',
        }}
      >
        <Container size={1200}>
          <Grid gap={{ base: 40, md: 48 }} align="center">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="lg" justify="center">
                <Text size="sm" fw={700} tt="uppercase" lts={0.5} c="var(--mantine-primary-color-light-color)">
                  {t('hero.eyebrow')}
                </Text>
                <Title order={1} fz={{ base: 34, md: 52 }} lh={1.1}>
                  {t('hero.title')}
                </Title>
                <Text fz={{ base: 'md', md: 'xl' }} c="dimmed">
                  {t('hero.subtitle')}
                </Text>
                <Stack gap="xs">
                  <Flex gap="sm" direction={{ base: 'column', xs: 'row' }} wrap="wrap">
                    <Button size="lg" styles={WRAPPING_BUTTON} {...cta}>
                      {t('hero.cta')}
                    </Button>
                    <Button size="lg" variant="default" styles={WRAPPING_BUTTON} {...cta}>
                      {t('hero.quiz')}
                    </Button>
                  </Flex>
                  <Text size="sm" c="dimmed">
                    {t('hero.ctaHint')}
                  </Text>
                </Stack>
                <Button
                  component="a"
                  href={`#${HOW_IT_WORKS}`}
                  onClick={showHowItWorks}
                  variant="subtle"
                  px="xs"
                  ml="calc(var(--mantine-spacing-xs) * -1)"
                  w="fit-content"
                  rightSection={<IconArrowDown size={18} aria-hidden />}
                >
                  {t('hero.howItWorks')}
                </Button>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }} style={{ display: 'flex', justifyContent: 'center' }}>
              <Suspense fallback={null}>
                <HeroSampleCard />
              </Suspense>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>

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

      <Container size="md" pt={24} pb={0} component="section" aria-labelledby="closing-title">
        <Paper
          radius="lg"
          p={{ base: 'lg', sm: 48 }}
          ta="center"
          style={{ background: 'var(--mantine-color-brand-light)' }}
        >
          <Stack align="center" gap="md">
            <Title order={2} id="closing-title">
              {t('closing.title')}
            </Title>
            <Text c="dimmed" maw={520}>
              {t('closing.text')}
            </Text>
            <Button size="lg" styles={WRAPPING_BUTTON} {...cta}>
              {t('hero.cta')}
            </Button>
          </Stack>
        </Paper>
      </Container>

      {wizard !== 'never' && (
        <Suspense fallback={null}>
          <AccessRequestWizard opened={wizard === 'open'} onClose={() => setWizard('closed')} />
        </Suspense>
      )}
    </>
  );
}
