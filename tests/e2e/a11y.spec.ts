// The accessibility gate: axe-core checks every page for every kind of user, in light and dark, in English and
// Lithuanian, dialogs and menus open too, and fails on any serious or critical WCAG 2.x A/AA violation, and on a
// block element inside a paragraph (invalid HTML).
//
// HOW TO ADD A PAGE: add one row to PAGES below: who sees it, a name for the failure message, the path, and when
// the page needs a click to reach the state worth checking (a dialog, a menu), an `open` step. `ready` says what
// proves the page has loaded when its h1 does not (the default), and `phone: true` checks it at 390 x 844. Every
// row runs in the 4 states (light/dark x en/lt); nothing else needs changing.
//
// Cost (CI has 2 cores): one test per user, on one page of one browser context whose user signed in once per worker
// (the storage state is reused). Each row is loaded once, in English; Lithuanian, light and dark are checked on that
// load, each switched in place as another tab's choice would switch it, so a row costs one navigation and four axe
// runs (all rules in one scheme per language, the colour rules in the other). The `open` step runs in English; an
// `offline` step runs again in each language.
// Set A11Y_ONLY=<regular expression> to check only the rows whose name matches.
// Set A11Y_REPORT=<file> to append every violation found, of any impact, as JSON lines (for counting by rule).
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, testNow, type Browser, type BrowserContext, type Locator, type Page } from './fixtures';
import {
  callApi,
  dateInVilnius,
  languageCookie,
  localeText,
  newMealInput,
  plainMeal,
  presetPreferences,
  settle,
  signIn,
  switchColorScheme,
  switchLanguage,
  tomorrowInVilnius,
  vilniusTime,
  type ColorScheme,
  type Language,
} from './helpers';

type Who = 'visitor' | 'eater' | 'cook' | 'admin' | 'superAdmin' | 'newcomer';

export interface A11yPage {
  who: Who;
  /** Names the page in failure messages. */
  name: string;
  path: string;
  /** Check at 390 x 844 (a phone) instead of 1280 x 900. */
  phone?: boolean;
  /** What shows that the page has loaded; the default is its h1. */
  ready?: (page: Page) => Locator;
  /** Brings the loaded page into the state to check (opens a dialog or a menu), and waits for it. */
  open?: (page: Page, language: Language) => Promise<void>;
  /**
   * Then takes the network away (the page stays loaded) and runs `offline` to reach the state to check, as a phone
   * on weak office Wi-Fi would see it; the network comes back before the next row.
   */
  offline?: (page: Page, language: Language) => Promise<void>;
}

const ACCOUNTS: Record<Exclude<Who, 'visitor'>, string> = {
  eater: 'eater@example.com',
  cook: 'cook@example.com',
  admin: 'admin@example.com',
  // What only a super admin opens (docs/decisions/039-admins-scoped-to-their-organization.md): new organizations,
  // the template editor.
  superAdmin: 'super@example.com',
  newcomer: 'newcomer@example.com',
};

const MENU = '/vilnius-hq/menu?day=tomorrow';
/** The whole week: the demo meals are there whatever the hour (tomorrow's become today's after midnight). */
const WEEK_MENU = '/vilnius-hq/menu?day=week';
/** The eater's reservation for the cancel dialog: a meal the other journeys do not count portions of. */
const MEAL_TO_RESERVE = 'Šaltibarščiai cold beet soup';
/** A menu has loaded: its meals, or the sample menu of an empty day. */
const menuLoaded = (page: Page) => page.getByTestId('meal-card').or(page.getByTestId('sample-menu')).first();

const dialog = (page: Page) => page.getByRole('dialog');

async function openAccountMenu(page: Page, language: Language) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: localeText(language, 'common', 'account.menu') })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
}

async function openNavigationDrawer(page: Page, language: Language) {
  await page.getByRole('button', { name: localeText(language, 'common', 'nav.openMenu') }).click();
  await expect(dialog(page)).toBeVisible();
}

async function openReserveDialog(page: Page, language: Language, meal?: string) {
  const cards = meal ? page.getByTestId('meal-card').filter({ hasText: meal }) : page.getByTestId('meal-card');
  await cards
    .getByRole('button', { name: localeText(language, 'menu', 'card.reserve'), disabled: false })
    .first()
    .click();
  const confirm = dialog(page).getByRole('button', { name: localeText(language, 'menu', 'dialog.confirm') });
  await expect(confirm).toBeVisible();
  // Focus starts on the quantity, or on a phone on the confirm button (no keyboard over the sheet); never on close.
  const phone = page.viewportSize()!.width < 768;
  await expect(
    phone ? confirm : dialog(page).getByRole('textbox', { name: localeText(language, 'menu', 'dialog.quantity') }),
  ).toBeFocused();
}

async function openCancelDialog(page: Page, language: Language) {
  const cancel = () =>
    page.getByTestId('preorder-card').getByRole('button', { name: localeText(language, 'activity', 'cancel.button') });
  if ((await cancel().count()) === 0) {
    // No open reservation yet: make one, as the eater would.
    await page.goto(WEEK_MENU);
    await openReserveDialog(page, language, MEAL_TO_RESERVE);
    await dialog(page)
      .getByRole('button', { name: localeText(language, 'menu', 'dialog.confirm') })
      .click();
    await expect(dialog(page)).toBeHidden();
    await page.goto('/activity');
    await settle(page);
  }
  await cancel().first().click();
  await expect(
    dialog(page).getByRole('button', { name: localeText(language, 'activity', 'cancel.confirm') }),
  ).toBeVisible();
  await expect(
    dialog(page).getByRole('button', { name: localeText(language, 'activity', 'cancel.keep') }),
  ).toBeFocused();
}

/** The wish board has loaded: its cards (the demo world's wishes). */
const wishesLoaded = (page: Page) => page.getByTestId('wish-card').first();

async function openPostWishDialog(page: Page, language: Language) {
  await page.getByRole('button', { name: localeText(language, 'wishes', 'post.button') }).click();
  await expect(dialog(page).getByLabel(localeText(language, 'wishes', 'post.titleLabel'))).toBeFocused();
}

/** The confirmation before the eater withdraws their own wish (the demo world's "Kibinai with lamb"). */
async function openWithdrawWishDialog(page: Page, language: Language) {
  await page
    .getByRole('button', { name: localeText(language, 'wishes', 'card.withdraw') })
    .first()
    .click();
  await expect(
    dialog(page).getByRole('button', { name: localeText(language, 'wishes', 'withdraw.confirm') }),
  ).toBeVisible();
}

/** The meal form a cook opens with "Cook it" on a wish, at its step 2 with the minimum on (Conditional meals). */
async function openClaimFormMinimum(page: Page, language: Language) {
  await page
    .getByRole('link', { name: new RegExp(`^${localeText(language, 'wishes', 'claim.cook')}: `) })
    .first()
    .click();
  const form = dialog(page);
  await form.getByRole('button', { name: cookText(language, 'form.next'), exact: true }).click();
  await expect(form.getByRole('textbox', { name: cookText(language, 'minimum.label') })).toBeVisible();
}

/**
 * The claiming cook's "Who backs it" dialog: the cook posts a wish of their own and claims it with a new meal (each
 * run its own, so the demo world's wishes stay open for the other rows).
 */
async function openWishBackersDialog(page: Page, language: Language) {
  const title = `A11y claimed wish ${Date.now().toString(36)}`;
  const wish = await callApi<{ id: string }>(page, 'wishes.post', { slug: 'vilnius-hq', title });
  await callApi(page, 'meals.create', { ...newMealInput(title, 4), ...plainMeal, minimumPortions: 2, wishId: wish.id });
  await page.reload();
  await page
    .getByTestId('wish-card')
    .filter({ hasText: title })
    .getByRole('button', { name: localeText(language, 'wishes', 'claim.backers') })
    .click();
  await expect(dialog(page).getByTestId('wish-backers')).toBeVisible();
}

/** The report dialog of the first wish that is not the eater's own (office days and wish moderation). */
async function openReportWishDialog(page: Page, language: Language) {
  await page
    .getByRole('button', {
      name: new RegExp(`^${localeText(language, 'wishes', 'card.reportOf').split('{{title}}')[0]}`),
    })
    .first()
    .click();
  await expect(dialog(page).getByRole('button', { name: localeText(language, 'menu', 'report.send') })).toBeVisible();
}

