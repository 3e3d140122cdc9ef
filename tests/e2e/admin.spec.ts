// The admin console in a real browser, end to end: a super admin creates an organization with an e-mail domain and an
// office under it, opens the office's kitchen poster and the QR code on it decodes (as a phone camera would) to
// the office's menu link; a new colleague signs up with that domain and joins the office; the admin makes them a
// cook, and the cook's next page load is the cook workspace; the admin deactivates the cook's meal and it leaves
// a visitor's open menu without a reload. The audit log shows what the admin did.
import { expect, test, type Page } from './fixtures';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { signedIn, signIn, toast, tomorrowInVilnius } from './helpers';

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const ORG = `E2E Company ${tag}`;
const DOMAIN = `e2e${tag}.example`;
const OFFICE = `E2E Kitchen ${tag}`;
const SLUG = `e2e-${tag}`;

/** Picks an option of a Mantine Select by its label. */
async function choose(page: Page, scope: Page | ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test('an admin onboards a company: organization, office, poster QR, a colleague joins, becomes a cook, a meal taken down live', async ({
  browser,
  baseURL,
}) => {
  // Long journeys get 240 s: on CI's two cores beside the accessibility pass, this one took just over 120 s with
  // the demo world's 40 people and three weeks of meals (server/demo/).
  test.setTimeout(240_000);
  // A super admin: only they create organizations (docs/decisions/039-admins-scoped-to-their-organization.md).
  const admin = await signedIn(browser, 'super@example.com');

  // 1. The organization, with its e-mail domain (typed messily: trimmed and lower-cased by the server).
  await admin.goto('/admin/organizations');
  await expect(admin.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible();
  await admin.getByRole('button', { name: 'New organization' }).click();
  const orgDialog = admin.getByRole('dialog', { name: 'New organization' });
  await orgDialog.getByRole('button', { name: 'New organization' }).click();
  await expect(orgDialog.getByText('Organization name cannot be empty')).toBeVisible();
  await orgDialog.getByRole('textbox', { name: 'Organization name' }).fill(ORG);
  await orgDialog.getByRole('textbox', { name: 'Allowed e-mail domains' }).fill(`not a domain`);
  await orgDialog.getByRole('button', { name: 'New organization' }).click();
  await expect(orgDialog.getByText('Each domain must look like example.com')).toBeVisible();
  await orgDialog.getByRole('textbox', { name: 'Allowed e-mail domains' }).fill(` ${DOMAIN.toUpperCase()} , `);
  await orgDialog.getByRole('button', { name: 'New organization' }).click();
  await expect(toast(admin, `Organization ${ORG} created`)).toBeVisible();
  const orgCard = admin.getByRole('article', { name: ORG });
  await expect(orgCard.getByText(DOMAIN, { exact: true })).toBeVisible();

  // 2. The office under it: a reserved slug is refused on the spot, then a good one.
  await admin.goto('/admin/offices');
  await admin.getByRole('button', { name: 'New office' }).click();
  const officeDialog = admin.getByRole('dialog', { name: 'New office' });
  await officeDialog.getByRole('textbox', { name: 'Office name' }).fill(OFFICE);
  await officeDialog.getByRole('textbox', { name: 'Slug (menu link)' }).fill('admin');
  await choose(admin, officeDialog, 'Organization', ORG);
  await officeDialog.getByRole('button', { name: 'New office' }).click();
  await expect(officeDialog.getByText('This slug is a name the app uses for its own pages')).toBeVisible();
  await officeDialog.getByRole('textbox', { name: 'Slug (menu link)' }).fill(SLUG);
  await officeDialog.getByRole('button', { name: 'New office' }).click();
  await expect(toast(admin, `Office ${OFFICE} created`)).toBeVisible();

  // 3. Its poster: the QR code, read from the pixels on screen, is the office's menu link.
  await admin.getByRole('button', { name: `QR code of ${OFFICE}` }).click();
  const menuUrl = `${baseURL}/o/${SLUG}/menu?day=tomorrow`;
  await expect(admin.getByRole('textbox', { name: 'Menu link' })).toHaveValue(menuUrl);
  await admin.getByRole('link', { name: 'Kitchen poster' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Kitchen poster: ${OFFICE}` })).toBeVisible();
  await expect(admin.getByText('Scan the code with your phone camera.')).toBeVisible();
  await expect(admin.getByText('Nuskenuokite kodą telefono kamera.')).toBeVisible();
  const png = PNG.sync.read(await admin.getByTestId('poster-sheet').getByTestId('office-qr').screenshot());
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(menuUrl);

  // 4. A colleague signs up with the company's domain, confirms, and joins the office from its menu link.
  const email = `ona.${tag}@${DOMAIN}`;
  const colleague = await (await browser.newContext()).newPage();
  await colleague.goto('/auth');
  await colleague.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await colleague.getByRole('textbox', { name: 'Full name' }).fill('Ona Naujokė');
  await colleague.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await colleague.getByRole('textbox', { name: 'Password' }).fill('a fine password');
  await colleague.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(colleague.getByText('We sent you a confirmation link.')).toBeVisible();
  await colleague.goto('/dev/mail');
  await colleague.locator('article', { hasText: email }).first().getByRole('link').first().click();
  await expect(colleague.getByText('Your e-mail is confirmed. You can sign in now.')).toBeVisible();
  await colleague.goto('/auth');
  await signIn(colleague, email, 'a fine password');
  await colleague.goto(`/o/${SLUG}/menu?day=tomorrow`);
  await colleague.getByRole('button', { name: 'Join this office' }).click();
  await expect(colleague.getByText(`You joined ${OFFICE}.`)).toBeVisible();

  // 5. The admin finds them and makes them a cook (confirmed first).
  await admin.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  await expect(admin.getByText(email)).toBeVisible();
  await choose(admin, admin.getByRole('main'), 'Role of Ona Naujokė', 'Cook');
  const confirm = admin.getByRole('dialog', { name: 'Change role?' });
  await expect(confirm.getByText('Change Ona Naujokė from Eater to Cook?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Change' }).click();
  await expect(toast(admin, 'Ona Naujokė updated')).toBeVisible();

  // 6. The role change ended their sessions: signed in again, their next page load is the cook workspace.
  await colleague.goto('/cook');
  await expect(colleague).toHaveURL(/\/auth/);
  await signIn(colleague, email, 'a fine password');
  await colleague.goto('/cook');
  await expect(colleague).toHaveURL(/\/cook\/my-meals/);
  await expect(colleague.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(colleague.getByRole('button', { name: /Create meal/i }).first()).toBeVisible();

  // The cook offers a meal for tomorrow (through the API the form uses; the form has its own journeys).
  const tomorrow = tomorrowInVilnius();
  const title = `Cepelinai ${tag}`;
  const created = await colleague.request.post('/trpc/meals.create', {
    headers: { origin: baseURL!, 'content-type': 'application/json' },
    data: {
      json: {
        title,
        priceCents: 550,
        totalPortions: 5,
        pickupDate: tomorrow,
        pickupStart: '12:00',
        pickupEnd: '13:00',
        cutoffDate: tomorrow,
        cutoffTime: '11:00',
        allergens: ['milk'],
      },
    },
  });
  expect(created.status()).toBe(200);

  // 7. A visitor has the office's menu open; the admin deactivates the meal and it leaves that menu live.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/${SLUG}/menu?day=tomorrow`);
  const card = visitor.getByTestId('meal-card').filter({ hasText: title });
  // A new context's first page (scripts, office, then the menu) under load: give it time.
  await expect(card).toBeVisible({ timeout: 30_000 });
  await admin.goto(`/admin/meals?q=${encodeURIComponent(title)}`);
  await admin.getByRole('button', { name: `Deactivate ${title}` }).click();
  await admin
    .getByRole('dialog', { name: 'Deactivate this meal?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(toast(admin, 'Meal deactivated')).toBeVisible();
  await expect(card).toBeHidden({ timeout: 15_000 });

  // The audit log has each step.
  await admin.goto(`/admin/audit?actor=super%40example.com`);
  for (const action of ['Organization created', 'Office created', 'Role changed', 'Meal switched on or off']) {
    await expect(admin.getByRole('table').getByText(action, { exact: true }).first()).toBeVisible();
  }
});
