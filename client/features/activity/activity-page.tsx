// /activity: the user's reservations as cards with status and payment badges,
// cancel with confirmation, a receipt for paid ones, an empty state leading to the menu. A reservation whose meal's
// allergens the cook changed afterwards carries a warning with the allergens now; one cancelled because the cook
// withdrew the meal says so, with the cook's note. A collected one takes private feedback for the cook, once. A
// reservation handed over to a colleague stays in the list where it was, marked as handed over, to whom and when.
import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Modal } from '../../components/modal';
import { notifications } from '../../lib/toast';
import {
  IconAlertTriangle,
  IconCash,
  IconCheck,
  IconInfoCircle,
  IconMessageCircle,
  IconReceipt,
} from '@tabler/icons-react';
import type { inferRouterOutputs } from '@trpc/server';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { useTranslation } from 'react-i18next';
import type { AppRouter } from '../../../server/routers/_app';
import { trpc } from '../../app/trpc';
import { Page } from '../../components/kit/page';
import { AllergenList } from '../../components/food/allergens';
import { ButtonLink } from '../../components/link-button';
import { appError } from '../../lib/app-error';
import { useFormat } from '../../lib/use-format';

import {
  HandedOverCard,
  OfferDialog,
  OfferStatus,
  ReceivedOffers,
  WaitlistPlaces,
  type HandedOver,
  type Handover,
} from './waitlist-and-offer-sections';
import { QueriesError } from '../../components/kit/load-error';

/** Loaded when first opened (only collected reservations offer it). */
const { Part: FeedbackDialog } = lazyPart(
  () => import('./feedback-dialog'),
  (module) => module.FeedbackDialog,
);
/** Loaded when first opened, with the QR code drawing (only reservations of cooks who take transfers offer it). */
const { Part: PayDialog } = lazyPart(
  () => import('./pay-dialog'),
  (module) => module.PayDialog,
);

type Preorder = inferRouterOutputs<AppRouter>['preorders']['mine'][number];

const STATUS_COLOR = { reserved: 'blue', active: 'blue', cancelled: 'gray', fulfilled: 'teal' } as const;
const PAYMENT_COLOR = { unpaid: 'yellow', paid: 'teal', waived: 'grape' } as const;
const isOpen = (p: Preorder) => p.status === 'reserved' || p.status === 'active';

/** The user's reservations and those they handed over, newest reservation first (a hand-over keeps its place). */
type Entry = { kind: 'reservation'; preorder: Preorder } | { kind: 'handedOver'; given: HandedOver };
const entryTime = (entry: Entry) =>
  new Date(entry.kind === 'reservation' ? entry.preorder.createdAt : entry.given.reservedAt).getTime();
function entriesOf(reservations: Preorder[], given: HandedOver[]): Entry[] {
  return [
    ...reservations.map((preorder) => ({ kind: 'reservation' as const, preorder })),
    ...given.map((item) => ({ kind: 'handedOver' as const, given: item })),
  ].sort((a, b) => entryTime(b) - entryTime(a));
}