/** The forecast above a new meal's form, opened: its table (a list on a phone), or its empty state in a small office. */
async function openForecast(page: Page, language: Language) {
  await dialog(page)
    .getByRole('button', { name: localeText(language, 'cook', 'forecast.title') })
    .click();
  await expect(
    dialog(page)
      .getByTestId(/^forecast-(table|empty|day-line)$/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
}

/** The meal form of the create-meal link (step 1 has focus in its title field, not on the close button). */
const mealFormReady = (page: Page) => page.getByRole('dialog').getByRole('heading', { level: 3 }).first();
const cookText = (language: Language, key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, value),
    localeText(language, 'cook', key),
  );
/** A demo meal of the cook that nobody reserves (its form has no locked fields). */
const UNRESERVED_MEAL = 'Salmon poke bowl';
/** The demo meal of the cook an eater reserves for the mark-collected dialog. */
const MEAL_TO_COLLECT = 'Cepelinai with mushroom sauce';

async function openMealFormStep2(page: Page, language: Language) {
  const form = dialog(page);
  await expect(form.getByRole('textbox', { name: cookText(language, 'form.title') })).toBeFocused();
  await form.getByRole('textbox', { name: cookText(language, 'form.title') }).fill('Accessible lentil soup');
  await form.getByRole('textbox', { name: cookText(language, 'form.price') }).pressSequentially('4');
  await form.getByRole('button', { name: cookText(language, 'form.next'), exact: true }).click();
  await form.getByRole('button', { name: cookText(language, 'form.advanced') }).click();
  await expect(form.getByRole('textbox', { name: cookText(language, 'form.cutoffTime') })).toBeVisible();
}

/** Step 2 of a new meal with "Repeat weekly" on: the weekday chips and the number of weeks. */
async function openRepeatWeekly(page: Page, language: Language) {
  await openMealFormStep2(page, language);
  await dialog(page)
    .getByRole('switch', { name: cookText(language, 'form.series.repeat') })
    .click();
  await expect(dialog(page).getByRole('group', { name: cookText(language, 'form.series.weekdays') })).toBeVisible();
}

async function openMealActions(page: Page, language: Language) {
  await page
    .getByTestId('cook-meal-card')
    .filter({ hasText: UNRESERVED_MEAL })
    .getByRole('button', { name: cookText(language, 'card.actions.more', { meal: UNRESERVED_MEAL }) })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
}

async function openMealPhotosStep(page: Page, language: Language) {
  await page
    .getByTestId('cook-meal-card')
    .filter({ hasText: UNRESERVED_MEAL })
    .getByRole('button', { name: cookText(language, 'card.actions.editMeal', { meal: UNRESERVED_MEAL }) })
    .click();
  const next = dialog(page).getByRole('button', { name: cookText(language, 'form.next'), exact: true });
  await next.click();
  await next.click();
  await expect(dialog(page).getByTestId('meal-photo').first()).toBeVisible();
}

async function openWithdrawDialog(page: Page, language: Language) {
  await openMealActions(page, language);
  await page.getByRole('menuitem', { name: cookText(language, 'card.actions.withdraw') }).click();
  await expect(dialog(page).getByRole('button', { name: cookText(language, 'withdraw.keep') })).toBeFocused();
  await expect(dialog(page).getByTestId('withdraw-consequence')).toBeVisible();
}

/** A weekly series made for the occasion (the seed has none), then "Stop series" on its first meal. */
async function openStopSeriesDialog(page: Page, language: Language) {
  const { pickupDate: _date, cutoffDate: _cutoff, ...fields } = newMealInput('Weekly a11y stew', 4);
  await callApi(page, 'meals.createSeries', { ...fields, weekdays: [1], weeks: 1 });
  await page.reload();
  await page
    .getByTestId('cook-meal-card')
    .filter({ hasText: 'Weekly a11y stew' })
    .first()
    .getByRole('button', { name: cookText(language, 'card.actions.more', { meal: 'Weekly a11y stew' }) })
    .click();
  await page.getByRole('menuitem', { name: cookText(language, 'card.actions.stopSeries') }).click();
  await expect(dialog(page).getByRole('button', { name: cookText(language, 'stopSeries.keep') })).toBeFocused();
  await expect(dialog(page).getByTestId('stop-series-consequence')).toBeVisible();
}

async function openCookAgainDialog(page: Page, language: Language) {
  await openMealActions(page, language);
  await page.getByRole('menuitem', { name: cookText(language, 'card.actions.cookAgain') }).click();
  await expect(dialog(page).getByRole('button', { name: cookText(language, 'cookAgain.confirm') })).toBeVisible();
}

async function openCollectDialog(page: Page, language: Language) {
  const collect = () =>
    page.getByRole('button', { name: new RegExp(`^${cookText(language, 'preorders.markCollected')}: `) });
  if ((await collect().count()) === 0) {
    // No unpaid reservation of the cook's meals yet: the eater makes one.
    const context = await page.context().browser()!.newContext();
    const eater = await context.newPage();
    await signIn(eater, ACCOUNTS.eater);
    await eater.goto(WEEK_MENU);
    await eater
      .getByTestId('meal-card')
      .filter({ hasText: MEAL_TO_COLLECT })
      .getByRole('button', { name: 'Reserve', disabled: false })
      .click();
    await dialog(eater).getByRole('button', { name: 'Confirm reservation' }).click();
    await expect(dialog(eater)).toBeHidden();
    await context.close();
    await page.reload();
    await settle(page);
  }
  await collect().first().click();
  await expect(dialog(page).getByRole('button', { name: cookText(language, 'preorders.notYet') })).toBeFocused();
}

/** A reservation of `cookEmail`'s new meal by the eater (pay-up rows); answers the eater's page and the preorder. */
async function reservationFrom(page: Page, cookEmail: string, details: boolean) {
  const context = await page.context().browser()!.newContext();
  const cook = await context.newPage();
  await signIn(cook, cookEmail);
  if (details) {
    await callApi(cook, 'profile.setPaymentDetails', { iban: 'LT121000011101001000', holder: 'Jonas Kazlauskas' });
  }
  const meal = await callApi<{ id: string }>(cook, 'meals.create', {
    ...newMealInput(`A11y pay-up ${Date.now().toString(36).slice(-5)}`, 4),
    pickupDate: dateInVilnius(45),
  });
  await context.close();
  const eaterContext = await page.context().browser()!.newContext();
  const eater = await eaterContext.newPage();
  await signIn(eater, ACCOUNTS.eater);
  const preorder = await callApi<{ id: string }>(eater, 'preorders.reserve', { mealId: meal.id, quantity: 1 });
  return { eater, eaterContext, preorder };
}

/** The eater's pay-up dialog (amount, reference, IBAN, the QR code, "I paid"). */
async function openPayDialog(page: Page, language: Language) {
  const { eaterContext } = await reservationFrom(page, 'cook2@example.com', true);
  await eaterContext.close();
  await page.reload();
  await settle(page);
  await page
    .getByRole('button', { name: new RegExp(`^${localeText(language, 'activity', 'payUp.button').split(' ')[0]} `) })
    .first()
    .click();
  await expect(dialog(page).getByTestId('pay-qr').locator('svg')).toBeAttached();
}

/** The cook's "Did the payment arrive?" dialog for a reservation whose eater said they paid. */
async function openClaimDialog(page: Page, language: Language) {
  const { eater, eaterContext, preorder } = await reservationFrom(page, ACCOUNTS.cook, false);
  await callApi(eater, 'preorders.claimPaid', { preorderId: preorder.id });
  await eaterContext.close();
  await page.reload();
  await settle(page);
  await page
    .getByRole('button', { name: new RegExp(`^${cookText(language, 'payUp.review')}: `) })
    .first()
    .click();
  await expect(dialog(page).getByRole('button', { name: cookText(language, 'preorders.notYet') })).toBeFocused();
}

const ledgerText = (language: Language, key: string) => localeText(language, 'ledger', key);

/**
 * The cook's ledger with a debt to settle, and its settle dialog: when nobody owes the cook yet, Jonas (cook2)
 * reserves a meal of the cook a month ahead (off the menus the other rows check), and the cook records it as
 * collected, paid later.
 */
async function openSettleDialog(page: Page, language: Language) {
  const settleButton = () =>
    page.getByRole('button', { name: new RegExp(`^${ledgerText(language, 'cook.settleFor').replace(/\{\{.*$/, '')}`) });
  if ((await settleButton().count()) === 0) {
    const date = new Date(`${tomorrowInVilnius()}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + 30);
    const meal = await callApi<{ id: string }>(page, 'meals.create', {
      ...newMealInput(`A11y ${language} ledger pie`, 4),
      ...plainMeal,
      priceCents: 480,
      pickupDate: date.toISOString().slice(0, 10),
    });
    const preorder = await asUser(page, 'cook2@example.com', (cook2) =>
      callApi<{ id: string }>(cook2, 'preorders.reserve', { mealId: meal.id, quantity: 1 }),
    );
    await callApi(page, 'preorders.markCollected', { preorderId: preorder.id, payLater: true });
    await page.reload();
    await settle(page);
  }
  await settleButton().first().click();
  await expect(dialog(page).getByRole('button', { name: ledgerText(language, 'settle.cancel') })).toBeFocused();
}

/** Runs `act` as another demo user in a context of its own (to set up a state the checked user then sees). */
async function asUser<T>(page: Page, email: string, act: (other: Page) => Promise<T>) {
  const context = await page.context().browser()!.newContext();
  try {
    const other = await context.newPage();
    await signIn(other, email);
    return await act(other);
  } finally {
    await context.close();
  }
}

const waitlistAndHandoversText = (language: Language, key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)),
    localeText(language, 'waitlist-and-handovers', key),
  );

/**
 * The waitlist and hand-over states for the eater, one set per language (the two language tests may run at once): a sold-out meal
 * (its waitlist), a reservation another colleague offers to anyone (up for grabs) and one offered to the eater.
 */
async function colleagueStates(page: Page, language: Language) {
  const title = `A11y ${language} sold-out stew`;
  const week = await callApi<{ title: string }[]>(page, 'menu.meals', { slug: 'vilnius-hq', day: 'week' }, 'query');
  if (week.some((meal) => meal.title === title)) return;
  await asUser(page, 'cook2@example.com', async (cook2) => {
    const meal = (input: { title: string; totalPortions: number }) =>
      callApi<{ id: string }>(cook2, 'meals.create', {
        ...newMealInput(input.title, input.totalPortions),
        ...plainMeal,
        priceCents: 500,
      });
    const soldOut = await meal({ title, totalPortions: 1 });
    const offered = await meal({ title: `A11y ${language} offered soup`, totalPortions: 4 });
    await asUser(page, 'cook@example.com', async (cook) => {
      await callApi(cook, 'preorders.reserve', { mealId: soldOut.id, quantity: 1 });
      const grab = await callApi<{ id: string }>(cook, 'preorders.reserve', { mealId: offered.id, quantity: 1 });
      await callApi(cook, 'handovers.offer', { preorderId: grab.id, toUserId: null });
      const named = await callApi<{ id: string }>(cook, 'preorders.reserve', { mealId: offered.id, quantity: 2 });
      const [tomas] = await callApi<{ id: string }[]>(
        cook,
        'handovers.colleagues',
        { query: 'Tomas Jankauskas' },
        'query',
      );
      await callApi(cook, 'handovers.offer', { preorderId: named.id, toUserId: tomas!.id });
    });
  });
  await page.reload();
}

/**
 * A meal of tomorrow shared by a fair draw that the eater entered (made once per language): the card's draw note
 * and its Leave button (client/features/menu/draw-action.tsx).
 */
async function drawEntered(page: Page, language: Language) {
  const title = `A11y ${language} draw dumplings`;
  const week = await callApi<{ title: string }[]>(page, 'menu.meals', { slug: 'vilnius-hq', day: 'week' }, 'query');
  if (!week.some((meal) => meal.title === title)) {
    const meal = await asUser(page, 'cook2@example.com', (cook2) =>
      callApi<{ id: string }>(cook2, 'meals.create', {
        ...newMealInput(title, 4),
        ...plainMeal,
        drawUntil: { date: tomorrowInVilnius(), time: '10:00' },
      }),
    );
    await callApi(page, 'draws.enter', { mealId: meal.id, quantity: 1 });
    await page.reload();
  }
  await expect(page.getByTestId('meal-card').filter({ hasText: title }).getByTestId('draw-entry')).toBeVisible();
}

/** The cook's dashboard with a meal of today that a colleague reserved (made once per language); its title. */
async function todayMealReserved(page: Page, language: Language) {
  const title = `A11y ${language} kitchen soup`;
  const today = await callApi<{ meals: { title: string }[] }>(page, 'meals.dashboard', undefined, 'query');
  if (!today.meals.some((meal) => meal.title === title)) {
    const meal = await callApi<{ id: string }>(page, 'meals.create', {
      ...newMealInput(title, 3),
      pickupDate: dateInVilnius(0),
      pickupStart: '12:00',
      pickupEnd: '13:00',
      cutoffDate: null,
      cutoffTime: '11:30',
    });
    await asUser(page, 'eater@example.com', (eater) =>
      callApi(eater, 'preorders.reserve', { mealId: meal.id, quantity: 1 }),
    );
    await page.reload();
  }
  return title;
}

/** The "It's in the kitchen" or "Message eaters" dialog of today's reserved meal. */
async function openTellDialog(page: Page, language: Language, kind: 'ready' | 'message') {
  const title = await todayMealReserved(page, language);
  const label = (key: string) => localeText(language, 'cook', `tell.${key}`).replace('{{meal}}', title);
  await page.getByRole('button', { name: label(kind === 'ready' ? 'readyFor' : 'messageFor') }).click();
  await expect(dialog(page).getByRole('textbox')).toBeFocused();
}

/** The last call's confirmation on today's reserved meal (opened, never confirmed). */
async function openLastCallDialog(page: Page, language: Language) {
  const title = await todayMealReserved(page, language);
  const label = localeText(language, 'dashboard', 'cook.lastCall.buttonFor').replace('{{meal}}', title);
  await page.getByRole('button', { name: label }).click();
  await expect(
    dialog(page).getByRole('button', { name: localeText(language, 'common', 'actions.cancel') }),
  ).toBeFocused();
}

interface CookDay {
  id: string;
  title: string;
  pickupEnd: Date;
}
const cookDays = new Map<Language, Promise<CookDay>>();
/**
 * The regular of each language's meal: one each, because a colleague has one standing order per cook and two tests
 * making their meals at once (one per language, as the gate once ran) would unsubscribe each other.
 */
const REGULARS: Record<Language, { email: string; name: string }> = {
  en: { email: 'cook2@example.com', name: 'Jonas Kazlauskas' },
  lt: { email: 'super@example.com', name: 'Sigita Vaitkienė' },
};

/**
 * A meal of the cook today (one per language and test attempt) whose one reservation was made for a regular
 * (REGULARS, subscribed only while the meal was switched on) and put up for grabs by the cook's last call; its pickup
 * window ends at the first whole minute at least 45 s away. The rows of its markers come first among the cook's rows
 * and make it; the "Not collected" row comes last, when the cook's other rows have outlasted the window (run alone,
 * A11Y_ONLY, it waits for the rest): no minute of waiting added to the run.
 */
function cookDay(page: Page, language: Language) {
  if (!cookDays.has(language)) cookDays.set(language, makeCookDay(page, language));
  return cookDays.get(language)!;
}

async function makeCookDay(page: Page, language: Language): Promise<CookDay> {
  const minute = 60_000;
  const pickupEnd = new Date(Math.ceil((testNow().getTime() + 45_000) / minute) * minute);
  const title = `A11y ${language} regulars stew ${Date.now().toString(36)}`;
  // Made switched off, so switching it on is what serves the regular, inside the short subscription.
  const meal = await callApi<{ id: string }>(page, 'meals.create', {
    ...newMealInput(title, 3),
    pickupDate: dateInVilnius(0),
    pickupStart: vilniusTime(new Date(pickupEnd.getTime() - 60 * minute)),
    pickupEnd: vilniusTime(pickupEnd),
    cutoffTime: vilniusTime(pickupEnd),
    isActive: false,
  });
  const week = await callApi<{ title: string; cook: { id: string } }[]>(
    page,
    'menu.meals',
    { slug: 'vilnius-hq', day: 'week' },
    'query',
  );
  const cookId = week.find((m) => m.title === UNRESERVED_MEAL)!.cook.id;
  const weekday = new Date(`${dateInVilnius(0)}T12:00:00Z`).getUTCDay() || 7;
  await asUser(page, REGULARS[language].email, async (regular) => {
    await callApi(regular, 'regulars.subscribe', { cookId, weekdays: [weekday], quantity: 1 });
    try {
      await callApi(page, 'meals.setActive', { id: meal.id, active: true });
    } finally {
      await callApi(regular, 'regulars.unsubscribe', { cookId });
    }
  });
  await callApi(page, 'meals.lastCall', { id: meal.id });
  return { id: meal.id, title, pickupEnd };
}

/** The cook's preorders of that meal: the regular's reservation marked "Regular" and "Up for grabs". */
async function showMarkersInPreorders(page: Page, language: Language) {
  const day = await cookDay(page, language);
  await page.goto(`/cook/preorders?meal=${day.id}`);
  const row = page.getByTestId('preorder-row').filter({ hasText: REGULARS[language].name });
  await expect(row.getByTestId('via-regular')).toHaveText(cookText(language, 'preorders.regular'));
  await expect(row.getByTestId('up-for-grabs')).toHaveText(cookText(language, 'preorders.upForGrabs'));
}

/** The dashboard's list of the day: the same markers on today's meal. */
async function showMarkersOfTheDay(page: Page, language: Language) {
  const day = await cookDay(page, language);
  const card = page.getByTestId('today-meal').filter({ hasText: day.title });
  await expect(card.getByTestId('via-regular')).toBeVisible();
  await expect(card.getByTestId('up-for-grabs')).toBeVisible();
}

/** After the meal's pickup window, "Not collected" on the regular's reservation asks first (opened, never confirmed). */
async function openNotCollectedDialog(page: Page, language: Language) {
  const day = await cookDay(page, language);
  const left = day.pickupEnd.getTime() + 2_000 - testNow().getTime();
  if (left > 0) await page.waitForTimeout(left);
  await page.goto(`/cook/preorders?meal=${day.id}`);
  await page
    .getByRole('button', {
      name: cookText(language, 'noShow.buttonFor', { eater: REGULARS[language].name, meal: day.title }),
    })
    .click();
  await expect(dialog(page).getByRole('button', { name: cookText(language, 'noShow.confirm') })).toBeVisible();
}

async function openWaitlistDialog(page: Page, language: Language) {
  await colleagueStates(page, language);
  const card = page.getByTestId('meal-card').filter({ hasText: `A11y ${language} sold-out stew` });
  await card.getByRole('button', { name: waitlistAndHandoversText(language, 'waitlist.join') }).click();
  await expect(
    dialog(page).getByRole('textbox', { name: waitlistAndHandoversText(language, 'waitlist.quantity') }),
  ).toBeFocused();
}

async function openTakeDialog(page: Page, language: Language) {
  await colleagueStates(page, language);
  const card = page.getByTestId('meal-card').filter({ hasText: `A11y ${language} offered soup` });
  await card.getByRole('button', { name: waitlistAndHandoversText(language, 'grabs.take_one', { count: 1 }) }).click();
  await expect(
    dialog(page).getByRole('button', { name: waitlistAndHandoversText(language, 'grabs.confirm') }),
  ).toBeVisible();
}

/** /activity with a reservation the eater handed over to a colleague (once per language). */
async function showHandedOver(page: Page, language: Language) {
  const title = `A11y ${language} handed-over pie`;
  const given = await callApi<{ meal: { title: string } }[]>(page, 'handovers.given', undefined, 'query');
  if (!given.some((item) => item.meal.title === title)) {
    const meal = await asUser(page, 'cook2@example.com', (cook2) =>
      callApi<{ id: string }>(cook2, 'meals.create', { ...newMealInput(title, 2), ...plainMeal, priceCents: 500 }),
    );
    const reserved = await callApi<{ id: string }>(page, 'preorders.reserve', { mealId: meal.id, quantity: 1 });
    const offer = await callApi<{ id: string }>(page, 'handovers.offer', { preorderId: reserved.id, toUserId: null });
    await asUser(page, 'cook@example.com', (cook) => callApi(cook, 'handovers.take', { handoverId: offer.id }));
    await page.reload();
  }
  await expect(page.getByTestId('handed-over-card').filter({ hasText: title })).toBeVisible();
}

/** /activity with an offer to the eater, their place in a waitlist, and the offer dialog of a reservation. */
async function openOfferDialog(page: Page, language: Language) {
  await colleagueStates(page, language);
  const places = await callApi<{ meal: { title: string } }[]>(page, 'waitlist.mine', undefined, 'query');
  if (!places.some((place) => place.meal.title === `A11y ${language} sold-out stew`)) {
    const week = await callApi<{ id: string; title: string }[]>(
      page,
      'menu.meals',
      { slug: 'vilnius-hq', day: 'week' },
      'query',
    );
    const stew = week.find((meal) => meal.title === `A11y ${language} sold-out stew`)!;
    await callApi(page, 'waitlist.join', { mealId: stew.id, quantity: 1 });
  }
  await settle(page);
  if ((await page.getByTestId('preorder-card').count()) === 0) {
    // No reservation of the eater's own yet: make one, as the eater would.
    await openCancelDialog(page, language);
    await page.keyboard.press('Escape');
  }
  await page.reload();
  await expect(page.getByTestId('received-offer').first()).toBeVisible();
  await expect(page.getByTestId('waitlist-entry').first()).toBeVisible();
  await page
    .getByTestId('preorder-card')
    .getByRole('button', { name: waitlistAndHandoversText(language, 'offer.button') })
    .first()
    .click();
  await expect(
    dialog(page).getByRole('textbox', { name: waitlistAndHandoversText(language, 'offer.colleague') }),
  ).toBeFocused();
}

const adminText = (language: Language, key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, value),
    localeText(language, 'admin', key),
  );

async function openCreateOrganization(page: Page, language: Language) {
  await page.getByRole('button', { name: adminText(language, 'organizations.create') }).click();
  // Submitted empty, so the error state is checked too.
  await dialog(page)
    .getByRole('button', { name: adminText(language, 'organizations.create') })
    .click();
  await expect(
    dialog(page).getByText(localeText(language, 'errors', 'validation.organizationNameEmpty')),
  ).toBeVisible();
}

async function openCreateOffice(page: Page, language: Language) {
  await page.getByRole('button', { name: adminText(language, 'offices.create') }).click();
  await expect(
    dialog(page).getByRole('combobox', { name: adminText(language, 'offices.organization'), exact: true }),
  ).toBeVisible();
}

async function openQrDialog(page: Page, language: Language) {
  await page.getByRole('button', { name: adminText(language, 'offices.qrOf', { name: 'Vilnius HQ' }) }).click();
  await expect(dialog(page).getByTestId('office-qr')).toBeVisible();
}

async function openSubdomainDialog(page: Page, language: Language) {
  await page.getByRole('button', { name: adminText(language, 'offices.subdomainOf', { name: 'Vilnius HQ' }) }).click();
  await expect(dialog(page).getByRole('textbox', { name: adminText(language, 'offices.subdomain') })).toBeVisible();
}

/** The chat-channel dialog, its URL field showing the server's refusal of a new channel without one. */
async function openChannelDialog(page: Page, language: Language) {
  await page.getByRole('button', { name: adminText(language, 'channel.of', { name: 'Vilnius HQ' }) }).click();
  await dialog(page)
    .getByRole('button', { name: localeText(language, 'common', 'actions.save') })
    .click();
  await expect(dialog(page).getByText(localeText(language, 'errors', 'codes.webhookUrlRequired'))).toBeVisible();
}

/**
 * The Kaunas office's chat channel (Vilnius HQ's is the office-channel journey's, and the row above needs it unset),
 * set once with nothing to post, then "Remove channel" asking first (opened, never confirmed).
 */
async function openChannelRemoveConfirm(page: Page, language: Language) {
  const offices = await callApi<{ id: string; name: string }[]>(page, 'admin.offices', undefined, 'query');
  const kaunas = offices.find((office) => office.name === 'Kaunas Office')!;
  const channel = await callApi<unknown>(page, 'admin.officeChannel', { officeId: kaunas.id }, 'query');
  if (!channel) {
    await callApi(page, 'admin.setOfficeChannel', {
      officeId: kaunas.id,
      kind: 'slack',
      url: 'http://127.0.0.1:9/hooks/a11y',
      menuAt: null,
      lastCallMinutes: null,
      newMeals: false,
    });
  }
  await page.goto(`/admin/offices?channel=${kaunas.id}`);
  await dialog(page)
    .getByRole('button', { name: adminText(language, 'channel.remove') })
    .click();
  await expect(
    page.getByRole('dialog', { name: adminText(language, 'channel.removeTitle', { name: 'Kaunas Office' }) }),
  ).toBeVisible();
}

async function openPoster(page: Page, language: Language) {
  await openQrDialog(page, language);
  await dialog(page)
    .getByRole('link', { name: adminText(language, 'qr.poster') })
    .click();
  await expect(page.getByTestId('poster-sheet').getByTestId('office-qr')).toBeVisible();
}

async function openRoleConfirm(page: Page, language: Language) {
  await page.getByRole('combobox', { name: adminText(language, 'users.roleOf', { name: 'Tomas Jankauskas' }) }).click();
  await page.getByRole('option', { name: adminText(language, 'roles.cook') }).click();
  await expect(dialog(page).getByRole('button', { name: adminText(language, 'users.change') })).toBeVisible();
}

/** A super admin making someone an admin picks the organization they will administer, in the confirmation. */
async function openAppointConfirm(page: Page, language: Language) {
  await page.getByRole('combobox', { name: adminText(language, 'users.roleOf', { name: 'Tomas Jankauskas' }) }).click();
  await page.getByRole('option', { name: adminText(language, 'roles.admin'), exact: true }).click();
  await expect(dialog(page).getByRole('combobox', { name: adminText(language, 'users.adminOf') })).toBeVisible();
}

async function openEraseConfirm(page: Page, language: Language) {
  await page.getByRole('button', { name: adminText(language, 'users.eraseOf', { name: 'Tomas Jankauskas' }) }).click();
  await expect(dialog(page).getByRole('button', { name: adminText(language, 'users.erase') })).toBeVisible();
}

async function openDeactivateConfirm(page: Page, language: Language) {
  await page
    .getByRole('button', { name: new RegExp(`^${adminText(language, 'meals.deactivateOf', { title: '' })}`) })
    .first()
    .click();
  await expect(dialog(page).getByRole('button', { name: adminText(language, 'meals.deactivate') })).toBeVisible();
}

/** The demo world's past fair draw (Ieva's falafel, server/demo/world.ts): its record, replayed. */
async function openDrawRecord(page: Page, language: Language) {
  await page
    .getByRole('button', { name: new RegExp(`^${adminText(language, 'meals.drawRecordOf', { title: '' })}`) })
    .first()
    .click();
  await expect(dialog(page).getByText(adminText(language, 'meals.drawReplayMatches'))).toBeVisible();
}

async function openTemplateEditor(page: Page, language: Language) {
  await page
    .getByRole('button', { name: adminText(language, 'emailTemplates.editOf', { code: 'TEST', locale: 'EN' }) })
    .click();
  await expect(dialog(page).getByTitle(adminText(language, 'emailTemplates.preview'))).toBeVisible();
}

/** The eater's own preference page: a reservation queues a confirmation whose footer links to it (via /dev/mail). */
async function openPreferencePage(page: Page) {
  const link = async () => {
    const html = await (await page.request.get('/dev/mail')).text();
    const article = html
      .split('<article>')
      .find((part) => part.includes(ACCOUNTS.eater) && /\/u\/[a-z2-7]{32}/.test(part));
    return article?.match(/\/u\/[a-z2-7]{32}/)?.[0];
  };
  if (!(await link())) {
    // The eater reserves a meal of the test's own (another test's meal may have no portion to spare).
    const meal = await asUser(page, 'cook2@example.com', (cook2) =>
      callApi<{ id: string }>(
        cook2,
        'meals.create',
        newMealInput(`A11y preferences pie ${Date.now().toString(36)}`, 5),
      ),
    );
    await callApi(page, 'preorders.reserve', { mealId: meal.id, quantity: 1 });
    await expect.poll(link, { timeout: 20_000 }).toBeTruthy();
  }
  await page.goto((await link())!);
  await expect(page.getByRole('switch').first()).toBeVisible();
}

/** Sign-up with a guessable password typed: the strength meter and the reasons, once the checker has loaded. */
async function typeWeakPassword(page: Page, language: Language) {
  await page.getByRole('textbox', { name: localeText(language, 'auth', 'fields.password') }).fill('qwertyuiop');
  await expect(page.getByText(localeText(language, 'errors', 'password.warning.topHundred'))).toBeVisible({
    timeout: 20_000,
  });
}

async function openRefusedReset(page: Page, language: Language) {
  await page.getByLabel(localeText(language, 'auth', 'reset.newPassword')).fill('a long enough password');
  await page.getByRole('button', { name: localeText(language, 'auth', 'reset.save') }).click();
  await expect(page.getByRole('alert')).toBeVisible();
}

async function openReportDialog(page: Page, language: Language) {
  await page
    .getByTestId('meal-card')
    .filter({ hasNot: page.getByTestId('own-meal') })
    .first()
    .getByRole('button', {
      name: new RegExp(`^${localeText(language, 'menu', 'report.openOf').replace('{{meal}}', '')}`),
    })
    .click();
  await page.getByRole('menuitem', { name: localeText(language, 'menu', 'report.open') }).click();
  // Sent without a reason, so the error state is checked too.
  await dialog(page)
    .getByRole('button', { name: localeText(language, 'menu', 'report.send') })
    .click();
  await expect(dialog(page).getByText(localeText(language, 'errors', 'validation.choiceRequired'))).toBeVisible();
}

/** The demo meal an eater collects for the feedback dialog (a cook's meal with portions to spare). */
const MEAL_FOR_FEEDBACK = 'Chickpea and spinach curry';

async function openFeedbackDialog(page: Page, language: Language) {
  const leave = () => page.getByRole('button', { name: localeText(language, 'activity', 'feedback.button') });
  if ((await leave().count()) === 0) {
    // No collected reservation yet: the eater reserves, and its cook marks it collected.
    const origin = new URL(page.url()).origin;
    const post = (on: Page, path: string, input: unknown) =>
      on.request.post(`/trpc/${path}`, {
        headers: { origin, 'content-type': 'application/json' },
        data: { json: input },
      });
    const week = await (
      await page.request.get(
        `/trpc/menu.meals?input=${encodeURIComponent(JSON.stringify({ json: { slug: 'vilnius-hq', day: 'week' } }))}`,
      )
    ).json();
    const meal = ((week.result.data.json ?? week.result.data) as { id: string; title: string }[]).find(
      (m) => m.title === MEAL_FOR_FEEDBACK,
    )!;
    const reserved = await (await post(page, 'preorders.reserve', { mealId: meal.id, quantity: 1 })).json();
    const context = await page.context().browser()!.newContext();
    const cook = await context.newPage();
    await signIn(cook, 'cook2@example.com');
    expect(
      (
        await post(cook, 'preorders.markCollected', {
          preorderId: (reserved.result.data.json ?? reserved.result.data).id,
        })
      ).ok(),
    ).toBe(true);
    await context.close();
    await page.reload();
    await settle(page);
  }
  await leave().first().click();
  // Sent without a rating (nothing is stored, so the next check finds the button again), the error shown.
  await dialog(page)
    .getByRole('button', { name: localeText(language, 'activity', 'feedback.send') })
    .click();
  await expect(dialog(page).getByText(localeText(language, 'activity', 'feedback.choose'))).toBeVisible();
}

/** The demo's open report (a Kaunas meal reported by the eater). */
const REPORTED_MEAL = 'Mushroom barley risotto';
const reportCard = (page: Page) => page.getByRole('article', { name: REPORTED_MEAL });

async function openSuspendDialog(page: Page, language: Language) {
  await reportCard(page)
    .getByRole('button', { name: adminText(language, 'moderation.suspend') })
    .click();
  await expect(dialog(page).getByRole('radiogroup')).toBeVisible();
}

async function openResolveDialog(page: Page, language: Language) {
  await reportCard(page)
    .getByRole('button', { name: adminText(language, 'moderation.resolve') })
    .click();
  await dialog(page)
    .getByRole('button', { name: adminText(language, 'moderation.resolve') })
    .click();
  await expect(
    dialog(page).getByText(localeText(language, 'errors', 'validation.resolutionNotesRequired')),
  ).toBeVisible();
}

const landingText = (language: Language, key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{{${name}}}`, value),
    localeText(language, 'landing', key),
  );

/** The access-request wizard from the hero's Start Quiz, on step 1 (its question has focus). */
async function openAccessWizard(page: Page, language: Language) {
  await page
    .getByRole('main')
    .getByRole('button', { name: landingText(language, 'hero.quiz') })
    .click();
  await expect(
    dialog(page).getByRole('progressbar', {
      name: landingText(language, 'wizard.progress', { step: '1', total: '5' }),
    }),
  ).toBeVisible();
  await expect(
    dialog(page).getByRole('heading', { name: landingText(language, 'wizard.size.question') }),
  ).toBeFocused();
}

/** Step 5 with its messages: consent ticked and Send pressed with the name and the e-mail still empty. */
async function openWizardStep5WithErrors(page: Page, language: Language) {
  await openAccessWizard(page, language);
  const form = dialog(page);
  const next = form.getByRole('button', { name: landingText(language, 'wizard.next') });
  for (const option of ['wizard.size.options.medium', 'wizard.cooking.options.few', 'wizard.setup.options.delivery']) {
    await form.getByRole('radio', { name: landingText(language, option), exact: true }).click();
    await next.click();
  }
  await form.getByRole('textbox', { name: landingText(language, 'wizard.place.city') }).fill('Vilnius');
  await form.getByRole('radio', { name: landingText(language, 'wizard.place.options.next-month') }).click();
  await next.click();
  await form.getByRole('checkbox', { name: landingText(language, 'wizard.contact.consent') }).check();
  await form.getByRole('button', { name: landingText(language, 'wizard.submit') }).click();
  await expect(form.getByText(localeText(language, 'errors', 'validation.nameRequired'))).toBeVisible();
  await expect(form.getByText(localeText(language, 'errors', 'validation.wizardEmailRequired'))).toBeVisible();
}

async function openCalendarRevoke(page: Page, language: Language) {
  const section = page.getByRole('region', { name: localeText(language, 'profile', 'calendar.title') });
  const make = section.getByRole('button', { name: localeText(language, 'profile', 'calendar.create') });
  const revoke = section.getByRole('button', { name: localeText(language, 'profile', 'calendar.revoke') });
  // Either state may be there (another check may have made the link): wait for one, then make the link if needed.
  await expect(make.or(revoke)).toBeVisible();
  if (await make.isVisible()) await make.click();
  await revoke.click();
  await expect(
    dialog(page).getByRole('button', { name: localeText(language, 'profile', 'calendar.revoke') }),
  ).toBeVisible();
}

const followText = (language: Language, key: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
    localeText(language, 'follow', key),
  );
/** A demo meal of Jonas (cook2), whom the cook follows for the follow rows; the eater's journey follows him too. */
const MEAL_OF_FOLLOWED_COOK = 'Chickpea and spinach curry';

/** The cook follows Jonas (cook2) and reloads, so his meals carry the "Following" badge. */
async function followJonas(page: Page) {
  const week = await callApi<{ title: string; cook: { id: string } }[]>(
    page,
    'menu.meals',
    { slug: 'vilnius-hq', day: 'week' },
    'query',
  );
  await callApi(page, 'follows.set', {
    cookId: week.find((meal) => meal.title === MEAL_OF_FOLLOWED_COOK)!.cook.id,
    follow: true,
  });
  await page.reload();
}

/** Offline, the menu says so (with the time of its copy) and Reserve answers with a toast instead of a dialog. */
async function showOfflineMenu(page: Page, language: Language) {
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await page
    .getByTestId('meal-card')
    .getByRole('button', { name: localeText(language, 'menu', 'card.reserve'), disabled: false })
    .first()
    .click();
  await expect(page.getByText(localeText(language, 'menu', 'offline.reserveNeedsNetwork')).last()).toBeVisible();
}

/** The menu with a followed cook's badge, and the card's "⋯" menu with its follow item. */
async function openFollowMenu(page: Page, language: Language) {
  await followJonas(page);
  const card = page.getByTestId('meal-card').filter({ hasText: MEAL_OF_FOLLOWED_COOK });
  await expect(card.getByTestId('follow-badge')).toBeVisible();
  await card
    .getByRole('button', {
      name: localeText(language, 'menu', 'report.openOf').replace('{{meal}}', MEAL_OF_FOLLOWED_COOK),
    })
    .click();
  await expect(
    page.getByRole('menuitem', { name: followText(language, 'menu.unfollow', { name: 'Jonas Kazlauskas' }) }),
  ).toBeVisible();
}

async function openFollowedCooks(page: Page, language: Language) {
  await followJonas(page);
  await expect(
    page
      .getByRole('region', { name: followText(language, 'profile.title') })
      .getByTestId('followed-cook')
      .first(),
  ).toBeVisible();
}

/** The Cooks directory's "Become a regular" dialog, weekdays and portions (nothing saved). */
async function openRegularDialog(page: Page) {
  await page.getByTestId('become-regular').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByTestId('regular-save')).toBeVisible();
}

export const PAGES: A11yPage[] = [
  { who: 'visitor', name: 'landing', path: '/' },
  { who: 'visitor', name: 'landing, access-request wizard (step 1)', path: '/', open: openAccessWizard },
  { who: 'visitor', name: 'landing, wizard step 5 with its messages', path: '/', open: openWizardStep5WithErrors },
  { who: 'visitor', name: 'phone: landing', path: '/', phone: true },
  { who: 'visitor', name: 'phone: landing, wizard (full screen)', path: '/', phone: true, open: openAccessWizard },
  { who: 'visitor', name: 'sign in', path: '/auth' },
  {
    who: 'visitor',
    name: 'sign up, a weak password and its reasons',
    path: '/auth?mode=signup',
    open: typeWeakPassword,
  },
  // A link hiding an allergen no meal has: every card shows, and the allergen chips are open.
  { who: 'visitor', name: 'menu, tomorrow, allergen filter open', path: `${MENU}&exclude=lupin`, ready: menuLoaded },
  {
    who: 'visitor',
    // Kaunas keeps today empty in the demo world (server/demo/world.ts); Vilnius has today's meals.
    name: 'menu, today (sample menu)',
    path: '/kaunas-office/menu?day=today',
    ready: (page) => page.getByTestId('sample-menu'),
  },
  { who: 'visitor', name: 'privacy', path: '/privacy' },
  { who: 'visitor', name: 'terms', path: '/terms' },
  { who: 'visitor', name: 'readiness', path: '/readiness' },
  { who: 'visitor', name: '404', path: '/this/page/does-not-exist' },
  { who: 'visitor', name: 'forgot password', path: '/auth/reset' },
  {
    who: 'visitor',
    name: 'new password form, refused link',
    path: '/auth/reset?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    open: openRefusedReset,
  },
  {
    who: 'visitor',
    name: 'confirm e-mail, bad link',
    path: '/auth/confirm?token=bad',
    ready: (page) => page.getByRole('alert'),
  },
  { who: 'visitor', name: 'error screen', path: '/debug/crash' },
  { who: 'visitor', name: 'phone: navigation drawer', path: '/terms', phone: true, open: openNavigationDrawer },

  { who: 'eater', name: 'dashboard', path: '/dashboard' },
  { who: 'eater', name: 'landing with the Dashboard button', path: '/' },
  { who: 'eater', name: 'account menu', path: '/dashboard', open: openAccountMenu },
  {
    who: 'eater',
    name: 'menu, reserve dialog',
    path: WEEK_MENU,
    ready: menuLoaded,
    open: (page, language) => openReserveDialog(page, language),
  },
  { who: 'eater', name: 'activity, cancel dialog', path: '/activity', open: openCancelDialog },
  { who: 'eater', name: 'activity, pay-up dialog with the QR code', path: '/activity', open: openPayDialog },
  {
    who: 'eater',
    name: 'menu, report dialog with an error',
    path: WEEK_MENU,
    ready: menuLoaded,
    open: openReportDialog,
  },
  { who: 'eater', name: 'activity, feedback dialog with an error', path: '/activity', open: openFeedbackDialog },
  { who: 'eater', name: 'profile', path: '/profile' },
  { who: 'eater', name: 'notifications', path: '/notifications' },
  { who: 'eater', name: 'phone: notifications', path: '/notifications', phone: true },
  {
    who: 'eater',
    name: 'profile, calendar link made, turn-off confirmation',
    path: '/profile',
    open: openCalendarRevoke,
  },
  { who: 'eater', name: 'e-mail preferences (/u/{token})', path: '/dashboard', open: openPreferencePage },
  { who: 'eater', name: 'phone: profile', path: '/profile', phone: true },
  {
    who: 'eater',
    name: 'cooks directory',
    path: '/cooks',
    ready: (page) => page.getByTestId('directory-cook').first(),
  },
  {
    who: 'eater',
    name: 'phone: cooks directory',
    path: '/cooks',
    phone: true,
    ready: (page) => page.getByTestId('directory-cook').first(),
  },
  {
    who: 'eater',
    name: 'cooks directory, become-a-regular dialog',
    path: '/cooks',
    ready: (page) => page.getByTestId('directory-cook').first(),
    open: openRegularDialog,
  },
  {
    who: 'eater',
    name: 'phone: become-a-regular dialog',
    path: '/cooks',
    phone: true,
    ready: (page) => page.getByTestId('directory-cook').first(),
    open: openRegularDialog,
  },
  {
    who: 'eater',
    name: 'phone: reserve sheet',
    path: WEEK_MENU,
    phone: true,
    ready: menuLoaded,
    open: (page, language) => openReserveDialog(page, language),
  },
  {
    who: 'eater',
    name: 'menu, sold-out meal: waitlist dialog',
    path: WEEK_MENU,
    ready: menuLoaded,
    open: openWaitlistDialog,
  },
  {
    who: 'eater',
    name: 'menu, a meal shared by a draw, entered',
    path: WEEK_MENU,
    ready: menuLoaded,
    open: drawEntered,
  },
  {
    who: 'eater',
    name: 'menu, a portion up for grabs: take dialog',
    path: WEEK_MENU,
    ready: menuLoaded,
    open: openTakeDialog,
  },
  { who: 'eater', name: 'activity, offered to you, waitlists, offer dialog', path: '/activity', open: openOfferDialog },
  { who: 'eater', name: 'activity, a reservation handed over', path: '/activity', open: showHandedOver },
  { who: 'eater', name: 'my ledger', path: '/activity/ledger' },
  { who: 'eater', name: 'wish board', path: '/wishes', ready: wishesLoaded },
  { who: 'eater', name: 'wish board, post dialog', path: '/wishes', ready: wishesLoaded, open: openPostWishDialog },
  {
    who: 'eater',
    name: 'wish board, withdraw dialog',
    path: '/wishes',
    ready: wishesLoaded,
    open: openWithdrawWishDialog,
  },
  { who: 'eater', name: 'phone: wish board', path: '/wishes', phone: true, ready: wishesLoaded },
  {
    who: 'eater',
    name: 'wish board, report dialog',
    path: '/wishes',
    ready: wishesLoaded,
    open: openReportWishDialog,
  },
  {
    who: 'eater',
    name: 'phone: menu offline, its notice and the toast of Reserve',
    path: WEEK_MENU,
    phone: true,
    ready: menuLoaded,
    offline: showOfflineMenu,
  },
  { who: 'eater', name: 'phone: my ledger', path: '/activity/ledger', phone: true },

  // First among the cook's rows: they make the meal whose pickup window the last row needs over (cookDay).
  {
    who: 'cook',
    name: 'preorders, "Regular" and "Up for grabs" markers',
    path: '/cook/preorders',
    open: showMarkersInPreorders,
  },
  { who: 'cook', name: "dashboard, the day's list with the markers", path: '/dashboard', open: showMarkersOfTheDay },
  { who: 'cook', name: 'my meals', path: '/cook/my-meals' },
  // Conditional meals: a cook's wish board (Cook it), the form started from a wish, the claiming cook's backers.
  { who: 'cook', name: 'wish board, as a cook', path: '/wishes', ready: wishesLoaded },
  {
    who: 'cook',
    name: 'meal form from a wish, minimum',
    path: '/wishes',
    ready: wishesLoaded,
    open: openClaimFormMinimum,
  },
  {
    who: 'cook',
    name: 'wish board, backers dialog',
    path: '/wishes',
    ready: wishesLoaded,
    open: openWishBackersDialog,
  },
  { who: 'cook', name: 'my meals, actions menu', path: '/cook/my-meals', open: openMealActions },
  { who: 'cook', name: 'my meals, withdraw dialog', path: '/cook/my-meals', open: openWithdrawDialog },
  { who: 'cook', name: 'my meals, cook again dialog', path: '/cook/my-meals', open: openCookAgainDialog },
  { who: 'cook', name: 'my meals, stop series dialog', path: '/cook/my-meals', open: openStopSeriesDialog },
  { who: 'cook', name: 'meal form, step 1', path: '/cook/my-meals?modal=create-meal', ready: mealFormReady },
  {
    who: 'cook',
    name: 'meal form, the forecast open',
    path: '/cook/my-meals?modal=create-meal',
    ready: mealFormReady,
    open: openForecast,
  },
  {
    who: 'cook',
    name: 'phone: meal form, the forecast open',
    path: '/cook/my-meals?modal=create-meal',
    phone: true,
    ready: mealFormReady,
    open: openForecast,
  },
  {
    who: 'cook',
    name: 'meal form, step 2 with the cutoff',
    path: '/cook/my-meals?modal=create-meal',
    ready: mealFormReady,
    open: openMealFormStep2,
  },
  {
    who: 'cook',
    name: 'meal form, step 2 with repeat weekly',
    path: '/cook/my-meals?modal=create-meal',
    ready: mealFormReady,
    open: openRepeatWeekly,
  },
  { who: 'cook', name: 'meal form, step 3 (photos)', path: '/cook/my-meals', open: openMealPhotosStep },
  { who: 'cook', name: 'preorders', path: '/cook/preorders' },
  { who: 'cook', name: 'preorders, mark collected dialog', path: '/cook/preorders', open: openCollectDialog },
  { who: 'cook', name: 'preorders, payment check dialog', path: '/cook/preorders', open: openClaimDialog },
  { who: 'cook', name: 'ledger', path: '/cook/ledger' },
  { who: 'cook', name: 'notifications', path: '/notifications' },
  {
    who: 'cook',
    name: 'dashboard, it is in the kitchen dialog',
    path: '/dashboard',
    open: (p, l) => openTellDialog(p, l, 'ready'),
  },
  {
    who: 'cook',
    name: 'dashboard, message eaters dialog',
    path: '/dashboard',
    open: (p, l) => openTellDialog(p, l, 'message'),
  },
  { who: 'cook', name: 'dashboard, last call dialog', path: '/dashboard', open: openLastCallDialog },
  { who: 'cook', name: 'ledger by month, settle dialog', path: '/cook/ledger?period=month', open: openSettleDialog },
  { who: 'cook', name: 'phone: ledger as cards', path: '/cook/ledger', phone: true },
  { who: 'cook', name: 'my ledger (as an eater)', path: '/activity/ledger' },
  { who: 'cook', name: 'menu with own meals', path: WEEK_MENU, ready: menuLoaded },
  { who: 'cook', name: 'dashboard', path: '/dashboard' },
  { who: 'cook', name: 'phone: my meals', path: '/cook/my-meals', phone: true },
  {
    who: 'cook',
    name: 'phone: meal form (full screen)',
    path: '/cook/my-meals?modal=create-meal',
    phone: true,
    ready: mealFormReady,
  },
  { who: 'cook', name: 'phone: preorders as cards', path: '/cook/preorders', phone: true },
  { who: 'cook', name: 'phone: dashboard', path: '/dashboard', phone: true },
  { who: 'cook', name: 'profile', path: '/profile' },
  {
    who: 'cook',
    name: 'menu, a followed cook: badge and the card menu with unfollow',
    path: WEEK_MENU,
    ready: menuLoaded,
    open: openFollowMenu,
  },
  { who: 'cook', name: 'profile with the cooks you follow', path: '/profile', open: openFollowedCooks },
  {
    who: 'cook',
    name: 'phone: profile with the cooks you follow',
    path: '/profile',
    phone: true,
    open: openFollowedCooks,
  },
  // Last among the cook's rows: by now the meal of the first ones is past its pickup window.
  { who: 'cook', name: 'preorders, not collected dialog', path: '/cook/preorders', open: openNotCollectedDialog },

  { who: 'admin', name: 'admin dashboard', path: '/admin' },
  { who: 'admin', name: 'admin users', path: '/admin/users' },
  { who: 'admin', name: 'admin users, role change confirmation', path: '/admin/users', open: openRoleConfirm },
  { who: 'admin', name: 'admin users, erase confirmation', path: '/admin/users', open: openEraseConfirm },
  {
    who: 'superAdmin',
    name: 'admin users, appointing an admin with the organization picker',
    path: '/admin/users',
    open: openAppointConfirm,
  },
  { who: 'admin', name: 'admin organizations', path: '/admin/organizations' },
  {
    who: 'superAdmin',
    name: 'admin organizations, create dialog with an error',
    path: '/admin/organizations',
    open: openCreateOrganization,
  },
  { who: 'admin', name: 'admin offices', path: '/admin/offices' },
  { who: 'admin', name: 'admin offices, create dialog', path: '/admin/offices', open: openCreateOffice },
  { who: 'admin', name: 'admin offices, QR dialog', path: '/admin/offices', open: openQrDialog },
  { who: 'admin', name: 'admin offices, subdomain dialog', path: '/admin/offices', open: openSubdomainDialog },
  { who: 'admin', name: 'admin offices, chat channel dialog', path: '/admin/offices', open: openChannelDialog },
  {
    who: 'admin',
    name: 'admin offices, chat channel remove confirmation',
    path: '/admin/offices',
    open: openChannelRemoveConfirm,
  },
  { who: 'admin', name: 'admin office poster', path: '/admin/offices', open: openPoster },
  { who: 'admin', name: 'admin meals', path: '/admin/meals' },
  { who: 'admin', name: 'admin meals, deactivate confirmation', path: '/admin/meals', open: openDeactivateConfirm },
  { who: 'admin', name: 'admin meals, draw record', path: '/admin/meals?q=Falafel', open: openDrawRecord },
  { who: 'admin', name: 'admin audit log', path: '/admin/audit' },
  { who: 'admin', name: 'admin e-mail templates', path: '/admin/email-templates' },
  {
    who: 'superAdmin',
    name: 'admin e-mail template editor with the preview',
    path: '/admin/email-templates',
    open: openTemplateEditor,
  },
  { who: 'admin', name: 'admin e-mail queue', path: '/admin/email-queue' },
  { who: 'admin', name: 'admin moderation', path: '/admin/moderation', ready: reportCard },
  {
    who: 'admin',
    name: 'admin moderation, suspend dialog',
    path: '/admin/moderation',
    ready: reportCard,
    open: openSuspendDialog,
  },
  {
    who: 'admin',
    name: 'admin moderation, resolve dialog with an error',
    path: '/admin/moderation',
    ready: reportCard,
    open: openResolveDialog,
  },
  { who: 'admin', name: 'admin access requests', path: '/admin/access-requests' },
  {
    who: 'visitor',
    name: 'e-mail preferences, bad link',
    path: '/u/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    ready: (page) => page.getByRole('alert'),
  },
  { who: 'admin', name: 'phone: admin users as cards', path: '/admin/users', phone: true },
  { who: 'admin', name: 'phone: admin offices as cards', path: '/admin/offices', phone: true },
  { who: 'admin', name: 'phone: admin dashboard', path: '/admin', phone: true },
  { who: 'admin', name: 'profile', path: '/profile' },
  {
    who: 'admin',
    name: 'readiness with the configuration',
    path: '/readiness',
    ready: (page) => page.getByText('APP_ORIGIN', { exact: false }).first(),
  },

  { who: 'newcomer', name: 'menu banner (no office)', path: MENU, ready: menuLoaded },
  { who: 'newcomer', name: '/menu, sent to the profile to join an office', path: '/menu' },
  { who: 'newcomer', name: 'dashboard', path: '/dashboard' },
  { who: 'newcomer', name: 'wish board without an office', path: '/wishes' },
  {
    who: 'newcomer',
    name: 'cooks directory (no office)',
    path: '/cooks',
    ready: (p) => p.getByTestId('directory-empty'),
  },
];

const SCHEMES: ColorScheme[] = ['light', 'dark'];
const LANGUAGES: Language[] = ['en', 'lt'];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * axe with the WCAG 2.x A and AA rules. AxeBuilder evaluates the whole axe-core source (about 600 kB) twice on every
 * analyze(), and in its default mode also opens a blank page to merge the results; with no cross-origin frames
 * here, its legacy mode and one evaluation of the source per document give the same results in well under half the
 * time (measured here: 0.9-2.4 s per run before, 0.3-1.0 s after).
 */
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
/** The axe-core copy AxeBuilder itself uses. */
const AXE_SOURCE = (fromAxePlaywright('axe-core') as { source: string }).source;

/**
 * The rules whose outcome depends on colours. A second colour scheme changes nothing else on a loaded page (the same
 * DOM, names, roles and layout), so it is checked against these only: a full pass in each scheme cost about twice
 * the time for the same findings.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

async function analyze(page: Page, only: 'all rules' | 'colour rules') {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Only violations are read: axe then skips describing every passing node, which halved an all-rules run here
  // (19 visitor pages: 27 s -> 13.5 s).
  const builder = new AxeBuilder({ page, axeSource: ';' }).setLegacyMode().options({ resultTypes: ['violations'] });
  return (only === 'all rules' ? builder.withTags(TAGS) : builder.withRules(COLOUR_RULES)).analyze();
}

/** Runs in the page: every block element inside a <p>, described by its tag and the paragraph's start. */
const blocksInParagraphs = () =>
  [
    ...document.querySelectorAll(
      ':is(p) :is(div, p, ul, ol, dl, table, section, article, form, fieldset, h1, h2, h3, h4, h5, h6)',
    ),
  ].map(
    (element) =>
      `<${element.tagName.toLowerCase()}> inside <p> "${(element.closest('p')?.textContent ?? '').trim().slice(0, 40)}"`,
  );

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs each user in once per worker and hands out the session for every later context. */
const test = base.extend<object, { sessionOf: (who: Who) => Promise<StorageState | undefined> }>({
  sessionOf: [
    async ({ browser }, use) => {
      const sessions = new Map<Who, Promise<StorageState>>();
      const signInOnce = async (browser: Browser, email: string) => {
        const context = await browser.newContext();
        await signIn(await context.newPage(), email);
        const state = await context.storageState();
        await context.close();
        return state;
      };
      await use(async (who) => {
        if (who === 'visitor') return undefined;
        if (!sessions.has(who)) sessions.set(who, signInOnce(browser, ACCOUNTS[who]));
        return sessions.get(who);
      });
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });
// The failure message lists every problem; a trace of dozens of axe runs would only cost time.
test.use({ trace: 'off' });

/** A11Y_ONLY=<regular expression>: check only the rows whose name matches (to try new rows without the rest). */
const ONLY = process.env.A11Y_ONLY ? new RegExp(process.env.A11Y_ONLY) : null;
const ROWS = ONLY ? PAGES.filter((row) => ONLY.test(row.name)) : PAGES;
const WHO = [...new Set(ROWS.map((row) => row.who))];

for (const who of WHO) {
  test(`axe: ${who}, English and Lithuanian, light and dark`, async ({ browser, sessionOf }) => {
    const rows = ROWS.filter((r) => r.who === who);
    // A row costs one load and four axe runs; a user with many pages gets the time they need.
    test.setTimeout(Math.max(120_000, 30_000 * rows.length));
    const context = await browser.newContext({ storageState: await sessionOf(who), viewport: DESKTOP });
    await presetPreferences(context, SCHEMES[0]!, LANGUAGES[0]!);
    const page = await context.newPage();
    page.on('pageerror', () => {}); // /debug/crash throws on purpose
    const problems: string[] = [];

    for (const row of rows) {
      await test.step(row.name, async () => {
        const where = `${row.name} (${row.path}${row.phone ? ', phone' : ''}`;
        // Each row loads in English (the cookie the server renders by, and the storage the init script resets), and
        // switches to Lithuanian in place, as a choice in another tab would: one load serves both languages.
        await context.addCookies([languageCookie(LANGUAGES[0]!)]);
        await page.setViewportSize(row.phone ? PHONE : DESKTOP);
        await page.goto(row.path, { waitUntil: 'domcontentloaded' });
        await expect((row.ready ?? ((p: Page) => p.getByRole('heading', { level: 1 }).first()))(page)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGES[0]!);
        await settle(page);
        if (row.open) {
          await row.open(page, LANGUAGES[0]!);
          await settle(page);
        }
        // Blocks inside a paragraph are invalid HTML: a parser would close the paragraph before them (so a
        // server-rendered page would not hydrate as built), and screen readers read them as separate texts.
        const nested = await page.evaluate(blocksInParagraphs);
        for (const found of nested.slice(0, 5)) problems.push(`${where}): ${found}`);
        if (nested.length > 5) problems.push(`    … and ${nested.length - 5} more`);

        for (const [index, language] of LANGUAGES.entries()) {
          if (index > 0) {
            if (row.offline) await context.setOffline(false);
            await switchLanguage(page, language);
            await settle(page);
          }
          if (row.offline) {
            await context.setOffline(true);
            await row.offline(page, language);
            await settle(page);
          }
          // Both colour schemes on the same loaded page (dialogs stay open), switched as another tab would; all
          // rules in the first, the colour rules in the second (the first language starts light, the next dark).
          const schemes = index % 2 === 0 ? SCHEMES : [...SCHEMES].reverse();
          for (const [schemeIndex, scheme] of schemes.entries()) {
            await switchColorScheme(page, scheme);
            await settle(page);
            const results = await analyze(page, schemeIndex === 0 ? 'all rules' : 'colour rules');
            if (process.env.A11Y_REPORT) {
              for (const v of results.violations) {
                const line = {
                  who,
                  page: row.name,
                  scheme,
                  language,
                  rule: v.id,
                  impact: v.impact,
                  nodes: v.nodes.length,
                };
                appendFileSync(process.env.A11Y_REPORT, `${JSON.stringify(line)}\n`);
              }
            }
            for (const v of results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''))) {
              problems.push(`${where}, ${scheme}, ${language}): ${v.id} [${v.impact}] ${v.help}`);
              for (const node of v.nodes.slice(0, 5)) {
                problems.push(
                  `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
                );
              }
              if (v.nodes.length > 5) problems.push(`    … and ${v.nodes.length - 5} more`);
            }
          }
        }
        if (row.offline) await context.setOffline(false);
      });
    }
    await context.close();
    expect(problems, `serious or critical axe violations (${who}):\n${problems.join('\n')}`).toEqual([]);
  });
}

/** The text of `element` cut where its lines break (an empty list when it fits on one line). */
const lineBreaks = (element: Locator) =>
  element.evaluate((root) => {
    const chars: { char: string; top: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let i = 0; i < node.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (rect) chars.push({ char: node.data[i]!, top: rect.top });
      }
    }
    const text = chars.map((c) => c.char).join('');
    return chars.flatMap((c, i) =>
      i > 0 && c.top > chars[i - 1]!.top + 2 ? [{ before: text.slice(0, i), after: text.slice(i) }] : [],
    );
  });

test('profile on a phone: labels stay whole, the e-mail wraps only after the @ or before a dot', async ({
  browser,
}) => {
  const email = 'kaunas.cook@example.com'; // the longest demo address
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  for (const language of LANGUAGES) {
    await presetPreferences(context, 'light', language); // the later init script wins
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/profile');
      const account = page.getByRole('region', { name: localeText(language, 'profile', 'account.title') });
      const label = account.getByText(localeText(language, 'profile', 'account.email'), { exact: true });
      await expect(label).toBeVisible();
      expect(await lineBreaks(label), `the label at ${width} px (${language})`).toEqual([]);
      const addresses = page.getByRole('main').getByText(email, { exact: true });
      await expect(addresses).toHaveCount(2); // under the name, and in Account
      for (const address of await addresses.all()) {
        for (const { before, after } of await lineBreaks(address)) {
          expect(before.endsWith('@') || after.startsWith('.'), `"${before} / ${after}" at ${width} px`).toBe(true);
        }
      }
    }
  }
  await context.close();
});
