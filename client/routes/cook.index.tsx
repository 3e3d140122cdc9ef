import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/cook/')({
  beforeLoad: () => {
    throw redirect({ to: '/cook/$tab', params: { tab: 'my-meals' } });
  },
});
