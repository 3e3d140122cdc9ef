import { describe, expect, it } from 'vitest';
import { injectPublicConfig, publicConfig } from '../../shared/public-config';
import { loadEnv } from '../../server/env';

describe('public configuration', () => {
  it('exposes contacts and switches but no secret', () => {
    const config = publicConfig(
      loadEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'the-secret', DATABASE_URL: 'postgres://u:pw@h/db' }),
    );
    expect(config.googleEnabled).toBe(true);
    expect(config.microsoftEnabled).toBe(false);
    expect(JSON.stringify(config)).not.toMatch(/the-secret|pw@/);
  });

  it('tells the sign-in page that Microsoft sign-in is on, without its secret', () => {
    const config = publicConfig(
      loadEnv({
        MICROSOFT_ENTRA_TENANT_ID: 'contoso.onmicrosoft.com',
        MICROSOFT_ENTRA_CLIENT_ID: 'id',
        MICROSOFT_ENTRA_CLIENT_SECRET: 'the-secret',
      }),
    );
    expect(config).toMatchObject({ microsoftEnabled: true, googleEnabled: false });
    expect(JSON.stringify(config)).not.toMatch(/the-secret/);
  });

  it('writes an escaped meta tag in place of the placeholder', () => {
    const html = '<head><!--app-config--></head>';
    const config = publicConfig(loadEnv({ COMPANY_CITY: '"><script>alert(1)</script>' }));
    const out = injectPublicConfig(html, config);
    expect(out).toContain('<meta name="app-config" content="');
    expect(out).not.toContain('<script>');
    expect(out).not.toContain('<!--app-config-->');
  });
});
