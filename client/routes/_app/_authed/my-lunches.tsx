import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/_authed/my-lunches')({
  beforeLoad: () => {
    throw redirect({ to: '/activity' });
  },
});
