// The API: one router per area, merged here. The client imports only the AppRouter type.
import { createCallerFactory, router } from '../trpc/init';
import { systemRouter } from './system';

export const appRouter = router({
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
