import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/enums';
import { appConfig } from '../../app/config';
import { LanguagePicker } from './language-picker';

/** Contacts from configuration, legal links and the language picker. */
export function SiteFooter({ onLanguageChanged }: { onLanguageChanged?: (language: Locale) => void }) {
  const { t } = useTranslation();
  const { company } = appConfig();
  return (
    <footer style={{ borderTop: '1px solid var(--mantine-color-default-border)', marginTop: 48 }}>
      <Container size={1200} py="xl">
        <Group justify="space-between" align="flex-start" gap="xl">
          <Stack gap={0}>
            <Text fw={700}>{t('footer.contact')}</Text>
            <Anchor href={`mailto:${company.email}`} c="dimmed" size="sm" className="tap">
              <Group gap={6} wrap="nowrap" component="span">
                <IconMail size={16} aria-hidden />
                <span>{company.email}</span>
              </Group>
            </Anchor>
            {company.phone && (
              <Anchor href={`tel:${company.phone.replace(/\s+/g, '')}`} c="dimmed" size="sm" className="tap">
                <Group gap={6} wrap="nowrap" component="span">
                  <IconPhone size={16} aria-hidden />
                  <span>{company.phone}</span>
                </Group>
              </Anchor>
            )}
            <Group gap={6} wrap="nowrap">
              <IconMapPin size={16} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text c="dimmed" size="sm">
                {t('footer.city', { city: company.city })}
              </Text>
            </Group>
          </Stack>
          <Stack gap={0}>
            <Anchor component={Link} to="/privacy" size="sm" className="tap">
              {t('footer.privacy')}
            </Anchor>
            <Anchor component={Link} to="/terms" size="sm" className="tap">
              {t('footer.terms')}
            </Anchor>
          </Stack>
          <LanguagePicker onChanged={onLanguageChanged} />
        </Group>
        <Text c="dimmed" size="xs" mt="xl">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </footer>
  );
}
