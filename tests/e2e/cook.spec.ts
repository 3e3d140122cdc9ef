// The cook's workspace in real browsers, at desktop width and on a 390 px phone: a meal created through the three
// steps of the form with two real photos reaches an eater's open menu without a reload, the eater reserves, the
// cook marks it collected in Preorders and the eater's /activity shows the receipt. Then edits on an open menu,
// the fields that lock once people reserved, an allergen change flagged to the eater, withdrawing with its
// confirmation, and the cook's own card on the menu. Screenshots of the form, the list and the table in both
// themes and languages go to /tmp/cook-shots.
//
// Cost (CI has 2 cores): the cook and the eater sign in once per worker and every context reuses the session;
// waits are on what the user sees, never on time.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from './fixtures';
import sharp from 'sharp';
import {
  callApi,
  dateInVilnius,
  localeText,
  newMealInput,
  presetPreferences,
  settle,
  signIn,
  switchColorScheme,
  toast,
  type Language,
} from './helpers';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
type Who = 'cook' | 'eater';
const ACCOUNTS: Record<Who, string> = { cook: 'cook@example.com', eater: 'eater@example.com' };
const MENU = '/vilnius-hq/menu?day=tomorrow';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const SHOTS = '/tmp/cook-shots';

/** Signs the cook and the eater in once per worker; later contexts start signed in. */
const test = base.extend<object, { sessionOf: (who: Who) => Promise<StorageState> }>({
  sessionOf: [
    async ({ browser }, use) => {
      const sessions = new Map<Who, Promise<StorageState>>();
      const signInOnce = async (email: string) => {
        const context = await browser.newContext();
        await signIn(await context.newPage(), email);
        const state = await context.storageState();
        await context.close();
        return state;
      };
      await use((who) => {
        if (!sessions.has(who)) sessions.set(who, signInOnce(ACCOUNTS[who]));
        return sessions.get(who)!;
      });
    },
    { scope: 'worker' },
  ],
});

async function open(browser: Browser, state: StorageState, viewport: { width: number; height: number }, path: string) {
  const context = await browser.newContext({ storageState: state, viewport, hasTouch: viewport.width < 768 });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

/** Real image files, drawn by sharp: a plate of food in a given colour. */
function photoFiles(count: number, tag: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), `cook-e2e-${tag}-`));
  return Array.from({ length: count }, (_, i) => join(dir, `dish-${i + 1}.jpg`));
}
async function drawPhotos(paths: string[]) {
  await Promise.all(
    paths.map(async (path, i) => {
      const background = { r: 60 + ((i * 70) % 190), g: 120 + ((i * 40) % 120), b: 40 + ((i * 90) % 200) };
      const plate = Buffer.from(
        `<svg width="960" height="720"><circle cx="480" cy="360" r="260" fill="#f4f1ea"/><circle cx="480" cy="360" r="170" fill="rgb(${background.r},${background.g},${background.b})"/></svg>`,
      );
      const jpeg = await sharp({
        create: { width: 960, height: 720, channels: 3, background: { r: 120, g: 80, b: 50 } },
      })
        .composite([{ input: plate }])
        .jpeg({ quality: 85 })
        .toBuffer();
      writeFileSync(path, jpeg);
    }),
  );
}

/** Tomorrow in the office's time zone (the demo offices are in Vilnius). */
function tomorrowInVilnius() {
  const date = new Date(`${dateInVilnius(1)}T00:00:00Z`);
  return {
    /** As the date picker writes it in English ("Tuesday, November 24, 2026"). */
    label: new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date),
  };
}

