// The browser tests' clock (playwright.config.ts, fixtures.ts): the server under test and every page read the same
// time, 10:00 in Vilnius when the run starts, whatever the real time of day; "tomorrow" is the same on both.
import { expect, test, testNow } from './fixtures';
import { callApi, signIn, tomorrowInVilnius } from './helpers';

// The greeting reads the device's own hour: a device in the offices' zone.
test.use({ timezoneId: 'Europe/Vilnius' });

test('the server and the page run on the test clock: mid-morning in Vilnius, tomorrow the same on both', async ({
  page,
}) => {
  const health = (await (await page.request.get('/healthz')).json()) as { time: string };
  const serverNow = Date.parse(health.time);
  expect(Math.abs(serverNow - testNow().getTime())).toBeLessThan(60_000);
  // It started at 10:00 there and has run on for as long as the run so far.
  const vilnius = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Vilnius', hour: 'numeric', hourCycle: 'h23' });
  expect(['10', '11']).toContain(vilnius.format(serverNow));

  await signIn(page, 'eater@example.com');
  expect(Math.abs((await page.evaluate(() => Date.now())) - serverNow)).toBeLessThan(60_000);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Good morning/ })).toBeVisible();

  const meals = await callApi<{ pickupDate: string }[]>(
    page,
    'menu.meals',
    { slug: 'vilnius-hq', day: 'tomorrow' },
    'query',
  );
  expect(meals.length).toBeGreaterThan(0);
  expect(new Set(meals.map((meal) => meal.pickupDate))).toEqual(new Set([tomorrowInVilnius()]));
});
