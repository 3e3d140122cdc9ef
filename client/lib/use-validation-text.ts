// Turns a zod message key from the shared schemas (validation.*) into text in the current language.
import { useTranslation } from 'react-i18next';
import type en from '../../locales/en/errors.json';

type ValidationKey = `validation.${keyof typeof en.validation}`;

export function useValidationText() {
  const { t } = useTranslation('errors');
  return (key: string | undefined) => (key ? t(key as ValidationKey) : undefined);
}
