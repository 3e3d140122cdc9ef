import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { OfficesPage } from '../../../../features/admin/offices-page';

/** `?channel=<office id>` opens that office's chat-channel dialog, whose channel the loader reads. */
const parseSearch = (search: Record<string, unknown>): { channel?: string } => ({
  channel: typeof search.channel === 'string' && /^[0-9a-f-]{36}$/.test(search.channel) ? search.channel : undefined,
});

export const Route = createFileRoute('/_app/_authed/_admin/admin/offices')({
  validateSearch: parseSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { utils }, deps }) => {
    await Promise.allSettled([
      utils.admin.offices.ensureData(),
      deps.channel ? utils.admin.officeChannel.ensureData({ officeId: deps.channel }) : null,
    ]);
  },
  component: OfficesRoute,
});

function OfficesRoute() {
  const { channel } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <OfficesPage
      channelOf={channel ?? null}
      onChannel={(officeId) =>
        void navigate({ to: '/admin/offices', search: officeId ? { channel: officeId } : {}, replace: true })
      }
    />
  );
}
