import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useId } from 'react';
import { LOCALES, type Locale } from '../../../shared/enums';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLocale } from '../../app/i18n';

/**
 * English / Lietuvių, remembered on this device. `onChanged` lets a signed-in user's profile follow. A plain
 * <select> drawn like the app's inputs (client/app/global.css, `.language-picker`): it is in every public page's
 * footer, and Mantine's NativeSelect brings its whole input system (about 3.5 KiB) into their first load.
 */
export function LanguagePicker({
  onChanged,
  withLabel = true,
}: {
  onChanged?: (language: Locale) => void;
  withLabel?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = `language-${useId().replace(/:/g, '')}`;
  return (
    <div className="language-picker">
      {withLabel && <label htmlFor={id}>{t('language.label')}</label>}
      <div className="language-picker-field">
        <IconLanguage size={16} aria-hidden className="language-picker-icon" />
        <select
          id={id}
          aria-label={withLabel ? undefined : t('language.label')}
          value={currentLocale(i18n)}
          onChange={async (event) => {
            const language = event.currentTarget.value as Locale;
            await changeLanguage(language);
            onChanged?.(language);
          }}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {t(`language.${locale}`)}
            </option>
          ))}
        </select>
        <IconChevronDown size={16} aria-hidden className="language-picker-chevron" />
      </div>
    </div>
  );
}
