// Typed translation keys: t('...') only accepts keys that exist in the English files.
import 'i18next';
import type activity from '../../locales/en/activity.json';
import type admin from '../../locales/en/admin.json';
import type auth from '../../locales/en/auth.json';
import type common from '../../locales/en/common.json';
import type cook from '../../locales/en/cook.json';
import type dashboard from '../../locales/en/dashboard.json';
import type errors from '../../locales/en/errors.json';
import type follow from '../../locales/en/follow.json';
import type landing from '../../locales/en/landing.json';
import type ledger from '../../locales/en/ledger.json';
import type legal from '../../locales/en/legal.json';
import type menu from '../../locales/en/menu.json';
import type notifications from '../../locales/en/notifications.json';
import type profile from '../../locales/en/profile.json';
import type readiness from '../../locales/en/readiness.json';
import type waitlistAndHandovers from '../../locales/en/waitlist-and-handovers.json';
import type wishes from '../../locales/en/wishes.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      activity: typeof activity;
      admin: typeof admin;
      auth: typeof auth;
      common: typeof common;
      cook: typeof cook;
      dashboard: typeof dashboard;
      errors: typeof errors;
      follow: typeof follow;
      landing: typeof landing;
      ledger: typeof ledger;
      legal: typeof legal;
      menu: typeof menu;
      notifications: typeof notifications;
      profile: typeof profile;
      readiness: typeof readiness;
      'waitlist-and-handovers': typeof waitlistAndHandovers;
      wishes: typeof wishes;
    };
  }
}
