import { describe, expect, it } from 'vitest';
import { Cron } from 'croner';
import { EnvError, loadEnv } from '../../server/env';
import { colleaguesTickPattern } from '../../server/services/waitlist-and-offers-tick';

describe('configuration', () => {
  it('works on a fresh machine with no variables at all', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PGLITE_DIR).toBe('./data/pglite');
    expect(env.APP_ORIGIN).toBe('http://localhost:3000');
    expect(env.SEED_DEMO).toBe(true);
    expect(env.LOG_LEVEL).toBe('info');
  });

  it('derives the public origin from the port and trims a trailing slash', () => {
    expect(loadEnv({ PORT: '4100' }).APP_ORIGIN).toBe('http://localhost:4100');
    expect(loadEnv({ APP_ORIGIN: 'https://lunch.example.com/' }).APP_ORIGIN).toBe('https://lunch.example.com');
  });

  it('never seeds the demo accounts in production unless asked to', () => {
    expect(loadEnv({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('names the bad variable and fails fast', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadEnv({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('takes a PostgreSQL URL listing several hosts (the primary and its standby), and no empty host', () => {
    const formation = 'postgres://10.0.0.1:5432,10.0.0.2:5432/lunch?target_session_attrs=primary';
    expect(loadEnv({ DATABASE_URL: formation }).DATABASE_URL).toBe(formation);
    expect(loadEnv({ DATABASE_URL: formation, DATABASE_LISTEN_URL: formation }).DATABASE_LISTEN_URL).toBe(formation);
    expect(() => loadEnv({ DATABASE_URL: 'postgres://10.0.0.1:5432,/lunch' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://a:1,b:2/lunch' })).toThrow(/DATABASE_URL/);
    // postgres.js's read-write check would keep a connection on a hot standby (docs/decisions/062-*.md).
    const readWrite = formation.replace('=primary', '=read-write');
    expect(() => loadEnv({ DATABASE_URL: readWrite })).toThrow(/target_session_attrs=primary/);
    expect(() => loadEnv({ DATABASE_URL: 'postgres://10.0.0.1:5432,10.0.0.2:5432/lunch' })).toThrow(/DATABASE_URL/);
  });

  it('never echoes a value, which may hold a password', () => {
    try {
      loadEnv({ DATABASE_URL: 'mysql://admin:s3cret@db/x' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain('s3cret');
    }
  });

  it('listens on DATABASE_URL unless DATABASE_LISTEN_URL says otherwise, and only with DATABASE_URL', () => {
    const direct = 'postgres://db:5432/lunch';
    const pooled = 'postgres://bouncer:6432/lunch';
    expect(loadEnv({ DATABASE_URL: direct }).DATABASE_LISTEN_URL).toBe(direct);
    expect(loadEnv({ DATABASE_URL: pooled, DATABASE_LISTEN_URL: direct }).DATABASE_LISTEN_URL).toBe(direct);
    expect(loadEnv({}).DATABASE_LISTEN_URL).toBeUndefined();
    expect(() => loadEnv({ DATABASE_LISTEN_URL: direct })).toThrow(/DATABASE_LISTEN_URL/);
  });

  it('requires the Google client id and secret together', () => {
    expect(() => loadEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(loadEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).GOOGLE_CLIENT_ID).toBe('id');
  });

  it('takes a VAPID key pair only whole and well formed, and a mailto: or https: subject', () => {
    const publicKey = `B${'A'.repeat(86)}`;
    const privateKey = 'A'.repeat(43);
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadEnv({ VAPID_SUBJECT: 'ops@example.com' })).toThrow(/VAPID_SUBJECT/);
    const env = loadEnv({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: 'mailto:ops@example.com',
    });
    expect(env.VAPID_PRIVATE_KEY).toBe(privateKey);
  });

  it('requires the three Microsoft Entra ID settings together, naming the missing ones', () => {
    const all = {
      MICROSOFT_ENTRA_TENANT_ID: 'contoso.onmicrosoft.com',
      MICROSOFT_ENTRA_CLIENT_ID: 'id',
      MICROSOFT_ENTRA_CLIENT_SECRET: 'secret',
    };
    expect(() => loadEnv({ MICROSOFT_ENTRA_CLIENT_ID: 'id' })).toThrow(
      /MICROSOFT_ENTRA_TENANT_ID.*together, or none of them \(missing: MICROSOFT_ENTRA_TENANT_ID, MICROSOFT_ENTRA_CLIENT_SECRET\)/,
    );
    expect(() => loadEnv({ ...all, MICROSOFT_ENTRA_CLIENT_SECRET: '' })).toThrow(
      /missing: MICROSOFT_ENTRA_CLIENT_SECRET/,
    );
    expect(() => loadEnv({ ...all, MICROSOFT_ENTRA_TENANT_ID: '' })).toThrow(/missing: MICROSOFT_ENTRA_TENANT_ID/);
    expect(loadEnv(all).MICROSOFT_ENTRA_CLIENT_ID).toBe('id');
    expect(loadEnv({}).MICROSOFT_ENTRA_CLIENT_ID).toBeUndefined();
  });

  it('trusts only the listed proxies, never every hop', () => {
    expect(loadEnv({}).TRUST_PROXY).toEqual([]);
    expect(loadEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('starts the clock at TEST_CLOCK_START under test only, and refuses it anywhere else', () => {
    const start = '2026-11-26T08:00:00Z';
    expect(loadEnv({ NODE_ENV: 'test', TEST_CLOCK_START: start }).TEST_CLOCK_START).toEqual(new Date(start));
    expect(loadEnv({ NODE_ENV: 'test', TEST_CLOCK_START: '2026-11-26T10:00:00+02:00' }).TEST_CLOCK_START).toEqual(
      new Date(start),
    );
    expect(loadEnv({ NODE_ENV: 'test' }).TEST_CLOCK_START).toBeUndefined();
    expect(loadEnv({ NODE_ENV: 'production', TEST_CLOCK_START: '' }).TEST_CLOCK_START).toBeUndefined();
    expect(() => loadEnv({ NODE_ENV: 'production', TEST_CLOCK_START: start })).toThrow(
      /TEST_CLOCK_START: only honoured with NODE_ENV=test \(it is production\)/,
    );
    expect(() => loadEnv({ TEST_CLOCK_START: start })).toThrow(/TEST_CLOCK_START.*\(it is development\)/);
    // An instant names its zone: a bare local time would mean the machine's.
    expect(() => loadEnv({ NODE_ENV: 'test', TEST_CLOCK_START: '2026-11-26T10:00:00' })).toThrow(/TEST_CLOCK_START/);
    expect(() => loadEnv({ NODE_ENV: 'test', TEST_CLOCK_START: 'tomorrow' })).toThrow(/TEST_CLOCK_START/);
  });

  it('ticks every minute unless TICK_SECONDS asks for 1 to 60 seconds, and the pattern beats that often', () => {
    expect(loadEnv({}).TICK_SECONDS).toBe(60);
    expect(loadEnv({ TICK_SECONDS: '5' }).TICK_SECONDS).toBe(5);
    expect(() => loadEnv({ TICK_SECONDS: '0' })).toThrow(/TICK_SECONDS/);
    expect(() => loadEnv({ TICK_SECONDS: '61' })).toThrow(/TICK_SECONDS/);
    const beats = (seconds: number) => {
      const [first, second] = new Cron(colleaguesTickPattern(seconds)).nextRuns(2, new Date('2026-11-30T08:00:01Z'));
      return [first!.toISOString(), (second!.getTime() - first!.getTime()) / 1000];
    };
    expect(beats(60)).toEqual(['2026-11-30T08:01:00.000Z', 60]);
    expect(beats(5)).toEqual(['2026-11-30T08:00:05.000Z', 5]);
  });

  it('requires the S3 settings together', () => {
    expect(() => loadEnv({ S3_BUCKET: 'photos' })).toThrow(/S3_BUCKET/);
  });
});
