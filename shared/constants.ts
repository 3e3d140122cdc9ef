// Business constants and limits of the specification, in one place for server and client.

export const APP_VERSION = '1.0.0';

export const MEAL_LIMITS = {
  titleMin: 5,
  titleMax: 80,
  descriptionMax: 500,
  priceMinCents: 50,
  priceMaxCents: 5000,
  portionsMin: 1,
  portionsMax: 50,
  photosMax: 5,
} as const;

/** A weekly series: the same meal on chosen weekdays for 1 to 8 weeks (server/services/meal-series.ts). */
export const SERIES_LIMITS = { weeksMin: 1, weeksMax: 8 } as const;

export const PICKUP_PRESETS = [
  { id: 'early', start: '11:30', end: '12:30' },
  { id: 'standard', start: '12:00', end: '13:00' },
  { id: 'late', start: '12:30', end: '13:30' },
] as const;
export const DEFAULT_PICKUP = { start: '12:30', end: '13:30' } as const;
export const DEFAULT_CUTOFF_TIME = '18:00';

export const SUSPENSION_DAYS = [7, 30] as const;
export const UPCOMING_ORDERS_LIMIT = 3;
export const ADMIN_LATEST_PREORDERS = 10;
export const RESERVE_DEFAULT_QUANTITY = 1;
/** An eater's note to the cook with a reservation ("no chili, please"). */
export const RESERVATION_NOTE_MAX = 200;

export const MOBILE_BREAKPOINT_PX = 768;
export const MIN_TAP_TARGET_PX = 44;

export const TOAST_DURATION_MS = 4000;
export const TOAST_MAX_VISIBLE = 3;

export const QUERY_CACHE_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_CAP_MS = 30_000;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

/** Admin lists (users, meals, audit log): rows per "Load more". */
export const ADMIN_PAGE_SIZE = 25;
export const ORGANIZATION_NAME_MAX = 120;
export const OFFICE_NAME_MAX = 120;
export const SLUG_LENGTH = { min: 3, max: 40 } as const;
export const ALLOWED_DOMAINS_MAX = 50;
/** Whole-table dashboard counts are served from a per-instance cache this long (docs/decisions/014). */
export const ADMIN_COUNTS_TTL_MS = 30_000;

/** The notification centre (docs/decisions/032-notification-centre.md). */
export const NOTIFICATION_LIMITS = {
  /** Notifications are deleted this many days after they were written. */
  keepDays: 60,
  pageSize: 30,
  /** Ids marked read in one call. */
  markMax: 100,
  /** The optional place note of "It's in the kitchen" ("fridge, shelf 2"). */
  readyNoteMax: 120,
  /** A cook's short message to a meal's eaters ("ten minutes late"). */
  messageMax: 280,
  /** Messages a cook may send to one meal's eaters per office day. */
  messagesPerMealPerDay: 3,
} as const;

/** Web push (docs/decisions/042-notification-preferences-and-web-push.md). */
export const PUSH_LIMITS = {
  /** Push services' endpoints are a few hundred characters. */
  endpointMax: 1000,
  /** Devices one person may subscribe; subscribing another drops their oldest. */
  subscriptionsPerUser: 10,
} as const;

/** Regulars: portions per standing order, standing orders and absences per eater, an absence's length. */
export const REGULAR_LIMITS = {
  quantityMax: 5,
  subscriptionsMax: 20,
  absencesMax: 20,
  absenceDaysMax: 366,
} as const;

/** The wish board (docs/features.md "Wish board"): what colleagues would like a cook to make. */
export const WISH_LIMITS = {
  /** Portions one person may back a wish with. */
  quantityMax: 5,
  /** Open wishes one person may have in an office at a time. */
  openPerAuthor: 5,
  /** A wish no cook claimed is gone after this long. */
  lifetimeDays: 14,
  /** How far ahead a wish's day range may reach. */
  horizonDays: 28,
} as const;

/** The fair draw of a popular meal (docs/features.md "Fair draw", server/domain/draws.ts). */
export const DRAW_LIMITS = {
  /** How far back a lost draw or a waitlist that never reached a person counts towards their weight. */
  lookbackDays: 30,
  /** Each such miss adds 1 to the weight of 1, up to this many. */
  maxExtraWeight: 2,
} as const;