const unique = (name: string) => `${name} ${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;
const mealForm = (page: Page) => page.getByRole('dialog', { name: /^(Create meal|Edit meal)$/ });
const menuCard = (page: Page, title: string) => page.getByTestId('meal-card').filter({ hasText: title });
const cookCard = (page: Page, title: string) => page.getByTestId('cook-meal-card').filter({ hasText: title });
/** The newest toast with this text (an earlier one with the same text may still be on screen). */

/** Steps 1 and 2 of the form, as a cook fills them in: title, price, description; tomorrow, standard window, milk. */
async function fillBasicsAndDetails(page: Page, meal: { title: string; price: string; description: string }) {
  const form = mealForm(page);
  await expect(form.getByRole('heading', { name: 'Step 1 of 3: Basics' })).toBeVisible();
  // Focus starts in the first field, not on the close button.
  await expect(form.getByRole('textbox', { name: 'Title' })).toBeFocused();
  const next = form.getByRole('button', { name: 'Next', exact: true });
  await expect(next).toBeDisabled();
  await form.getByRole('textbox', { name: 'Title' }).fill(meal.title);
  await form.getByRole('textbox', { name: 'Price per portion' }).fill(meal.price);
  await form.getByRole('textbox', { name: 'Description' }).fill(meal.description);
  await next.click();

  await expect(form.getByRole('heading', { name: 'Step 2 of 3: Details' })).toBeVisible();
  await form.getByRole('button', { name: 'One portion more' }).click();
  await expect(form.getByRole('textbox', { name: 'Total portions' })).toHaveValue('6');
  // The date picker: today is selected and has focus; tomorrow is one arrow away (also across a month's end).
  const pickupDate = form.getByRole('button', { name: 'Pickup date' });
  await pickupDate.click();
  await expect(page.locator('table button[data-selected]')).toBeFocused();
  if (dateInVilnius(1).slice(0, 7) === dateInVilnius(0).slice(0, 7)) {
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
  } else {
    // On a month's last day the arrow stops there (Mantine's calendar keeps focus within the month shown): the next
    // month's first day, through the next-month control.
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.locator('table button:not([data-outside])', { hasText: /^1$/ }).click();
  }
  await expect(pickupDate).toHaveText(tomorrowInVilnius().label);
  await form.getByRole('button', { name: /^Standard/ }).click();
  await expect(form.getByRole('button', { name: /^Standard/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(form.getByRole('textbox', { name: 'From' })).toHaveValue('12:00');
  await expect(form.getByRole('textbox', { name: 'Until' })).toHaveValue('13:00');
  // No allergen decision yet: Next stays off and says why.
  const save = form.getByRole('button', { name: 'Save and continue' });
  await expect(save).toBeDisabled();
  await expect(form.getByText('Still needed: allergens')).toBeVisible();
  await form
    .locator('label')
    .filter({ hasText: /^Milk$/ })
    .click();
  await expect(save).toBeEnabled();
  return save;
}

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`${device}: create a meal with two photos -> live on the eater's menu -> reserved -> collected -> receipt`, async ({
    browser,
    sessionOf,
  }) => {
    // About 20 s on a quiet machine; CI's runs on a busy one took over 90 s (two browsers, four pages, live updates).
    test.setTimeout(180_000);
    const title = unique(`Beetroot risotto (${device})`);
    const [photo1, photo2] = photoFiles(2, device);
    await drawPhotos([photo1!, photo2!]);

    // The eater's menu is open before the meal exists.
    const eater = await open(browser, await sessionOf('eater'), viewport, MENU);
    await expect(eater.page.getByText('Live', { exact: true })).toBeVisible();

    const cook = await open(browser, await sessionOf('cook'), viewport, '/cook/create-meal');
    const page = cook.page;
    await expect(page).toHaveURL(/\/cook\/my-meals\?modal=create-meal$/);
    const form = mealForm(page);
    if (device === 'phone') {
      // Full screen on a phone.
      await expect.poll(async () => (await form.boundingBox())?.width).toBe(PHONE.width);
    }
    const save = await fillBasicsAndDetails(page, {
      title,
      price: '6.40',
      description: 'Creamy barley and beetroot, goat cheese on top.',
    });
    await save.click();
    await expect(toast(page, 'Meal created')).toBeVisible();
    await expect(form.getByRole('heading', { name: 'Step 3 of 3: Photos' })).toBeVisible();
    // The saved meal's id joins the URL: a reload continues with it instead of creating another.
    await expect(page).toHaveURL(/modal=create-meal&meal=[0-9a-f-]{36}/);

    // Saved and published: it reaches the eater's open menu without a reload.
    await expect(menuCard(eater.page, title)).toBeVisible();

    if (device === 'phone') {
      // A phone's camera: an image input that asks for the back camera.
      await expect(form.getByRole('button', { name: 'Take a photo' })).toBeVisible();
      await expect(form.locator('input[capture="environment"][accept="image/*"]')).toHaveCount(1);
    }
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Choose photos' }).click();
    await (await chooser).setFiles([photo1!, photo2!]);
    const photos = form.getByTestId('meal-photo');
    await expect(photos).toHaveCount(2);
    await expect(form.getByText('2 of 5')).toBeVisible();
    await expect(photos.first().getByText('Cover')).toBeVisible();

    // Reorder by keyboard: the second photo becomes the cover, and focus stays with it.
    const secondSrc = await photos.nth(1).locator('img').getAttribute('src');
    await form.getByRole('button', { name: 'Move photo 2 earlier' }).focus();
    await page.keyboard.press('Enter');
    await expect(photos.first().locator('img')).toHaveAttribute('src', secondSrc!);
    await expect(form.getByRole('button', { name: 'Move photo 1 later' })).toBeFocused();
    await form.getByRole('button', { name: 'Done' }).click();
    await expect(form).toBeHidden();
    await expect(page).toHaveURL(/\/cook\/my-meals$/);

    // The list: cover first as ordered, badge, portions, price.
    const card = cookCard(page, title);
    await expect(card.locator('img')).toHaveAttribute('src', secondSrc!);
    await expect(card.getByTestId('meal-badge')).toHaveText('Active');
    await expect(card.getByTestId('meal-portions')).toHaveText('6 / 6');
    await expect(card.getByText('€6.40')).toBeVisible();

    // The eater reserves 2 (the card on the open menu shows the new cover too).
    const offer = menuCard(eater.page, title);
    await expect(offer.locator('img')).toHaveAttribute('src', secondSrc!);
    await offer.getByRole('button', { name: 'Reserve' }).click();
    const sheet = eater.page.getByRole('dialog', { name: `Reserve ${title}` });
    await sheet.getByRole('button', { name: 'One portion more' }).click();
    await sheet.getByRole('textbox', { name: 'Note to the cook (optional)' }).fill('no chili, please');
    await sheet.getByRole('button', { name: 'Confirm reservation' }).click();
    await expect(eater.page.getByText(`Reserved 2 × ${title}.`)).toBeVisible();

    // The cook: view preorders of this meal, mark collected (confirmed).
    await page.reload();
    await expect(card.getByTestId('meal-reserved')).toHaveText('2');
    await card.getByRole('button', { name: `Preorders of ${title}` }).click();
    await expect(page).toHaveURL(/\/cook\/preorders\?meal=[0-9a-f-]{36}$/);
    await expect(page.getByText(`Preorders of ${title}`)).toBeVisible();
    await expect(page.getByTestId('summary-portions')).toHaveText('2');
    await expect(page.getByTestId('summary-revenue')).toHaveText('€12.80');
    // The eater's note is beside their name.
    await expect(
      page
        .getByTestId(device === 'desktop' ? 'preorder-row' : 'preorder-item')
        .filter({ hasText: title })
        .getByTestId('reservation-note'),
    ).toHaveText('Note: “no chili, please”');
    const collect = page.getByRole('button', { name: `Mark collected: Tomas Jankauskas, ${title}` });
    await collect.click();
    const confirm = page.getByRole('dialog', { name: 'Mark as collected?' });
    await expect(confirm.getByText(`Tomas Jankauskas picked up 2 × ${title} and paid €12.80 in cash.`)).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Not yet' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Mark collected' }).click();
    await expect(toast(page, 'Marked as collected and paid')).toBeVisible();
    await expect(collect).toBeHidden();
    const row = page.getByTestId(device === 'desktop' ? 'preorder-row' : 'preorder-item').filter({ hasText: title });
    await expect(row.getByTestId('preorder-status')).toHaveText('Collected');
    await expect(row.getByTestId('payment-status')).toHaveText('Paid');
    await expect(page.getByTestId('summary-portions')).toHaveText('0');

    // The eater's activity shows the receipt.
    await eater.page.goto('/activity');
    const reservation = eater.page.getByTestId('preorder-card').filter({ hasText: title });
    await expect(reservation.getByText('Collected', { exact: true })).toBeVisible();
    const receipt = reservation.locator('[aria-label="Receipt"]');
    await expect(receipt.getByText('Receipt')).toBeVisible();
    await expect(receipt.getByText('€12.80')).toBeVisible();
    await expect(receipt.getByText('Cash')).toBeVisible();

    await Promise.all([eater.context.close(), cook.context.close()]);
  });
}

