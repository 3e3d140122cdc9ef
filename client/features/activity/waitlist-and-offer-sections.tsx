// /activity's part of the waitlist, hand-overs and follows: offers named to the user (accept or decline), the waitlists they are on (leave),
// on each open reservation its offer to a colleague (make one, see it, withdraw it), and the reservations the user
// handed over (no longer theirs, so not among their reservations): to whom and when.
import {
  Alert,
  Badge,
  Button,
  Card,
  Combobox,
  Group,
  Loader,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
  useCombobox,
} from '@mantine/core';
import { Modal } from '../../components/modal';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '../../lib/toast';
import { IconArrowsExchange, IconGift, IconHourglass, IconInfoCircle } from '@tabler/icons-react';
import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppRouter } from '../../../server/routers/_app';
import { trpc } from '../../app/trpc';
import { DialogForm } from '../../components/kit/dialog-form';
import { appError } from '../../lib/app-error';
import { useFormat } from '../../lib/use-format';
import { LoadError } from '../../components/kit/load-error';

type Outputs = inferRouterOutputs<AppRouter>;
export type Handover = Outputs['handovers']['mine']['made'][number];
export type HandedOver = Outputs['handovers']['given'][number];

function useColleagueInvalidation() {
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

function useRefusalToast() {
  const { t } = useTranslation('errors');
  return (error: unknown) => notifications.show({ color: 'red', message: t(`codes.${appError(error).code}`) });
}

export function ReceivedOffers() {
  const { t } = useTranslation('waitlist-and-handovers');
  const format = useFormat();
  const offers = trpc.handovers.mine.useQuery();
  const refresh = useColleagueInvalidation();
  const refused = useRefusalToast();
  const take = trpc.handovers.take.useMutation({
    onSuccess: (_, input) => {
      const offer = offers.data?.received.find((o) => o.id === input.handoverId);
      notifications.show({ color: 'teal', message: t('received.accepted', { meal: offer?.meal.title ?? '' }) });
    },
    onError: refused,
    onSettled: refresh,
  });
  const decline = trpc.handovers.decline.useMutation({
    onSuccess: () => notifications.show({ color: 'teal', message: t('received.declinedToast') }),
    onError: refused,
    onSettled: refresh,
  });
  const received = offers.data?.received ?? [];
  if (offers.isError) return <LoadError onRetry={offers.refetch} retrying={offers.isFetching} />;
  if (received.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="offers-to-you">
      <Title order={2} fz="lg" id="offers-to-you">
        {t('received.title')}
      </Title>
      {received.map((offer) => (
        <Card key={offer.id} withBorder radius="lg" padding="md" data-testid="received-offer">
          <Stack gap={6}>
            <Group gap={6} wrap="nowrap">
              <IconGift size={20} aria-hidden color="var(--mantine-color-grape-6)" />
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {t('received.text', { name: offer.from, count: offer.quantity, meal: offer.meal.title })}
              </Text>
            </Group>
            <Text size="sm" c="dimmed">
              {t('received.when', {
                date: format.date(offer.meal.pickupDate, 'weekday'),
                window: format.timeRange(offer.meal.pickupStart, offer.meal.pickupEnd),
                price: format.price(offer.totalCents),
                until: format.dateTime(offer.expiresAt, offer.meal.timeZone),
              })}
            </Text>
            <Group gap="xs">
              <Button
                onClick={() => take.mutate({ handoverId: offer.id })}
                loading={take.isPending && take.variables?.handoverId === offer.id}
              >
                {t('received.accept')}
              </Button>
              <Button
                variant="default"
                onClick={() => decline.mutate({ handoverId: offer.id })}
                loading={decline.isPending && decline.variables?.handoverId === offer.id}
              >
                {t('received.decline')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

export function WaitlistPlaces() {
  const { t } = useTranslation('waitlist-and-handovers');
  const format = useFormat();
  const places = trpc.waitlist.mine.useQuery();
  const refresh = useColleagueInvalidation();
  const leave = trpc.waitlist.leave.useMutation({
    onSuccess: () => notifications.show({ color: 'teal', message: t('waitlist.left') }),
    onError: useRefusalToast(),
    onSettled: refresh,
  });
  const list = places.data ?? [];
  if (places.isError) return <LoadError onRetry={places.refetch} retrying={places.isFetching} />;
  if (list.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="waitlists-you-are-on">
      <Title order={2} fz="lg" id="waitlists-you-are-on">
        {t('waitlist.sectionTitle')}
      </Title>
      {list.map((place) => (
        <Card key={place.id} withBorder radius="lg" padding="md" data-testid="waitlist-entry">
          <Group justify="space-between" gap="xs">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <IconHourglass size={20} aria-hidden />
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {place.meal.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('waitlist.at', { position: place.position, date: format.date(place.meal.pickupDate, 'weekday') })}
                </Text>
              </div>
            </Group>
            <Button
              variant="default"
              onClick={() => leave.mutate({ entryId: place.id })}
              loading={leave.isPending && leave.variables?.entryId === place.id}
            >
              {t('waitlist.leave')}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** The latest offer of a reservation as its card shows it: open (withdraw), or what became of it. */
export function OfferStatus({ offer, timeZone }: { offer: Handover; timeZone: string }) {
  const { t } = useTranslation('waitlist-and-handovers');
  const format = useFormat();
  const refresh = useColleagueInvalidation();
  const withdraw = trpc.handovers.withdraw.useMutation({
    onSuccess: () => notifications.show({ color: 'teal', message: t('offer.withdrawn') }),
    onError: useRefusalToast(),
    onSettled: refresh,
  });
  const until = format.dateTime(offer.expiresAt, timeZone);
  if (offer.status === 'offered') {
    return (
      <Alert color="grape" variant="light" icon={<IconGift size={18} />} p="xs" data-testid="open-offer">
        <Stack gap={6}>
          <Text size="sm">
            {offer.to
              ? t('offer.openTo', { name: offer.to, until })
              : offer.lastCall
                ? t('offer.lastCall', { until })
                : t('offer.openToAnyone', { until })}
          </Text>
          <Button
            size="sm"
            variant="default"
            mih={44}
            onClick={() => withdraw.mutate({ handoverId: offer.id })}
            loading={withdraw.isPending}
            w="fit-content"
          >
            {offer.lastCall ? t('offer.comingAfterAll') : t('offer.withdraw')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const text =
    offer.status === 'expired'
      ? t('offer.expired')
      : offer.status === 'declined'
        ? t('offer.declined', { name: offer.to ?? '' })
        : null;
  if (!text) return null;
  return (
    <Group gap={6} c="dimmed">
      <IconInfoCircle size={16} aria-hidden />
      <Text size="sm">{text}</Text>
    </Group>
  );
}

export function OfferDialog({
  preorder,
  onClose,
}: {
  preorder: { id: string; mealTitle: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('waitlist-and-handovers');
  return (
    <Modal
      opened={preorder !== null}
      onClose={onClose}
      title={preorder ? t('offer.dialogTitle', { meal: preorder.mealTitle }) : ''}
      centered
      radius="lg"
    >
      {preorder && <OfferForm key={preorder.id} preorderId={preorder.id} onDone={onClose} />}
    </Modal>
  );
}

function OfferForm({ preorderId, onDone }: { preorderId: string; onDone: () => void }) {
  const { t } = useTranslation(['waitlist-and-handovers', 'errors']);
  const refresh = useColleagueInvalidation();
  const [to, setTo] = useState<'named' | 'anyone'>('named');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  const [missing, setMissing] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const combobox = useCombobox();
  const found = trpc.handovers.colleagues.useQuery(
    { query: debounced },
    { enabled: to === 'named' && debounced.length > 0 && chosen?.name !== query },
  );
  const offer = trpc.handovers.offer.useMutation({
    onSuccess: (result) => {
      notifications.show({
        color: 'teal',
        message: result.status === 'released' ? t('offer.released', { count: result.promoted }) : t('offer.sent'),
      });
      void refresh();
      onDone();
    },
    onError: (error) => setRefusal(t(`errors:codes.${appError(error).code}`)),
  });
  return (
    <DialogForm
      onSubmit={() => {
        setRefusal(undefined);
        if (to === 'named' && !chosen) return setMissing(true);
        offer.mutate({ preorderId, toUserId: to === 'named' ? chosen!.id : null });
      }}
      onCancel={onDone}
      submitLabel={t('offer.send')}
      loading={offer.isPending}
      refusal={refusal}
    >
      <Text size="sm">{t('offer.intro')}</Text>
      <Radio.Group label={t('offer.to')} value={to} onChange={(value) => setTo(value as 'named' | 'anyone')}>
        <Stack gap={4} mt="xs">
          <Radio value="named" label={t('offer.toNamed')} py={10} />
          <Radio value="anyone" label={t('offer.toAnyone')} py={10} />
        </Stack>
      </Radio.Group>
      {to === 'named' && (
        <Combobox
          store={combobox}
          onOptionSubmit={(id) => {
            const person = found.data?.find((c) => c.id === id);
            if (person) {
              setChosen({ id: person.id, name: person.name });
              setQuery(person.name);
              setMissing(false);
            }
            combobox.closeDropdown();
          }}
        >
          <Combobox.Target>
            <TextInput
              label={t('offer.colleague')}
              placeholder={t('offer.colleaguePlaceholder')}
              value={query}
              onChange={(event) => {
                setQuery(event.currentTarget.value);
                setChosen(null);
                combobox.openDropdown();
              }}
              onFocus={() => combobox.openDropdown()}
              onBlur={() => combobox.closeDropdown()}
              rightSection={found.isFetching ? <Loader size={16} /> : null}
              error={missing ? t('offer.colleagueRequired') : undefined}
              data-autofocus
              required
            />
          </Combobox.Target>
          <Combobox.Dropdown hidden={debounced.length === 0 || chosen !== null}>
            <Combobox.Options>
              {(found.data ?? []).map((person) => (
                <Combobox.Option value={person.id} key={person.id} mih={44}>
                  <Text size="sm">{person.name}</Text>
                  <Text size="xs" c="dimmed">
                    {person.email}
                  </Text>
                </Combobox.Option>
              ))}
              {found.isSuccess && found.data.length === 0 && <Combobox.Empty>{t('offer.noColleagues')}</Combobox.Empty>}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
      )}
      <Badge
        variant="light"
        color="gray"
        styles={{ label: { textTransform: 'none', whiteSpace: 'normal' } }}
        h="auto"
        py={6}
      >
        {t('offer.waitlistFirst')}
      </Badge>
    </DialogForm>
  );
}

/** A reservation the user handed over: in their history where it was, marked as handed over, to whom and when. */
export function HandedOverCard({ given }: { given: HandedOver }) {
  const { t } = useTranslation(['waitlist-and-handovers', 'activity']);
  const format = useFormat();
  const when = format.dateTime(given.handedOverAt, given.meal.officeTimeZone);
  return (
    <Card withBorder radius="lg" padding="md" component="article" data-testid="handed-over-card">
      <Stack gap="xs">
        <Title order={2} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {given.meal.title}
        </Title>
        <Group gap={6}>
          <Badge color="grape" styles={{ label: { textTransform: 'none' } }}>
            {t('handedOver.badge')}
          </Badge>
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconArrowsExchange size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {given.to ? t('handedOver.to', { name: given.to, when }) : t('handedOver.toColleague', { when })}
          </Text>
        </Group>
        <Text size="sm">
          {t('activity:pickup', {
            date: format.date(given.meal.pickupDate, 'weekday'),
            window: format.timeRange(given.meal.pickupStart, given.meal.pickupEnd),
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('activity:cook', { name: given.meal.cookName })} · {t('activity:office', { name: given.meal.officeName })}
        </Text>
        <Text size="sm">
          {t('activity:quantity', { count: given.quantity, price: format.price(given.meal.priceCents) })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('handedOver.theirs')}
        </Text>
      </Stack>
    </Card>
  );
}
