// The API: one router per area, merged here. The client imports only the AppRouter type.
import { createCallerFactory, router } from '../trpc/init';
import { adminRouter } from './admin';
import { authRouter } from './auth';
import { calendarRouter } from './calendar';
import { emailRouter } from './email';
import { leadsRouter } from './leads';
import { feedbackRouter } from './feedback';
import { moderationRouter } from './moderation';
import { mealsRouter } from './meals';
import { menuRouter } from './menu';
import { preordersRouter } from './preorders';
import { systemRouter } from './system';

export const appRouter = router({
  admin: adminRouter,
  auth: authRouter,
  calendar: calendarRouter,
  email: emailRouter,
  feedback: feedbackRouter,
  leads: leadsRouter,
  meals: mealsRouter,
  menu: menuRouter,
  moderation: moderationRouter,
  preorders: preordersRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
