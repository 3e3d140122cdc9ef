// /admin/email-templates: every template (code, language, subject, last change); create one for a code and
// language that has none; edit one (code and language fixed) with a live preview rendered by the server with
// sample values, and "Send test" to one's own address (queued, then the dispatcher runs).
import { useSignedInUser } from '../../app/session';
import {
  Badge,
  Box,
  Button,
  Code,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { Modal } from '../../components/modal';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSend } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_TEMPLATE_CODES,
  LOCALES,
  TEMPLATE_VARIABLES,
  type EmailTemplateCode,
  type Locale,
} from '../../../shared/enums';
import { SaveTemplateInput } from '../../../shared/schemas/email';
import { trpc } from '../../app/trpc';
import { AdminPage } from '../../components/kit/admin-page';
import { appError } from '../../lib/app-error';
import { useFormat } from '../../lib/use-format';
import { useValidationText } from '../../lib/use-validation-text';
import { useZodForm } from '../../lib/use-zod-form';
import { FormActions, submitWith, useFormRefusal } from './admin-form';
import { useAdminSuccessToast, type EmailTemplate } from './admin-model';
import { AdminTable } from '../../components/kit/admin-table';
import { useDispatcherFailureToast } from './email-queue-page';

type Editing = { mode: 'edit'; template: EmailTemplate } | { mode: 'create' } | null;

export function EmailTemplatesPage() {
  const { t } = useTranslation('admin');
  // Super admins only (docs/decisions/039-admins-scoped-to-their-organization.md); the server refuses the rest.
  const superAdmin = useSignedInUser()?.role === 'super_admin';
  const format = useFormat();
  const templates = trpc.email.templates.useQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const missing = EMAIL_TEMPLATE_CODES.flatMap((code) =>
    LOCALES.filter((locale) => !templates.data?.some((tpl) => tpl.templateCode === code && tpl.locale === locale)).map(
      (locale) => ({ code, locale }),
    ),
  );
  return (
    <AdminPage
      title={t('emailTemplates.title')}
      subtitle={t('emailTemplates.subtitle')}
      actions={
        superAdmin && (
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditing({ mode: 'create' })}
            disabled={!templates.data || missing.length === 0}
            title={missing.length === 0 ? t('emailTemplates.allExist') : undefined}
          >
            {t('emailTemplates.create')}
          </Button>
        )
      }
    >
      <AdminTable<EmailTemplate>
        label={t('emailTemplates.title')}
        loading={templates.isPending}
        query={templates}
        rows={templates.data}
        rowKey={(row) => row.id}
        empty={t('emailTemplates.empty')}
        columns={[
          {
            key: 'code',
            label: t('emailTemplates.code'),
            primary: true,
            render: (row) => (
              <Text size="sm" ff="monospace">
                {row.templateCode}
              </Text>
            ),
          },
          {
            key: 'locale',
            label: t('emailTemplates.locale'),
            render: (row) => <Badge variant="light">{row.locale.toUpperCase()}</Badge>,
          },
          { key: 'subject', label: t('emailTemplates.subject'), render: (row) => <Text size="sm">{row.subject}</Text> },
          { key: 'updated', label: t('emailTemplates.updated'), render: (row) => format.dateTime(row.updatedAt) },
          {
            key: 'action',
            label: t('emailTemplates.action'),
            render: (row) =>
              superAdmin && (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setEditing({ mode: 'edit', template: row })}
                  aria-label={t('emailTemplates.editOf', { code: row.templateCode, locale: row.locale.toUpperCase() })}
                >
                  {t('emailTemplates.edit')}
                </Button>
              ),
          },
        ]}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="xl"
        centered
        title={
          editing?.mode === 'edit'
            ? t('emailTemplates.editTitle', {
                code: editing.template.templateCode,
                locale: editing.template.locale.toUpperCase(),
              })
            : t('emailTemplates.createTitle')
        }
      >
        {editing && <TemplateForm editing={editing} missing={missing} onClose={() => setEditing(null)} />}
      </Modal>
    </AdminPage>
  );
}

