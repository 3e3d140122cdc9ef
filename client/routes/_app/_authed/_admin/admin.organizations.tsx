import { createFileRoute } from '@tanstack/react-router';
import { OrganizationsPage } from '../../../../features/admin/organizations-page';

export const Route = createFileRoute('/_app/_authed/_admin/admin/organizations')({
  loader: async ({ context: { utils } }) => {
    await Promise.allSettled([utils.admin.organizations.ensureData()]);
  },
  component: OrganizationsPage,
});