test('edits reach an open menu; own-meal card; a reservation during an edit locks the price (refused, nothing typed lost); allergen change flagged; withdraw', async ({
  browser,
  sessionOf,
}) => {
  test.setTimeout(180_000);
  const title = unique('Mushroom dumplings');
  const eater = await open(browser, await sessionOf('eater'), DESKTOP, MENU);
  await expect(eater.page.getByText('Live', { exact: true })).toBeVisible();
  const cook = await open(browser, await sessionOf('cook'), DESKTOP, '/cook/my-meals?modal=create-meal');
  const page = cook.page;

  const save = await fillBasicsAndDetails(page, { title, price: '5', description: 'Handmade, with sour cream.' });
  await save.click();
  await expect(toast(page, 'Meal created')).toBeVisible();
  await mealForm(page).getByRole('button', { name: 'Done' }).click();
  await expect(menuCard(eater.page, title)).toBeVisible();

  // An edit of the description arrives on the open menu without a reload.
  const card = cookCard(page, title);
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/modal=edit-meal&meal=[0-9a-f-]{36}/);
  let form = mealForm(page);
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await form.getByRole('textbox', { name: 'Description' }).fill('Handmade, with sour cream and dill.');
  // The form survives a reload (it opens from the URL).
  await page.reload();
  form = mealForm(page);
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('Handmade, with sour cream.');
  await form.getByRole('textbox', { name: 'Description' }).fill('Handmade, with sour cream and dill.');
  await form.getByRole('button', { name: 'Next', exact: true }).click();
  await form.getByRole('button', { name: 'Next', exact: true }).click();
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Meal updated')).toBeVisible();
  await expect(menuCard(eater.page, title).getByText('Handmade, with sour cream and dill.')).toBeVisible();

  // The cook's own card on the menu: "Your meal", no Reserve button.
  const cookMenu = await cook.context.newPage();
  await cookMenu.goto(MENU);
  const own = menuCard(cookMenu, title);
  await expect(own.getByText('Your meal')).toBeVisible();
  await expect(own.getByRole('button', { name: 'Reserve' })).toHaveCount(0);
  await expect(own.getByRole('link', { name: 'Manage my meals' })).toBeVisible();
  await cookMenu.close();

  // The cook starts another edit (a new price, a longer description) while the eater reserves one.
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  form = mealForm(page);
  await form.getByRole('textbox', { name: 'Price per portion' }).fill('5.5');
  await form.getByRole('textbox', { name: 'Description' }).fill('Handmade, with sour cream, dill and crispy onions.');
  await menuCard(eater.page, title).getByRole('button', { name: 'Reserve' }).click();
  await eater.page
    .getByRole('dialog', { name: `Reserve ${title}` })
    .getByRole('button', { name: 'Confirm reservation' })
    .click();
  await expect(eater.page.getByText(`Reserved 1 × ${title}.`)).toBeVisible();
  // The server refuses the price with its catalogue text; the price goes back, the description typed stays.
  await form.getByRole('button', { name: 'Next', exact: true }).click();
  await form.getByRole('button', { name: 'Next', exact: true }).click();
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Failed to save meal')).toContainText(
    'People have reserved this meal: its price, pickup date, pickup time and cutoff can no longer change.',
  );
  await form.getByRole('button', { name: 'Back' }).click();
  await form.getByRole('button', { name: 'Back' }).click();
  await expect(form.getByText('Colleagues have reserved this meal')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Price per portion' })).toHaveValue('5');
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'Handmade, with sour cream, dill and crispy onions.',
  );
  await form.getByRole('button', { name: 'Next', exact: true }).click();
  await form.getByRole('button', { name: 'Next', exact: true }).click();
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Meal updated')).toBeVisible();
  await expect(form).toBeHidden();
  const updated = menuCard(eater.page, title);
  await expect(updated.getByText('Handmade, with sour cream, dill and crispy onions.')).toBeVisible();
  await expect(updated.getByText('€5.00')).toBeVisible();

  // Opened again: price, date, window and cutoff are locked and say why; portions cannot go below the one taken.
  await page.reload();
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  form = mealForm(page);
  await expect(form.getByText('Colleagues have reserved this meal')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Price per portion' })).toBeDisabled();
  await form.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Pickup date' })).toBeDisabled();
  await expect(form.getByRole('textbox', { name: 'From' })).toBeDisabled();
  await expect(form.getByRole('button', { name: /^Early/ })).toBeDisabled();
  await expect(form.getByText('1 portion is already taken')).toBeVisible();
  // Allergens stay editable; the eater who reserved is told.
  await form
    .locator('label')
    .filter({ hasText: /^Eggs$/ })
    .click();
  await form.getByRole('button', { name: 'Next', exact: true }).click();
  await form.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Meal updated')).toBeVisible();
  await eater.page.goto('/activity');
  const reservation = eater.page.getByTestId('preorder-card').filter({ hasText: title });
  const changed = reservation.getByTestId('allergens-changed');
  await expect(changed.getByText('The allergens changed')).toBeVisible();
  await expect(changed.getByText('Eggs')).toBeVisible();
  await expect(changed.getByText('Milk')).toBeVisible();

  // Withdraw: the confirmation says what it cancels; the eater sees why, with the cook's note.
  await page.reload();
  await card.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Withdraw meal' }).click();
  const withdraw = page.getByRole('dialog', { name: `Withdraw ${title}?` });
  await expect(withdraw.getByTestId('withdraw-consequence')).toHaveText(/^This cancels 1 reservation\./);
  await expect(withdraw.getByRole('button', { name: 'Keep the meal' })).toBeFocused();
  await withdraw.getByRole('textbox', { name: 'Note to the eaters' }).fill('Sorry, my oven broke.');
  await withdraw.getByRole('button', { name: 'Withdraw meal' }).click();
  await expect(toast(page, 'Meal withdrawn. 1 reservation cancelled.')).toBeVisible();
  await expect(card.getByTestId('meal-badge')).toHaveText('Withdrawn');
  await expect(card.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
  await eater.page.reload();
  await expect(reservation.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(reservation.getByTestId('meal-withdrawn')).toContainText('The cook withdrew this meal');
  await expect(reservation.getByTestId('meal-withdrawn')).toContainText('Sorry, my oven broke.');

  await Promise.all([eater.context.close(), cook.context.close()]);
});

test('weekly series from the form: Repeat weekly on Monday and Thursday for 2 weeks publishes 4 meals', async ({
  browser,
  sessionOf,
}) => {
  const title = unique('Weekly soup');
  const cook = await open(browser, await sessionOf('cook'), DESKTOP, '/cook/my-meals?modal=create-meal');
  const page = cook.page;
  await fillBasicsAndDetails(page, { title, price: '4', description: 'Every week.' });
  const form = mealForm(page);
  await form.getByRole('switch', { name: 'Repeat weekly' }).click();
  await form.locator('label').filter({ hasText: /^Mon$/ }).click();
  await expect(form.getByRole('checkbox', { name: 'Mon' })).toBeChecked();
  await form.locator('label').filter({ hasText: /^Thu$/ }).click();
  await expect(form.getByRole('checkbox', { name: 'Thu' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Number of weeks (1–8)' })).toHaveValue('2');
  await form.getByRole('button', { name: 'Publish series' }).click();
  await expect(toast(page, '4 meals published.')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  const cards = cookCard(page, title);
  await expect(cards).toHaveCount(4);
  await expect(cards.getByTestId('series-badge')).toHaveCount(4);
  await cook.context.close();
});

test('weekly series: each day its own card with the series badge; Stop series from the later day keeps the earlier', async ({
  browser,
  sessionOf,
}) => {
  const title = unique('Weekly pilaf');
  const cook = await open(browser, await sessionOf('cook'), DESKTOP, '/cook/my-meals');
  const page = cook.page;
  const { pickupDate: _date, cutoffDate: _cutoff, ...fields } = newMealInput(title, 4);
  const series = await callApi<{ meals: { pickupDate: string }[] }>(page, 'meals.createSeries', {
    ...fields,
    weekdays: [3],
    weeks: 2,
  });
  expect(series.meals).toHaveLength(2);
  await page.reload();
  const cards = cookCard(page, title);
  await expect(cards).toHaveCount(2);
  await expect(cards.getByTestId('series-badge')).toHaveCount(2);
  // Newest pickup first: the first card is the later day.
  const later = cards.first();
  await later.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Stop series' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Keep the series' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Stop series' }).click();
  await expect(toast(page, 'Series stopped: 1 meal withdrawn.')).toBeVisible();
  await expect(cards.first().getByTestId('meal-badge')).toHaveText('Withdrawn');
  await expect(cards.last().getByTestId('meal-badge')).not.toHaveText('Withdrawn');
  await cook.context.close();
});

test('photos: at most 5 (extra files dropped with the limit toast), images only, remove', async ({
  browser,
  sessionOf,
}) => {
  const title = unique('Five photo stew');
  const files = photoFiles(6, 'limit');
  await drawPhotos(files);
  const text = join(mkdtempSync(join(tmpdir(), 'cook-e2e-text-')), 'notes.txt');
  writeFileSync(text, 'not a photo');
  const cook = await open(browser, await sessionOf('cook'), DESKTOP, '/cook/my-meals?modal=create-meal');
  const page = cook.page;
  const save = await fillBasicsAndDetails(page, { title, price: '4.5', description: '' });
  await save.click();
  const form = mealForm(page);
  await expect(form.getByRole('heading', { name: 'Step 3 of 3: Photos' })).toBeVisible();

  const choose = async (paths: string[]) => {
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Choose photos' }).click();
    await (await chooser).setFiles(paths);
  };
  await choose([text]);
  await expect(toast(page, 'Only JPEG, PNG or WebP photos can be uploaded.')).toBeVisible();
  await choose(files);
  await expect(toast(page, 'Maximum 5 photos allowed')).toBeVisible();
  await expect(form.getByTestId('meal-photo')).toHaveCount(5);
  await expect(form.getByText('5 of 5')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Choose photos' })).toBeDisabled();

  await form.getByRole('button', { name: 'Remove photo 3' }).click();
  await expect(toast(page, 'Photo removed')).toBeVisible();
  await expect(form.getByTestId('meal-photo')).toHaveCount(4);
  await expect(form.getByRole('button', { name: 'Choose photos' })).toBeEnabled();
  await cook.context.close();
});

// ---------------------------------------------------------------------------------------------------------------
// Screenshots of the form's steps, the meals list and the preorders table: light and dark, English and Lithuanian,
// at 390 px and at desktop width, written to /tmp/cook-shots for a person to look at. They assert little, so they
// run only when asked (COOK_SHOTS=1 npx playwright test cook), which keeps the suite's cost down on CI's 2 cores.
// The scheme is switched in place, so each language costs one load per page.

/** Both schemes of what is on screen now: the whole page, or the viewport with a dialog (its content scrolls). */
async function shoot(page: Page, name: string, dialog?: Locator) {
  await settle(page);
  for (const scheme of ['light', 'dark'] as const) {
    await switchColorScheme(page, scheme);
    await settle(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${scheme}.png`, fullPage: !dialog });
    if (dialog) {
      // The end of a long step too (its sticky buttons over the last fields).
      const scrolled = await dialog.evaluate((element) => {
        const box = element.closest('.mantine-Modal-content') ?? element;
        if (box.scrollHeight <= box.clientHeight) return false;
        box.scrollTop = box.scrollHeight;
        return true;
      });
      if (scrolled) {
        await page.screenshot({ path: `${SHOTS}/${name}-end-${scheme}.png` });
        await dialog.evaluate((element) => (element.closest('.mantine-Modal-content') ?? element).scrollTo(0, 0));
      }
    }
  }
}

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`screenshots: ${device}, light and dark, en and lt`, async ({ browser, sessionOf }) => {
    test.skip(!process.env.COOK_SHOTS, 'screenshots for review: set COOK_SHOTS=1');
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    for (const language of ['en', 'lt'] as const satisfies Language[]) {
      const context = await browser.newContext({
        storageState: await sessionOf('cook'),
        viewport,
        hasTouch: viewport.width < 768,
      });
      await presetPreferences(context, 'light', language);
      const page = await context.newPage();
      const tag = `${device}-${language}`;
      const text = (key: string) => localeText(language, 'cook', key);

      await page.goto('/cook/my-meals');
      await expect(page.getByTestId('cook-meal-card').first()).toBeVisible();
      await shoot(page, `meals-${tag}`);

      await page.goto('/cook/preorders');
      await expect(page.getByTestId('summary-portions')).toBeVisible();
      await shoot(page, `preorders-${tag}`);

      // The create form's first two steps, then the photos of a meal that has one (the demo salmon bowl).
      await page.goto('/cook/my-meals?modal=create-meal');
      let form = page.getByRole('dialog', { name: text('form.createTitle') });
      await expect(form.getByRole('textbox', { name: text('form.title') })).toBeFocused();
      await form.getByRole('textbox', { name: text('form.title') }).fill('Lentil soup with smoked paprika');
      await form.getByRole('textbox', { name: text('form.price') }).pressSequentially('4.5');
      await shoot(page, `form-1-${tag}`, form);
      await form.getByRole('button', { name: text('form.next'), exact: true }).click();
      await form.getByRole('button', { name: text('form.advanced') }).click();
      await expect(form.getByRole('textbox', { name: text('form.cutoffTime') })).toBeVisible();
      await shoot(page, `form-2-${tag}`, form);

      await page.goto('/cook/my-meals');
      await cookCard(page, 'Salmon poke bowl')
        .getByRole('button', { name: text('card.actions.editMeal').replace('{{meal}}', 'Salmon poke bowl') })
        .click();
      form = page.getByRole('dialog', { name: text('form.editTitle') });
      const next = form.getByRole('button', { name: text('form.next'), exact: true });
      await next.click();
      await next.click();
      await expect(form.getByTestId('meal-photo').first()).toBeVisible();
      await shoot(page, `form-3-${tag}`, form);
      await context.close();
    }
  });
}
