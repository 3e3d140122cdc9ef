// The landing page's hero: what it is, both calls to action (each opens the access-request wizard), the link down
// to How it works, and a sample meal.
import { Box, Button, Container, Flex, Grid, Stack, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconArrowDown } from '@tabler/icons-react';
import { Suspense, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WRAPPING_BUTTON } from '../../components/wrapping-button';
import { HeroSampleCard } from './hero-sample-card';
import { HOW_IT_WORKS } from './landing-section';

/** What a call to action does: open the wizard, and fetch it as soon as it is pointed at or focused. */
export interface CallToAction {
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}

export function LandingHero({ cta }: { cta: CallToAction }) {
  const { t } = useTranslation('landing');
  const reducedMotion = useReducedMotion();

  /** Scrolls to How it works and moves the keyboard there too (the router would treat a bare #hash as navigation). */
  const showHowItWorks = (event: MouseEvent) => {
    event.preventDefault();
    document
      .getElementById(HOW_IT_WORKS)
      ?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    document.getElementById('how-title')?.focus({ preventScroll: true });
  };

  return (
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
  );
}
