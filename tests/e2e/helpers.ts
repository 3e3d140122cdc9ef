// Shared steps of the browser journeys.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { finishAnimations } from '../helpers/animations';
import { addDays, localDate } from '../../shared/office-time';
import { testNow } from './fixtures';

export const DEMO_PASSWORD = 'lunchbox-demo';

/** Signs in on the /auth screen the page is on (or opens it). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  if (!new URL(page.url()).pathname.startsWith('/auth')) await page.goto('/auth');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/** A page of its own browser context, signed in as `email`. */
export async function signedIn(browser: Browser, email: string, password?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password);
  return page;
}

/** The newest toast with this text. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).last();

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;

export type ColorScheme = 'light' | 'dark';
export type Language = 'en' | 'lt';

/** The cookie the server renders pages in a language by (client/app/i18n.ts remembers every choice in it). */
export const languageCookie = (language: Language) => ({
  name: 'lang',
  value: language,
  url: `http://localhost:${process.env.E2E_PORT}`,
});

/**
 * Makes every page of this context open in the given theme and language, the way a returning visitor's browser
 * does: theme-init.js and i18n.ts read both from local storage before the first paint, and the server renders in
 * the language of the `lang` cookie the app keeps beside it.
 */
export async function presetPreferences(context: BrowserContext, scheme: ColorScheme, language: Language) {
  await context.addCookies([languageCookie(language)]);
  await context.addInitScript(
    ([s, l]) => {
      localStorage.setItem('mantine-color-scheme-value', s);
      localStorage.setItem('lang', l);
    },
    [scheme, language] as const,
  );
}

/**
 * Switches the colour scheme of the open page the way a change in another tab reaches it: Mantine's local-storage
 * manager listens for the storage event and applies the scheme through its own state, without a reload.
 */
export async function switchColorScheme(page: Page, scheme: ColorScheme) {
  await storeAsAnotherTab(page, 'mantine-color-scheme-value', scheme);
  await page.waitForFunction((value) => document.documentElement.dataset.mantineColorScheme === value, scheme);
}

/**
 * Switches the interface language of the open page the way a choice in another tab reaches it (the storage event:
 * client/app/i18n.ts followOtherTabs), without a reload; resolves once the page says it is in that language.
 */
export async function switchLanguage(page: Page, language: Language) {
  await storeAsAnotherTab(page, 'lang', language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Writes a value to the page's local storage and tells the page, as the storage event of another tab would. */
async function storeAsAnotherTab(page: Page, key: string, value: string) {
  await page.evaluate(
    ([key, value]) => {
      if (localStorage.getItem(key) === value) return;
      localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
    },
    [key, value] as const,
  );
}

const localeFiles = new Map<string, Record<string, unknown>>();

/** The interface text of `key` in locales/<language>/<namespace>.json, for tests that run in both languages. */
export function localeText(language: Language, namespace: string, key: string): string {
  const file = `${language}/${namespace}`;
  if (!localeFiles.has(file)) {
    localeFiles.set(file, JSON.parse(readFileSync(new URL(`../../locales/${file}.json`, import.meta.url), 'utf8')));
  }
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], localeFiles.get(file));
  if (typeof value !== 'string') throw new Error(`No text ${namespace}:${key} in ${language}`);
  return value;
}

/**
 * Waits until the page is still: no loader or skeleton left, and every finite CSS transition or animation (a
 * dialog fading in, a menu dropping down) finished, so what a check sees is what a user sees.
 */
export async function settle(page: Page) {
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root[data-visible]')).toHaveCount(0);
  await finishAnimations(page);
}

/** The date `days` after today in the demo offices' time zone (Europe/Vilnius), by the clock the app runs on. */
export const dateInVilnius = (days: number) => addDays(localDate(testNow(), 'Europe/Vilnius'), days);

/** A wall-clock time (HH:MM) in the demo offices' zone, for a meal's pickup window and cutoff. */
export const vilniusTime = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Vilnius',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

/** Tomorrow in the demo offices' time zone, as the menu's "tomorrow" reads it. */
export const tomorrowInVilnius = () => dateInVilnius(1);

/**
 * A meal for tomorrow for a test's own use. A test that needs "a meal to reserve" makes its own: reserving whatever
 * the menu offers took the one portion of another test's meal running at the same time (the waitlist journey).
 */
export const newMealInput = (title: string, totalPortions: number) => ({
  title,
  description: 'A meal made by an end-to-end test.',
  priceCents: 600,
  totalPortions,
  pickupDate: tomorrowInVilnius(),
  pickupStart: '12:00',
  pickupEnd: '13:00',
  cutoffDate: null,
  cutoffTime: '11:00',
  isActive: true,
  dietaryTags: [],
  allergens: ['celery'],
  noAllergens: false,
});

/** Overrides of newMealInput for a meal with no description whose cook declared no allergens. */
export const plainMeal = { description: '', allergens: [], noAllergens: true };

/** A tRPC call from the page's session, as the app sends it (same origin, superjson envelope); answers the data. */
export async function callApi<T = unknown>(
  page: Page,
  path: string,
  input: unknown,
  method: 'query' | 'mutation' = 'mutation',
  headers: Record<string, string> = {},
): Promise<T> {
  const origin = new URL(page.url()).origin;
  const response =
    method === 'query'
      ? await page.request.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, {
          headers,
        })
      : await page.request.post(`/trpc/${path}`, {
          headers: { ...headers, origin, 'content-type': 'application/json' },
          data: { json: input },
        });
  const body = (await response.json()) as { result?: { data?: { json?: T } } };
  expect(response.ok(), `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.result!.data!.json as T;
}

/**
 * A colleague who has just signed up, confirmed their e-mail (the link from /dev/mail) and joined the office of
 * `officeSlug`: a page of their own browser context, signed in, and their e-mail. For journeys that need someone
 * with no history (the demo's accounts are shared by every spec).
 */
export async function newColleague(browser: Browser, officeSlug: string, fullName: string, emailPrefix: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/auth');
  const email = uniqueEmail(emailPrefix);
  const password = 'a fine password for lunch';
  // Sign-ups are limited per address (server/services/throttle.ts), and every spec's colleagues come from this one
  // machine: each arrives through the test server's trusted proxy (playwright.config.ts) from an address of its own,
  // as colleagues on their own phones would.
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  await callApi(page, 'auth.signUp', { fullName, email, password, locale: 'en' }, 'mutation', {
    'x-forwarded-for': address,
  });
  await page.goto('/dev/mail');
  await page.locator('article', { hasText: email }).first().getByRole('link').first().click();
  await expect(page.getByText('Your e-mail is confirmed. You can sign in now.')).toBeVisible();
  await callApi(page, 'auth.signIn', { email, password });
  await callApi(page, 'auth.bindOffice', { slug: officeSlug });
  return { page, email };
}
