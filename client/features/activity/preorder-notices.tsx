// What a reservation's card on /activity warns about: the meal withdrawn (with the cook's note), its allergens
// changed since the reservation, the meal not collected; and the way to pay the cook for a collected one.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCash, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AllergenList } from '../../components/food/allergens';
import { useFormat } from '../../lib/use-format';
import type { Preorder } from './activity-model';

export function PreorderNotices({ preorder }: { preorder: Preorder }) {
  const { t } = useTranslation('activity');
  return (
    <>
      {preorder.meal.withdrawn && (
        <Notice tone="warning" title={t('withdrawn.title')} testId="meal-withdrawn">
          <Text size="sm">{t('withdrawn.text')}</Text>
          {preorder.meal.withdrawReason && (
            <Text size="sm" mt={6} fs="italic" style={{ overflowWrap: 'anywhere' }}>
              {t('withdrawn.note', { note: preorder.meal.withdrawReason })}
            </Text>
          )}
        </Notice>
      )}
      {preorder.allergensChanged && preorder.status !== 'cancelled' && (
        <Notice tone="danger" title={t('allergensChanged.title')} testId="allergens-changed">
          <Stack gap={6}>
            <Text size="sm">{t('allergensChanged.text')}</Text>
            <AllergenList allergens={preorder.meal.allergens} />
          </Stack>
        </Notice>
      )}
      {preorder.notCollectedAt && (
        <Notice tone="warning" testId="not-collected">
          {t('notCollected')}
        </Notice>
      )}
    </>
  );
}

/** Pay-up: "Pay €X to the cook", or that the eater said they paid (waiting), or that the cook did not find it. */
export function PayUpLine({ preorder, onPay }: { preorder: Preorder; onPay: (p: Preorder) => void }) {
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
        <Notice tone="danger" color="orange" testId="payment-rejected">
          {t('payUp.rejected')}
        </Notice>
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

/** A light alert: orange with the info icon for a warning; red (or `color`) with the warning triangle for a danger. */
function Notice({
  tone,
  color,
  title,
  testId,
  children,
}: {
  tone: 'warning' | 'danger';
  color?: string;
  title?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Alert
      color={color ?? (tone === 'warning' ? 'orange' : 'red')}
      variant="light"
      icon={tone === 'warning' ? <IconInfoCircle size={18} /> : <IconAlertTriangle size={18} />}
      title={title}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}
