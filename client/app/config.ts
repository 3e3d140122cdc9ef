// Reads the public configuration the server wrote into index.html (see server/http/static-client.ts). The server renderer
// hands it over directly (there is no document there).
import { officeSubdomainOf } from '../../shared/office-host';
import { PUBLIC_CONFIG_META, type PublicConfig } from '../../shared/public-config';

const FALLBACK: PublicConfig = {
  baseDomain: 'localhost',
  company: { email: 'hello@lunchbox.lt', phone: '', city: 'Vilnius' },
  googleEnabled: false,
  microsoftEnabled: false,
  environment: 'production',
};

let cached: PublicConfig | undefined;

/** On the server: the configuration itself (the same for every request). */
export function provideAppConfig(config: PublicConfig) {
  cached = config;
}

export function appConfig(): PublicConfig {
  if (cached) return cached;
  if (typeof document === 'undefined') return FALLBACK;
  const content = document.querySelector(`meta[name="${PUBLIC_CONFIG_META}"]`)?.getAttribute('content');
  try {
    cached = content ? { ...FALLBACK, ...(JSON.parse(content) as Partial<PublicConfig>) } : FALLBACK;
  } catch {
    cached = FALLBACK;
  }
  return cached;
}

/**
 * The office subdomain the app is served from (vilnius-hq.lunch.example -> vilnius-hq), or undefined on the apex
 * (and on the server, where there is no location). The rule is the server's (shared/office-host.ts).
 */
export function officeSubdomain(
  hostname = typeof window === 'undefined' ? undefined : window.location.host,
  baseDomain = appConfig().baseDomain,
) {
  return officeSubdomainOf(hostname, baseDomain);
}
