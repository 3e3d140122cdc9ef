// Inputs of reporting a meal and of feedback after pickup, shared with their dialogs.
import { z } from 'zod';
import { FEEDBACK_RATINGS, REPORT_REASONS } from '../enums';
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
