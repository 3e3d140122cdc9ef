import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '../../../../components/not-found';

/** Any other /admin path passes the admin guard first (a non-admin learns nothing), then is not found. */
export const Route = createFileRoute('/_app/_authed/_admin/admin/$')({
  component: NotFound,
});
