// Inputs of the profile router: the cook's payment details (pay-up, docs/features.md).
import { z } from 'zod';
import { isValidIban, normalizeIban } from '../iban';
import { UuidField, text } from './common';

export const PAYMENT_DETAIL_LIMITS = { iban: 34, holder: 70, link: 500 } as const;

/** An IBAN with its ISO 13616 check digits right, stored without spaces in upper case; '' removes it. */
export const IbanField = text(50)
  .trim()
  .refine((value) => value === '' || isValidIban(value), { error: 'validation.ibanInvalid' })
  .transform(normalizeIban);

/** The account holder's name as a bank shows it (the EPC QR code's beneficiary); '' removes it. */
export const HolderField = text(PAYMENT_DETAIL_LIMITS.holder).trim();

const HttpsUrl = z.url({ protocol: /^https$/ });
/** A host with a dot: "https://localhost" or "https://x" is no one's payment page. */
const HTTPS_HOST = /^https:\/\/[^\s/?#]+\.[^\s/?#]+/i;

/** A payment link (Revolut, PayPal.me, ...): https only, so no javascript: or plain-http page; '' removes it. */
export const PaymentLinkField = text(PAYMENT_DETAIL_LIMITS.link)
  .trim()
  .refine((value) => value === '' || (HTTPS_HOST.test(value) && HttpsUrl.safeParse(value).success), {
    error: 'validation.httpsOnly',
  });

/** Each field left out stays as it is; an empty one is removed. */
export const SetPaymentDetailsInput = z.object({
  iban: IbanField.optional(),
  holder: HolderField.optional(),
  link: PaymentLinkField.optional(),
});
export type SetPaymentDetailsInput = z.input<typeof SetPaymentDetailsInput>;

export const PreorderPaymentInput = z.object({ preorderId: UuidField });

/** The cook confirms a payment the eater said they made, by transfer or a payment app. */
export const ConfirmPaymentInput = z.object({
  preorderId: UuidField,
  method: z.enum(['bank_transfer', 'mobile_app']),
});
export type ConfirmPaymentInput = z.input<typeof ConfirmPaymentInput>;
