import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../../shared/enums';
import { changeLanguage, currentLocale } from '../../app/i18n';

/** English / Lietuvių, remembered on this device. `onChanged` lets a signed-in user's profile follow. */
export function LanguagePicker({ onChanged, withLabel = true }: { onChanged?: (language: Locale) => void; withLabel?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      label={withLabel ? t('language.label') : undefined}
      aria-label={withLabel ? undefined : t('language.label')}
      leftSection={<IconLanguage size={16} aria-hidden />}
      value={currentLocale(i18n)}
      onChange={async (event) => {
        const language = event.currentTarget.value as Locale;
        await changeLanguage(language);
        onChanged?.(language);
      }}
      data={LOCALES.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
      size="md"
      w={180}
    />
  );
}
