// What an e-mail template is for: its code and language, picked among those without a template when creating one,
// fixed when editing; and the values the template form starts from.
import { Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmailTemplateCode, Locale } from '../../../shared/enums';
import type { EmailTemplate } from './admin-model';

export type TemplateEditing = { mode: 'edit'; template: EmailTemplate } | { mode: 'create' };

/** The form's values as typed. */
export interface TemplateValues {
  templateCode: EmailTemplateCode;
  locale: Locale;
  subject: string;
  bodyHtml: string;
  bodyText?: string;
}

export interface MissingTemplate {
  code: EmailTemplateCode;
  locale: Locale;
}

/** An edit starts from the template as saved; a new one from the first code and language without one. */
export function initialValues(editing: TemplateEditing, missing: MissingTemplate[]): TemplateValues {
  if (editing.mode === 'edit') {
    const { templateCode, locale, subject, bodyHtml, bodyText } = editing.template;
    return { templateCode, locale, subject, bodyHtml, bodyText };
  }
  const first = missing[0];
  return {
    templateCode: first?.code ?? 'TEST',
    locale: first?.locale ?? 'en',
    subject: '',
    bodyHtml: '',
    bodyText: '',
  };
}

export function TemplateCodeField({
  editing,
  missing,
  values,
  onPick,
}: {
  editing: TemplateEditing;
  missing: MissingTemplate[];
  values: TemplateValues;
  onPick: (code: EmailTemplateCode, locale: Locale) => void;
}) {
  const { t } = useTranslation('admin');
  return editing.mode === 'create' ? (
    <Select
      label={t('emailTemplates.codeAndLocale')}
      data={missing.map((m) => ({
        value: `${m.code}|${m.locale}`,
        label: `${m.code} (${m.locale.toUpperCase()})`,
      }))}
      value={`${values.templateCode}|${values.locale}`}
      onChange={(value) => {
        const [code, locale] = (value ?? '').split('|');
        onPick(code as EmailTemplateCode, locale as Locale);
      }}
      allowDeselect={false}
    />
  ) : (
    <Text size="sm">
      {t('emailTemplates.fixed', { code: values.templateCode, locale: values.locale.toUpperCase() })}
    </Text>
  );
}
