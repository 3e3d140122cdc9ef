// Inputs of the notification centre and of the cook's messages to a meal's eaters (docs/features.md,
// "Notifications"), shared with the forms.
import { z } from 'zod';
import { NOTIFICATION_LIMITS } from '../constants';
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
