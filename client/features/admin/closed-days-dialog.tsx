// An office's closed days (holidays): the admin lists them, closes a date with a label ("Christmas") and opens one
// again. No meal can be listed on a closed day, and the menu says the office is closed (the server decides both).
import { Button, Group, Loader, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { CLOSED_DAY_LABEL_MAX, CloseDayInput } from '../../../shared/schemas/admin';
import { useFormat } from '../../lib/use-format';
import { useValidationText } from '../../lib/use-validation-text';
import { useZodForm } from '../../lib/use-zod-form';
import { type AdminOffice, useAdminErrorToast, useAdminSuccessToast } from './admin-model';
import { submitWith, useFormRefusal } from './admin-form';
import { OfficeDialog } from './office-dialog';

export function ClosedDaysDialog({ office, onClose }: { office: AdminOffice | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <OfficeDialog office={office} title={(name) => t('closedDays.title', { name })} onClose={onClose}>
      {(open) => <ClosedDays office={open} />}
    </OfficeDialog>
  );
}

function ClosedDays({ office }: { office: AdminOffice }) {
  const { t } = useTranslation(['admin', 'common']);
  const format = useFormat();
  const text = useValidationText();
  const utils = trpc.useUtils();
  const success = useAdminSuccessToast();
  const toastError = useAdminErrorToast();
  const days = trpc.admin.closedDays.useQuery({ id: office.id });
  const refresh = () =>
    Promise.all([utils.admin.closedDays.invalidate({ id: office.id }), utils.admin.auditLog.invalidate()]);
  const form = useZodForm(CloseDayInput, { officeId: office.id, date: '', label: '' });
  const close = trpc.admin.closeDay.useMutation({
    onSuccess: (day) => {
      success(t('closedDays.closed', { date: format.date(day.date, 'long'), label: day.label }));
      form.setField('date', '');
      form.setField('label', '');
      void refresh();
    },
    onError: useFormRefusal(form),
  });
  const reopen = trpc.admin.reopenDay.useMutation({
    onSuccess: () => {
      success(t('closedDays.reopened'));
      void refresh();
    },
    onError: toastError,
  });

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('closedDays.help')}
      </Text>
      <form noValidate onSubmit={submitWith(form, close.mutate)}>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label={t('closedDays.date')}
            required
            value={form.values.date}
            onChange={(e) => form.setField('date', e.currentTarget.value)}
            error={text(form.errors.date)}
            data-autofocus
          />
          <TextInput
            label={t('closedDays.label')}
            placeholder={t('closedDays.labelPlaceholder')}
            required
            maxLength={CLOSED_DAY_LABEL_MAX}
            value={form.values.label}
            onChange={(e) => form.setField('label', e.currentTarget.value)}
            error={text(form.errors.label)}
            style={{ flex: 1, minWidth: 160 }}
          />
          <Button type="submit" loading={close.isPending}>
            {t('closedDays.add')}
          </Button>
        </Group>
      </form>
      {days.isPending && <Loader size="sm" aria-label={t('common:state.loading')} />}
      {days.isError && (
        <Group>
          <Text size="sm" c="red">
            {t('closedDays.loadFailed')}
          </Text>
          <Button size="xs" variant="light" onClick={() => void days.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Group>
      )}
      {days.isSuccess && days.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('closedDays.empty')}
        </Text>
      )}
      {days.isSuccess && days.data.length > 0 && (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('closedDays.date')}</Table.Th>
              <Table.Th>{t('closedDays.label')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('closedDays.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {days.data.map((day) => (
              <Table.Tr key={day.date}>
                <Table.Td>{format.date(day.date, 'long')}</Table.Td>
                <Table.Td>{day.label}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="default"
                    loading={reopen.isPending && reopen.variables?.date === day.date}
                    onClick={() => reopen.mutate({ officeId: office.id, date: day.date })}
                    aria-label={t('closedDays.reopenOf', { date: format.date(day.date, 'long') })}
                  >
                    {t('closedDays.reopen')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
