// What /activity's waitlist and hand-over parts share: the offers' and hand-overs' types, what to read again after
// one changes, and a refusal said in the words of the error catalogue.
import type { inferRouterOutputs } from '@trpc/server';
import { useTranslation } from 'react-i18next';
import type { AppRouter } from '../../../server/routers/_app';
import { trpc } from '../../app/trpc';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';

type Outputs = inferRouterOutputs<AppRouter>;
export type Handover = Outputs['handovers']['mine']['made'][number];
export type HandedOver = Outputs['handovers']['given'][number];

export function useColleagueInvalidation() {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.handovers.mine.invalidate(),
      utils.handovers.given.invalidate(),
      utils.preorders.mine.invalidate(),
      utils.preorders.upcoming.invalidate(),
      utils.waitlist.mine.invalidate(),
      utils.menu.meals.invalidate(),
    ]);
}

export function useRefusalToast() {
  const { t } = useTranslation('errors');
  return (error: unknown) => notifications.show({ color: 'red', message: t(`codes.${appError(error).code}`) });
}
