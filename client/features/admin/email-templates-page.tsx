// /admin/email-templates: every template (code, language, subject, last change); create one for a code and
// language that has none; edit one (code and language fixed) with a live preview rendered by the server with
// sample values, and "Send test" to one's own address (queued, then the dispatcher runs).
import { useSignedInUser } from '../../app/session';
import { Badge, Button, Text } from '@mantine/core';
import { Modal } from '../../components/modal';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_TEMPLATE_CODES, LOCALES } from '../../../shared/enums';
import { trpc } from '../../app/trpc';
import { AdminListPage } from '../../components/kit/admin-list-page';
import { useFormat } from '../../lib/use-format';
import type { EmailTemplate } from './admin-model';
import { type TemplateEditing } from './template-code-field';
import { TemplateForm } from './template-form';

type Editing = TemplateEditing | null;

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
    <AdminListPage<EmailTemplate>
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
      list={templates}
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
    >
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
    </AdminListPage>
  );
}
