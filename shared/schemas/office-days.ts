// Inputs of office days and the cook's forecast (docs/features.md, "Office days and forecast"), shared with the
// profile's office-days form and the forecast beside the meal form.
import { z } from 'zod';

/** How many days ahead a cook's forecast reaches (today included). */
export const FORECAST_DAYS_MAX = 10;

/** ISO weekdays, 1 = Monday ... 7 = Sunday; each at most once. None is allowed: someone who is never in. */
export const OfficeWeekdaysField = z
  .array(z.number({ error: 'validation.weekdayInvalid' }).int().min(1).max(7), {
    error: 'validation.weekdayInvalid',
  })
  .max(7, { error: 'validation.weekdayInvalid' })
  .refine((days) => new Set(days).size === days.length, { error: 'validation.weekdayInvalid' });

export const SetOfficeDaysInput = z.object({
  weekdays: OfficeWeekdaysField,
  /** The daily menu e-mail comes even on days one is not in. */
  menuWhenOut: z.boolean(),
});
export type SetOfficeDaysInput = z.input<typeof SetOfficeDaysInput>;

export const ForecastInput = z
  .object({
    days: z
      .number({ error: 'validation.forecastDays' })
      .int({ error: 'validation.forecastDays' })
      .min(1, { error: 'validation.forecastDays' })
      .max(FORECAST_DAYS_MAX, { error: 'validation.forecastDays' })
      .default(FORECAST_DAYS_MAX),
  })
  .default({ days: FORECAST_DAYS_MAX });
export type ForecastInput = z.input<typeof ForecastInput>;
