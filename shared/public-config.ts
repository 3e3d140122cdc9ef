// What the browser learns about the installation before its first request. The server (and Vite in development)
// writes it into index.html as a <meta> tag: no inline script (CSP) and no extra round trip.
// No imports: vite.config.ts loads this file directly.

export interface PublicConfig {
  baseDomain: string;
  company: { email: string; phone: string; city: string };
  googleEnabled: boolean;
  microsoftEnabled: boolean;
  environment: 'development' | 'production' | 'test';
}

export const PUBLIC_CONFIG_META = 'app-config';
export const CONFIG_PLACEHOLDER = '<!--app-config-->';

interface ConfigSource {
  BASE_DOMAIN: string;
  COMPANY_EMAIL: string;
  COMPANY_PHONE: string;
  COMPANY_CITY: string;
  GOOGLE_CLIENT_ID?: string | undefined;
  MICROSOFT_ENTRA_CLIENT_ID?: string | undefined;
  NODE_ENV: PublicConfig['environment'];
}

export const publicConfig = (env: ConfigSource): PublicConfig => ({
  baseDomain: env.BASE_DOMAIN,
  company: { email: env.COMPANY_EMAIL, phone: env.COMPANY_PHONE, city: env.COMPANY_CITY },
  googleEnabled: Boolean(env.GOOGLE_CLIENT_ID),
  // The server refuses to start with a partial Microsoft set (server/env.ts), so the client id says it all.
  microsoftEnabled: Boolean(env.MICROSOFT_ENTRA_CLIENT_ID),
  environment: env.NODE_ENV,
});

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const injectPublicConfig = (html: string, config: PublicConfig) =>
  html.replace(
    CONFIG_PLACEHOLDER,
    `<meta name="${PUBLIC_CONFIG_META}" content="${escapeAttribute(JSON.stringify(config))}">`,
  );
