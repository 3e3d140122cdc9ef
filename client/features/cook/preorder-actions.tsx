// A reservation's actions in the preorders tab: confirm or reject the eater's "I paid", 'Mark collected',
// waive, 'Settle' for one collected and paid later, and "not collected" once the pickup is over. The confirming
// dialogs are client/features/cook/preorder-settle-dialogs.tsx.
import { Button, Group, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isOpenPreorder, type CookPreorder } from './cook-model';
import { CollectPaidButton, NotCollectedButton, pickupOver } from './collection-actions';
import { ClaimActions } from './payment-claim';

export type Settle = { preorder: CookPreorder; action: 'collect' | 'waive' | 'settle' };

// Each settling action's label and its accessible name (which names the eater and the meal).
const LABELS = {
  waive: ['preorders.waive', 'preorders.waiveFor'],
  settle: ['ledger:cook.settle', 'ledger:cook.settleFor'],
  collect: ['preorders.markCollected', 'preorders.markCollectedFor'],
} as const;

export function PreorderActions({
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
  const button = (action: Settle['action'], color: string, variant?: string) => (
    <Button
      size="sm"
      mih={44}
      variant={variant}
      color={color}
      onClick={() => onSettle({ preorder, action })}
      aria-label={t(LABELS[action][1], { eater: who, meal: preorder.meal.title })}
    >
      {t(LABELS[action][0])}
    </Button>
  );
  const waive = button('waive', 'grape', 'subtle');
  // Collected, to be paid later: settled here or from the ledger. A no-show is still owed unless waived.
  if (preorder.status === 'fulfilled' && preorder.paymentStatus === 'unpaid') {
    return (
      <Group gap="xs" wrap="nowrap">
        {button('settle', 'teal', 'light')}
        {preorder.notCollectedAt && waive}
      </Group>
    );
  }
  if (!isOpenPreorder(preorder) || preorder.paymentStatus !== 'unpaid') return null;
  return (
    <Group gap="xs" wrap="nowrap">
      {button('collect', 'teal')}
      {waive}
      {noShow}
    </Group>
  );
}
