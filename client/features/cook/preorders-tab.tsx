// The preorders tab: summary cards (portions and revenue of the open reservations), the status filter, an optional
// filter to one meal (from a meal's "view preorders", with the word to its eaters), and the reservations as a table
// (cards on phones) with 'Mark collected' (paid in cash, by transfer or app, or paid later: the cash ledger),
// waive, and 'Settle' for one collected and paid later, each confirmed; "Load more" pages on.
import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Modal } from '../../components/modal';
import { notifications } from '../../lib/toast';
import { skipToken } from '@tanstack/react-query';
import { IconCircleCheck, IconFilter, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COOK_PREORDER_FILTERS, type CookPreorderFilter } from '../../../shared/url-filters';
import { trpc } from '../../app/trpc';
import { PaymentBadge, PreorderMarkers, PreorderStatusBadge } from '../../components/food/order-badges';
import { ReservationNote } from '../../components/food/reservation-note';
import { TellEaters } from '../../components/cook/tell-eaters';
import { appError } from '../../lib/app-error';
import { useFormat } from '../../lib/use-format';
import { forCookInput, isOpenPreorder, nextCursor, type CookPreorder } from './cook-model';
import { CollectDialog, SettleDialog, type PaymentTarget } from './payment-dialogs';
import {
  ClaimActions,
  ClaimedBadge,
  CollectPaidButton,
  NotCollectedBadge,
  NotCollectedButton,
  pickupOver,
} from './payment-claim';
import { LoadError } from '../../components/kit/load-error';

type Settle = { preorder: CookPreorder; action: 'collect' | 'waive' | 'settle' };

const paymentTarget = (preorder: CookPreorder): PaymentTarget => ({
  id: preorder.id,
  eater: preorder.eater.name || preorder.eater.email,
  meal: preorder.meal.title,
  quantity: preorder.quantity,
  totalCents: preorder.totalCents,
  pickupDate: preorder.meal.pickupDate,
});

interface Props {
  status: CookPreorderFilter;
  mealId: string | null;
  onStatusChange: (status: CookPreorderFilter) => void;
  onClearMeal: () => void;
  onGoToMeals: () => void;
}

