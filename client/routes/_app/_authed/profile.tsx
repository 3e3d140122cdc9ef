import { createFileRoute } from '@tanstack/react-router';
import { useSignedInUser } from '../../../app/session';
import { PageLoader } from '../../../components/page-loader';
import { ProfilePage } from '../../../features/profile/profile-page';

export const Route = createFileRoute('/_app/_authed/profile')({
  loader: async ({ context: { utils } }) => {
    await Promise.allSettled([
      utils.calendar.link.ensureData(),
      utils.notifications.prefs.ensureData(),
      utils.regulars.mine.ensureData(),
      utils.absences.list.ensureData(),
    ]);
  },
  component: ProfileRoute,
});

function ProfileRoute() {
  const user = useSignedInUser();
  return user ? <ProfilePage user={user} /> : <PageLoader />;
}
