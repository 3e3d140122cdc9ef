// Office subdomains (docs/decisions/030-office-subdomains.md): which office, if any, a request's Host names, as
// `<subdomain>.<BASE_DOMAIN>`. One rule for the server (the Host header) and the browser (location.hostname), and
// strict: anything that is not exactly one DNS label under the base domain, with an optional port, names no office,
// so a crafted Host can only ever select an office by a plain label, never a path, a scheme or a header.

/** One lower-case DNS label, as offices.subdomain holds it: letters, digits, inner hyphens, up to 60 characters. */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;

/** Labels that are the apex under another name, never an office. */
const APEX_LABELS = new Set(['www']);

/**
 * The office subdomain in `host` (a Host header: `vilnius.lunch.example:8443`, or a bare hostname), or undefined on
 * the apex, on any other host, and on anything malformed. Case and one trailing dot are ignored, as DNS does.
 */
export function officeSubdomainOf(host: string | undefined, baseDomain: string): string | undefined {
  if (!host || host.length > 300) return undefined;
  const match = /^([a-z0-9.-]+?)\.?(?::\d{1,5})?$/i.exec(host);
  if (!match) return undefined;
  const hostname = match[1]!.toLowerCase();
  const base = baseDomain.trim().toLowerCase().replace(/\.$/, '');
  const suffix = `.${base}`;
  if (!base || !hostname.endsWith(suffix)) return undefined;
  const label = hostname.slice(0, -suffix.length);
  if (!SUBDOMAIN_PATTERN.test(label) || APEX_LABELS.has(label)) return undefined;
  return label;
}