export function PreordersTab({ status, mealId, onStatusChange, onClearMeal, onGoToMeals }: Props) {
  const { t } = useTranslation(['cook', 'errors', 'common']);
  const format = useFormat();
  const utils = trpc.useUtils();
  const list = trpc.preorders.forCook.useInfiniteQuery(forCookInput(status, mealId), {
    getNextPageParam: nextCursor,
    initialCursor: null,
  });
  const meal = trpc.meals.get.useQuery(mealId ? { id: mealId } : skipToken, { retry: false });
  const [settling, setSettling] = useState<Settle | null>(null);
  const preorders = list.data?.pages.flatMap((page) => page.preorders) ?? [];
  const summary = list.data?.pages[0]?.summary;

  const afterSettle = () =>
    Promise.all([
      utils.preorders.forCook.invalidate(),
      utils.meals.mine.invalidate(),
      utils.meals.get.invalidate(),
      utils.meals.dashboard.invalidate(),
      utils.ledger.cook.invalidate(),
    ]);
  const waive = trpc.preorders.waive.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('preorders.toast.waived') });
      setSettling(null);
      await afterSettle();
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        title: t('preorders.toast.waiveFailed'),
        message: t(`errors:codes.${appError(error).code}`),
      });
      setSettling(null);
      void afterSettle();
    },
  });
  const pending = waive.isPending;

  const actions = (preorder: CookPreorder) => (
    <PreorderActions preorder={preorder} onSettle={setSettling} onDone={afterSettle} />
  );

  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="md">
        <Card withBorder radius="md" padding="md">
          <Text size="sm" c="dimmed">
            {t('preorders.summary.portions')}
          </Text>
          {summary ? (
            <Text fz={28} fw={800} data-testid="summary-portions">
              {format.number(summary.activePortions)}
            </Text>
          ) : (
            <Skeleton h={36} mt={4} />
          )}
        </Card>
        <Card withBorder radius="md" padding="md">
          <Text size="sm" c="dimmed">
            {t('preorders.summary.revenue')}
          </Text>
          {summary ? (
            <Text fz={28} fw={800} data-testid="summary-revenue">
              {format.price(summary.expectedRevenueCents)}
            </Text>
          ) : (
            <Skeleton h={36} mt={4} />
          )}
        </Card>
      </SimpleGrid>

      {mealId && (
        <Alert color="blue" variant="light" icon={<IconFilter size={18} />} p="sm">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm">
                {meal.data
                  ? t('preorders.mealFilter', {
                      meal: meal.data.title,
                      date: format.date(meal.data.pickupDate, 'weekday'),
                    })
                  : t('preorders.mealFilterUnknown')}
              </Text>
              <Button
                size="sm"
                mih={44}
                variant="subtle"
                onClick={onClearMeal}
                rightSection={<IconX size={16} aria-hidden />}
              >
                {t('preorders.clearMeal')}
              </Button>
            </Group>
            {meal.data && <TellEaters meal={meal.data} />}
          </Stack>
        </Alert>
      )}

      <SegmentedControl
        value={status}
        onChange={(value) => onStatusChange(value as CookPreorderFilter)}
        data={COOK_PREORDER_FILTERS.map((value) => ({ value, label: t(`preorders.filter.${value}`) }))}
        aria-label={t('preorders.filter.label')}
        fullWidth
        maw={560}
        styles={{ label: { display: 'flex', alignItems: 'center', justifyContent: 'center' } }}
      />

      {list.isPending && <Skeleton h={240} radius="md" />}
      {list.isError && (
        <LoadError title={t('preorders.loadFailed')} onRetry={list.refetch} retrying={list.isFetching} />
      )}

      {list.isSuccess && preorders.length === 0 && (
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" ta="center" gap="xs">
            <Title order={2} fz="lg">
              {status === 'all' && !mealId ? t('preorders.empty.title') : t('preorders.empty.filtered')}
            </Title>
            <Text c="dimmed">{t('preorders.empty.text')}</Text>
            <Button variant="default" mt="sm" onClick={onGoToMeals}>
              {t('preorders.empty.action')}
            </Button>
          </Stack>
        </Card>
      )}

      {preorders.length > 0 && (
        <>
          <Table.ScrollContainer minWidth={860} visibleFrom="md">
            <Table
              verticalSpacing="sm"
              highlightOnHover
              data-testid="preorders-table"
              aria-label={t('preorders.table.caption')}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('preorders.table.meal')}</Table.Th>
                  <Table.Th>{t('preorders.table.eater')}</Table.Th>
                  <Table.Th ta="right">{t('preorders.table.quantity')}</Table.Th>
                  <Table.Th>{t('preorders.table.status')}</Table.Th>
                  <Table.Th>{t('preorders.table.payment')}</Table.Th>
                  <Table.Th>{t('preorders.table.created')}</Table.Th>
                  <Table.Th>{t('preorders.table.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preorders.map((preorder) => (
                  <Table.Tr key={preorder.id} data-testid="preorder-row">
                    <Table.Td>
                      <Text fw={600} size="sm">
                        {preorder.meal.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('preorders.pickup', { date: format.date(preorder.meal.pickupDate, 'weekday') })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{preorder.eater.name || preorder.eater.email || t('common:deletedUser')}</Text>
                      <Text size="xs" c="dimmed">
                        <Email address={preorder.eater.email} />
                      </Text>
                      <ReservationNote note={preorder.note} />
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">
                        {t('preorders.quantity', {
                          count: preorder.quantity,
                          price: format.price(preorder.meal.priceCents),
                        })}
                      </Text>
                      <Text size="sm" fw={700}>
                        {format.price(preorder.totalCents)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {preorder.notCollectedAt ? (
                          <NotCollectedBadge />
                        ) : (
                          <PreorderStatusBadge status={preorder.status} />
                        )}
                        <PreorderMarkers viaRegular={preorder.viaRegular} upForGrabs={preorder.upForGrabs} />
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      {preorder.status !== 'cancelled' && (
                        <PaymentBadge status={preorder.paymentStatus} owed={preorder.status === 'fulfilled'} />
                      )}
                      {preorder.paymentClaimed && <ClaimedBadge />}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{format.dateTime(preorder.createdAt)}</Text>
                    </Table.Td>
                    <Table.Td>{actions(preorder)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>

          <Stack gap="sm" hiddenFrom="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {preorders.map((preorder) => (
              <Card key={preorder.id} component="li" withBorder radius="md" padding="md" data-testid="preorder-item">
                <Stack gap={6}>
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <div style={{ minWidth: 0 }}>
                      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                        {preorder.meal.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('preorders.pickup', { date: format.date(preorder.meal.pickupDate, 'weekday') })}
                      </Text>
                    </div>
                    <Text fw={800} style={{ whiteSpace: 'nowrap' }}>
                      {format.price(preorder.totalCents)}
                    </Text>
                  </Group>
                  <div>
                    <Text size="sm">{preorder.eater.name || preorder.eater.email || t('common:deletedUser')}</Text>
                    <Text size="xs" c="dimmed">
                      <Email address={preorder.eater.email} />
                    </Text>
                    <ReservationNote note={preorder.note} />
                  </div>
                  <Text size="sm">
                    {t('preorders.quantity', {
                      count: preorder.quantity,
                      price: format.price(preorder.meal.priceCents),
                    })}
                  </Text>
                  <Group gap={6}>
                    {preorder.notCollectedAt ? <NotCollectedBadge /> : <PreorderStatusBadge status={preorder.status} />}
                    <PreorderMarkers viaRegular={preorder.viaRegular} upForGrabs={preorder.upForGrabs} />
                    {preorder.status !== 'cancelled' && (
                      <PaymentBadge status={preorder.paymentStatus} owed={preorder.status === 'fulfilled'} />
                    )}
                    {preorder.paymentClaimed && <ClaimedBadge />}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t('preorders.createdAt', { when: format.dateTime(preorder.createdAt) })}
                  </Text>
                  {actions(preorder)}
                </Stack>
              </Card>
            ))}
          </Stack>
        </>
      )}

      {list.hasNextPage && (
        <Group justify="center">
          <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('preorders.loadMore')}
          </Button>
        </Group>
      )}

      <CollectDialog
        target={settling?.action === 'collect' ? paymentTarget(settling.preorder) : null}
        onClose={() => setSettling(null)}
        onDone={afterSettle}
      />
      <SettleDialog
        target={settling?.action === 'settle' ? paymentTarget(settling.preorder) : null}
        onClose={() => setSettling(null)}
        onDone={afterSettle}
      />
      <Modal
        opened={settling?.action === 'waive'}
        onClose={() => setSettling(null)}
        title={t('preorders.confirmWaive.title')}
        centered
      >
        {settling?.action === 'waive' && (
          <Stack>
            <Text>
              {t('preorders.confirmWaive.text', {
                eater: settling.preorder.eater.name || settling.preorder.eater.email,
                count: settling.preorder.quantity,
                meal: settling.preorder.meal.title,
                total: format.price(settling.preorder.totalCents),
              })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setSettling(null)} data-autofocus>
                {t('preorders.notYet')}
              </Button>
              <Button
                color="grape"
                loading={pending}
                onClick={() => waive.mutate({ preorderId: settling.preorder.id })}
              >
                {t('preorders.confirmWaive.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

/** An e-mail address that wraps, when it must, after the @ or before a dot, never inside a word. */
function Email({ address }: { address: string }) {
  const parts = address.split(/(?=\.)|(?<=@)/);
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && <wbr />}
          {part}
        </span>
      ))}
    </>
  );
}

