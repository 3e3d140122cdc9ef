// Creating or editing an e-mail template: its code and language (fixed on an edit), subject and bodies validated
// with the server's SaveTemplateInput (an unknown {{variable}} is said on the HTML body), the live preview beside
// them (client/features/admin/template-preview.tsx), and "Send test" to one's own address.
import { Button, Code, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_VARIABLES } from '../../../shared/enums';
import { SaveTemplateInput } from '../../../shared/schemas/email';
import { trpc } from '../../app/trpc';
import { appError } from '../../lib/app-error';
import { useValidationText } from '../../lib/use-validation-text';
import { useZodForm } from '../../lib/use-zod-form';
import { FormActions, submitWith, useFormRefusal } from './admin-form';
import { useAdminSuccessToast } from './admin-model';
import { useDispatcherFailureToast } from './email-queue-parts';
import { TemplatePreview } from './template-preview';
import {
  initialValues,
  TemplateCodeField,
  type MissingTemplate,
  type TemplateEditing,
  type TemplateValues,
} from './template-code-field';

export function TemplateForm({
  editing,
  missing,
  onClose,
}: {
  editing: TemplateEditing;
  missing: MissingTemplate[];
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin', 'errors']);
  const text = useValidationText();
  const utils = trpc.useUtils();
  const success = useAdminSuccessToast();
  const dispatchFailed = useDispatcherFailureToast();
  const form = useZodForm(SaveTemplateInput, initialValues(editing, missing));
  const [variableError, setVariableError] = useState<string | null>(null);
  const onRefused = useFormRefusal(form, (code) => code === 'unknownTemplateVariable');
  const done = () => {
    success(t('admin:emailTemplates.saved'));
    void utils.email.templates.invalidate();
    onClose();
  };
  const refuse = (error: unknown) => {
    const info = appError(error);
    if (info.code === 'unknownTemplateVariable')
      setVariableError(t('errors:codes.unknownTemplateVariable', { names: String(info.details.names ?? '') }));
    onRefused(error);
  };
  const create = trpc.email.createTemplate.useMutation({ onSuccess: done, onError: refuse });
  const update = trpc.email.updateTemplate.useMutation({ onSuccess: done, onError: refuse });
  const sendTest = trpc.email.sendTest.useMutation({
    onSuccess: (result) => (result.sent ? success(t('admin:emailTemplates.testSent')) : dispatchFailed(null)),
    onError: dispatchFailed,
  });

  const values = form.values as TemplateValues;
  return (
    <form
      noValidate
      onSubmit={submitWith(form, (data) => (editing.mode === 'edit' ? update.mutate(data) : create.mutate(data)))}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack>
          <TemplateCodeField
            editing={editing}
            missing={missing}
            values={values}
            onPick={(code, locale) => {
              form.setField('templateCode', code);
              form.setField('locale', locale);
            }}
          />
          <TextInput
            label={t('admin:emailTemplates.subject')}
            required
            value={values.subject}
            onChange={(e) => {
              setVariableError(null);
              form.setField('subject', e.currentTarget.value);
            }}
            error={text(form.errors.subject)}
            data-autofocus
          />
          <Textarea
            label={t('admin:emailTemplates.bodyHtml')}
            required
            autosize
            minRows={6}
            maxRows={14}
            ff="monospace"
            value={values.bodyHtml}
            onChange={(e) => {
              setVariableError(null);
              form.setField('bodyHtml', e.currentTarget.value);
            }}
            error={text(form.errors.bodyHtml) ?? variableError}
          />
          <Textarea
            label={t('admin:emailTemplates.bodyText')}
            description={t('admin:emailTemplates.bodyTextHint')}
            autosize
            minRows={3}
            maxRows={8}
            ff="monospace"
            value={values.bodyText ?? ''}
            onChange={(e) => form.setField('bodyText', e.currentTarget.value)}
            error={text(form.errors.bodyText)}
          />
          <Text size="xs" c="dimmed">
            {t('admin:emailTemplates.variables')}{' '}
            {TEMPLATE_VARIABLES.map((name) => (
              <Code key={name} mr={4}>{`{{${name}}}`}</Code>
            ))}
          </Text>
        </Stack>
        <TemplatePreview values={values} />
      </SimpleGrid>
      <Group justify="space-between" mt="lg">
        {editing.mode === 'edit' ? (
          <Button
            variant="light"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={sendTest.isPending}
            onClick={() => sendTest.mutate({ templateCode: values.templateCode, locale: values.locale })}
          >
            {t('admin:emailTemplates.sendTest')}
          </Button>
        ) : (
          <span />
        )}
        <FormActions
          submitLabel={t('admin:emailTemplates.save')}
          loading={create.isPending || update.isPending}
          onCancel={onClose}
        />
      </Group>
    </form>
  );
}
