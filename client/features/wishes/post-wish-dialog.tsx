// "Post a wish": the dish, optional days and price, and the portions the author backs it with, validated with the
// schema the server uses (shared/schemas/wishes.ts); a refusal (the days, the limit of open wishes) is said in the
// dialog and nothing typed is lost.
import { NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MEAL_LIMITS } from '../../../shared/constants';
import { PostWishInput } from '../../../shared/schemas/wishes';
import { trpc } from '../../app/trpc';
import { DialogForm } from '../../components/kit/dialog-form';
import { FormDialog, useDialogForm } from '../../components/kit/form-dialog';
import { LabelledChoice } from '../../components/kit/labelled-choice';
import { notifications } from '../../lib/toast';
import { WISH_QUANTITIES } from './wish-card';

export function PostWishDialog({ slug, opened, onClose }: { slug: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('wishes');
  return (
    <FormDialog opened={opened} title={t('post.dialogTitle')} onClose={onClose}>
      <PostWishForm slug={slug} onDone={onClose} />
    </FormDialog>
  );
}

function PostWishForm({ slug, onDone }: { slug: string; onDone: () => void }) {
  const { t } = useTranslation('wishes');
  const utils = trpc.useUtils();
  const form = useDialogForm(PostWishInput, { slug, title: '', quantity: 1 });
  const post = trpc.wishes.post.useMutation({
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('post.posted') });
      await utils.wishes.list.invalidate();
      onDone();
    },
    onError: form.refuse,
  });
  const { values, setField, fieldError } = form;
  return (
    <DialogForm
      onSubmit={form.submit((data) => post.mutate(data))}
      onCancel={onDone}
      submitLabel={t('post.submit')}
      loading={post.isPending}
      refusal={form.refusal}
    >
      <TextInput
        label={t('post.titleLabel')}
        description={t('post.titleHint')}
        required
        maxLength={MEAL_LIMITS.titleMax}
        value={values.title}
        error={fieldError('title')}
        onChange={(event) => setField('title', event.currentTarget.value)}
        data-autofocus
      />
      <Stack gap={4}>
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            type="date"
            label={t('post.fromLabel')}
            value={values.fromDate ?? ''}
            error={fieldError('fromDate')}
            onChange={(event) => setField('fromDate', event.currentTarget.value || undefined)}
          />
          <TextInput
            type="date"
            label={t('post.toLabel')}
            value={values.toDate ?? ''}
            error={fieldError('toDate')}
            onChange={(event) => setField('toDate', event.currentTarget.value || undefined)}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('post.daysHint')}
        </Text>
      </Stack>
      <NumberInput
        label={t('post.priceLabel')}
        description={t('post.priceHint')}
        min={MEAL_LIMITS.priceMinCents / 100}
        max={MEAL_LIMITS.priceMaxCents / 100}
        decimalScale={2}
        step={0.5}
        value={values.maxPriceCents === undefined ? '' : values.maxPriceCents / 100}
        error={fieldError('maxPriceCents')}
        onChange={(value) => setField('maxPriceCents', typeof value === 'number' ? Math.round(value * 100) : undefined)}
      />
      <LabelledChoice
        label={t('post.quantityLabel')}
        value={String(values.quantity ?? 1)}
        onChange={(value) => setField('quantity', Number(value))}
        data={WISH_QUANTITIES}
      />
    </DialogForm>
  );
}
