// The landing page's last sections: testimonials, the FAQ, and the closing call to action.
import { Accordion, Blockquote, Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WRAPPING_BUTTON } from '../../components/wrapping-button';
import type { CallToAction } from './landing-hero';
import { LandingSection } from './landing-section';

const FAQ_KEYS = ['cost', 'app', 'safety', 'participation', 'setup', 'success'] as const;
const TESTIMONIALS = ['one', 'two', 'three'] as const;

export function TestimonialsSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection name="testimonials" title={t('testimonials.title')}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {TESTIMONIALS.map((key) => (
          <Blockquote key={key} cite={`${t(`testimonials.${key}.name`)}, ${t(`testimonials.${key}.role`)}`} radius="lg">
            {t(`testimonials.${key}.quote`)}
          </Blockquote>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}

export function FaqSection() {
  const { t } = useTranslation('landing');
  return (
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
  );
}

export function ClosingSection({ cta }: { cta: CallToAction }) {
  const { t } = useTranslation('landing');
  return (
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
  );
}
