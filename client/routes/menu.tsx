// /menu: to the user's office menu for tomorrow. Visitors sign in first (and come back here); a signed-in user
// without an office goes to the profile, where an office can be joined (/auth would only send them back).
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadSession } from '../app/guards';

export const Route = createFileRoute('/menu')({
  beforeLoad: async ({ context }) => {
    const user = await loadSession(context);
    if (!user) throw redirect({ to: '/auth', search: { next: '/menu' } });
    if (!user.officeSlug) throw redirect({ to: '/profile' });
    throw redirect({ to: '/$slug/menu', params: { slug: user.officeSlug }, search: { day: 'tomorrow' } });
  },
});
