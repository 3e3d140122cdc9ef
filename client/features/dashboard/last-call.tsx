// The cook's last call on one of today's meals (server/services/handovers.ts, lastCall): the reservations nobody has
// collected, paid or offered yet go up for grabs to the office (the waitlist first before the cutoff) until the
// pickup ends. Confirmed first, since it is the eaters' reservations that go; focus returns to the button on close.
import { Button } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppRouter } from '../../../server/routers/_app';
import { zonedInstant } from '../../../shared/office-time';
import { trpc } from '../../app/trpc';
import { ConfirmDialog } from '../../components/kit/confirm-dialog';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';

type TodayPreorder = inferRouterOutputs<AppRouter>['meals']['dashboard']['meals'][number]['preorders'][number];

/** What a last call would put up (the server's rule in lockLastCallPreorders, repeated to show the button). */
export const lastCallPortions = (preorders: TodayPreorder[]) =>
  preorders
    .filter(
      (p) =>
        (p.status === 'reserved' || p.status === 'active') &&
        p.paymentStatus === 'unpaid' &&
        !p.paymentClaimed &&
        !p.upForGrabs,
    )
    .reduce((sum, p) => sum + p.quantity, 0);

/** The pickup window has not ended yet, by the page's clock, in the office's zone. */
const beforePickupEnd = (meal: TodayPreorder['meal'], now = new Date()) =>
  now.getTime() < zonedInstant(meal.pickupDate, meal.pickupEnd, meal.officeTimeZone).getTime();

export function LastCall({ mealId, title, preorders }: { mealId: string; title: string; preorders: TodayPreorder[] }) {
  const { t } = useTranslation(['dashboard', 'errors']);
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const portions = lastCallPortions(preorders);
  const call = trpc.meals.lastCall.useMutation({
    onSuccess: async (outcome) => {
      notifications.show({
        color: 'teal',
        message: t('cook.lastCall.done', { count: outcome.offered + outcome.released }),
      });
      setOpen(false);
      await utils.meals.dashboard.invalidate();
    },
    onError: (error) => {
      notifications.show({ color: 'red', message: t(`errors:codes.${appError(error).code}`) });
      setOpen(false);
      void utils.meals.dashboard.invalidate();
    },
  });
  if (portions === 0 || !preorders[0] || !beforePickupEnd(preorders[0].meal)) return null;
  return (
    <>
      <Button
        variant="light"
        color="orange"
        size="sm"
        mih={44}
        leftSection={<IconSpeakerphone size={18} aria-hidden />}
        aria-label={t('cook.lastCall.buttonFor', { meal: title })}
        onClick={() => setOpen(true)}
        data-testid="last-call"
      >
        {t('cook.lastCall.button')}
      </Button>
      <ConfirmDialog
        opened={open}
        title={t('cook.lastCall.title', { meal: title })}
        confirmLabel={t('cook.lastCall.confirm')}
        color="orange"
        loading={call.isPending}
        onConfirm={() => call.mutate({ id: mealId })}
        onClose={() => setOpen(false)}
      >
        {t('cook.lastCall.text', { count: portions })}
      </ConfirmDialog>
    </>
  );
}
