// The cook workspace part of `npm run bench`: a phone photo's upload and re-encoding (latency and stored sizes),
// menu reads while uploads run (re-encoding must stay off the event loop), and the cook's history pages
// (meals.mine, preorders.forCook) for a cook with 500 past meals and 5,000 preorders.
import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import postgres from 'postgres';
import { hashPassword } from '../../server/auth/password';
import { addDays, localDate } from '../../shared/office-time';
import { plateJpeg } from '../../server/services/demo-photos';
import { load, type Figures } from './load';

const HISTORY_MEALS = 500;
const HISTORY_PREORDERS = 5000;
const UPLOAD_MEALS = 60;
const SEQUENTIAL_UPLOADS = 20;
const PARALLEL_UPLOADS = 4;

export interface CookData {
  cookEmail: string;
  uploadMealIds: string[];
  menuSlug: string;
}

/** A cook with a long history (500 past meals, 5,000 preorders) and fresh meals to upload photos to. */
export async function prepareCookData(url: string, password: string): Promise<CookData> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const [org] = await sql`select id from organizations limit 1`;
  const [office] =
    await sql`insert into offices (organization_id, name, slug) values (${org!.id}, 'Bench history', 'bench-history') returning id`;
  const hash = await hashPassword(password);
  const user = async (email: string, role: string) => {
    const [u] =
      await sql`insert into users (email, password_hash, email_verified_at) values (${email}, ${hash}, now()) returning id`;
    await sql`insert into profiles (user_id, email, first_name, last_name, role, office_id) values (${u!.id}, ${email}, 'Bench', ${role}, ${role}, ${office!.id})`;
    return u!.id as string;
  };
  const cookEmail = 'cook-history@bench.test';
  const cookId = await user(cookEmail, 'cook');
  const eaters: string[] = [];
  for (let i = 0; i < 100; i++) eaters.push(await user(`eater-history-${i}@bench.test`, 'eater'));
  const today = localDate(new Date(), 'Europe/Vilnius');
  const meal = (pickupDate: string, title: string) => ({
    id: randomUUID(),
    cook_id: cookId,
    office_id: office!.id,
    title,
    description: 'From the archive.',
    price_cents: 600,
    total_portions: 20,
    available_portions: 20,
    pickup_date: pickupDate,
    pickup_start: '12:30',
    pickup_end: '13:30',
    no_allergens: true,
  });
  const history = Array.from({ length: HISTORY_MEALS }, (_, i) =>
    meal(addDays(today, -1 - i), `Archive meal ${i + 1}`),
  );
  for (let i = 0; i < history.length; i += 100) await sql`insert into meals ${sql(history.slice(i, i + 100))}`;
  const preorders = Array.from({ length: HISTORY_PREORDERS }, (_, i) => {
    const status = i % 10 === 0 ? 'cancelled' : 'fulfilled';
    return {
      meal_id: history[i % HISTORY_MEALS]!.id,
      eater_id: eaters[i % eaters.length]!,
      quantity: 1 + (i % 2),
      status,
      payment_status: status === 'fulfilled' ? 'paid' : 'unpaid',
      paid_at: status === 'fulfilled' ? new Date() : null,
      paid_method: status === 'fulfilled' ? 'cash' : null,
      created_at: new Date(Date.now() - i * 60_000),
    };
  });
  for (let i = 0; i < preorders.length; i += 500) await sql`insert into preorders ${sql(preorders.slice(i, i + 500))}`;
  // Past meals hand their portions out: keep available + reserved = total true for the integrity checks.
  await sql`update meals m set available_portions = m.total_portions where m.cook_id = ${cookId}`;
  const fresh = Array.from({ length: UPLOAD_MEALS }, (_, i) => meal(addDays(today, 1), `Photo meal ${i + 1}`));
  await sql`insert into meals ${sql(fresh)}`;
  await sql.end();
  return { cookEmail, uploadMealIds: fresh.map((m) => m.id), menuSlug: 'bench-history' };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function uploadPhoto(appUrl: string, cookie: string, mealId: string, bytes: Buffer) {
  const form = new FormData();
  form.set('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'phone.jpg');
  const started = performance.now();
  const res = await fetch(`${appUrl}/api/meals/${mealId}/photos`, {
    method: 'POST',
    headers: { cookie, origin: appUrl },
    body: form,
  });
  const body = (await res.json()) as { card?: string; large?: string };
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, card: body.card!, large: body.large! };
}

export async function cookBenchmarks(opts: {
  app: ChildProcess;
  appUrl: string;
  data: CookData;
  cookie: string;
  menuPath: () => string;
}): Promise<string[]> {
  const { app, appUrl, data, cookie } = opts;
  const lines: string[] = [];
  // A phone photo: 12 megapixels, about 4 MB as the camera writes it.
  const photo = await plateJpeg(4032, 3024, 0.08, 7, 97);
  const slots = data.uploadMealIds.flatMap((mealId) => Array.from({ length: 5 }, () => mealId));
  const nextSlot = () => {
    const slot = slots.shift();
    if (!slot) throw new Error('no meal left with room for a photo');
    return slot;
  };

  // 1. One upload at a time.
  const times: number[] = [];
  let sizes = { card: 0, large: 0 };
  for (let i = 0; i < SEQUENTIAL_UPLOADS; i++) {
    const result = await uploadPhoto(appUrl, cookie, nextSlot(), photo);
    times.push(result.ms);
    if (i === 0) {
      const size = async (path: string) => (await (await fetch(`${appUrl}${path}`)).arrayBuffer()).byteLength;
      sizes = { card: await size(result.card), large: await size(result.large) };
    }
  }
  times.sort((a, b) => a - b);
  lines.push(
    `photo upload + re-encode of a ${(photo.length / 2 ** 20).toFixed(1)} MB 4032x3024 JPEG, one at a time (${SEQUENTIAL_UPLOADS}): ` +
      `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms; stored: card ${(sizes.card / 1024).toFixed(1)} KB, large ${(sizes.large / 1024).toFixed(1)} KB`,
  );

  // 2. Menu reads while four uploads are always in flight.
  let running = true;
  let uploaded = 0;
  const uploader = async () => {
    while (running && slots.length > 0) {
      await uploadPhoto(appUrl, cookie, nextSlot(), photo);
      uploaded += 1;
    }
  };
  const uploaders = Array.from({ length: PARALLEL_UPLOADS }, uploader);
  const during: Figures = await load('menu.meals while 4 uploads run', app, { url: appUrl, path: opts.menuPath });
  running = false;
  await Promise.all(uploaders);
  lines.push(
    `menu.meals (anonymous) while ${PARALLEL_UPLOADS} uploads run (${uploaded} uploaded): ${during.rps.toFixed(0)} req/s, p50 ${during.p50} ms, p99 ${during.p99} ms`,
  );

  // 3. The cook's history pages.
  const input = (value: unknown) => encodeURIComponent(JSON.stringify({ json: value }));
  for (const [name, path] of [
    ['meals.mine (500 past meals), first page of 50', `/trpc/meals.mine?input=${input({})}`],
    ['preorders.forCook (5,000 preorders), first page of 100', `/trpc/preorders.forCook?input=${input({})}`],
  ] as const) {
    const figures = await load(name, app, { url: appUrl, path: () => path, headers: { cookie }, connections: 10 });
    lines.push(
      `${name}, 10 connections: ${figures.rps.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms (${figures.other} not 2xx)`,
    );
  }
  return lines;
}
