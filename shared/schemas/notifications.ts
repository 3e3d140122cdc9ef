// Inputs of the notification centre and of the cook's messages to a meal's eaters (docs/features.md,
// "Notifications"), shared with the forms.
import { z } from 'zod';
import { NOTIFICATION_LIMITS, PUSH_LIMITS } from '../constants';
import { NOTIFICATION_KINDS } from '../enums';
import { text, UuidField } from './common';

export const NotificationsListInput = z.object({
  /** The id of the last notification of the previous page. */
  cursor: UuidField.nullish(),
});
export type NotificationsListInput = z.input<typeof NotificationsListInput>;

/** Marks the given notifications read, or every one (`all`). */
export const MarkNotificationsReadInput = z.union([
  z.object({ ids: z.array(UuidField).min(1).max(NOTIFICATION_LIMITS.markMax) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkNotificationsReadInput = z.input<typeof MarkNotificationsReadInput>;

/** "It's in the kitchen", with an optional place note. */
export const AnnounceReadyInput = z.object({
  mealId: UuidField,
  note: text(NOTIFICATION_LIMITS.readyNoteMax).trim().optional(),
});
export type AnnounceReadyInput = z.input<typeof AnnounceReadyInput>;

/** A cook's short message to a meal's eaters. */
export const MessageEatersInput = z.object({
  mealId: UuidField,
  text: text(NOTIFICATION_LIMITS.messageMax).trim().min(1, { error: 'validation.messageRequired' }),
});
export type MessageEatersInput = z.input<typeof MessageEatersInput>;

/** A person's choice for one kind: push and/or e-mail (every kind has an e-mail: shared/enums.ts). */
export const SetNotificationPrefInput = z
  .object({
    kind: z.enum(NOTIFICATION_KINDS),
    push: z.boolean().optional(),
    email: z.boolean().optional(),
  })
  .refine((v) => v.push !== undefined || v.email !== undefined, { error: 'validation.nothingToUpdate' });
export type SetNotificationPrefInput = z.input<typeof SetNotificationPrefInput>;

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'validation.invalid' });

/** A browser's PushSubscription as its toJSON() gives it (RFC 8030 endpoint, RFC 8291 keys). */
export const SubscribePushInput = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(PUSH_LIMITS.endpointMax),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64url(80, 100),
    /** The 16-byte authentication secret. */
    auth: base64url(16, 30),
  }),
});
export type SubscribePushInput = z.input<typeof SubscribePushInput>;

/**
 * The browser replaced its subscription (the service worker's `pushsubscriptionchange`, client/public/sw-push.js):
 * the new one, and the endpoint it had before, which is dropped if it was the caller's.
 */
export const ResubscribePushInput = SubscribePushInput.extend({
  oldEndpoint: z
    .url({ protocol: /^https?$/ })
    .max(PUSH_LIMITS.endpointMax)
    .nullish(),
});
export type ResubscribePushInput = z.input<typeof ResubscribePushInput>;

export const UnsubscribePushInput = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(PUSH_LIMITS.endpointMax),
});
export type UnsubscribePushInput = z.input<typeof UnsubscribePushInput>;
