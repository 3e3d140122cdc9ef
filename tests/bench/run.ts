// npm run bench: menu reads and reservations through the real server (tRPC, sessions, rules, cache) against a bare
// Fastify + postgres.js baseline running the same SQL, on a real PostgreSQL, printed side by side; then checks
// that no meal was oversold. Figures, not pass/fail (except an oversell, which fails).
//
// BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres) names a server
// where the database `lunchbox_bench` is created and dropped (kept with BENCH_KEEP_DB=1). BENCH_SECONDS (default
// 10), BENCH_CONNECTIONS (50), BENCH_ONLY=menu, cook, admin or email (only that part),
// BENCH_DB_NAME (another name, for benchmarks run side by side on one server).
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { hashPassword } from '../../server/auth/password';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { addDays, localDate } from '../../shared/office-time';
import { freePort, waitForHealthy } from '../helpers/process';
import { withDatabase } from '../helpers/template';
import { adminBenchmarks, prepareAdminData } from './admin';
import { cookBenchmarks, prepareCookData } from './cook';
import { emailBenchmark } from './email';
import { CONNECTIONS, SECONDS, WARMUP_SECONDS, load, pick, start, stop, type Figures } from './load';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_DB_NAME ?? 'lunchbox_bench';
const URL_ = withDatabase(ADMIN_URL, DB_NAME);
const MENU_OFFICES = 5;
const MEALS_PER_OFFICE = 30;
const RESERVE_MEALS = 1500;
const PASSWORD = 'bench password';

// ---------------------------------------------------------------------------------------------------------------
// Data

async function prepareDatabase() {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${DB_NAME}" with (force)`);
  await admin.unsafe(`create database "${DB_NAME}"`);
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url: URL_, poolMax: 4 });
  await migrateDatabase(handle, URL_);
  await handle.close();

  const sql = postgres(URL_, { max: 1, onnotice: () => {} });
  const [org] = await sql`insert into organizations (name) values ('Bench Company') returning id`;
  const hash = await hashPassword(PASSWORD);
  const tomorrow = addDays(localDate(new Date(), 'Europe/Vilnius'), 1);
  const offices: { id: string; slug: string }[] = [];
  for (let i = 0; i <= MENU_OFFICES; i++) {
    const slug = i === MENU_OFFICES ? 'bench-reserve' : `bench-office-${i}`;
    const [office] =
      await sql`insert into offices (organization_id, name, slug) values (${org!.id}, ${`Bench ${slug}`}, ${slug}) returning id, slug`;
    offices.push(office as { id: string; slug: string });
  }
  const user = async (email: string, role: string, officeId: string) => {
    const [u] =
      await sql`insert into users (email, password_hash, email_verified_at) values (${email}, ${hash}, now()) returning id`;
    await sql`insert into profiles (user_id, email, first_name, last_name, role, office_id) values (${u!.id}, ${email}, 'Bench', ${role}, ${role}, ${officeId})`;
    return u!.id as string;
  };
  const menuOffices = offices.slice(0, MENU_OFFICES);
  const reserveOffice = offices[MENU_OFFICES]!;
  for (const office of menuOffices) {
    const cook = await user(`cook-${office.slug}@bench.test`, 'cook', office.id);
    const meals = Array.from({ length: MEALS_PER_OFFICE }, (_, i) => ({
      id: randomUUID(),
      cook_id: cook,
      office_id: office.id,
      title: `Meal ${i + 1} of ${office.slug}`,
      description: 'A generous homemade portion with seasonal vegetables.',
      price_cents: 450 + i * 10,
      total_portions: 20,
      available_portions: 20,
      pickup_date: tomorrow,
      pickup_start: '12:30',
      pickup_end: '13:30',
      no_allergens: true,
    }));
    await sql`insert into meals ${sql(meals)}`;
    await sql`update meals set dietary_tags = '{vegetarian}', allergens = '{milk,gluten}', no_allergens = false where office_id = ${office.id}`;
    const photos = meals.flatMap((meal) =>
      [0, 1].map((position) => ({
        meal_id: meal.id,
        image_key: `meals/${meal.id}-${position}`,
        width: 1600,
        height: 1200,
        position,
      })),
    );
    await sql`insert into meal_photos ${sql(photos)}`;
  }
  const reserveCook = await user('cook-reserve@bench.test', 'cook', reserveOffice.id);
  const reserveMeals = Array.from({ length: RESERVE_MEALS }, (_, i) => ({
    id: randomUUID(),
    cook_id: reserveCook,
    office_id: reserveOffice.id,
    title: `Reserve meal ${i + 1}`,
    description: '',
    price_cents: 500,
    total_portions: 50,
    available_portions: 50,
    pickup_date: tomorrow,
    pickup_start: '12:30',
    pickup_end: '13:30',
    no_allergens: true,
  }));
  await sql`insert into meals ${sql(reserveMeals)}`;
  // The sell-out rush: a meal everyone keeps clicking after its last portion went.
  const soldOutMealId = randomUUID();
  await sql`insert into meals ${sql([{ ...reserveMeals[0]!, id: soldOutMealId, title: 'Sold out meal' }])}`;
  const eaterEmail = 'eater@bench.test';
  const eaterId = await user(eaterEmail, 'eater', menuOffices[0]!.id);
  const reserverEmail = 'reserver@bench.test';
  const reserverId = await user(reserverEmail, 'eater', reserveOffice.id);
  await sql.end();
  return {
    menuSlugs: menuOffices.map((o) => o.slug),
    reserveMealIds: reserveMeals.map((m) => m.id),
    soldOutMealId,
    eaterEmail,
    eaterId,
    reserverEmail,
    reserverId,
  };
}

