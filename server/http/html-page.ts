// Minimal server-rendered pages (the Google sign-in failure page, the development mail page): escaped, no script.
import type { FastifyRequest } from 'fastify';
import { LOCALES, type Locale } from '../../shared/enums';
import { escapeHtml } from '../email/render';

export function htmlPage(opts: { lang: Locale; title: string; body: string }) {
  return `<!doctype html><html lang="${opts.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(opts.title)}</title><style>
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;line-height:1.5;margin:0;padding:24px;color:#1f2937;background:#fff}
@media (prefers-color-scheme:dark){body{color:#e5e7eb;background:#1a1b1e}a{color:#fdba74}}
main{max-width:760px;margin:0 auto}a{color:#c2410c}.button{display:inline-block;padding:12px 20px;border-radius:8px;background:#c2410c;color:#fff;text-decoration:none;font-weight:600;min-height:20px}
article{border:1px solid #d1d5db;border-radius:8px;padding:16px;margin:16px 0}pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:8px 0 0}.meta{color:#6b7280;font-size:14px}
</style></head><body><main>${opts.body}</main></body></html>`;
}

/** The language for a server page: an explicit choice first, then the first of Accept-Language's we have, else English. */
export function pageLocale(req: FastifyRequest, preferred?: string): Locale {
  if (LOCALES.includes(preferred as Locale)) return preferred as Locale;
  for (const part of String(req.headers['accept-language'] ?? '').split(',')) {
    const base = part.trim().split(/[-;]/)[0]!.toLowerCase();
    if (LOCALES.includes(base as Locale)) return base as Locale;
  }
  return 'en';
}
