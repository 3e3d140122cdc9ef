// Pay-up (loaded when first opened): what to pay the cook for one reservation: the amount, the reference, the
// cook's IBAN and holder with the EPC QR code a banking app scans (drawn here by the `qrcode` package from the text
// the server made, server/domain/epc-qr.ts), and/or the cook's payment link; then "I paid".
import { Alert, Anchor, Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatIban } from '../../../shared/iban';
import { trpc } from '../../app/trpc';
import { LoadError } from '../../components/kit/load-error';
import { Modal } from '../../components/modal';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import { useFormat } from '../../lib/use-format';
import { useQrSvg, CopyRow } from './pay-parts';

/** The QR code as SVG markup, made in the browser (error correction M, as the EPC guideline recommends). */
export function PayDialog({
  preorder,
  onClose,
}: {
  preorder: { id: string; cook: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['activity', 'errors']);
  return (
    <Modal
      opened={preorder !== null}
      onClose={onClose}
      title={preorder ? t('payUp.title', { cook: preorder.cook }) : ''}
      centered
    >
      {preorder && <PayBody preorderId={preorder.id} onDone={onClose} />}
    </Modal>
  );
}

function PayBody({ preorderId, onDone }: { preorderId: string; onDone: () => void }) {
  const { t } = useTranslation(['activity', 'errors']);
  const format = useFormat();
  const utils = trpc.useUtils();
  const instructions = trpc.preorders.paymentInstructions.useQuery({ preorderId });
  const svg = useQrSvg(instructions.data?.epcPayload);
  const claim = trpc.preorders.claimPaid.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('payUp.claimSuccess') });
      onDone();
      await utils.preorders.mine.invalidate();
    },
    onError: (error) => {
      notifications.show({ color: 'red', message: t(`errors:codes.${appError(error).code}`) });
      void utils.preorders.paymentInstructions.invalidate({ preorderId });
    },
  });

  if (instructions.isError) {
    return (
      <LoadError
        title={t('payUp.loadFailed')}
        onRetry={() => instructions.refetch()}
        retrying={instructions.isFetching}
      />
    );
  }
  if (!instructions.data) {
    return (
      <Center h={200}>
        <Loader aria-label={t('payUp.loading')} />
      </Center>
    );
  }
  const pay = instructions.data;
  const amount = format.price(pay.amountCents);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('payUp.hint')}</Text>
      <CopyRow label={t('payUp.amount')} value={(pay.amountCents / 100).toFixed(2)} shown={amount} />
      <CopyRow label={t('payUp.reference')} value={pay.reference} />
      {pay.iban && (
        <>
          <CopyRow label={t('payUp.iban')} value={pay.iban} shown={formatIban(pay.iban)} />
          <Text size="sm">
            {t('payUp.holder')}: <b>{pay.holder ?? pay.cook}</b>
          </Text>
        </>
      )}
      {pay.epcPayload && (
        <Stack gap={4} align="center">
          <Text size="sm" fw={600}>
            {t('payUp.qr')}
          </Text>
          <Box
            role="img"
            aria-label={t('payUp.qrAlt', { amount, holder: pay.holder ?? pay.cook, reference: pay.reference })}
            w={220}
            h={220}
            bg="white"
            style={{ lineHeight: 0 }}
            data-testid="pay-qr"
            // SVG drawn by the qrcode package from the payload (modules only; no text of anyone's in it).
            dangerouslySetInnerHTML={
              svg ? { __html: svg.replace('<svg ', '<svg width="100%" height="100%" ') } : undefined
            }
          />
        </Stack>
      )}
      {pay.link && (
        <Anchor
          href={pay.link}
          target="_blank"
          rel="noopener noreferrer"
          mih={44}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
        >
          <IconExternalLink size={18} aria-hidden />
          {t('payUp.link')}
        </Anchor>
      )}
      {pay.claimedAt ? (
        <Alert color="blue" variant="light">
          {t('payUp.claimed', { when: format.dateTime(pay.claimedAt) })}
        </Alert>
      ) : (
        <Button size="md" loading={claim.isPending} onClick={() => claim.mutate({ preorderId })} data-autofocus>
          {t('payUp.claim')}
        </Button>
      )}
    </Stack>
  );
}
