// Bad input of any kind is a 4xx with an error code, never a 500, and changes nothing. Every procedure of the API
// gets the malformed superjson envelopes an outside review used (each once answered 500 and logged a stack), and
// inputs generated from its own zod schema that break a rule of it, from every kind of user, over real HTTP
// (app.inject through the app's tRPC handler). No answer may be >= 500 or carry a stack or SQL; no error may be
// logged; and no table may change.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createSession } from '../../server/auth/sessions';
import { rowsOf } from '../../server/db/client';
import { appRouter } from '../../server/routers/_app';
import { MALFORMED_ENVELOPES, TOO_LONG, UNSTORABLE_TEXTS, badEnvelopes, stringFields } from '../helpers/bad-inputs';
import { useTestWorld } from '../helpers/context';
import { createMeal, createOffice, createUser } from '../helpers/factories';
import { ORIGIN } from '../helpers/http';

const world = useTestWorld();
let app: Awaited<ReturnType<typeof buildApp>>;
const logLines: { level: number; msg: string }[] = [];
const cookies: Record<string, string | undefined> = {};

type Procedure = { _def: { type: 'query' | 'mutation' | 'subscription'; inputs: unknown[] } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, Procedure>);

/** Every table's row count and a digest of its rows. */
async function tableDigests() {
  const db = world.deps.database.db;
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ digest: string }>(
      await db.execute(
        sql.raw(
          `select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${name}" t`,
        ),
      ),
    );
    digests[name] = row!.digest;
  }
  return digests;
}

const outcomes = new Map<number, number>();
const failures: string[] = [];

