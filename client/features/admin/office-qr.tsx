// The office's kitchen QR code: a dialog with the code, the link and a copy button, and the printable A4 poster
// (office name, the code large, three short steps in English and Lithuanian). The SVG is drawn on the server by the
// `qrcode` package from the office's absolute menu link; it holds no text anyone typed but the checked slug.
import { Box, Button, Center, CopyButton, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { Modal } from '../../components/modal';
import { IconCheck, IconCopy, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { AdminPage } from '../../components/kit/admin-page';
import { ButtonLink } from '../../components/link-button';

function QrImage({ svg, label, size }: { svg: string; label: string; size: number | string }) {
  return (
    <Box
      role="img"
      aria-label={label}
      w={size}
      h={size}
      bg="white"
      style={{ lineHeight: 0 }}
      data-testid="office-qr"
      // Server-made SVG of the office link (see the file comment).
      dangerouslySetInnerHTML={{ __html: svg.replace('<svg ', '<svg width="100%" height="100%" ') }}
    />
  );
}

export function OfficeQrDialog({
  office,
  onClose,
}: {
  office: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const qr = trpc.admin.officeQr.useQuery(office ? { id: office.id } : { id: '' }, { enabled: office !== null });
  return (
    <Modal opened={office !== null} onClose={onClose} title={t('qr.title', { name: office?.name ?? '' })} centered>
      {!qr.data ? (
        <Center h={240}>
          <Loader aria-label={t('loading')} />
        </Center>
      ) : (
        <Stack align="center">
          <QrImage svg={qr.data.svg} label={t('qr.alt', { url: qr.data.url })} size={240} />
          <TextInput
            label={t('qr.link')}
            value={qr.data.url}
            readOnly
            w="100%"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Stack w="100%" gap="xs">
            <CopyButton value={qr.data.url}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                >
                  {copied ? t('qr.copied') : t('qr.copy')}
                </Button>
              )}
            </CopyButton>
            <ButtonLink
              to="/admin/offices/$officeId/poster"
              params={{ officeId: qr.data.office.id }}
              leftSection={<IconPrinter size={18} aria-hidden />}
            >
              {t('qr.poster')}
            </ButtonLink>
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}

const STEPS = ['step1', 'step2', 'step3'] as const;

/** /admin/offices/{id}/poster: the sheet as it prints (A4), with a print button above it on screen. */
export function OfficePosterPage({ officeId }: { officeId: string }) {
  const { t, i18n } = useTranslation('admin');
  const qr = trpc.admin.officeQr.useQuery({ id: officeId });
  const en = i18n.getFixedT('en', 'admin');
  const lt = i18n.getFixedT('lt', 'admin');
  return (
    <AdminPage
      title={t('poster.title', { name: qr.data?.office.name ?? '' })}
      subtitle={t('poster.subtitle')}
      actions={
        <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()} disabled={!qr.data}>
          {t('poster.print')}
        </Button>
      }
    >
      {!qr.data ? (
        <Center h={300}>
          <Loader aria-label={t('loading')} />
        </Center>
      ) : (
        <Box className="poster-sheet" data-testid="poster-sheet">
          <Stack align="center" gap="lg" py="xl" px="md">
            <Text size="lg" fw={600} c="dimmed" ta="center">
              {en('poster.kicker')} · {lt('poster.kicker')}
            </Text>
            <Title order={2} ta="center" fz={{ base: 32, sm: 44 }}>
              {qr.data.office.name}
            </Title>
            <QrImage svg={qr.data.svg} label={t('qr.alt', { url: qr.data.url })} size="min(100%, 110mm)" />
            <Text ta="center" fw={600} style={{ wordBreak: 'break-all' }}>
              {qr.data.url.replace(/^https?:\/\//, '')}
            </Text>
            <Box component="ol" className="poster-steps" w="100%" maw={640} p={0} m={0}>
              {STEPS.map((step, index) => (
                <Group key={step} component="li" wrap="nowrap" align="flex-start" gap="md" py={8}>
                  <Center className="poster-step-number" aria-hidden>
                    {index + 1}
                  </Center>
                  <div lang="en">
                    <Text fw={700}>{en(`poster.${step}`)}</Text>
                    <Text c="dimmed" lang="lt">
                      {lt(`poster.${step}`)}
                    </Text>
                  </div>
                </Group>
              ))}
            </Box>
          </Stack>
        </Box>
      )}
    </AdminPage>
  );
}
