// The fair draw in real browsers (docs/features.md "Fair draw"): a cook opens tomorrow's meal as a draw ending at the
// next whole minute, a colleague enters from the menu card instead of reserving, and after the window the server's
// tick (every 5 s under test: TICK_SECONDS in playwright.config.ts) draws: the card says the colleague won and the notification centre tells them once.
import { localDate } from '../../shared/office-time';
import { expect, test, testNow } from './fixtures';
import { callApi, newColleague, newMealInput, signedIn, toast, vilniusTime } from './helpers';

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('a colleague enters a draw from the menu and sees that they won once it ran', async ({ browser }) => {
  test.setTimeout(240_000);
  const title = `Draw dumplings ${tag}`;
  const cook = await signedIn(browser, 'cook2@example.com');
  // The server's clock runs at the real pace: the window ends at the first whole minute at least 45 s away (time to
  // enter), and the tick runs within seconds after it.
  const minute = 60_000;
  const closes = new Date(Math.ceil((testNow().getTime() + 45_000) / minute) * minute);
  await callApi(cook, 'meals.create', {
    ...newMealInput(title, 4),
    drawUntil: { date: localDate(closes, 'Europe/Vilnius'), time: vilniusTime(closes) },
  });

  const { page: eater } = await newColleague(browser, 'vilnius-hq', 'Gintarė Burtininkė', 'draw');
  await eater.goto('/vilnius-hq/menu?day=tomorrow');
  const card = eater.getByTestId('meal-card').filter({ hasText: title });
  // The time in the page's English format (12-hour), its minute as set.
  await expect(card.getByTestId('draw-note')).toContainText(
    new RegExp(`Draw at \\d{1,2}:${vilniusTime(closes).slice(3)}( [AP]M)? — 0 entered`),
  );
  // While the draw is open the card offers entering, not reserving.
  await expect(card.getByRole('button', { name: 'Reserve' })).toHaveCount(0);
  await card.getByLabel('Portions').fill('2');
  await card.getByRole('button', { name: 'Enter the draw' }).click();
  await expect(toast(eater, `You entered the draw for ${title}.`)).toBeVisible();
  await expect(card.getByTestId('draw-entry')).toContainText('You entered for 2 portions');
  await expect(card.getByTestId('draw-note')).toContainText('1 entered', { timeout: 30_000 });
  await expect(card.getByRole('button', { name: 'Leave the draw' })).toBeVisible();

  // After the window and the next tick: drawn, and the only entrant won both portions.
  await eater.waitForTimeout(Math.max(0, closes.getTime() - testNow().getTime()));
  await expect
    .poll(
      async () => {
        await eater.reload();
        await expect(card.getByTestId('draw-note')).toBeVisible();
        const outcome = card.getByTestId('draw-outcome');
        return (await outcome.count()) > 0 ? outcome.textContent() : null;
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe('You won: 2 portions reserved for you');
  await expect(card.getByTestId('draw-note')).toContainText('Drawn at');
  await expect(card.getByTestId('portions-left')).toHaveText('2 portions left');
  // What is left is first come, first served again.
  await expect(card.getByRole('button', { name: 'Reserve' })).toBeEnabled();

  await eater.goto('/notifications');
  await expect(eater.getByText(`You won the draw for “${title}”`)).toHaveCount(1);
  await Promise.all([cook.context().close(), eater.context().close()]);
});