function Receipt({ preorder }: { preorder: Preorder }) {
  const { t } = useTranslation('activity');
  const format = useFormat();
  return (
    <Card withBorder radius="md" padding="sm" bg="var(--mantine-color-default-hover)" aria-label={t('receipt.title')}>
      <Group gap={6} mb={6}>
        <IconReceipt size={16} aria-hidden />
        <Text fw={600} size="sm">
          {t('receipt.title')}
        </Text>
      </Group>
      <Table verticalSpacing={4} fz="sm">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>{t('receipt.item')}</Table.Th>
            <Table.Td>{preorder.meal.title}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('receipt.quantity')}</Table.Th>
            <Table.Td>{preorder.quantity}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('receipt.total')}</Table.Th>
            <Table.Td>{format.price(preorder.totalCents)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('receipt.paidAt')}</Table.Th>
            <Table.Td>{format.dateTime(preorder.paidAt!, preorder.meal.officeTimeZone)}</Table.Td>
          </Table.Tr>
          {preorder.paidMethod && (
            <Table.Tr>
              <Table.Th>{t('receipt.method')}</Table.Th>
              <Table.Td>{t(`methods.${preorder.paidMethod}`)}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function PreorderCard({
  preorder,
  offer,
  onCancel,
  onFeedback,
  onOffer,
  onPay,
}: {
  preorder: Preorder;
  offer?: Handover;
  onCancel: (p: Preorder) => void;
  onFeedback: (p: Preorder) => void;
  onOffer: (p: Preorder) => void;
  onPay: (p: Preorder) => void;
}) {
  const { t } = useTranslation(['activity', 'ledger']);
  const { t: tc } = useTranslation('waitlist-and-handovers');
  const format = useFormat();
  const owed = preorder.status === 'fulfilled' && preorder.paymentStatus === 'unpaid';
  return (
    <Card withBorder radius="lg" padding="md" component="article" data-testid="preorder-card">
      <Stack gap="xs">
        <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {preorder.meal.title}
        </Title>
        <Group gap={6}>
          <Badge
            color={preorder.notCollectedAt ? 'orange' : STATUS_COLOR[preorder.status]}
            styles={{ label: { textTransform: 'none' } }}
          >
            {preorder.notCollectedAt ? t('notCollectedBadge') : t(`status.${preorder.status}`)}
          </Badge>
          {preorder.status !== 'cancelled' && (
            // Collected and not paid yet (the cook recorded "pays later"): a debt, not "pay at pickup".
            <Badge
              variant="light"
              color={owed ? 'orange' : PAYMENT_COLOR[preorder.paymentStatus]}
              styles={{ label: { textTransform: 'none' } }}
            >
              {owed ? t('ledger:payment.unpaid') : t(`payment.${preorder.paymentStatus}`)}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {t('pickup', {
            date: format.date(preorder.meal.pickupDate, 'weekday'),
            window: format.timeRange(preorder.meal.pickupStart, preorder.meal.pickupEnd),
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('cook', { name: preorder.meal.cookName })} · {t('office', { name: preorder.meal.officeName })}
        </Text>
        <Group justify="space-between">
          <Text size="sm">
            {t('quantity', { count: preorder.quantity, price: format.price(preorder.meal.priceCents) })}
          </Text>
          <Text fw={700}>{t('total', { total: format.price(preorder.totalCents) })}</Text>
        </Group>
        {preorder.meal.withdrawn && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconInfoCircle size={18} />}
            title={t('withdrawn.title')}
            data-testid="meal-withdrawn"
          >
            <Text size="sm">{t('withdrawn.text')}</Text>
            {preorder.meal.withdrawReason && (
              <Text size="sm" mt={6} fs="italic" style={{ overflowWrap: 'anywhere' }}>
                {t('withdrawn.note', { note: preorder.meal.withdrawReason })}
              </Text>
            )}
          </Alert>
        )}
        {preorder.allergensChanged && preorder.status !== 'cancelled' && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            title={t('allergensChanged.title')}
            data-testid="allergens-changed"
          >
            <Stack gap={6}>
              <Text size="sm">{t('allergensChanged.text')}</Text>
              <AllergenList allergens={preorder.meal.allergens} />
            </Stack>
          </Alert>
        )}
        {preorder.notCollectedAt && (
          <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />} data-testid="not-collected">
            {t('notCollected')}
          </Alert>
        )}
        {preorder.paymentStatus === 'paid' && preorder.paidAt && <Receipt preorder={preorder} />}
        {preorder.status !== 'cancelled' && preorder.paymentStatus === 'unpaid' && preorder.payUp.available && (
          <PayUpLine preorder={preorder} onPay={onPay} />
        )}
        {offer && <OfferStatus offer={offer} timeZone={preorder.meal.officeTimeZone} />}
        {isOpen(preorder) && (
          <Group gap="xs">
            {offer?.status !== 'offered' && (
              <Button variant="light" onClick={() => onOffer(preorder)} w={{ base: '100%', xs: 'fit-content' }}>
                {tc('offer.button')}
              </Button>
            )}
            <Button
              variant="light"
              color="red"
              onClick={() => onCancel(preorder)}
              w={{ base: '100%', xs: 'fit-content' }}
            >
              {t('cancel.button')}
            </Button>
          </Group>
        )}
        {preorder.status === 'fulfilled' &&
          !preorder.notCollectedAt &&
          (preorder.feedbackGiven ? (
            <Group gap={6} c="teal">
              <IconCheck size={16} aria-hidden />
              <Text size="sm">{t('feedback.given')}</Text>
            </Group>
          ) : (
            <Button
              variant="light"
              leftSection={<IconMessageCircle size={18} aria-hidden />}
              onClick={() => onFeedback(preorder)}
              w={{ base: '100%', xs: 'fit-content' }}
            >
              {t('feedback.button')}
            </Button>
          ))}
      </Stack>
    </Card>
  );
}

/** Pay-up: "Pay €X to the cook", or that the eater said they paid (waiting), or that the cook did not find it. */
function PayUpLine({ preorder, onPay }: { preorder: Preorder; onPay: (p: Preorder) => void }) {
  const { t } = useTranslation('activity');
  const format = useFormat();
  if (preorder.payUp.claimedAt) {
    return (
      <Text size="sm" c="blue" data-testid="payment-claimed">
        {t('payUp.claimed', { when: format.dateTime(preorder.payUp.claimedAt, preorder.meal.officeTimeZone) })}
      </Text>
    );
  }
  return (
    <Stack gap={6}>
      {preorder.payUp.rejectedAt && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} data-testid="payment-rejected">
          {t('payUp.rejected')}
        </Alert>
      )}
      <Button
        variant="filled"
        color="teal"
        leftSection={<IconCash size={18} aria-hidden />}
        onClick={() => onPay(preorder)}
        w={{ base: '100%', xs: 'fit-content' }}
        h="auto"
        mih={44}
        styles={{ label: { whiteSpace: 'normal' } }}
      >
        {t('payUp.button', { amount: format.price(preorder.totalCents), cook: preorder.meal.cookName })}
      </Button>
    </Stack>
  );
}

