import { createFileRoute, redirect } from '@tanstack/react-router';

/** /activity/{tab} (for example /activity/my-orders) is /activity. */
export const Route = createFileRoute('/_app/_authed/activity/$tab')({
  beforeLoad: () => {
    throw redirect({ to: '/activity' });
  },
});
