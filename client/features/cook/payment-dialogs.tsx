// The cook's payment dialogs (the cash ledger). "Mark collected" asks how the eater paid: cash (the
// default, as before), bank transfer, a payment app, or not yet ("collected, pays later", which keeps it in the
// ledger as a debt). "Settle" records how a debt was paid later. Each says what will happen before it happens; the
// safe choice has the focus. A bottom sheet on phones, a dialog on wider screens; every choice is 44 px tall.
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import { Drawer, Modal } from '../../components/modal';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '../../lib/toast';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_BREAKPOINT_PX } from '../../../shared/constants';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/enums';
import { trpc } from '../../app/trpc';
import { appError } from '../../lib/app-error';
import { useFormat } from '../../lib/use-format';

/** What the dialogs need of a preorder (from the preorders table or the ledger's unpaid list). */
export interface PaymentTarget {
  id: string;
  eater: string;
  meal: string;
  quantity: number;
  totalCents: number;
  pickupDate: string;
}

type CollectChoice = PaymentMethod | 'later';
const COLLECT_CHOICES: readonly CollectChoice[] = [...PAYMENT_METHODS, 'later'];
const CHOICE_STYLES = {
  root: { minHeight: 44, display: 'flex', alignItems: 'center' },
  body: { alignItems: 'center' },
};

function Sheet({
  opened,
  title,
  onClose,
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const mobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);
  if (mobile) {
    return (
      <Drawer
        opened={opened}
        onClose={onClose}
        position="bottom"
        title={title}
        styles={{
          content: {
            height: 'auto',
            maxHeight: '90dvh',
            flex: '0 0 auto',
            borderTopLeftRadius: 16,
            borderTopRightRadius: 16,
          },
        }}
      >
        {children}
      </Drawer>
    );
  }
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {children}
    </Modal>
  );
}

function MethodChoices<T extends string>({
  label,
  value,
  choices,
  onChange,
  text,
}: {
  label: string;
  value: T;
  choices: readonly T[];
  onChange: (value: T) => void;
  text: (value: T) => string;
}) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as T)}>
      <Stack gap={2} mt={6}>
        {choices.map((choice) => (
          <Radio
            key={choice}
            value={choice}
            label={text(choice)}
            styles={CHOICE_STYLES}
            data-testid={`choice-${choice}`}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** "Mark collected": paid now (and how), or collected and paid later. */
export function CollectDialog({
  target,
  onClose,
  onDone,
}: {
  target: PaymentTarget | null;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation(['cook', 'ledger']);
  return (
    <Sheet opened={target !== null} onClose={onClose} title={t('cook:preorders.confirmCollect.title')}>
      {target && <CollectForm key={target.id} target={target} onClose={onClose} onDone={onDone} />}
    </Sheet>
  );
}

function CollectForm({
  target,
  onClose,
  onDone,
}: {
  target: PaymentTarget;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation(['cook', 'ledger', 'errors']);
  const format = useFormat();
  const [choice, setChoice] = useState<CollectChoice>('cash');
  const collect = trpc.preorders.markCollected.useMutation({
    onSuccess: async (result) => {
      notifications.show({
        color: 'teal',
        message:
          result.paymentStatus === 'unpaid' ? t('ledger:collect.toastLater') : t('cook:preorders.toast.collected'),
      });
      onClose();
      await onDone();
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        title: t('cook:preorders.toast.collectFailed'),
        message: t(`errors:codes.${appError(error).code}`),
      });
      onClose();
      void onDone();
    },
  });
  const values = {
    eater: target.eater,
    count: target.quantity,
    meal: target.meal,
    total: format.price(target.totalCents),
  };
  return (
    <Stack>
      <Text data-testid="collect-summary">
        {choice === 'cash'
          ? t('cook:preorders.confirmCollect.text', values)
          : t(`ledger:collect.text.${choice}`, values)}
      </Text>
      <MethodChoices
        label={t('ledger:collect.how')}
        value={choice}
        choices={COLLECT_CHOICES}
        onChange={setChoice}
        text={(value) => t(`ledger:collect.option.${value}`)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('cook:preorders.notYet')}
        </Button>
        <Button
          color="teal"
          loading={collect.isPending}
          onClick={() =>
            collect.mutate(
              choice === 'later'
                ? { preorderId: target.id, payLater: true }
                : { preorderId: target.id, method: choice },
            )
          }
        >
          {t('cook:preorders.confirmCollect.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Settle": a collected preorder paid later is paid now (and how). */
export function SettleDialog({
  target,
  onClose,
  onDone,
}: {
  target: PaymentTarget | null;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation('ledger');
  return (
    <Sheet opened={target !== null} onClose={onClose} title={t('settle.title')}>
      {target && <SettleForm key={target.id} target={target} onClose={onClose} onDone={onDone} />}
    </Sheet>
  );
}

function SettleForm({
  target,
  onClose,
  onDone,
}: {
  target: PaymentTarget;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation(['ledger', 'errors']);
  const format = useFormat();
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const settle = trpc.preorders.settlePayment.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('settle.done') });
      onClose();
      await onDone();
    },
    onError: (error) => {
      notifications.show({
        color: 'red',
        title: t('settle.failed'),
        message: t(`errors:codes.${appError(error).code}`),
      });
      onClose();
      void onDone();
    },
  });
  return (
    <Stack>
      <Text>
        {t('settle.text', {
          eater: target.eater,
          count: target.quantity,
          meal: target.meal,
          total: format.price(target.totalCents),
          date: format.date(target.pickupDate, 'weekday'),
        })}
      </Text>
      <MethodChoices
        label={t('settle.how')}
        value={method}
        choices={PAYMENT_METHODS}
        onChange={setMethod}
        text={(value) => t(`method.${value}`)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('settle.cancel')}
        </Button>
        <Button
          color="teal"
          loading={settle.isPending}
          onClick={() => settle.mutate({ preorderId: target.id, method })}
        >
          {t('settle.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
