// Renders client components to HTML in Node, with the app's providers (Mantine, English texts): enough to test what
// a kit component shows in each state without a browser (tests/unit/client/*.test.tsx).
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createI18n } from '../../client/app/i18n';
import admin from '../../locales/en/admin.json';
import common from '../../locales/en/common.json';
import errors from '../../locales/en/errors.json';

const i18n = createI18n({ language: 'en', resources: { en: { common, admin, errors } } });
i18n.use(initReactI18next);

export function renderStatic(node: ReactNode): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>{node}</MantineProvider>
    </I18nextProvider>,
  );
}

/** The text a user reads in rendered HTML: styles and tags dropped, spaces collapsed. */
export const visibleText = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
