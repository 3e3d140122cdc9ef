import { createFileRoute } from '@tanstack/react-router';
import { OfficesPage } from '../../../../features/admin/offices-page';

export const Route = createFileRoute('/_app/_authed/_admin/admin/offices')({
  loader: async ({ context: { utils } }) => {
    await Promise.allSettled([utils.admin.offices.ensureData()]);
  },
  component: OfficesPage,
});