function PreorderActions({
  preorder,
  onSettle,
  onDone,
}: {
  preorder: CookPreorder;
  onSettle: (settle: Settle) => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation(['cook', 'ledger']);
  // The eater said "I paid": confirmed or rejected first (then collected, paid ahead).
  if (preorder.paymentClaimed) return <ClaimActions preorder={preorder} onDone={onDone} />;
  const noShow = isOpenPreorder(preorder) && pickupOver(preorder) && (
    <NotCollectedButton preorder={preorder} onDone={onDone} />
  );
  if (preorder.paymentStatus === 'paid' && isOpenPreorder(preorder)) {
    return (
      <Group gap="xs" wrap="nowrap">
        <CollectPaidButton preorder={preorder} onDone={onDone} />
        {noShow}
      </Group>
    );
  }
  if (preorder.paymentStatus === 'paid') {
    return (
      <Group gap={4} c="teal" wrap="nowrap">
        <IconCircleCheck size={18} aria-hidden />
        <Text size="sm" fw={600}>
          {t('preorders.collected')}
        </Text>
      </Group>
    );
  }
  const who = preorder.eater.name || preorder.eater.email;
  const waive = (
    <Button
      size="sm"
      mih={44}
      variant="subtle"
      color="grape"
      onClick={() => onSettle({ preorder, action: 'waive' })}
      aria-label={t('preorders.waiveFor', { eater: who, meal: preorder.meal.title })}
    >
      {t('preorders.waive')}
    </Button>
  );
  // Collected, to be paid later: settled here or from the ledger. A no-show is still owed unless waived.
  if (preorder.status === 'fulfilled' && preorder.paymentStatus === 'unpaid') {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button
          size="sm"
          mih={44}
          variant="light"
          color="teal"
          onClick={() => onSettle({ preorder, action: 'settle' })}
          aria-label={t('ledger:cook.settleFor', { eater: who, meal: preorder.meal.title })}
        >
          {t('ledger:cook.settle')}
        </Button>
        {preorder.notCollectedAt && waive}
      </Group>
    );
  }
  if (!isOpenPreorder(preorder) || preorder.paymentStatus !== 'unpaid') return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="sm"
        mih={44}
        color="teal"
        onClick={() => onSettle({ preorder, action: 'collect' })}
        aria-label={t('preorders.markCollectedFor', { eater: who, meal: preorder.meal.title })}
      >
        {t('preorders.markCollected')}
      </Button>
      {waive}
      {noShow}
    </Group>
  );
}