function TemplateForm({
  editing,
  missing,
  onClose,
}: {
  editing: NonNullable<Editing>;
  missing: { code: EmailTemplateCode; locale: Locale }[];
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin', 'errors']);
  const text = useValidationText();
  const utils = trpc.useUtils();
  const success = useAdminSuccessToast();
  const dispatchFailed = useDispatcherFailureToast();
  const first = missing[0];
  const form = useZodForm(
    SaveTemplateInput,
    editing.mode === 'edit'
      ? {
          templateCode: editing.template.templateCode,
          locale: editing.template.locale,
          subject: editing.template.subject,
          bodyHtml: editing.template.bodyHtml,
          bodyText: editing.template.bodyText,
        }
      : { templateCode: first?.code ?? 'TEST', locale: first?.locale ?? 'en', subject: '', bodyHtml: '', bodyText: '' },
  );
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

  // The live preview, in both languages: the server renders this template as typed, or the same code's template of
  // the other language as saved, with sample values formatted for that language (debounced).
  const values = form.values as {
    templateCode: EmailTemplateCode;
    locale: Locale;
    subject: string;
    bodyHtml: string;
    bodyText?: string;
  };
  const [previewLocale, setPreviewLocale] = useState<Locale>(values.locale);
  const saved = trpc.email.templates.useQuery();
  const [debounced] = useDebouncedValue(form.values, 400);
  const preview = trpc.email.previewTemplate.useMutation();
  const sibling = saved.data?.find((tpl) => tpl.templateCode === values.templateCode && tpl.locale === previewLocale);
  useEffect(() => {
    const source =
      previewLocale === debounced.locale || !sibling
        ? debounced
        : {
            templateCode: sibling.templateCode,
            locale: sibling.locale,
            subject: sibling.subject,
            bodyHtml: sibling.bodyHtml,
            bodyText: sibling.bodyText,
          };
    const parsed = SaveTemplateInput.safeParse(source);
    if (parsed.success) preview.mutate(parsed.data);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced, previewLocale, sibling?.id]);
  const [view, setView] = useState<'html' | 'text'>('html');

  return (
    <form
      noValidate
      onSubmit={submitWith(form, (data) => (editing.mode === 'edit' ? update.mutate(data) : create.mutate(data)))}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack>
          {editing.mode === 'create' ? (
            <Select
              label={t('admin:emailTemplates.codeAndLocale')}
              data={missing.map((m) => ({
                value: `${m.code}|${m.locale}`,
                label: `${m.code} (${m.locale.toUpperCase()})`,
              }))}
              value={`${values.templateCode}|${values.locale}`}
              onChange={(value) => {
                const [code, locale] = (value ?? '').split('|');
                form.setField('templateCode', code as EmailTemplateCode);
                form.setField('locale', locale as Locale);
              }}
              allowDeselect={false}
            />
          ) : (
            <Text size="sm">
              {t('admin:emailTemplates.fixed', { code: values.templateCode, locale: values.locale.toUpperCase() })}
            </Text>
          )}
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
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={700}>{t('admin:emailTemplates.preview')}</Text>
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(v) => setView(v as 'html' | 'text')}
              data={[
                { value: 'html', label: 'HTML' },
                { value: 'text', label: t('admin:emailTemplates.plainText') },
              ]}
              aria-label={t('admin:emailTemplates.previewKind')}
            />
          </Group>
          <SegmentedControl
            size="xs"
            value={previewLocale}
            onChange={(v) => setPreviewLocale(v as Locale)}
            aria-label={t('admin:emailTemplates.previewLanguage')}
            data={LOCALES.map((locale) => ({
              value: locale,
              label:
                locale === values.locale
                  ? t('admin:emailTemplates.thisLanguage', { locale: locale.toUpperCase() })
                  : t('admin:emailTemplates.savedLanguage', { locale: locale.toUpperCase() }),
            }))}
          />
          <Text size="sm">
            <b>{t('admin:emailTemplates.subject')}:</b> {preview.data?.subject ?? '…'}
          </Text>
          {view === 'html' ? (
            <Box
              component="iframe"
              title={t('admin:emailTemplates.preview')}
              sandbox=""
              srcDoc={preview.data?.html ?? ''}
              w="100%"
              h={380}
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, background: '#fff' }}
            />
          ) : (
            <Box
              component="pre"
              p="sm"
              h={380}
              style={{
                overflow: 'auto',
                whiteSpace: 'pre-wrap',
                border: '1px solid var(--mantine-color-default-border)',
                borderRadius: 8,
                margin: 0,
              }}
            >
              {preview.data?.text ?? ''}
            </Box>
          )}
          <Text size="xs" c="dimmed">
            {t('admin:emailTemplates.previewHint')}
          </Text>
        </Stack>
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
