// The one error catalogue.
// Services throw `new DomainError(code)`; server/trpc maps it to a tRPC error whose `data.appCode` is the code;
// the client shows t(`errors:codes.${code}`). Every code must have a text in locales/<lng>/errors.json.

/** tRPC error code names (kept as strings so this file runs in the browser without @trpc/server). */
type TrpcCodeName =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PRECONDITION_FAILED'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'INTERNAL_SERVER_ERROR'
  | 'SERVICE_UNAVAILABLE';

export const ERROR_CATALOGUE = {
  // The product's messages
  cutoffPassed: 'PRECONDITION_FAILED',
  capacityExceeded: 'CONFLICT',
  officeMismatch: 'FORBIDDEN',
  mealDisabled: 'PRECONDITION_FAILED',
  invalidTransition: 'CONFLICT',
  unauthorized: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  quantityInvalid: 'BAD_REQUEST',
  paymentAlreadySettled: 'CONFLICT',
  /** The eater already said "I paid" for this reservation; the cook has not answered yet. */
  paymentAlreadyClaimed: 'CONFLICT',
  /** "I paid" on a reservation the cook has not confirmed: the cook confirms or rejects only a claimed payment. */
  paymentNotClaimed: 'CONFLICT',
  /** "Not collected" before the meal's pickup window has ended. */
  pickupNotOver: 'PRECONDITION_FAILED',
  generic: 'INTERNAL_SERVER_ERROR',
  /** The database is away for a moment (a restart, a failover): the answer says to try again. */
  databaseUnavailable: 'SERVICE_UNAVAILABLE',
  notAuthenticated: 'UNAUTHORIZED',
  roleChangeNotAllowed: 'FORBIDDEN',
  // Accounts and offices
  invalidCredentials: 'UNAUTHORIZED',
  emailNotConfirmed: 'FORBIDDEN',
  userAlreadyRegistered: 'CONFLICT',
  invalidToken: 'BAD_REQUEST',
  /** Too easy to guess (shared/password-strength.ts); `details.reasons` lists why, comma-separated. */
  weakPassword: 'BAD_REQUEST',
  alreadyInOffice: 'CONFLICT',
  officeNotFound: 'NOT_FOUND',
  noOffice: 'PRECONDITION_FAILED',
  emailDomainNotAllowed: 'FORBIDDEN',
  suspended: 'FORBIDDEN',
  oauthNotConfigured: 'PRECONDITION_FAILED',
  /** Erasing the account: the password given is not the account's. */
  wrongPassword: 'BAD_REQUEST',
  /** Erasing a Google-only account: sign in with Google again first (the session is too old to stand for it). */
  reauthenticationRequired: 'PRECONDITION_FAILED',
  // Cook workspace
  notCook: 'FORBIDDEN',
  ownMeal: 'FORBIDDEN',
  mealHasReservations: 'CONFLICT',
  portionsBelowReserved: 'CONFLICT',
  pickupDateInPast: 'BAD_REQUEST',
  /** The office is closed on the meal's date (server/domain/closed-days.ts); `details.label` names the day. */
  officeClosed: 'BAD_REQUEST',
  /** The admin marked a day closed that already is. */
  closedDayExists: 'CONFLICT',
  cutoffAfterPickup: 'BAD_REQUEST',
  mealWithdrawn: 'CONFLICT',
  /** "Stop series" on a meal published alone (server/services/meal-series.ts). */
  notInSeries: 'CONFLICT',
  /** Every day a weekly series would cover is closed at the office: nothing to publish. */
  seriesAllClosed: 'BAD_REQUEST',
  photoLimit: 'CONFLICT',
  photoType: 'BAD_REQUEST',
  photoTooLarge: 'PAYLOAD_TOO_LARGE',
  photoUnreadable: 'BAD_REQUEST',
  /** Past the pixel limit (about what a phone's camera makes), whatever the file's size. */
  photoTooManyPixels: 'PAYLOAD_TOO_LARGE',
  /** The photo queue is full: try again shortly (Retry-After). */
  photoBusy: 'TOO_MANY_REQUESTS',
  /** An upload that is not one photo file alone (a form field, a second file). */
  photoUploadForm: 'BAD_REQUEST',
  // Moderation and feedback
  alreadyReported: 'CONFLICT',
  feedbackAlreadyGiven: 'CONFLICT',
  feedbackNotAllowed: 'PRECONDITION_FAILED',
  /** A moderation action on a report that is already resolved or dismissed. */
  reportNotOpen: 'CONFLICT',
  // Waitlist and hand-overs
  /** Portions are free for that quantity: reserve instead of waiting. */
  waitlistNotNeeded: 'CONFLICT',
  alreadyWaitlisted: 'CONFLICT',
  /** The offer was taken, declined, withdrawn or ran out of time. */
  handoverNotOpen: 'CONFLICT',
  alreadyOffered: 'CONFLICT',
  /** Hand-overs stop at the end of the pickup window. */
  pickupEnded: 'PRECONDITION_FAILED',
  ownOffer: 'FORBIDDEN',
  /** A cook's last call on a meal with no reservation left to put up (all collected, paid or offered already). */
  lastCallNothing: 'CONFLICT',
  /** Following a cook: not oneself. */
  followSelf: 'FORBIDDEN',
  /** The wish board (docs/features.md "Wish board"): one's own office only, days ahead within reach, a few each. */
  wishOtherOffice: 'FORBIDDEN',
  wishDaysInvalid: 'BAD_REQUEST',
  wishesLimit: 'CONFLICT',
  /** Conditional meals (docs/features.md "Conditional meals"): a minimum needs ordering still open; a wish is claimed once. */
  minimumCutoffPassed: 'BAD_REQUEST',
  minimumAboveTotal: 'BAD_REQUEST',
  wishAlreadyClaimed: 'CONFLICT',
  /** Office days and wish moderation (docs/features.md, "Office days and forecast"): one's own wish is not reported. */
  ownWish: 'FORBIDDEN',
  /** Fair draw (docs/features.md "Fair draw"): a window within reach, entries only while open, once each. */
  drawWindowInvalid: 'BAD_REQUEST',
  drawOpen: 'CONFLICT',
  drawClosed: 'CONFLICT',
  notADraw: 'CONFLICT',
  alreadyEntered: 'CONFLICT',
  /** Regulars (docs/decisions/048-regulars.md): not one's own, and a bounded number of standing orders and absences. */
  regularSelf: 'FORBIDDEN',
  regularsLimit: 'CONFLICT',
  absencesLimit: 'CONFLICT',
  // The cook's word to a meal's eaters (docs/features.md, "Notifications")
  notPickupDay: 'PRECONDITION_FAILED',
  /** A message or "It's in the kitchen" for a meal nobody holds a reservation of (shared/meal-messages.ts). */
  noReservations: 'CONFLICT',
  tooManyMessages: 'TOO_MANY_REQUESTS',
  /** Web push: an endpoint the server may not call, or keys that are no P-256 key and 16-byte secret. */
  pushSubscriptionInvalid: 'BAD_REQUEST',
  /** An office channel's webhook URL that is not https, or names a private, loopback or link-local address. */
  webhookUrlNotAllowed: 'BAD_REQUEST',
  /** A new office channel without its webhook URL (only an edit may leave it out to keep the stored one). */
  webhookUrlRequired: 'BAD_REQUEST',
  // Admin console
  slugTaken: 'CONFLICT',
  subdomainTaken: 'CONFLICT',
  organizationNameTaken: 'CONFLICT',
  organizationNotFound: 'NOT_FOUND',
  ownRole: 'FORBIDDEN',
  lastSuperAdmin: 'CONFLICT',
  /** An organization keeps at least one admin (shared/admin-rules.ts). */
  lastOrganizationAdmin: 'CONFLICT',
  /** A super admin making someone an admin names the organization when the person has no office. */
  organizationRequired: 'BAD_REQUEST',
  staleRecord: 'CONFLICT',
  // E-mail
  unknownTemplateVariable: 'BAD_REQUEST',
  templateExists: 'CONFLICT',
  emailNotRetryable: 'CONFLICT',
  // Transport
  validation: 'BAD_REQUEST',
  /** The request's envelope itself is broken (not the values in it): a client bug or an attack. */
  malformedInput: 'BAD_REQUEST',
  /** An Idempotency-Key sent again with another request than the first (shared/idempotency.ts). */
  idempotencyKeyReused: 'CONFLICT',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  tooManyLiveStreams: 'TOO_MANY_REQUESTS',
} as const satisfies Record<string, TrpcCodeName>;

