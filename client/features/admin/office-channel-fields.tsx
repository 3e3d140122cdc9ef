// The fields of an office's chat channel (client/features/admin/office-channel-dialog.tsx): where it posts, what,
// when and in which language. The URL is a secret the server shows back only masked, so with a stored channel the
// field starts empty and a blank one keeps the stored URL.
import { NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LOCALES, OFFICE_CHANNEL_KINDS, type Locale, type OfficeChannelKind } from '../../../shared/enums';
import { LAST_CALL_MINUTES, SetOfficeChannelInput } from '../../../shared/schemas/admin';
import type { useZodForm } from '../../lib/use-zod-form';
import { useValidationText } from '../../lib/use-validation-text';
import type { AdminOfficeChannel } from './admin-model';
import { TALL_LABEL } from '../../components/tall-label';

/** The form's fields as typed: an empty URL, time or minutes field means "keep the stored URL" or "none". */
export const ChannelFields = SetOfficeChannelInput.extend({
  url: z
    .string()
    .trim()
    .pipe(
      z
        .literal('')
        .transform(() => undefined)
        .or(SetOfficeChannelInput.shape.url.unwrap()),
    ),
  menuAt: z
    .literal('')
    .transform(() => null)
    .or(SetOfficeChannelInput.shape.menuAt.unwrap().unwrap()),
  lastCallMinutes: z
    .literal('')
    .transform(() => null)
    .or(SetOfficeChannelInput.shape.lastCallMinutes.unwrap().unwrap()),
  newMeals: z.boolean(),
});

export function ChannelFieldInputs({
  form,
  stored,
}: {
  form: ReturnType<typeof useZodForm<typeof ChannelFields>>;
  stored: AdminOfficeChannel;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const text = useValidationText();
  const kindOptions = OFFICE_CHANNEL_KINDS.map((kind) => ({ value: kind, label: t(`channel.kinds.${kind}`) }));
  // Each language named in itself, as the language switcher does (locales/<lng>/common.json).
  const localeOptions = LOCALES.map((locale) => ({ value: locale, label: t(`common:language.${locale}`) }));

  return (
    <>
      <Select
        label={t('channel.kind')}
        data={kindOptions}
        value={form.values.kind}
        onChange={(value) => value && form.setField('kind', value as OfficeChannelKind)}
        allowDeselect={false}
        data-autofocus
      />
      <TextInput
        type="url"
        label={t('channel.url')}
        required={!stored}
        placeholder={stored ? stored.url : 'https://hooks.slack.com/services/…'}
        description={stored ? t('channel.urlStored', { url: stored.url }) : t('channel.urlHelp')}
        autoComplete="off"
        spellCheck={false}
        value={form.values.url}
        onChange={(e) => form.setField('url', e.currentTarget.value)}
        error={text(form.errors.url)}
        data-testid="channel-url"
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          type="time"
          label={t('channel.menuAt')}
          description={t('channel.menuAtHelp')}
          value={form.values.menuAt ?? ''}
          onChange={(e) => form.setField('menuAt', e.currentTarget.value)}
          error={text(form.errors.menuAt)}
        />
        <NumberInput
          label={t('channel.lastCall')}
          description={t('channel.lastCallHelp')}
          min={LAST_CALL_MINUTES.min}
          max={LAST_CALL_MINUTES.max}
          allowDecimal={false}
          allowNegative={false}
          value={form.values.lastCallMinutes ?? ''}
          onChange={(value) => form.setField('lastCallMinutes', value === '' ? '' : Number(value))}
          error={text(form.errors.lastCallMinutes)}
        />
      </SimpleGrid>
      <Select
        label={t('channel.locale')}
        description={t('channel.localeHelp')}
        data={localeOptions}
        value={form.values.locale ?? 'en'}
        onChange={(value) => value && form.setField('locale', value as Locale)}
        allowDeselect={false}
        data-testid="channel-locale"
      />
      <Switch
        label={t('channel.newMeals')}
        checked={form.values.newMeals ?? false}
        onChange={(e) => form.setField('newMeals', e.currentTarget.checked)}
        styles={TALL_LABEL}
      />
    </>
  );
}
