import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { emailQueueInput, parseEmailQueueSearch } from '../../../../features/admin/admin-model';
import { listOptions } from '../../../../components/kit/query-state';
import { EmailQueuePage } from '../../../../features/admin/email-queue-page';

export const Route = createFileRoute('/_app/_authed/_admin/admin/email-queue')({
  validateSearch: parseEmailQueueSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { utils, queryClient }, deps }) => {
    await Promise.allSettled([
      queryClient.ensureInfiniteQueryData(utils.email.queue.infiniteQueryOptions(emailQueueInput(deps), listOptions)),
    ]);
  },
  component: EmailQueueRoute,
});

function EmailQueueRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  return (
    <EmailQueuePage
      search={search}
      onSearch={(next) => void navigate({ to: '/admin/email-queue', search: next, replace: true })}
    />
  );
}
