// Offering a reservation to a colleague: to a named one, or to anyone (the meal's waitlist comes first).
import { Badge, Combobox, Loader, Radio, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../app/trpc';
import { DialogForm } from '../../components/kit/dialog-form';
import { FormDialog } from '../../components/kit/form-dialog';
import { appError } from '../../lib/app-error';
import { notifications } from '../../lib/toast';
import { useColleagueInvalidation } from './handover-model';

export function OfferDialog({
  preorder,
  onClose,
}: {
  preorder: { id: string; mealTitle: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('waitlist-and-handovers');
  return (
    <FormDialog
      opened={preorder !== null}
      onClose={onClose}
      title={preorder ? t('offer.dialogTitle', { meal: preorder.mealTitle }) : ''}
    >
      {preorder && <OfferForm key={preorder.id} preorderId={preorder.id} onDone={onClose} />}
    </FormDialog>
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
