// PostgreSQL enum types, built from the shared lists so server, client and database agree.
import { pgEnum } from 'drizzle-orm/pg-core';
import {
  ALLERGENS,
  DELIVERY_CHANNELS,
  OFFICE_CHANNEL_KINDS,
  DIETARY_TAGS,
  DRAW_OUTCOMES,
  EMAIL_TEMPLATE_CODES,
  HANDOVER_STATUSES,
  LOCALES,
  MEAL_CONDITION_OUTCOMES,
  NOTIFICATION_KINDS,
  OUTBOUND_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PREORDER_STATUSES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  ROLES,
  WAITLIST_STATUSES,
  WISH_STATUSES,
} from '../../../shared/enums';

export const roleEnum = pgEnum('user_role', ROLES);
export const localeEnum = pgEnum('locale', LOCALES);
export const preorderStatusEnum = pgEnum('preorder_status', PREORDER_STATUSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);
export const dietaryTagEnum = pgEnum('dietary_tag', DIETARY_TAGS);
export const allergenEnum = pgEnum('allergen', ALLERGENS);
export const reportStatusEnum = pgEnum('report_status', REPORT_STATUSES);
export const reportReasonEnum = pgEnum('report_reason', REPORT_REASONS);
export const reportTargetTypeEnum = pgEnum('report_target_type', REPORT_TARGET_TYPES);
export const emailTemplateCodeEnum = pgEnum('email_template_code', EMAIL_TEMPLATE_CODES);
export const outboundStatusEnum = pgEnum('outbound_status', OUTBOUND_STATUSES);
export const waitlistStatusEnum = pgEnum('waitlist_status', WAITLIST_STATUSES);
export const handoverStatusEnum = pgEnum('handover_status', HANDOVER_STATUSES);
export const notificationKindEnum = pgEnum('notification_kind', NOTIFICATION_KINDS);
export const deliveryChannelEnum = pgEnum('delivery_channel', DELIVERY_CHANNELS);
export const officeChannelKindEnum = pgEnum('office_channel_kind', OFFICE_CHANNEL_KINDS);
export const wishStatusEnum = pgEnum('wish_status', WISH_STATUSES);
export const mealConditionOutcomeEnum = pgEnum('meal_condition_outcome', MEAL_CONDITION_OUTCOMES);
export const drawOutcomeEnum = pgEnum('draw_outcome', DRAW_OUTCOMES);
