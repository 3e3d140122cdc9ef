// One wish on the board: what is wished, by how many and for which days, and the reader's part in it: back it with
// some portions ("Me too"), change or drop that, or withdraw one's own wish after a confirmation.
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WISH_LIMITS } from '../../../shared/constants';
import type { AppRouter } from '../../../server/routers/_app';
import { trpc } from '../../app/trpc';
import { ConfirmDialog } from '../../components/kit/confirm-dialog';
import { LabelledChoice } from '../../components/kit/labelled-choice';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import { useFormat } from '../../lib/use-format';
import { WishClaim } from './wish-claim';
import { ReportWishDialog } from './report-wish-dialog';

export type Wish = inferRouterOutputs<AppRouter>['wishes']['list'][number];

export const WISH_QUANTITIES = Array.from({ length: WISH_LIMITS.quantityMax }, (_, i) => String(i + 1));

/** The wish's mutations, each refreshing the board and saying a refusal in the catalogue's words. */
function useWishActions() {
  const { t } = useTranslation('errors');
  const utils = trpc.useUtils();
  const options = {
    onSuccess: () => utils.wishes.list.invalidate(),
    onError: (error: unknown) => notifications.show({ color: 'red', message: t(`codes.${appError(error).code}`) }),
  };
  return {
    back: trpc.wishes.back.useMutation(options),
    unback: trpc.wishes.unback.useMutation(options),
    withdraw: trpc.wishes.withdraw.useMutation(options),
  };
}

export function WishCard({ wish }: { wish: Wish }) {
  const { t } = useTranslation('wishes');
  const format = useFormat();
  const [quantity, setQuantity] = useState(String(wish.myQuantity ?? 1));
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const actions = useWishActions();
  const days =
    wish.fromDate && wish.toDate
      ? format.dateRange(wish.fromDate, wish.toDate)
      : (wish.fromDate ?? wish.toDate)
        ? format.date((wish.fromDate ?? wish.toDate)!)
        : null;
  const changed = wish.myQuantity !== null && String(wish.myQuantity) !== quantity;
  return (
    <Card withBorder radius="lg" padding="md" data-testid="wish-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} fz="lg">
            {wish.title}
          </Title>
          {wish.mine && <Badge variant="light">{t('card.yours')}</Badge>}
        </Group>
        <Text fw={500} data-testid="wish-backing">
          {t('card.wanted', { count: wish.backers, portions: t('card.portions', { count: wish.portions }) })}
        </Text>
        <Text size="sm" c="dimmed">
          {days ? t('card.days', { range: days }) : t('card.anyDay')}
          {wish.maxPriceCents !== null && ` · ${t('card.price', { price: format.price(wish.maxPriceCents) })}`}
        </Text>
        <Text size="sm" c="dimmed">
          {t('card.until', { date: format.dateTime(wish.expiresAt) })}
        </Text>
        {wish.myQuantity !== null && (
          <Text size="sm" data-testid="wish-mine">
            {t('card.youBack', { count: wish.myQuantity })}
          </Text>
        )}
        <WishClaim wish={wish} />
        {wish.status !== 'claimed' && (
          <Group gap="sm" wrap="wrap" align="flex-end">
            <LabelledChoice
              label={t('card.quantityLabel', { title: wish.title })}
              value={quantity}
              onChange={setQuantity}
              data={WISH_QUANTITIES}
            />
            {(wish.myQuantity === null || changed) && (
              <Button
                mih={44}
                loading={actions.back.isPending}
                onClick={() => actions.back.mutate({ wishId: wish.id, quantity: Number(quantity) })}
              >
                {wish.myQuantity === null ? t('card.back') : t('card.change')}
              </Button>
            )}
            {wish.myQuantity !== null && !wish.mine && (
              <Button
                mih={44}
                variant="default"
                loading={actions.unback.isPending}
                onClick={() => actions.unback.mutate({ wishId: wish.id })}
              >
                {t('card.unback')}
              </Button>
            )}
            {wish.mine && (
              <Button mih={44} variant="subtle" color="red" onClick={() => setConfirming(true)}>
                {t('card.withdraw')}
              </Button>
            )}
            {!wish.mine && (
              <Button
                mih={44}
                variant="subtle"
                color="gray"
                aria-label={t('card.reportOf', { title: wish.title })}
                onClick={() => setReporting(true)}
              >
                {t('card.report')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('withdraw.title')}
        confirmLabel={t('withdraw.confirm')}
        loading={actions.withdraw.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          actions.withdraw.mutate(
            { wishId: wish.id },
            { onSuccess: () => notifications.show({ color: 'teal', message: t('withdraw.done') }) },
          )
        }
      >
        {t('withdraw.text', { title: wish.title })}
      </ConfirmDialog>
      <ReportWishDialog wish={reporting ? wish : null} onClose={() => setReporting(false)} />
    </Card>
  );
}
