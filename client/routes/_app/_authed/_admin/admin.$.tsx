import { createFileRoute } from '@tanstack/react-router';
import { AdminNotBuiltPage } from '../../../../features/admin/admin-not-built-page';

/** Every other /admin path passes the admin guard first; the sub-pages arrive with the admin issue. */
export const Route = createFileRoute('/_app/_authed/_admin/admin/$')({
  component: AdminNotBuiltPage,
});
