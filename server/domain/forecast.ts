// The cook's forecast of who is in (docs/decisions/065-forecast-privacy-and-prediction.md): the rules that need no
// database. Every count of people shown to a cook passes through `shown`, so no count below the threshold ever
// leaves the server, whatever it counts; the prediction's "usually eats" and its error are defined here too.
import { ALLERGENS, DIETARY_TAGS, type Allergen, type DietaryTag } from '../../shared/enums';

/** The smallest count shown; anything below is null ("fewer than 5"), so no colleague can be singled out. */
export const FORECAST_MIN_COUNT = 5;
/** "Usually eats" on a weekday looks at that weekday in the last 8 weeks ... */
export const USUAL_WEEKS = 8;
/** ... and needs a reservation on at least half of them. */
export const USUAL_MIN_WEEKS = 4;
/** The prediction's error is measured over the past 4 weeks. */
export const ERROR_WEEKS = 4;

/** A count as the cook may see it: null below the threshold. */
export function shown(count: number): number | null {
  return count >= FORECAST_MIN_COUNT ? count : null;
}

/** Whether a colleague "usually eats" on a weekday, from the weeks of the last 8 they reserved on it. */
export const usuallyEats = (weeksReserved: number) => weeksReserved >= USUAL_MIN_WEEKS;

/** One day's true counts, as the database gives them (never sent to a client). */
export interface RawForecastDay {
  date: string;
  closed: boolean;
  present: number;
  usuallyEat: number;
  diets: Partial<Record<DietaryTag, number>>;
  allergens: Partial<Record<Allergen, number>>;
  offeredPortions: number;
}

/** A past day of the same weekday: what was predicted and how many colleagues reserved. */
export interface PastDay {
  present: number;
  predicted: number;
  actual: number;
}

export interface ForecastDay {
  date: string;
  closed: boolean;
  /** Colleagues in that day (their office day, not away). */
  present: number | null;
  /** Of them, those who usually eat on that weekday. */
  usuallyEat: number | null;
  /** The mean absolute error of "usually eat" over the same weekday in the past 4 weeks; null without such a day. */
  meanAbsoluteError: number | null;
  diets: Record<DietaryTag, number | null>;
  allergens: Record<Allergen, number | null>;
  /** Portions other cooks of the office offer that day. */
  offeredPortions: number | null;
}

/**
 * The mean absolute error of the prediction over past days, to one decimal. Only days with at least the threshold
 * of colleagues in count: the forecast showed no number on the others, and an error over a group that small
 * would tell of its few members.
 */
export function meanAbsoluteError(days: PastDay[]): number | null {
  const counted = days.filter((day) => day.present >= FORECAST_MIN_COUNT);
  if (counted.length === 0) return null;
  const total = counted.reduce((sum, day) => sum + Math.abs(day.predicted - day.actual), 0);
  return Math.round((total / counted.length) * 10) / 10;
}

/** What the cook sees of a day: every count through `shown`, each diet and allergen listed, present or not. */
export function forecastDay(raw: RawForecastDay, past: PastDay[]): ForecastDay {
  return {
    date: raw.date,
    closed: raw.closed,
    present: shown(raw.present),
    usuallyEat: shown(raw.usuallyEat),
    meanAbsoluteError: meanAbsoluteError(past),
    diets: Object.fromEntries(DIETARY_TAGS.map((tag) => [tag, shown(raw.diets[tag] ?? 0)])) as Record<
      DietaryTag,
      number | null
    >,
    allergens: Object.fromEntries(
      ALLERGENS.map((allergen) => [allergen, shown(raw.allergens[allergen] ?? 0)]),
    ) as Record<Allergen, number | null>,
    offeredPortions: shown(raw.offeredPortions),
  };
}

/** ISO weekday (1 = Monday) of an office date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The forecast of the days ahead, each with the error of its weekday's prediction over the past days given
 * (the same weekday in the past 4 weeks).
 */
export function buildForecast(ahead: RawForecastDay[], past: (PastDay & { date: string })[]): ForecastDay[] {
  return ahead.map((day) =>
    forecastDay(
      day,
      past.filter((p) => isoWeekday(p.date) === isoWeekday(day.date)),
    ),
  );
}
