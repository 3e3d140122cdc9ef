// Enumerations shared by the database schema (pgEnum), the zod input schemas and the client.
// Changing a list here needs a migration (`npm run db:generate`).

export const ROLES = ['eater', 'cook', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];
export const isAdminRole = (role: Role): role is 'admin' | 'super_admin' => role === 'admin' || role === 'super_admin';

export const LOCALES = ['en', 'lt'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const PREORDER_STATUSES = ['active', 'reserved', 'cancelled', 'fulfilled'] as const;
export type PreorderStatus = (typeof PREORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'waived'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A place in a sold-out meal's line: waiting, then promoted to a reservation, left by the eater, or closed at the cutoff. */
export const WAITLIST_STATUSES = ['waiting', 'promoted', 'left', 'closed'] as const;
/**
 * A wish on the board: open to backing, withdrawn by its author, claimed by a cook (linked to the meal published for
 * it: docs/features.md "Conditional meals"), or taken down by moderation (expiry is by date, not a status).
 */
export const WISH_STATUSES = ['open', 'withdrawn', 'claimed', 'takenDown'] as const;
export type WishStatus = (typeof WISH_STATUSES)[number];

/** How a conditional meal's minimum was settled, exactly once: met (goes ahead) or not by the cutoff (called off). */
export const MEAL_CONDITION_OUTCOMES = ['goesAhead', 'calledOff'] as const;
export type MealConditionOutcome = (typeof MEAL_CONDITION_OUTCOMES)[number];
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
/** What a fair draw gave an entrant (server/domain/draws.ts): portions, or none (then a place on the waitlist). */
export const DRAW_OUTCOMES = ['won', 'lost'] as const;
export type DrawOutcome = (typeof DRAW_OUTCOMES)[number];

/**
 * A reservation offered to a colleague: open (`offered`), taken (`accepted`), turned down by the named colleague
 * (`declined`), taken back by the eater (`withdrawn`), not taken in time (`expired`, it stays the eater's), or
 * passed to the meal's waitlist before the cutoff (`released`).
 */
export const HANDOVER_STATUSES = ['offered', 'accepted', 'declined', 'withdrawn', 'expired', 'released'] as const;
export type HandoverStatus = (typeof HANDOVER_STATUSES)[number];

export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'mobile_app'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DIETARY_TAGS = ['vegetarian', 'vegan', 'glutenFree'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

/** The 14 allergens of EU Regulation 1169/2011, Annex II, in the Annex's order. */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_REASONS = ['foodSafety', 'inappropriate', 'spam', 'misleading', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How long moderation suspends a cook. */
export const SUSPENSION_DAYS = [7, 30] as const;
export type SuspensionDays = (typeof SUSPENSION_DAYS)[number];

export const FEEDBACK_RATINGS = ['up', 'down'] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number];

export const REPORT_TARGET_TYPES = ['meal', 'user', 'wish'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const EMAIL_TEMPLATE_CODES = [
  'TEST',
  'DAILY_MENU',
  'RESERVATION_CONFIRMATION',
  'MORNING_PICKUP_REMINDER',
  'NEW_PREORDER_ALERT',
  'EVENING_COOK_SUMMARY',
  // Beyond the specification (docs/features.md, "E-mail"): what the product sends that the spec's six do not cover.
  'RESERVATION_CANCELLED',
  'PAYMENT_RECEIPT',
  'ALLERGENS_CHANGED',
  'CONFIRM_EMAIL',
  'PASSWORD_RESET',
  // Moderation: eaters of a meal the admins took off the menu; a cook who was suspended.
  'MEAL_DISABLED',
  'COOK_SUSPENDED',
  // The waitlist promoted someone / closed at the cutoff; a colleague offered a portion; followed cooks.
  'WAITLIST_PROMOTED',
  'WAITLIST_CLOSED',
  'HANDOVER_OFFERED',
  'FOLLOWED_COOKS_DIGEST',
  // Moderation put a meal it had taken off back on the menu: its eaters, who were told it was taken off.
  'MEAL_REENABLED',
  // A colleague took a reservation offered to them or to anyone: the offerer.
  'HANDOVER_TAKEN',
  // Any notification without an e-mail of its own: the centre's sentence and a button to its page.
  'NOTICE',
] as const;
export type EmailTemplateCode = (typeof EMAIL_TEMPLATE_CODES)[number];

/**
 * Where an outbound message (an e-mail, a push, a channel post) stands in the delivery queue (server/outbound/
 * queue.ts): the specification's four, and `skipped`: not sent because the recipient turned that kind off, or what it
 * was about is gone. `failed` is the dead letter: kept with its error for admins.
 */
export const OUTBOUND_STATUSES = ['pending', 'processing', 'sent', 'failed', 'skipped'] as const;
export type OutboundStatus = (typeof OUTBOUND_STATUSES)[number];
/** The e-mail queue page's name for the same statuses (client/features/admin/email-queue-page.tsx). */
export const EMAIL_EVENT_STATUSES = OUTBOUND_STATUSES;
export type EmailEventStatus = OutboundStatus;

export const TIME_ZONES = ['Europe/Vilnius', 'Europe/London', 'Europe/Berlin', 'America/New_York'] as const;
export type TimeZone = (typeof TIME_ZONES)[number];
export const DEFAULT_TIME_ZONE: TimeZone = 'Europe/Vilnius';

export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];

/** What the audit log records (server/services/audit.ts). Moderation and e-mail actions add theirs here. */
export const AUDIT_ACTIONS = [
  'organization.create',
  'organization.rename',
  'organization.setDomains',
  'office.create',
  'office.rename',
  'office.move',
  'office.setDefaults',
  'office.closeDay',
  'office.reopenDay',
  'office.setChannel',
  'office.removeChannel',
  'office.setSubdomain',
  'user.setRole',
  /** An admin erased an account on the person's request (docs/privacy.md). */
  'user.erase',
  'user.setOffice',
  'meal.setActive',
  'emailTemplate.create',
  'emailTemplate.update',
  'emailEvent.retry',
  'meal.softDisable',
  'meal.reenable',
  'user.suspend',
  'user.liftSuspension',
  'report.resolve',
  'report.dismiss',
  'accessRequest.contacted',
  'accessRequest.reopened',
  /** Moderation took a reported wish off its office's board. */
  'wish.takeDown',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'organization',
  'office',
  'user',
  'meal',
  'emailTemplate',
  'emailEvent',
  'report',
  'accessRequest',
  'wish',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The states the admin meals list filters by (one per meal: withdrawn, then disabled, then the active flag). */
export const ADMIN_MEAL_STATES = ['active', 'inactive', 'softDisabled', 'withdrawn'] as const;
export type AdminMealState = (typeof ADMIN_MEAL_STATES)[number];

/**
 * The variables a template may use: the specification's ten, plus `action_link` (the button of the account e-mails: confirm,
 * reset) and `details` (a prepared block: the reservations of an alert, the reason of a cancellation).
 */
export const TEMPLATE_VARIABLES = [
  'user_name',
  'cook_name',
  'meal_title',
  'price',
  'quantity',
  'pickup_window',
  'office_name',
  'date_label',
  'manage_link',
  'unsubscribe_link',
  'action_link',
  'details',
] as const;

/**
 * What the notification centre can tell a person (docs/features.md, "Notifications"). Eaters: promoted from the
 * waitlist, a portion offered to them or taken from them, their meal changed, withdrawn, taken down or back by
 * moderation, in the kitchen, a message from its cook, a reservation made as a regular, put up at the cook's last
 * call, marked not collected. Cooks: a new reservation, a cancellation, a report's outcome, a suspension, an eater's
 * "I paid".
 */
export const NOTIFICATION_KINDS = [
  'waitlistPromoted',
  'portionOffered',
  'portionTaken',
  'offerClosed',
  'mealChanged',
  'mealWithdrawn',
  'mealTakenDown',
  'mealBack',
  'mealReady',
  'cookMessage',
  'newReservation',
  'reservationCancelled',
  'reportOutcome',
  'cookSuspended',
  'regularReserved',
  'lastCall',
  'notCollected',
  'paymentClaimed',
  // Conditional meals and claimed wishes (docs/features.md "Conditional meals").
  'mealGoesAhead',
  'mealCalledOff',
  'wishClaimed',
  // Office days and wish moderation (docs/features.md, "Office days and forecast"): a wish taken down, to its author.
  'wishTakenDown',
  // Fair draw (docs/features.md "Fair draw"): the outcome, told to each entrant once.
  'drawWon',
  'drawLost',
  // Tomorrow's menu, once a day to those in the office who turned its push on (docs/decisions/066-daily-menu-push.md).
  'dailyMenu',
  // A colleague backed one's wish, told once per backer and never naming them (docs/features.md "Wish board").
  'wishBacked',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The chat tools an office's channel can be (incoming webhooks, each with its own message format). */
export const OFFICE_CHANNEL_KINDS = ['slack', 'teams', 'mattermost'] as const;
export type OfficeChannelKind = (typeof OFFICE_CHANNEL_KINDS)[number];

/** What the outbound queue (the `deliveries` table) carries besides e-mail. */
export const DELIVERY_CHANNELS = ['push', 'webhook'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * The e-mail each kind of notification sends. Kinds that had an e-mail before the centre existed keep its template;
 * a reservation made for a regular is its ordinary confirmation; the rest send the generic NOTICE (the centre's
 * sentence, queued by a trigger on notifications: server/db/sql/enqueue_notification_emails.sql).
 */
export const NOTIFICATION_EMAIL_TEMPLATE: Record<NotificationKind, EmailTemplateCode> = {
  waitlistPromoted: 'WAITLIST_PROMOTED',
  portionOffered: 'HANDOVER_OFFERED',
  portionTaken: 'HANDOVER_TAKEN',
  offerClosed: 'NOTICE',
  mealChanged: 'ALLERGENS_CHANGED',
  mealWithdrawn: 'RESERVATION_CANCELLED',
  mealTakenDown: 'MEAL_DISABLED',
  mealBack: 'MEAL_REENABLED',
  mealReady: 'NOTICE',
  cookMessage: 'NOTICE',
  newReservation: 'NEW_PREORDER_ALERT',
  reservationCancelled: 'RESERVATION_CANCELLED',
  reportOutcome: 'NOTICE',
  cookSuspended: 'COOK_SUSPENDED',
  regularReserved: 'RESERVATION_CONFIRMATION',
  lastCall: 'NOTICE',
  notCollected: 'NOTICE',
  paymentClaimed: 'NOTICE',
  // Conditional meals and claimed wishes (docs/features.md "Conditional meals").
  mealGoesAhead: 'NOTICE',
  mealCalledOff: 'NOTICE',
  wishClaimed: 'NOTICE',
  wishTakenDown: 'NOTICE',
  // Fair draw (docs/features.md "Fair draw").
  drawWon: 'NOTICE',
  drawLost: 'NOTICE',
  // The schedule queues this e-mail itself, under the marketing choice (server/db/queries/email-schedule.ts); the
  // notification queues none, so nobody gets the menu twice (docs/decisions/066-daily-menu-push.md).
  dailyMenu: 'DAILY_MENU',
  wishBacked: 'NOTICE',
};

/**
 * Whether a kind's e-mail is on for someone who has not chosen (docs/decisions/051-*.md). Off for what matters only
 * within minutes (the food is in the kitchen, the cook's message, a last call on one's portion): by the time an
 * e-mail is read it is stale, and push and the centre carry it. The trigger of NOTICE e-mails repeats this list in
 * SQL (server/db/sql/enqueue_notification_emails.sql; tests/integration/notice-emails.test.ts keeps them equal).
 */
export const NOTIFICATION_EMAIL_DEFAULT: Record<NotificationKind, boolean> = {
  waitlistPromoted: true,
  portionOffered: true,
  portionTaken: true,
  offerClosed: true,
  mealChanged: true,
  mealWithdrawn: true,
  mealTakenDown: true,
  mealBack: true,
  mealReady: false,
  cookMessage: false,
  newReservation: true,
  reservationCancelled: true,
  reportOutcome: true,
  cookSuspended: true,
  regularReserved: true,
  lastCall: false,
  notCollected: true,
  paymentClaimed: true,
  // Conditional meals and claimed wishes (docs/features.md "Conditional meals").
  mealGoesAhead: true,
  mealCalledOff: true,
  wishClaimed: true,
  wishTakenDown: true,
  // Fair draw (docs/features.md "Fair draw").
  drawWon: true,
  drawLost: true,
  // Not a per-kind choice: the daily menu e-mail follows the marketing choice (hasEmailChoice below).
  dailyMenu: false,
  // Encouragement, not news about one's food: an e-mail for every colleague's click would be noise; bell and push carry it.
  wishBacked: false,
};

/**
 * Whether a kind's push is on for someone who has not chosen. Only the daily menu is off: it is an offer, not news
 * about one's own reservation or meal, so it comes only to those who ask (docs/decisions/066-daily-menu-push.md).
 * The push trigger repeats this in SQL (server/db/sql/enqueue_notification_pushes.sql;
 * tests/integration/daily-menu-push.test.ts keeps them equal).
 */
export const NOTIFICATION_PUSH_DEFAULT: Record<NotificationKind, boolean> = Object.fromEntries(
  NOTIFICATION_KINDS.map((kind) => [kind, kind !== 'dailyMenu']),
) as Record<NotificationKind, boolean>;

/**
 * Whether the notification settings offer a per-kind e-mail choice. The daily menu's e-mail is the marketing one, chosen on the
 * e-mail preferences page, so its row offers push only.
 */
export const hasEmailChoice = (kind: NotificationKind) => kind !== 'dailyMenu';

/**
 * The kind of notification a queued e-mail stands for, so the person's e-mail choice for that kind applies to it;
 * null for e-mails that are no notification (account, marketing, summaries, one's own reservation).
 * RESERVATION_CANCELLED tells the cook of an eater's cancel, or the eater of a withdrawn meal (its payload's `by`);
 * RESERVATION_CONFIRMATION is a regular's when the reservation was made for them (`viaRegular`); NOTICE names its
 * kind in its payload.
 */
export function notificationKindOfEmail(
  code: EmailTemplateCode,
  payload: Record<string, unknown>,
): NotificationKind | null {
  if (code === 'RESERVATION_CANCELLED') return payload.by === 'cook' ? 'mealWithdrawn' : 'reservationCancelled';
  if (code === 'RESERVATION_CONFIRMATION') return payload.viaRegular === true ? 'regularReserved' : null;
  if (code === 'NOTICE') {
    const kind = payload.kind;
    return (NOTIFICATION_KINDS as readonly unknown[]).includes(kind) ? (kind as NotificationKind) : null;
  }
  for (const [kind, template] of Object.entries(NOTIFICATION_EMAIL_TEMPLATE)) {
    if (template === code) return kind as NotificationKind;
  }
  return null;
}

/** Kinds a cook hears about their own meals and account; the others are an eater's. */
export const COOK_NOTIFICATION_KINDS = [
  'newReservation',
  'reservationCancelled',
  'reportOutcome',
  'cookSuspended',
  'paymentClaimed',
] as const satisfies readonly NotificationKind[];

/** The page a notification opens (the centre, a push's click). */
export function notificationPath(kind: NotificationKind): string {
  switch (kind) {
    case 'newReservation':
    case 'reservationCancelled':
    case 'paymentClaimed':
      return '/cook/preorders';
    case 'reportOutcome':
    case 'cookSuspended':
      return '/cook/my-meals';
    case 'wishTakenDown':
    case 'wishBacked':
      return '/wishes';
    case 'dailyMenu':
      return '/menu';
    default:
      return '/activity';
  }
}
