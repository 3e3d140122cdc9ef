// The HTML frame around every e-mail: plain, inline-styled, readable in any client and in dark mode.
import { escapeHtml } from './render';

export function emailHtml(opts: { lang: string; title: string; paragraphs: string[]; button?: { label: string; url: string }; footer: string }) {
  const paragraphs = opts.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = opts.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(opts.button.url)}" style="background:#c2410c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(opts.button.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="${escapeHtml(opts.lang)}"><head><meta charset="utf-8"><title>${escapeHtml(opts.title)}</title></head>
<body style="margin:0;padding:24px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;line-height:1.5;color:#1f2937">
<div style="max-width:560px;margin:0 auto">${paragraphs}${button}<p style="margin:32px 0 0;color:#6b7280;font-size:13px">${escapeHtml(opts.footer)}</p></div>
</body></html>`;
}