export function ActivityPage() {
  const { t } = useTranslation(['activity', 'errors', 'common', 'ledger']);
  const utils = trpc.useUtils();
  const mine = trpc.preorders.mine.useQuery();
  const given = trpc.handovers.given.useQuery();
  const [cancelling, setCancelling] = useState<Preorder | null>(null);
  const [rating, setRating] = useState<Preorder | null>(null);
  const [offering, setOffering] = useState<Preorder | null>(null);
  const [paying, setPaying] = useState<Preorder | null>(null);
  const offers = trpc.handovers.mine.useQuery();
  /** Each reservation's latest offer (the list is newest first). */
  const offerOf = (preorderId: string) => offers.data?.made.find((offer) => offer.preorderId === preorderId);
  const cancel = trpc.preorders.cancel.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('cancel.success') });
      setCancelling(null);
      await Promise.all([
        utils.preorders.mine.invalidate(),
        utils.preorders.upcoming.invalidate(),
        utils.menu.meals.invalidate(),
      ]);
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: t('cancel.fail'), message: t(`errors:codes.${appError(error).code}`) });
      setCancelling(null);
      void utils.preorders.mine.invalidate();
    },
  });

  return (
    <Page
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <ButtonLink to="/activity/ledger" variant="default" leftSection={<IconCash size={18} aria-hidden />}>
          {t('ledger:eater.link')}
        </ButtonLink>
      }
    >
      <ReceivedOffers />
      <WaitlistPlaces />
      {(mine.isPending || given.isPending) && !(mine.isError || given.isError) && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {[0, 1].map((i) => (
            <Skeleton key={i} h={180} radius="lg" />
          ))}
        </SimpleGrid>
      )}
      <QueriesError title={t('loadFailed')} queries={[mine, given]} />
      {mine.isSuccess && given.isSuccess && mine.data.length + given.data.length === 0 && (
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" ta="center" gap="xs">
            <Title order={2} fz="lg">
              {t('empty.title')}
            </Title>
            <Text c="dimmed">{t('empty.text')}</Text>
            <ButtonLink to="/menu" mt="sm">
              {t('empty.action')}
            </ButtonLink>
          </Stack>
        </Card>
      )}
      {mine.isSuccess && given.isSuccess && mine.data.length + given.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {entriesOf(mine.data, given.data).map((entry) =>
            entry.kind === 'reservation' ? (
              <PreorderCard
                key={entry.preorder.id}
                preorder={entry.preorder}
                offer={offerOf(entry.preorder.id)}
                onCancel={setCancelling}
                onFeedback={setRating}
                onOffer={setOffering}
                onPay={setPaying}
              />
            ) : (
              <HandedOverCard key={`given-${entry.given.id}`} given={entry.given} />
            ),
          )}
        </SimpleGrid>
      )}
      <OfferDialog
        preorder={offering ? { id: offering.id, mealTitle: offering.meal.title } : null}
        onClose={() => setOffering(null)}
      />
      {paying && (
        <Suspense fallback={null}>
          <PayDialog preorder={{ id: paying.id, cook: paying.meal.cookName }} onClose={() => setPaying(null)} />
        </Suspense>
      )}
      {rating && (
        <Suspense fallback={null}>
          <FeedbackDialog preorder={{ id: rating.id, mealTitle: rating.meal.title }} onClose={() => setRating(null)} />
        </Suspense>
      )}
      <Modal opened={cancelling !== null} onClose={() => setCancelling(null)} title={t('cancel.title')} centered>
        {cancelling && (
          <Stack>
            <Text>{t('cancel.text', { count: cancelling.quantity, meal: cancelling.meal.title })}</Text>
            <Group justify="flex-end">
              {/* Focus starts on the safe choice, not on close nor on the destructive one. */}
              <Button variant="default" onClick={() => setCancelling(null)} data-autofocus>
                {t('cancel.keep')}
              </Button>
              <Button
                color="red"
                loading={cancel.isPending}
                onClick={() => cancel.mutate({ preorderId: cancelling.id })}
              >
                {t('cancel.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Page>
  );
}
