// '/' for a signed-in user: the dashboard in the app layout (full width). Loaded only when someone is signed in,
// so visitors of the landing page do not download the app shell.
import type { SessionUser } from '../../app/session';
import { AppLayout } from '../../components/layout/app-layout';
import { DashboardPage } from './dashboard-page';

export default function SignedInHome({ user }: { user: SessionUser }) {
  return (
    <AppLayout fullWidth>
      <DashboardPage user={user} />
    </AppLayout>
  );
}
