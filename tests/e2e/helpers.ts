// Shared steps of the browser journeys.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'lunchbox-demo';

/** Signs in on the /auth screen the page is on (or opens it). */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  if (!new URL(page.url()).pathname.startsWith('/auth')) await page.goto('/auth');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
