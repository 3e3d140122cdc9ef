// The admin console part of `npm run bench` (issue: admin console, scale): with 50,000 users, 200 offices, 100,000
// meals and 200,000 preorders, the users search, the meals list and the dashboard, each at 10 connections. Goal:
// p99 under 100 ms (keyset pages over indexes, no OFFSET, whole-table counts cached briefly).
import postgres from 'postgres';
import { hashPassword } from '../../server/auth/password';
import { load, pick } from './load';
import type { ChildProcess } from 'node:child_process';

const USERS = 50_000;
const OFFICES = 200;
const MEALS = 100_000;
const PREORDERS = 200_000;

export interface AdminData {
  adminEmail: string;
  officeIds: string[];
}

/** Bulk data made inside PostgreSQL (generate_series), so preparing it takes seconds, not minutes. */
export async function prepareAdminData(url: string, password: string): Promise<AdminData> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const hash = await hashPassword(password);
  const [org] = await sql`insert into organizations (name) values ('Bench Admin Company') returning id`;
  const offices = await sql<{ id: string }[]>`
    insert into offices (organization_id, name, slug)
    select ${org!.id}, 'Admin bench office ' || i, 'admin-bench-' || i from generate_series(1, ${OFFICES}) i returning id`;
  const officeIds = offices.map((o) => o.id);
  await sql`
    insert into users (email, password_hash, email_verified_at)
    select 'person' || i || '@admin-bench.test', ${hash}, now() from generate_series(1, ${USERS}) i`;
  await sql`
    insert into profiles (user_id, email, first_name, last_name, role, office_id, created_at)
    select u.id, u.email, (array['Ona','Jonas','Rasa','Tomas','Eglė','Lina','Andrius','Sigita'])[1 + (n % 8)],
           'Person' || n, (case when n % 10 = 0 then 'cook' else 'eater' end)::user_role,
           (${sql.array(officeIds)}::uuid[])[1 + (n % ${OFFICES})], now() - (n || ' minutes')::interval
      from (select id, email, row_number() over (order by email) as n from users where email like '%@admin-bench.test') u`;
  const adminEmail = 'admin@admin-bench.test';
  const [admin] =
    await sql`insert into users (email, password_hash, email_verified_at) values (${adminEmail}, ${hash}, now()) returning id`;
  // An admin of the organization (docs/decisions/039-admins-scoped-to-their-organization.md): every statement carries
  // the organization's filter, as in production.
  await sql`insert into profiles (user_id, email, first_name, last_name, role, admin_organization_id)
            values (${admin!.id}, ${adminEmail}, 'Bench', 'Admin', 'admin', ${org!.id})`;
  // Meals by the cooks of each office, spread over 500 days; then preorders of them by everyone.
  await sql`
    with cooks as (select array_agg(user_id order by user_id) as ids, array_agg(office_id order by user_id) as offices, count(*)::int as n
                     from profiles where role = 'cook' and email like '%@admin-bench.test')
    insert into meals (cook_id, office_id, title, description, price_cents, total_portions, available_portions,
                       pickup_date, pickup_start, pickup_end, no_allergens, is_active)
    select cooks.ids[1 + i % cooks.n], cooks.offices[1 + i % cooks.n], 'Bench dish ' || i, '', 500, 10, 10,
           current_date - (i % 500), '12:30', '13:30', true, i % 7 <> 0
      from generate_series(1, ${MEALS}) i, cooks`;
  await sql`
    with m as (select array_agg(id) as ids, count(*)::int as n from meals where title like 'Bench dish %'),
         e as (select array_agg(user_id) as ids, count(*)::int as n from profiles where email like '%@admin-bench.test' and role = 'eater')
    insert into preorders (meal_id, eater_id, quantity, status, payment_status, paid_at, created_at)
    select m.ids[1 + i % m.n], e.ids[1 + i % e.n], 1,
           (array['reserved','fulfilled','cancelled','fulfilled'])[1 + (i % 4)]::preorder_status,
           (case when i % 4 in (1, 3) then 'paid' when i % 13 = 0 then 'waived' else 'unpaid' end)::payment_status,
           case when i % 4 in (1, 3) then now() - (i % 1000 || ' hours')::interval end,
           now() - (i || ' seconds')::interval
      from generate_series(1, ${PREORDERS}) i, m, e`;
  await sql`analyze`;
  await sql.end();
  return { adminEmail, officeIds };
}

export async function adminBenchmarks(opts: {
  app: ChildProcess;
  appUrl: string;
  data: AdminData;
  cookie: string;
}): Promise<string[]> {
  const { app, appUrl, data, cookie } = opts;
  const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify({ json: value }))}`;
  const names = ['ona', 'jonas', 'person1234', 'person49', 'admin-bench', 'nobody-matches-this'];
  const runs: [string, () => string][] = [
    ['admin.users, first page (no filter)', () => `/trpc/admin.users?${input({})}`],
    [
      'admin.users, search by name or e-mail (6 terms, one matching nobody)',
      () => `/trpc/admin.users?${input({ search: pick(names) })}`,
    ],
    [
      'admin.users, one office and role cook',
      () => `/trpc/admin.users?${input({ office: pick(data.officeIds), role: 'cook' })}`,
    ],
    ['admin.meals, first page (no filter)', () => `/trpc/admin.meals?${input({})}`],
    ['admin.meals, one office', () => `/trpc/admin.meals?${input({ officeId: pick(data.officeIds) })}`],
    [
      'admin.meals, title search',
      () => `/trpc/admin.meals?${input({ search: `dish ${Math.floor(Math.random() * 99_999)}` })}`,
    ],
    ['admin.meals, inactive only', () => `/trpc/admin.meals?${input({ state: 'inactive' })}`],
    ['admin.dashboard, all offices', () => `/trpc/admin.dashboard`],
    ['admin.dashboard, one office', () => `/trpc/admin.dashboard?${input({ officeId: pick(data.officeIds) })}`],
  ];
  const lines: string[] = [];
  for (const [name, path] of runs) {
    const figures = await load(name, app, { url: appUrl, path, headers: { cookie }, connections: 10 });
    lines.push(
      `${name}: ${figures.rps.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms (${figures.other} not 2xx)`,
    );
  }
  return lines;
}
