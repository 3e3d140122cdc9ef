// Office subdomains (docs/decisions/030-office-subdomains.md): a page request to `<subdomain>.<BASE_DOMAIN>` opens
// that office. `/` and `/menu` there redirect to the office's menu for tomorrow (a visitor sees its public menu; the
// Go Home of the error screen is /menu); other pages are served as on the apex. A subdomain no office has answers a
// 404 page. API calls, files and hosts that are not an office subdomain are left alone.
//
// The Host is read through shared/office-host.ts, which accepts one plain DNS label only, and the redirect's
// Location is a path built from the office's own slug (a CHECK keeps it to [a-z0-9-]): never a host, so no open
// redirect, and nothing from the request reaches a header.
import type { FastifyInstance } from 'fastify';
import enMenu from '../../locales/en/menu.json';
import ltMenu from '../../locales/lt/menu.json';
import type { Locale } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import { officeSubdomainOf } from '../../shared/office-host';
import type { AppDeps } from '../deps';
import { escapeHtml } from '../email/render';
import { subdomainOffice } from '../services/menu';
import { htmlPage, pageLocale } from './html-page';
import { isPageRequest } from './static-client';

const TEXTS: Record<Locale, typeof enMenu> = { en: enMenu, lt: ltMenu };

/** The paths that open the office's menu on its subdomain: the home page and the "my menu" shortcut. */
const MENU_ENTRANCES = new Set(['/', '/menu']);

export function registerOfficeHosts(app: FastifyInstance, deps: Pick<AppDeps, 'env' | 'database'>) {
  app.addHook('onRequest', async (req, reply) => {
    if (!isPageRequest(req.method, req.url, req.headers.accept)) return;
    const subdomain = officeSubdomainOf(req.host, deps.env.BASE_DOMAIN);
    if (!subdomain) return;
    let office: { slug: string };
    try {
      office = await subdomainOffice(deps, subdomain);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const lang = pageLocale(req);
      const texts = TEXTS[lang].notFound;
      const home = `${deps.env.APP_ORIGIN}/`;
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          htmlPage({
            lang,
            title: texts.title,
            body: `<h1>${escapeHtml(texts.title)}</h1><p>${escapeHtml(texts.subdomainText)}</p><p><a class="button" href="${escapeHtml(home)}">${escapeHtml(texts.home)}</a></p>`,
          }),
        );
    }
    const path = req.url.split('?')[0]!;
    if (MENU_ENTRANCES.has(path)) {
      return reply
        .header('cache-control', 'no-store')
        .redirect(`/${encodeURIComponent(office.slug)}/menu?day=tomorrow`, 302);
    }
  });
}
