import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../../shared/redirect';

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirectPath('/profile')).toBe('/profile');
    expect(safeRedirectPath('/vilnius-hq/menu?day=tomorrow#top')).toBe('/vilnius-hq/menu?day=tomorrow#top');
  });

  it('refuses everything that could leave the site', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'profile',
      '/\tevil',
      '/pro\nfile',
      '/a\\b',
      '',
      undefined,
      null,
      42,
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(safeRedirectPath(value), String(value)).toBe('/');
    }
  });

  it('never sends back to the auth screen itself', () => {
    expect(safeRedirectPath('/auth')).toBe('/');
    expect(safeRedirectPath('/auth?redirect=/x')).toBe('/');
    expect(safeRedirectPath('/auth/confirm?token=x')).toBe('/');
    expect(safeRedirectPath('/authors')).toBe('/authors');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectPath('//x', '/dashboard')).toBe('/dashboard');
  });
});
