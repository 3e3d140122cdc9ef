// The scheduled e-mails (MORNING_PICKUP_REMINDER, EVENING_COOK_SUMMARY, DAILY_MENU) and the daily menu's push:
// every instance runs the same tick every five minutes (croner); each office's local time decides what is due, and
// the idempotency keys make one message per person and occasion however many instances tick. The dispatcher then
// sends them.
import { Cron } from 'croner';
import {
  queueCookSummaries,
  queueDailyMenuPushes,
  queueDailyMenus,
  queueMorningReminders,
} from '../db/queries/email-schedule';
import { queueFollowedCooksDigests } from '../db/queries/follows';
import type { AppDeps } from '../deps';

export const SCHEDULE_PATTERN = '*/5 * * * *';

export type ScheduleDeps = Pick<AppDeps, 'database' | 'clock'>;

export async function queueScheduledEmails(deps: ScheduleDeps) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const reminders = await queueMorningReminders(db, now);
  const summaries = await queueCookSummaries(db, now);
  const menus = await queueDailyMenus(db, now);
  const menuPushes = await queueDailyMenuPushes(db, now);
  const digests = await queueFollowedCooksDigests(db, now);
  return { reminders, summaries, menus, menuPushes, digests };
}

/** Starts the tick; returns its stop function. */
export function startEmailSchedule(deps: ScheduleDeps, onError: (error: unknown) => void) {
  const job = new Cron(SCHEDULE_PATTERN, { protect: true, catch: onError }, async () => {
    await queueScheduledEmails(deps);
  });
  return () => job.stop();
}
