// Typed translation keys: t('...') only accepts keys that exist in the English files.
import 'i18next';
import type common from '../../locales/en/common.json';
import type errors from '../../locales/en/errors.json';
import type landing from '../../locales/en/landing.json';
import type legal from '../../locales/en/legal.json';
import type readiness from '../../locales/en/readiness.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      errors: typeof errors;
      landing: typeof landing;
      legal: typeof legal;
      readiness: typeof readiness;
    };
  }
}
