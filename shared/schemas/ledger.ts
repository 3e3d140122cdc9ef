// Inputs of the cash ledger: how a collected preorder was paid (or that it is paid later), settling a
// debt afterwards, the cook's and the eater's ledgers and their CSV exports.
import { z } from 'zod';
import { LOCALES, PAYMENT_METHODS } from '../enums';
import { UuidField } from './common';

export const LEDGER_PERIODS = ['week', 'month'] as const;
export type LedgerPeriod = (typeof LEDGER_PERIODS)[number];
/** How many periods (with activity) the cook's ledger shows, newest first. */
export const LEDGER_MAX_PERIODS = 12;

export const PaymentMethodField = z.enum(PAYMENT_METHODS);

/**
 * "Mark collected": paid now (with how, cash by default, as before the ledger existed), or collected now and paid
 * later (`payLater`: the preorder is fulfilled and stays unpaid until the cook settles it).
 */
export const MarkCollectedInput = z.object({
  preorderId: UuidField,
  method: PaymentMethodField.default('cash'),
  payLater: z.boolean().default(false),
});
export type MarkCollectedInput = z.input<typeof MarkCollectedInput>;

/** A collected, unpaid preorder is paid now. */
export const SettlePaymentInput = z.object({ preorderId: UuidField, method: PaymentMethodField });
export type SettlePaymentInput = z.input<typeof SettlePaymentInput>;

export const CookLedgerInput = z.object({ period: z.enum(LEDGER_PERIODS).default('week') }).default({ period: 'week' });
export type CookLedgerInput = z.input<typeof CookLedgerInput>;

/** The CSV's language (separator, decimal comma, headers); the user's profile language when left out. */
const CsvLocaleField = z.enum(LOCALES).optional();

export const CookLedgerCsvInput = z
  .object({ period: z.enum(LEDGER_PERIODS).default('week'), locale: CsvLocaleField })
  .default({ period: 'week' });
export type CookLedgerCsvInput = z.input<typeof CookLedgerCsvInput>;

export const EaterLedgerCsvInput = z.object({ locale: CsvLocaleField }).default({});
export type EaterLedgerCsvInput = z.input<typeof EaterLedgerCsvInput>;