/** Requests the load generator gave up on may still be running in the servers: wait until nothing changes. */
async function settle() {
  const sql = postgres(URL_, { max: 1, onnotice: () => {} });
  let last = -1;
  for (;;) {
    const [row] = await sql`select (select count(*)::int from preorders) as n,
                                   (select coalesce(sum(available_portions), 0)::int from meals) as left`;
    const now = (row!.n as number) * 1_000_000 + (row!.left as number);
    if (now === last) break;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await sql.end();
}

async function resetReservations() {
  await settle();
  const sql = postgres(URL_, { max: 1, onnotice: () => {} });
  await sql`delete from preorders`;
  await sql`update meals set available_portions = total_portions`;
  await sql.end();
}

/** Takes every portion of the meal away (after the integrity checks, which it would fail). */
async function sellOut(mealId: string) {
  const sql = postgres(URL_, { max: 1, onnotice: () => {} });
  await sql`update meals set available_portions = 0 where id = ${mealId}`;
  await sql.end();
}

async function checkIntegrity() {
  await settle();
  const sql = postgres(URL_, { max: 1, onnotice: () => {} });
  const rows = await sql`
    select m.id, m.total_portions, m.available_portions,
           coalesce(sum(p.quantity) filter (where p.status in ('reserved', 'active')), 0)::int as reserved
      from meals m left join preorders p on p.meal_id = m.id
     group by m.id
    having m.available_portions < 0 or m.available_portions + coalesce(sum(p.quantity) filter (where p.status in ('reserved', 'active')), 0) <> m.total_portions`;
  const [totals] =
    await sql`select count(*)::int as preorders, coalesce(sum(quantity), 0)::int as portions from preorders`;
  await sql.end();
  return { violations: rows.length, preorders: totals!.preorders as number, portions: totals!.portions as number };
}

const menuInput = (slug: string) => encodeURIComponent(JSON.stringify({ json: { slug, day: 'tomorrow' } }));

async function main() {
  console.log(
    `Preparing ${DB_NAME}: ${MENU_OFFICES} offices x ${MEALS_PER_OFFICE} meals (2 photos each), ${RESERVE_MEALS} meals x 50 portions to reserve…`,
  );
  const data = await prepareDatabase();
  const [appPort, basePort] = [await freePort(), await freePort()];
  const appUrl = `http://127.0.0.1:${appPort}`;
  const baseUrl = `http://127.0.0.1:${basePort}`;
  const app = start('server/main.ts', {
    DATABASE_URL: URL_,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    APP_ORIGIN: appUrl,
    DATABASE_POOL_MAX: '10',
    EMAIL_WORKER: 'false',
    STORAGE_DIR: mkdtempSync(join(tmpdir(), 'lunchbox-bench-photos-')),
  });
  const baseline = start('tests/bench/baseline-server.ts', { DATABASE_URL: URL_, PORT: String(basePort) });
  try {
    await waitForHealthy(appPort);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const cookieFor = async (email: string) => {
      const res = await fetch(`${appUrl}/trpc/auth.signIn`, {
        method: 'POST',
        headers: { origin: appUrl, 'content-type': 'application/json' },
        body: JSON.stringify({ json: { email, password: PASSWORD } }),
      });
      const cookie = res.headers.get('set-cookie')?.split(';')[0];
      if (!cookie) throw new Error(`sign-in failed for ${email}: ${res.status} ${await res.text()}`);
      return cookie;
    };
    const eaterCookie = await cookieFor(data.eaterEmail);
    const reserverCookie = await cookieFor(data.reserverEmail);

    const menuPath = () => `/trpc/menu.meals?input=${menuInput(pick(data.menuSlugs))}`;
    const only = process.env.BENCH_ONLY;
    if (!only || only === 'menu') await menuAndReserve();
    async function menuAndReserve() {
      const figures: Figures[] = [];
      figures.push(await load('menu.meals via tRPC, anonymous', app, { url: appUrl, path: menuPath }));
      figures.push(
        await load('menu.meals via tRPC, signed in', app, {
          url: appUrl,
          path: menuPath,
          headers: { cookie: eaterCookie },
        }),
      );
      figures.push(
        await load('baseline menu (bare Fastify + SQL)', baseline, {
          url: baseUrl,
          path: () => `/baseline/menu?slug=${pick(data.menuSlugs)}`,
        }),
      );

      await resetReservations();
      figures.push(
        await load('preorders.reserve via tRPC', app, {
          url: appUrl,
          method: 'POST',
          headers: { cookie: reserverCookie, origin: appUrl, 'content-type': 'application/json' },
          path: () => '/trpc/preorders.reserve',
          body: () => JSON.stringify({ json: { mealId: pick(data.reserveMealIds), quantity: 1 } }),
        }),
      );
      const afterTrpc = await checkIntegrity();
      await resetReservations();
      figures.push(
        await load('baseline reserve (bare Fastify + SQL)', baseline, {
          url: baseUrl,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          path: () => '/baseline/reserve',
          body: () => JSON.stringify({ mealId: pick(data.reserveMealIds), eaterId: data.reserverId, quantity: 1 }),
        }),
      );
      const afterBaseline = await checkIntegrity();
      await sellOut(data.soldOutMealId);
      const soldOut = await load('preorders.reserve, sold out (refusals)', app, {
        url: appUrl,
        method: 'POST',
        headers: { cookie: reserverCookie, origin: appUrl, 'content-type': 'application/json' },
        path: () => '/trpc/preorders.reserve',
        body: () => JSON.stringify({ json: { mealId: data.soldOutMealId, quantity: 1 } }),
      });

      const [anon, signed, baseMenu, reserve, baseReserve] = figures as [Figures, Figures, Figures, Figures, Figures];
      const row = (f: Figures, base?: Figures) =>
        `${f.name.padEnd(38)} ${f.rps.toFixed(0).padStart(8)} ${`${f.p50}`.padStart(7)} ${`${f.p99}`.padStart(7)} ${`${f.ok}`.padStart(8)} ${`${f.other}`.padStart(7)} ${(f.cpuUs === null ? '-' : f.cpuUs.toFixed(0)).padStart(10)}  ${base ? `${(f.rps / base.rps).toFixed(2)}x` : ''}`;
      console.log(
        `\n${CONNECTIONS} connections, ${SECONDS} s each (after a ${WARMUP_SECONDS} s warm-up); latency in ms;`,
      );
      console.log(
        "cpu µs/req: the server process's CPU time per answered request (steadier than req/s on a shared machine)\n",
      );
      console.log(
        `${'run'.padEnd(38)} ${'req/s'.padStart(8)} ${'p50'.padStart(7)} ${'p99'.padStart(7)} ${'2xx'.padStart(8)} ${'other'.padStart(7)} ${'cpu µs/req'.padStart(10)}  vs baseline`,
      );
      console.log(row(anon, baseMenu));
      console.log(row(signed, baseMenu));
      console.log(row(baseMenu));
      console.log(row(reserve, baseReserve));
      console.log(row(baseReserve));
      console.log(row(soldOut));
      console.log('\nBudgets (figures, not pass/fail):');
      const budget = (ok: boolean, text: string) => console.log(`  ${ok ? 'met    ' : 'MISSED '} ${text}`);
      budget(
        anon.rps >= 1.5 * baseMenu.rps,
        `menu read (anonymous) >= 1.5x baseline: ${(anon.rps / baseMenu.rps).toFixed(2)}x`,
      );
      budget(
        signed.rps >= 1.2 * baseMenu.rps,
        `menu read (signed in) >= 1.2x baseline: ${(signed.rps / baseMenu.rps).toFixed(2)}x`,
      );
      budget(
        reserve.rps >= 0.6 * baseReserve.rps,
        `reserve >= 0.6x baseline: ${(reserve.rps / baseReserve.rps).toFixed(2)}x`,
      );
      if (soldOut.cpuUs !== null && reserve.cpuUs !== null) {
        budget(
          soldOut.cpuUs <= reserve.cpuUs,
          `CPU per refusal <= per success: ${soldOut.cpuUs.toFixed(0)} vs ${reserve.cpuUs.toFixed(0)} µs`,
        );
      }
      budget(
        anon.p99 < 50 && signed.p99 < 50,
        `menu p99 < 50 ms at ${CONNECTIONS} connections: ${anon.p99} / ${signed.p99} ms`,
      );
      console.log('\nIntegrity (every meal: available >= 0 and available + reserved = total):');
      console.log(
        `  after tRPC reserves:     ${afterTrpc.violations} violations (${afterTrpc.preorders} preorders, ${afterTrpc.portions} portions)`,
      );
      console.log(
        `  after baseline reserves: ${afterBaseline.violations} violations (${afterBaseline.preorders} preorders, ${afterBaseline.portions} portions)`,
      );
      if (afterTrpc.violations + afterBaseline.violations > 0) process.exitCode = 1;
    }

    if (!only || only === 'cook') {
      console.log(
        '\nCook workspace (figures, not pass/fail; goals: upload p50 < 400 ms, card < 60 KB, history p99 < 50 ms):',
      );
      const cookData = await prepareCookData(URL_, PASSWORD);
      const cookLines = await cookBenchmarks({
        app,
        appUrl,
        data: cookData,
        cookie: await cookieFor(cookData.cookEmail),
        menuPath,
      });
      for (const line of cookLines) console.log(`  ${line}`);
    }
    if (!only || only === 'email') {
      console.log('\nE-mail queue (figures, not pass/fail):');
      console.log(`  ${await emailBenchmark(URL_)}`);
    }
    if (!only || only === 'admin') {
      console.log(
        '\nAdmin console with 50,000 users, 200 offices, 100,000 meals, 200,000 preorders (goal: p99 < 100 ms):',
      );
      const started = performance.now();
      const adminData = await prepareAdminData(URL_, PASSWORD);
      console.log(`  (data made in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
      const adminLines = await adminBenchmarks({
        app,
        appUrl,
        data: adminData,
        cookie: await cookieFor(adminData.adminEmail),
      });
      for (const line of adminLines) console.log(`  ${line}`);
    }
  } finally {
    await Promise.all([stop(app), stop(baseline)]);
    // BENCH_KEEP_DB=1 keeps the database for a look at query plans afterwards.
    if (!process.env.BENCH_KEEP_DB) {
      const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists "${DB_NAME}" with (force)`);
      await admin.end();
    }
  }
}

await main();
