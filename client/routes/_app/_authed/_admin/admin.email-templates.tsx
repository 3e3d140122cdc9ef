import { createFileRoute } from '@tanstack/react-router';
import { EmailTemplatesPage } from '../../../../features/admin/email-templates-page';

export const Route = createFileRoute('/_app/_authed/_admin/admin/email-templates')({
  loader: async ({ context: { utils } }) => {
    await Promise.allSettled([utils.email.templates.ensureData()]);
  },
  component: EmailTemplatesPage,
});
