// The API: one router per area, merged here. The client imports only the AppRouter type.
import { createCallerFactory, router } from '../trpc/init';
import { accountRouter } from './account';
import { adminRouter } from './admin';
import { authRouter } from './auth';
import { calendarRouter } from './calendar';
import { emailRouter } from './email';
import { handoversRouter } from './handovers';
import { leadsRouter } from './leads';
import { ledgerRouter } from './ledger';
import { feedbackRouter } from './feedback';
import { followsRouter } from './follows';
import { absencesRouter, regularsRouter } from './regulars';
import { wishesRouter } from './wishes';
import { drawsRouter } from './draws';
import { moderationRouter } from './moderation';
import { mealsRouter } from './meals';
import { menuRouter } from './menu';
import { notificationsRouter } from './notifications';
import { officeDaysRouter } from './office-days';
import { preordersRouter } from './preorders';
import { profileRouter } from './profile';
import { systemRouter } from './system';
import { waitlistRouter } from './waitlist';

export const appRouter = router({
  account: accountRouter,
  admin: adminRouter,
  auth: authRouter,
  calendar: calendarRouter,
  email: emailRouter,
  feedback: feedbackRouter,
  follows: followsRouter,
  regulars: regularsRouter,
  wishes: wishesRouter,
  draws: drawsRouter,
  absences: absencesRouter,
  handovers: handoversRouter,
  leads: leadsRouter,
  ledger: ledgerRouter,
  meals: mealsRouter,
  menu: menuRouter,
  moderation: moderationRouter,
  notifications: notificationsRouter,
  officeDays: officeDaysRouter,
  preorders: preordersRouter,
  profile: profileRouter,
  system: systemRouter,
  waitlist: waitlistRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