async function send(
  path: string,
  type: Procedure['_def']['type'],
  hasInput: boolean,
  actor: string,
  text: string,
  batch: boolean,
) {
  const cookie = cookies[actor];
  const headers: Record<string, string> = { origin: ORIGIN, ...(cookie ? { cookie: `session=${cookie}` } : {}) };
  const url = `/trpc/${path}${batch ? '?batch=1' : ''}`;
  const request =
    type === 'mutation'
      ? app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: text })
      : app.inject({
          method: 'GET',
          url: `${url}${batch ? '&' : '?'}input=${encodeURIComponent(text)}`,
          headers: type === 'subscription' ? { ...headers, accept: 'text/event-stream' } : headers,
        });
  const res = await Promise.race([
    request,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${path} as ${actor}: no answer in 5 s`)), 5000),
    ),
  ]);
  // A subscription answers 200 and then its error as a `serialized-error` event carrying the status.
  const status = String(res.headers['content-type']).startsWith('text/event-stream')
    ? Number(res.body.match(/event: serialized-error\ndata: .*"httpStatus":(\d+)/)?.[1] ?? 200)
    : res.statusCode;
  outcomes.set(status, (outcomes.get(status) ?? 0) + 1);
  const where = `${type} ${path} as ${actor}${batch ? ' (batch)' : ''} with ${text.slice(0, 120)}`;
  // A procedure without input ignores whatever is sent as its input, as tRPC does.
  if (status >= 500 || (status < 400 && hasInput)) failures.push(`${status} for ${where}: ${res.body.slice(0, 300)}`);
  if (/\bat .+:\d+:\d+|"stack"|\bselect\b.+\bfrom\b|constraint|node_modules/i.test(res.body)) {
    failures.push(`leaky body for ${where}: ${res.body.slice(0, 300)}`);
  }
  return { res, status };
}

const ACTORS = ['anonymous', 'eater', 'cook', 'superAdmin'] as const;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp(world.deps, { logger: { level: 'warn', stream: sink } });
  await app.ready();
  const db = world.deps.database.db;
  const office = await createOffice(db);
  const users = {
    eater: await createUser(db, 'eater', { officeId: office.id }),
    cook: await createUser(db, 'cook', { officeId: office.id }),
    superAdmin: await createUser(db, 'super_admin', { officeId: office.id }),
  };
  await createMeal(db, { cookId: users.cook.id, officeId: office.id, pickupDate: '2026-11-21' });
  for (const [actor, user] of Object.entries(users))
    cookies[actor] = (await createSession(db, user.id, world.clock.now())).token;
});

afterAll(async () => {
  await app?.close();
});

describe('bad input never answers 500 and changes nothing', () => {
  it('every procedure has an input schema (NoInput when it takes none)', () => {
    expect(procedures.filter(([, procedure]) => procedure._def.inputs.length === 0).map(([path]) => path)).toEqual([]);
  });

  it('every string field of every input is bounded and refuses NUL and unpaired surrogates', () => {
    const lax: string[] = [];
    for (const [path, procedure] of procedures) {
      for (const field of stringFields(procedure._def.inputs[0] as Parameters<typeof stringFields>[0])) {
        for (const unstorable of UNSTORABLE_TEXTS) {
          if (field.schema.safeParse(unstorable).success)
            lax.push(`${path} ${field.at} accepts ${JSON.stringify(unstorable)}`);
        }
        if (field.schema.safeParse(TOO_LONG).success)
          lax.push(`${path} ${field.at} accepts ${TOO_LONG.length} characters`);
      }
    }
    expect(lax).toEqual([]);
  });

  it('every procedure, every actor: malformed envelopes and schema-breaking inputs', async () => {
    const before = await tableDigests();
    let sent = 0;
    const started = performance.now();
    for (const [path, procedure] of procedures) {
      const schema = procedure._def.inputs[0] as Parameters<typeof badEnvelopes>[0];
      const generated = badEnvelopes(schema).map((envelope) => JSON.stringify(envelope));
      const type = procedure._def.type;
      // Every actor gets a first malformed envelope; those the procedure refuses before reading its input (401,
      // 403) would only hear that again, so the rest goes to the actors that reach the input.
      const reaching: string[] = [];
      for (const actor of ACTORS) {
        const { status } = await send(path, type, Boolean(schema), actor, MALFORMED_ENVELOPES[0]!.text, false);
        sent += 1;
        if (status !== 401 && status !== 403) reaching.push(actor);
      }
      expect(reaching.length, `${path}: no actor reaches its input`).toBeGreaterThan(0);
      // The malformed envelopes and the generated inputs take turns among the actors that reach the input: each is
      // refused by the same parsing and schema whoever sends it, so every actor sends some and none sends all.
      const turn = (index: number) => reaching[index % reaching.length]!;
      for (const [index, malformed] of MALFORMED_ENVELOPES.entries()) {
        await send(path, type, Boolean(schema), turn(index), malformed.text, Boolean(malformed.batch));
        if (!malformed.batch) await send(path, type, Boolean(schema), turn(index + 1), `{"0":${malformed.text}}`, true);
        sent += malformed.batch ? 1 : 2;
      }
      for (const [index, text] of generated.entries()) {
        const actor = turn(index);
        const { res, status } = await send(path, type, Boolean(schema), actor, text, false);
        sent += 1;
        // A caller with the rights reaches input validation, which must refuse it as such.
        if (status === 400)
          expect(res.body, `${path} ${text.slice(0, 80)}`).toMatch(/"appCode":"(validation|malformedInput)"/);
      }
    }
    console.info(
      `fuzz: ${Math.round(performance.now() - started)} ms, ${sent} requests to ${procedures.length} procedures; statuses ${JSON.stringify(Object.fromEntries(outcomes))}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(logLines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([]);
    expect(await tableDigests()).toEqual(before);
  }, 300_000);

  it('malformed envelopes answer BAD_REQUEST with appCode malformedInput, logged at warn', async () => {
    logLines.length = 0;
    const res = await app.inject({
      method: 'GET',
      url: `/trpc/menu.meals?input=${encodeURIComponent('{"json":{"slug":"x"},"meta":{"values":{"slug":["bigint"]}}}')}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.json.data).toMatchObject({
      code: 'BAD_REQUEST',
      appCode: 'malformedInput',
      httpStatus: 400,
    });
    expect(logLines.map((line) => [line.level, line.msg])).toContainEqual([40, 'malformed input refused']);
  });

  it('a well-formed envelope with the annotations the client sends still works', async () => {
    const text = JSON.stringify({
      json: { slug: 'no-such-office', day: null },
      meta: { values: { day: ['undefined'] }, v: 1 },
    });
    const res = await app.inject({ method: 'GET', url: `/trpc/menu.meals?input=${encodeURIComponent(text)}` });
    // The day fell back to its default (the envelope was read), and the unknown office is a clean 404.
    expect(res.statusCode).toBe(404);
    expect(res.json().error.json.data.appCode).toBe('officeNotFound');
  });

  it('text outside tRPC that is not UTF-8 (a surrogate written as bytes) is a 4xx too', async () => {
    // URL paths, query strings and form bodies arrive as bytes: an unpaired surrogate can only come as its
    // invalid UTF-8 bytes (CESU-8 %ED%A0%80), which must be refused like any other malformed text.
    const surrogate = '%ED%A0%80';
    const cases = [
      app.inject({ url: `/calendar/${surrogate}.ics` }),
      app.inject({ url: `/calendar/a${surrogate}b.ics` }),
      app.inject({ method: 'POST', url: `/u/${surrogate}/unsubscribe`, payload: 'List-Unsubscribe=One-Click' }),
      app.inject({ url: `/auth/google/callback?code=${surrogate}&state=${surrogate}` }),
      app.inject({ url: `/auth/google?redirect=/${surrogate}&locale=${surrogate}` }),
      app.inject({
        method: 'POST',
        url: `/api/meals/${surrogate}/photos`,
        headers: { origin: ORIGIN, cookie: `session=${cookies.cook}` },
      }),
      app.inject({ url: `/trpc/menu.meals?input=${encodeURIComponent('{"json":{"slug":"a')}${surrogate}%22%7D%7D` }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode, `${res.statusCode}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${res.statusCode}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    }
  });

  it('transport-level garbage is a 4xx too', async () => {
    /** A same-origin POST of `payload` as `contentType`. */
    const posted = (url: string, contentType: string, payload: string) =>
      app.inject({ method: 'POST', url, headers: { origin: ORIGIN, 'content-type': contentType }, payload });
    const cases = [
      posted('/trpc/auth.signIn', 'application/json', '{'),
      app.inject({ method: 'GET', url: '/trpc/menu.meals?input=%7B' }),
      app.inject({ method: 'GET', url: '/trpc/menu.meals?input=%E0%A4%A' }),
      posted('/trpc/auth.signOut', 'text/plain', 'x'),
      posted(
        '/trpc/auth.signOut',
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      ),
      app.inject({ method: 'GET', url: '/trpc/no.such.procedure' }),
      app.inject({ method: 'GET', url: '/trpc/,,,?batch=1' }),
      app.inject({ method: 'GET', url: `/trpc/${Array(11).fill('auth.session').join(',')}?batch=1` }),
      app.inject({ method: 'PUT', url: '/trpc/auth.session', headers: { origin: ORIGIN } }),
      app.inject({ method: 'DELETE', url: '/trpc/auth.signOut', headers: { origin: ORIGIN } }),
      app.inject({ method: 'GET', url: '/trpc/auth.signOut' }),
      posted('/trpc/menu.meals', 'application/json', '{}'),
      app.inject({
        method: 'GET',
        url: '/trpc/menu.live?input=%7B%22json%22%3Anull%7D',
        headers: { accept: 'text/event-stream' },
      }),
    ];
    for (const res of await Promise.all(cases.slice(0, -1))) {
      expect(res.statusCode, `${res.statusCode}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
    }
    const stream = await cases.at(-1)!;
    expect(stream.body).toMatch(/event: serialized-error\ndata: .*"httpStatus":400/);
  });
});
