// /activity: the user's reservations as cards with status and payment badges,
// cancel with confirmation, a receipt for paid ones, an empty state leading to the menu. A reservation whose meal's
// allergens the cook changed afterwards carries a warning with the allergens now; one cancelled because the cook
// withdrew the meal says so, with the cook's note. A collected one takes private feedback for the cook, once. A
// reservation handed over to a colleague stays in the list where it was, marked as handed over, to whom and when.
import { SimpleGrid, Skeleton } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { EmptyState } from '../../components/kit/empty-state';
import { QueriesError } from '../../components/kit/load-error';
import { Page } from '../../components/kit/page';
import { ButtonLink } from '../../components/link-button';
import { lazyPart } from '../../lib/lazy-part';
import { entriesOf, type Preorder } from './activity-model';
import { CancelDialog } from './cancel-dialog';
import { PreorderCard } from './preorder-card';
import { HandedOverCard } from './handover-cards';
import { OfferDialog } from './offer-dialog';
import { ReceivedOffers, WaitlistPlaces } from './waitlist-and-offer-sections';

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

export function ActivityPage() {
  const { t } = useTranslation(['activity', 'errors', 'common', 'ledger']);
  const mine = trpc.preorders.mine.useQuery();
  const given = trpc.handovers.given.useQuery();
  const [cancelling, setCancelling] = useState<Preorder | null>(null);
  const [rating, setRating] = useState<Preorder | null>(null);
  const [offering, setOffering] = useState<Preorder | null>(null);
  const [paying, setPaying] = useState<Preorder | null>(null);
  const offers = trpc.handovers.mine.useQuery();
  /** Each reservation's latest offer (the list is newest first). */
  const offerOf = (preorderId: string) => offers.data?.made.find((offer) => offer.preorderId === preorderId);
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
        <EmptyState
          title={t('empty.title')}
          text={t('empty.text')}
          action={
            <ButtonLink to="/menu" mt="sm">
              {t('empty.action')}
            </ButtonLink>
          }
        />
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
      <CancelDialog preorder={cancelling} onClose={() => setCancelling(null)} />
    </Page>
  );
}
