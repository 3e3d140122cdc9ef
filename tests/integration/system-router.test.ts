import { describe, expect, it } from 'vitest';
import { useTestWorld } from '../helpers/context';

const world = useTestWorld();

describe('system.readiness', () => {
  it('warns while the base domain is the default and reports the environment', async () => {
    const report = await world.caller(null).system.readiness();
    expect(report.checks.find((check) => check.id === 'baseDomain')).toMatchObject({
      status: 'warning',
      hint: 'baseDomainDefault',
    });
    expect(report.checks.find((check) => check.id === 'database')?.status).toBe('ok');
    expect(report.checks.find((check) => check.id === 'email')).toMatchObject({ hint: 'emailOutbox' });
    expect(report.environment).toMatchObject({ version: '1.0.0', mode: 'test', database: world.deps.database.kind });
  });
});

describe('system.readiness with a configured domain', () => {
  const configured = useTestWorld({ BASE_DOMAIN: 'lunch.example.com', SMTP_URL: 'smtp://mail.example.com:587' });

  it('has no warning', async () => {
    const report = await configured.caller(null).system.readiness();
    expect(report.checks.filter((check) => check.status === 'warning')).toEqual([]);
    expect(report.checks.find((check) => check.id === 'email')).toMatchObject({ status: 'ok', value: 'SMTP' });
  });
});
