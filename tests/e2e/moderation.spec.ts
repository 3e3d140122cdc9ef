// Moderation in a real browser, end to end: a colleague of the office reports a meal from its card's menu; an admin finds the
// food-safety report on the moderation page, takes the meal off the menus (it leaves a visitor's open menu without
// a reload) and suspends its cook for 7 days, which signs the cook out; the cook's workspace shows the notice with the end date and no way
// to create a meal, and the server refuses one. The admin lifts the suspension and resolves the report with notes.
import { expect, test, testNow, type Page } from './fixtures';
import { newColleague, newMealInput, signIn, signedIn, toast } from './helpers';

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const TITLE = `Reported stew ${tag}`;
const KAUNAS_MENU = '/kaunas-office/menu?day=tomorrow';

/** A tRPC mutation from the page's session, as the app sends it (same origin, superjson envelope). */
function mutate(page: Page, path: string, input: unknown) {
  return page.request.post(`/trpc/${path}`, {
    headers: { origin: new URL(page.url()).origin, 'content-type': 'application/json' },
    data: { json: input },
  });
}

const mealInput = (title: string) => ({
  ...newMealInput(title, 5),
  description: 'A stew for the moderation journey.',
  priceCents: 500,
});

test('a reported meal is taken off a live menu, its cook suspended for 7 days, then the report resolved', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // The Kaunas cook publishes a meal of their own for tomorrow (the journey touches no other spec's meals).
  const cook = await signedIn(browser, 'kaunas.cook@example.com');
  expect((await mutate(cook, 'meals.create', mealInput(TITLE))).ok()).toBe(true);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(KAUNAS_MENU);
  const visitorCard = visitor.getByTestId('meal-card').filter({ hasText: TITLE });
  // A new context's first page (scripts, office, then the menu) under load: give it time.
  await expect(visitorCard).toBeVisible({ timeout: 30_000 });

  // 1. A colleague reports it from the card's menu: the reason is required, the note optional.
  // Only those who may reserve a meal may report it: a new colleague of the Kaunas office (its only demo account is
  // the cook this journey suspends).
  const { page: reporter, email: reporterEmail } = await newColleague(
    browser,
    'kaunas-office',
    'Ieva Kaunietė',
    'ieva',
  );
  await reporter.goto(KAUNAS_MENU);
  await reporter.getByRole('button', { name: `More for ${TITLE}` }).click();
  await reporter.getByRole('menuitem', { name: 'Report a problem' }).click();
  const report = reporter.getByRole('dialog', { name: `Report ${TITLE}` });
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Choose one of the options')).toBeVisible();
  await report.getByRole('radio', { name: /^Food safety/ }).check();
  await report.getByRole('textbox', { name: 'Note (optional)' }).fill('It smelled sour and the rice was cold.');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(reporter, 'The office admins will look into it.')).toBeVisible();
  await expect(report).toBeHidden();
  // A second report of the same meal is refused, in the dialog, with what the reporter typed kept.
  await reporter.getByRole('button', { name: `More for ${TITLE}` }).click();
  await reporter.getByRole('menuitem', { name: 'Report a problem' }).click();
  await report.getByRole('radio', { name: 'Something else' }).check();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByRole('alert')).toContainText('You have already reported this meal');
  await expect(report.getByRole('radio', { name: 'Something else' })).toBeChecked();

  // 2. The admin finds it among the open reports, food safety first.
  const admin = await signedIn(browser, 'admin@example.com');
  await admin.goto('/admin/moderation');
  await expect(admin.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await expect(admin.getByTestId('report-card').first()).toContainText('Food safety');
  const card = admin.getByRole('article', { name: TITLE });
  await expect(card).toContainText('It smelled sour and the rice was cold.');
  await expect(card).toContainText(`Reported by Ieva Kaunietė (${reporterEmail})`);
  await expect(card).toContainText('Cook: Eglė Paulauskienė (kaunas.cook@example.com)');

  // 3. Off the menu: after a confirmation, and the visitor's open menu drops it without a reload.
  await card.getByRole('button', { name: 'Take off the menu' }).click();
  await admin
    .getByRole('dialog', { name: 'Take this meal off the menus?' })
    .getByRole('button', { name: 'Take off the menu' })
    .click();
  await expect(toast(admin, 'The meal left the menus.')).toBeVisible();
  await expect(visitorCard).toHaveCount(0);
  await expect(card.getByText('Disabled by moderation')).toBeVisible();

  // 4. The cook suspended for 7 days (the default of the two lengths).
  await card.getByRole('button', { name: 'Suspend the cook' }).click();
  const suspend = admin.getByRole('dialog', { name: 'Suspend Eglė Paulauskienė?' });
  await expect(suspend.getByRole('radio', { name: '7 days' })).toBeChecked();
  await suspend.getByRole('button', { name: 'Suspend for 7 days' }).click();
  await expect(toast(admin, 'The cook is suspended and was told by e-mail.')).toBeVisible();
  await expect(card).toContainText('Cook suspended until');

  // 5. The suspension ended the cook's sessions: they sign in again, and their workspace shows the notice with the
  // date a week from now, no Create meal, and the server says no.
  await cook.goto('/cook/my-meals');
  await expect(cook).toHaveURL(/\/auth/);
  await signIn(cook, 'kaunas.cook@example.com');
  await cook.goto('/cook/my-meals');
  const weekAhead = new Date(testNow().getTime() + 7 * 24 * 60 * 60 * 1000);
  const day = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Vilnius', month: 'short', day: 'numeric' }).format(
    weekAhead,
  );
  await expect(cook.getByTestId('suspended-notice')).toContainText(`Your account is suspended until ${day}`);
  await expect(cook.getByRole('heading', { level: 1, name: 'My kitchen' })).toBeVisible();
  await expect(cook.getByRole('button', { name: 'Create meal' })).toHaveCount(0);
  const refused = await mutate(cook, 'meals.create', mealInput(`${TITLE} again`));
  expect(refused.status()).toBe(403);
  expect(JSON.stringify(await refused.json())).toContain('suspended');

  // 6. Lifted early, and the report resolved with notes (required): it moves to the resolved tab with who did it.
  await card.getByRole('button', { name: 'Lift suspension' }).click();
  await admin
    .getByRole('dialog', { name: 'Lift the suspension of Eglė Paulauskienė?' })
    .getByRole('button', { name: 'Lift suspension' })
    .click();
  await expect(toast(admin, 'The suspension is lifted.')).toBeVisible();
  await card.getByRole('button', { name: 'Resolve' }).click();
  const resolve = admin.getByRole('dialog', { name: 'Resolve this report' });
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(resolve.getByText('Write what was decided')).toBeVisible();
  await resolve.getByRole('textbox', { name: 'What was decided' }).fill('Spoke with the cook; the fridge was broken.');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(toast(admin, 'Report resolved.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await admin.getByRole('tab', { name: /Resolved/ }).click();
  await expect(admin.getByRole('article', { name: TITLE })).toContainText('Resolved by Andrius Stankevičius');
  await expect(admin.getByRole('article', { name: TITLE })).toContainText(
    'Spoke with the cook; the fridge was broken.',
  );
  await cook.reload();
  await expect(cook.getByRole('button', { name: 'Create meal' }).first()).toBeVisible();
});
