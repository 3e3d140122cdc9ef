// /menu: to the user's office menu for tomorrow. On an office subdomain it is that office's menu, for everyone
// (docs/decisions/030-office-subdomains.md; the server redirects a page load there the same way). Elsewhere visitors
// sign in first (and come back here); a signed-in user without an office goes to the profile, where an office can be
// joined (/auth would only send them back).
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { officeSubdomain } from '../app/config';
import { loadSession } from '../app/guards';
import { appError } from '../lib/app-error';

export const Route = createFileRoute('/menu')({
  beforeLoad: async ({ context }) => {
    const subdomain = officeSubdomain();
    if (subdomain) {
      const office = await context.utils.menu.subdomainOffice.ensureData({ subdomain }).catch((error: unknown) => {
        if (appError(error).code === 'officeNotFound') throw notFound();
        return undefined; // offline or failing: the user's own office below
      });
      if (office) throw redirect({ to: '/$slug/menu', params: { slug: office.slug }, search: { day: 'tomorrow' } });
    }
    const user = await loadSession(context);
    if (!user) throw redirect({ to: '/auth', search: { next: '/menu' } });
    if (!user.officeSlug) throw redirect({ to: '/profile' });
    throw redirect({ to: '/$slug/menu', params: { slug: user.officeSlug }, search: { day: 'tomorrow' } });
  },
});
