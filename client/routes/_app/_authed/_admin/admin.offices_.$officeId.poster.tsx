// /admin/offices/{id}/poster: the printable kitchen poster. Its steps are printed in English and Lithuanian
// whatever the interface language, so the loader fetches the admin texts of both.
import { createFileRoute } from '@tanstack/react-router';
import { i18n } from '../../../../app/i18n';
import { OfficePosterPage } from '../../../../features/admin/office-qr';

export const Route = createFileRoute('/_app/_authed/_admin/admin/offices_/$officeId/poster')({
  loader: async ({ context: { utils }, params }) => {
    await Promise.allSettled([
      utils.admin.officeQr.ensureData({ id: params.officeId }),
      i18n.loadNamespaces('admin').then(() => i18n.loadLanguages(['en', 'lt'])),
    ]);
  },
  component: PosterRoute,
});

function PosterRoute() {
  const { officeId } = Route.useParams();
  return <OfficePosterPage officeId={officeId} />;
}
