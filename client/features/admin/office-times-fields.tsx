// The time zone, pickup window and cutoff of an office: the defaults its cooks' meal forms start from, the same
// fields in the create-office and the office-defaults dialogs.
import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TIME_ZONES } from '../../../shared/enums';
import { useValidationText } from '../../lib/use-validation-text';

const timeZoneOptions = TIME_ZONES.map((zone) => ({ value: zone, label: zone }));

export function OfficeTimesFields({
  form,
}: {
  form: {
    values: Record<string, unknown>;
    errors: Partial<Record<string, string>>;
    setField: (name: never, value: never) => void;
  };
}) {
  const { t } = useTranslation('admin');
  const text = useValidationText();
  const set = form.setField as (name: string, value: unknown) => void;
  return (
    <>
      <Select
        label={t('offices.timeZone')}
        data={timeZoneOptions}
        value={form.values.timeZone as string}
        onChange={(value) => set('timeZone', value)}
        allowDeselect={false}
        error={text(form.errors.timeZone)}
      />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        {(['pickupStart', 'pickupEnd', 'cutoffTime'] as const).map((name) => (
          <TextInput
            key={name}
            type="time"
            label={t(`offices.${name}`)}
            value={form.values[name] as string}
            onChange={(e) => set(name, e.currentTarget.value)}
            error={text(form.errors[name])}
          />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('offices.defaultsHelp')}
      </Text>
    </>
  );
}
