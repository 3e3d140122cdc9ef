// The days the user is away on /profile: each one listed (remove it), and a new one added; a regular's standing
// reservations skip those days.
import { Alert, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddAbsenceInput } from '../../../shared/schemas/regulars';
import { trpc } from '../../app/trpc';
import { LoadError } from '../../components/kit/load-error';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import { useFormat } from '../../lib/use-format';
import { useValidationText } from '../../lib/use-validation-text';

/** The list keeps its semantics without bullets. */
const listStyle = { listStyle: 'none' } as const;

export function Absences() {
  const { t } = useTranslation(['profile', 'errors']);
  const format = useFormat();
  const utils = trpc.useUtils();
  const list = trpc.absences.list.useQuery();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const validationText = useValidationText();
  const add = trpc.absences.add.useMutation({
    onSuccess: async () => {
      setFrom('');
      setTo('');
      notifications.show({ color: 'teal', message: t('absences.added') });
      await utils.absences.list.invalidate();
    },
    onError: (e) => setError(t(`errors:codes.${appError(e).code}`)),
  });
  const remove = trpc.absences.remove.useMutation({
    onSuccess: () => utils.absences.list.invalidate(),
    onError: (e) => notifications.show({ color: 'red', message: t(`errors:codes.${appError(e).code}`) }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AddAbsenceInput.safeParse({ from, to: to || from });
    if (!parsed.success) return setError(validationText(parsed.error.issues[0]?.message) ?? null);
    setError(null);
    add.mutate(parsed.data);
  };
  return (
    <Stack gap="sm">
      {list.isError ? (
        <LoadError onRetry={list.refetch} retrying={list.isFetching} />
      ) : list.isPending ? (
        <Skeleton h={44} />
      ) : list.data.length === 0 ? (
        <Text size="sm">{t('absences.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={listStyle} aria-label={t('absences.title')}>
          {list.data.map((absence) => {
            const range = format.dateRange(absence.from, absence.to);
            return (
              <Group key={absence.id} component="li" justify="space-between" wrap="wrap" gap="xs" data-testid="absence">
                <Text>{range}</Text>
                <Button
                  variant="subtle"
                  color="red"
                  mih={44}
                  leftSection={<IconTrash size={16} aria-hidden />}
                  aria-label={t('absences.removeOf', { range })}
                  loading={remove.isPending && remove.variables?.id === absence.id}
                  onClick={() => remove.mutate({ id: absence.id })}
                >
                  {t('absences.remove')}
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label={t('absences.from')}
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
            required
          />
          <TextInput type="date" label={t('absences.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
          <Button type="submit" mih={44} loading={add.isPending}>
            {t('absences.add')}
          </Button>
        </Group>
      </form>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
