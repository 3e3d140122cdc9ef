// Moving an office to another organization, asked from either side: an office's row picks the organization it goes
// to (/admin/offices), an organization's card picks the office it takes in (/admin/organizations). Both send the
// same admin.moveOffice and say what the move does before it is confirmed.
import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { ConfirmDialog } from '../../components/kit/confirm-dialog';
import { type AdminOffice, type AdminOrganization, useAdminErrorToast, useAdminSuccessToast } from './admin-model';

export type OfficeMove = { office: AdminOffice } | { organization: AdminOrganization };

export function MoveOfficeDialog({
  move,
  onClose,
  onDone,
}: {
  move: OfficeMove | null;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const { t } = useTranslation('admin');
  const office = move && 'office' in move ? move.office : null;
  const organization = move && 'organization' in move ? move.organization : null;
  const orgs = trpc.admin.organizations.useQuery(undefined, { enabled: office !== null });
  const offices = trpc.admin.offices.useQuery(undefined, { enabled: organization !== null });
  const [picked, setPicked] = useState<string | null>(null);
  const toastError = useAdminErrorToast();
  const success = useAdminSuccessToast();
  const close = () => {
    setPicked(null);
    onClose();
  };
  const send = trpc.admin.moveOffice.useMutation({
    onSuccess: () => {
      success(t(organization ? 'organizations.assigned' : 'offices.moved'));
      close();
    },
    onError: toastError,
    onSettled: onDone,
  });

  const choice = organization
    ? pickOffice(organization, offices.data ?? [], picked, t)
    : pickOrganization(office, orgs.data ?? [], picked, t);
  return (
    <ConfirmDialog
      opened={move !== null}
      title={choice.title}
      confirmLabel={choice.confirmLabel}
      color="blue"
      loading={send.isPending}
      onConfirm={() => {
        const target = choice.target();
        if (target) send.mutate(target);
      }}
      onClose={close}
    >
      <Stack gap="sm">
        <Select {...choice.select} value={picked} onChange={setPicked} searchable />
        {choice.effect && <Text size="sm">{choice.effect}</Text>}
      </Stack>
    </ConfirmDialog>
  );
}

type T = ReturnType<typeof useTranslation<'admin'>>['t'];

/** An office's side: the organizations it is not in. */
function pickOrganization(office: AdminOffice | null, orgs: AdminOrganization[], picked: string | null, t: T) {
  const candidates = orgs.filter((org) => org.id !== office?.organizationId);
  const target = candidates.find((org) => org.id === picked);
  return {
    title: t('offices.moveTitle', { name: office?.name ?? '' }),
    confirmLabel: t('offices.move'),
    select: {
      label: t('offices.organization'),
      placeholder: t('offices.pickOrganization'),
      data: candidates.map((org) => ({ value: org.id, label: org.name })),
    },
    effect:
      target && office
        ? t('offices.moveEffect', {
            office: office.name,
            from: office.organizationName,
            to: target.name,
            domains: target.allowedEmailDomains.join(', ') || t('organizations.anyDomain'),
          })
        : null,
    target: () => (office && picked ? { officeId: office.id, organizationId: picked } : null),
  };
}

/** An organization's side: the offices of other organizations. */
function pickOffice(org: AdminOrganization, offices: AdminOffice[], picked: string | null, t: T) {
  const candidates = offices.filter((office) => office.organizationId !== org.id);
  const chosen = candidates.find((office) => office.id === picked);
  return {
    title: t('organizations.assignTitle', { name: org.name }),
    confirmLabel: t('organizations.assign'),
    select: {
      label: t('organizations.office'),
      placeholder: t('organizations.pickOffice'),
      data: candidates.map((office) => ({ value: office.id, label: `${office.name} (${office.organizationName})` })),
      nothingFoundMessage: t('organizations.noOtherOffices'),
    },
    effect: chosen
      ? t('organizations.assignEffect', { office: chosen.name, from: chosen.organizationName, to: org.name })
      : null,
    target: () => (picked ? { officeId: picked, organizationId: org.id } : null),
  };
}
