// Inputs of reporting a meal, of feedback after pickup and of the admins' moderation actions, shared with their
// dialogs.
import { z } from 'zod';
import { FEEDBACK_RATINGS, REPORT_REASONS, REPORT_STATUSES, SUSPENSION_DAYS } from '../enums';
import { UuidField, text } from './common';

export const NOTE_MAX = 500;

const OptionalNote = text(NOTE_MAX)
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

export const ReportMealInput = z.object({
  mealId: UuidField,
  reason: z.enum(REPORT_REASONS, { error: 'validation.choiceRequired' }),
  note: OptionalNote,
});
export type ReportMealInput = z.input<typeof ReportMealInput>;

export const LeaveFeedbackInput = z.object({
  preorderId: UuidField,
  rating: z.enum(FEEDBACK_RATINGS, { error: 'validation.choiceRequired' }),
  note: OptionalNote,
  /** With a thumbs down: also report the meal as a food-safety problem, in one step. */
  reportFoodSafety: z.boolean().default(false),
});
export type LeaveFeedbackInput = z.input<typeof LeaveFeedbackInput>;

export const CookFeedbackInput = z.object({ mealId: UuidField.nullable().default(null) }).default({ mealId: null });

// ---------------------------------------------------------------------------------------------------------------
// The admins' side (/admin/moderation)

export const RESOLUTION_NOTES_MAX = 1000;

/** A tab of reports, newest first (food-safety reports first in the open tab); the cursor is the last row's key. */
export const ModerationReportsInput = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
  cursor: z.object({ urgent: z.boolean(), key: z.date(), id: UuidField }).nullable().default(null),
});
export type ModerationReportsQuery = z.output<typeof ModerationReportsInput>;

const ReportId = { reportId: UuidField };
export const SetReportedMealDisabledInput = z.object({ ...ReportId, disabled: z.boolean() });
/** Takes the reported wish off its board (docs/features.md, "Wish board"). */
export const TakeDownWishInput = z.object(ReportId);
export const SuspendCookInput = z.object({
  ...ReportId,
  days: z.union(SUSPENSION_DAYS.map((days) => z.literal(days)) as [z.ZodLiteral<7>, z.ZodLiteral<30>], {
    error: 'validation.choiceRequired',
  }),
});
export const ResolveReportInput = z.object({
  ...ReportId,
  notes: text(RESOLUTION_NOTES_MAX).trim().min(1, { error: 'validation.resolutionNotesRequired' }),
});
export type ResolveReportInput = z.input<typeof ResolveReportInput>;
export const DismissReportInput = z.object({
  ...ReportId,
  notes: text(RESOLUTION_NOTES_MAX)
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export const LiftSuspensionInput = z.object({ userId: UuidField });
