import { describe, expect, it } from 'vitest';
import { useTestWorld } from '../helpers/context';
import { createUser } from '../helpers/factories';

const world = useTestWorld();
const asAdmin = async (w = world) => w.caller(await createUser(w.deps.database.db, 'admin'));

describe('system.readiness', () => {
  it('tells visitors and non-admins only that the server answers: no runtime, mode, origin, database or mail', async () => {
    for (const caller of [world.caller(null), world.caller(await createUser(world.deps.database.db, 'cook'))]) {
      const report = await caller.system.readiness();
      expect(report).toEqual({ version: '1.0.0', serverTime: world.clock.now().toISOString(), configuration: null });
      const text = JSON.stringify(report);
      for (const secret of [
        process.version,
        'test',
        'localhost:3000',
        'PGlite',
        'PostgreSQL',
        'Outbox',
        'pglite',
        'postgres',
      ]) {
        expect(text).not.toContain(secret);
      }
    }
  });

  it('warns admins while the base domain is the default and reports the environment', async () => {
    const report = (await (await asAdmin()).system.readiness()).configuration!;
    expect(report.checks.find((check) => check.id === 'baseDomain')).toMatchObject({
      status: 'warning',
      hint: 'baseDomainDefault',
    });
    expect(report.checks.find((check) => check.id === 'database')?.status).toBe('ok');
    expect(report.checks.find((check) => check.id === 'email')).toMatchObject({ hint: 'emailOutbox' });
    expect(report.environment).toMatchObject({
      mode: 'test',
      node: process.version,
      database: world.deps.database.kind,
    });
  });
});

describe('system.readiness with a configured domain', () => {
  const configured = useTestWorld({ BASE_DOMAIN: 'lunch.example.com', SMTP_URL: 'smtp://mail.example.com:587' });

  it('has no warning', async () => {
    const report = (await (await asAdmin(configured)).system.readiness()).configuration!;
    expect(report.checks.filter((check) => check.status === 'warning')).toEqual([]);
    expect(report.checks.find((check) => check.id === 'email')).toMatchObject({ status: 'ok', value: 'SMTP' });
  });
});
