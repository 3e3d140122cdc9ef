// Pathless guard for every /admin path: admin and super_admin only; others get the 'unauthorized' toast, go home.
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireAdmin } from '../../../app/guards';

export const Route = createFileRoute('/_app/_authed/_admin')({
  beforeLoad: ({ context, preload }) => requireAdmin(context.user, preload),
  component: Outlet,
});