export type AppErrorCode = keyof typeof ERROR_CATALOGUE;
export const APP_ERROR_CODES = Object.keys(ERROR_CATALOGUE) as AppErrorCode[];

export const isAppErrorCode = (value: unknown): value is AppErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_CATALOGUE, value);

/** A rule of the product was broken. `details` are safe to show (for example seconds until a retry). */
export class DomainError extends Error {
  readonly code: AppErrorCode;
  readonly details: Record<string, string | number> | undefined;

  constructor(code: AppErrorCode, details?: Record<string, string | number>) {
    // An expected refusal is an answer, not a bug: capturing a stack for it cost more than the rest of a refused
    // reservation. (Error.stackTraceLimit is V8's; elsewhere setting it does nothing.)
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(code);
    Error.stackTraceLimit = limit;
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

/** The fallback code for a tRPC error that did not come from a DomainError. */
export const appCodeForTrpcCode = (code: string): AppErrorCode => {
  switch (code) {
    case 'BAD_REQUEST':
    case 'PARSE_ERROR':
    case 'PAYLOAD_TOO_LARGE':
    case 'UNPROCESSABLE_CONTENT':
      return 'validation';
    case 'UNAUTHORIZED':
      return 'notAuthenticated';
    case 'FORBIDDEN':
      return 'unauthorized';
    case 'NOT_FOUND':
      return 'notFound';
    case 'TOO_MANY_REQUESTS':
      return 'tooManyRequests';
    case 'SERVICE_UNAVAILABLE':
      return 'databaseUnavailable';
    default:
      return 'generic';
  }
};
