// Step 5 of the access-request wizard: who is asking (name, role, e-mail, phone), the consent, and a honeypot
// field that only robots fill in.
import { Box, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WizardFieldProps } from './use-wizard';

export function ContactStep({ values, setField, check, errorOf }: WizardFieldProps) {
  const { t } = useTranslation('landing');
  const optional = (label: string) => (
    <>
      {label}{' '}
      <Text span c="dimmed" size="sm" fw={400}>
        ({t('wizard.optional')})
      </Text>
    </>
  );
  return (
    <Stack gap="md">
      <TextInput
        id="wizard-name"
        label={t('wizard.contact.name')}
        autoComplete="name"
        required
        value={values.name}
        onChange={(event) => setField('name', event.currentTarget.value)}
        onBlur={() => check('name')}
        error={errorOf('name')}
      />
      <TextInput
        id="wizard-role"
        label={optional(t('wizard.contact.role'))}
        placeholder={t('wizard.contact.rolePlaceholder')}
        autoComplete="organization-title"
        value={values.role}
        onChange={(event) => setField('role', event.currentTarget.value)}
        onBlur={() => check('role')}
        error={errorOf('role')}
      />
      <TextInput
        id="wizard-email"
        type="email"
        label={t('wizard.contact.email')}
        placeholder={t('wizard.contact.emailPlaceholder')}
        autoComplete="email"
        required
        value={values.email}
        onChange={(event) => setField('email', event.currentTarget.value)}
        onBlur={() => check('email')}
        error={errorOf('email')}
      />
      <TextInput
        id="wizard-phone"
        type="tel"
        label={optional(t('wizard.contact.phone'))}
        autoComplete="tel"
        value={values.phone}
        onChange={(event) => setField('phone', event.currentTarget.value)}
        onBlur={() => check('phone')}
        error={errorOf('phone')}
      />
      <Checkbox
        id="wizard-consent"
        label={t('wizard.contact.consent')}
        checked={values.consent}
        onChange={(event) => setField('consent', event.currentTarget.checked)}
        size="md"
        styles={{ body: { minHeight: 44, alignItems: 'center' } }}
      />
      {/* The honeypot: hidden from people and their assistive technology, out of the tab order. */}
      <Box
        aria-hidden
        style={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clipPath: 'inset(50%)',
          whiteSpace: 'nowrap',
        }}
      >
        <label htmlFor="wizard-website">{t('wizard.contact.website')}</label>
        <input
          id="wizard-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => setField('website', event.currentTarget.value)}
        />
      </Box>
    </Stack>
  );
}
