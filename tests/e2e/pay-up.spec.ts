// Pay-up in a real browser: a cook enters payment details on the profile (a mistyped IBAN is refused by its check
// digits), an eater with a reservation opens "Pay €X to <cook>", sees the amount, the reference, the IBAN and the
// bank QR code drawn in the page and the payment link, and taps "I paid"; the cook sees "Says paid" in the
// preorders table and confirms it as a bank transfer; the eater's reservation then carries the receipt.
import { expect, test } from './fixtures';
import { callApi, dateInVilnius, newColleague, newMealInput, signedIn, toast } from './helpers';

const COOK = 'cook2@example.com';

test('the cook adds an IBAN, the eater pays by QR and says so, the cook confirms the transfer', async ({ browser }) => {
  test.setTimeout(240_000);
  const title = `Pay-up borscht ${Date.now().toString(36).slice(-5)}`;
  const cook = await signedIn(browser, COOK);

  // The profile: a wrong check digit is refused on the field; the right IBAN, holder and link are saved.
  await cook.goto('/profile');
  const iban = cook.getByRole('textbox', { name: 'IBAN' });
  await iban.fill('LT13 1000 0111 0100 1000');
  await cook.getByRole('textbox', { name: 'Account holder' }).fill('Jonas Kazlauskas');
  await cook.getByRole('textbox', { name: 'Payment link' }).fill('http://revolut.me/jonas');
  await cook.getByRole('button', { name: 'Save payment details' }).click();
  await expect(cook.getByText('This IBAN is not valid: check it for a mistyped character.')).toBeVisible();
  await expect(cook.getByText('Enter a link starting with https://')).toBeVisible();
  await iban.fill('lt12 1000 0111 0100 1000');
  await cook.getByRole('textbox', { name: 'Payment link' }).fill('https://revolut.me/jonas');
  await cook.getByRole('button', { name: 'Save payment details' }).click();
  await expect(toast(cook, 'Payment details saved')).toBeVisible();
  await cook.reload();
  await expect(cook.getByRole('textbox', { name: 'IBAN' })).toHaveValue('LT12 1000 0111 0100 1000');

  // A colleague reserves two portions of the cook's meal (€6.00 each).
  const meal = await callApi<{ id: string }>(cook, 'meals.create', {
    ...newMealInput(title, 4),
    pickupDate: dateInVilnius(40),
  });
  const { page: eater } = await newColleague(browser, 'vilnius-hq', 'Paula Mokėtoja', 'payer');
  const preorder = await callApi<{ id: string }>(eater, 'preorders.reserve', { mealId: meal.id, quantity: 2 });
  const reference = `LB-${preorder.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

  await eater.goto('/activity');
  const card = eater.getByTestId('preorder-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Pay €12.00 to Jonas Kazlauskas' }).click();
  const dialog = eater.getByRole('dialog', { name: 'Pay Jonas Kazlauskas' });
  await expect(dialog.getByTestId('pay-Amount')).toHaveText('€12.00');
  await expect(dialog.getByTestId('pay-Reference')).toHaveText(reference);
  await expect(dialog.getByTestId('pay-IBAN')).toHaveText('LT12 1000 0111 0100 1000');
  await expect(
    dialog.getByRole('img', {
      name: `Bank transfer QR code: €12.00 to Jonas Kazlauskas, reference ${reference}`,
    }),
  ).toBeVisible();
  await expect(dialog.getByTestId('pay-qr').locator('svg path').first()).toBeAttached();
  await expect(dialog.getByRole('link', { name: "Pay with the cook's payment link" })).toHaveAttribute(
    'href',
    'https://revolut.me/jonas',
  );
  await dialog.getByRole('button', { name: 'I paid' }).click();
  await expect(toast(eater, 'Thank you! The cook will confirm your payment.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('payment-claimed')).toContainText('You said you paid on');

  // The cook sees the claim and confirms it as a bank transfer.
  await cook.goto('/cook/preorders?status=reserved');
  const row = cook.getByTestId('preorder-row').filter({ hasText: title });
  await expect(row.getByTestId('payment-claimed')).toHaveText('Says paid');
  await row.getByRole('button', { name: `Check payment: Paula Mokėtoja, ${title}` }).click();
  const check = cook.getByRole('dialog', { name: 'Did the payment arrive?' });
  await expect(check.getByRole('button', { name: 'Not yet' })).toBeFocused();
  await check.getByRole('button', { name: 'Bank transfer' }).click();
  await expect(toast(cook, 'Payment confirmed')).toBeVisible();
  await expect(row.getByTestId('payment-status')).toHaveText('Paid');
  await expect(row.getByTestId('payment-claimed')).toHaveCount(0);

  // The eater's reservation is paid, with the receipt saying how.
  await eater.reload();
  const receipt = card.locator('[aria-label="Receipt"]');
  await expect(receipt.getByText('Bank transfer')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Pay / })).toHaveCount(0);

  await Promise.all([cook.context().close(), eater.context().close()]);
});
