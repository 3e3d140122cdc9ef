// An office for the benchmarks that run the real server (tests/bench/cluster.ts, tests/bench/live-cost.ts): its
// organization, a cook, eaters with signed-in sessions, and meals for the day after tomorrow in Vilnius; and a
// write as one of them.
import { createSession } from '../../server/auth/sessions';
import type { DatabaseHandle } from '../../server/db/client';
import { insertMeal } from '../../server/db/queries/meals';
import { insertOffice, insertOrganization } from '../../server/db/queries/organizations';
import { insertUserWithProfile } from '../../server/db/queries/users';

export interface BenchOffice {
  id: string;
  slug: string;
  eaters: { id: string; cookie: string }[];
  cook: { id: string; cookie: string };
  meals: string[];
}

export function vilniusDatePlus(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vilnius' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export async function makeBenchOffice(
  db: DatabaseHandle['db'],
  i: number,
  opts: { portions: number; eaters: number; meals: number },
): Promise<BenchOffice> {
  const now = new Date();
  const pickupDate = vilniusDatePlus(2);
  const organization = await insertOrganization(db, { name: `Bench org ${i}`, allowedEmailDomains: [] });
  const slug = `bench-${i}`;
  const office = await insertOffice(db, {
    organizationId: organization.id,
    name: `Bench office ${i}`,
    slug,
    timeZone: 'Europe/Vilnius',
  });
  const user = async (role: 'cook' | 'eater', n: number) => {
    const row = await db.transaction((tx) =>
      insertUserWithProfile(tx, {
        email: `${role}${n}.${i}@bench.example`,
        passwordHash: null,
        emailVerifiedAt: now,
        firstName: role,
        lastName: `${i}-${n}`,
        locale: 'en',
        role,
        officeId: office.id,
      }),
    );
    const session = await createSession(db, row.id, now);
    return { id: row.id, cookie: `session=${session.token}` };
  };
  const cook = await user('cook', 0);
  const eaters = await Promise.all(Array.from({ length: opts.eaters }, (_, n) => user('eater', n + 1)));
  const meals: string[] = [];
  for (let m = 0; m < opts.meals; m++) {
    const meal = await insertMeal(db, {
      cookId: cook.id,
      officeId: office.id,
      title: `Soup ${m} of office ${i}`,
      description: 'Bench meal',
      priceCents: 450,
      totalPortions: opts.portions,
      pickupDate,
      pickupStart: '12:00',
      pickupEnd: '13:00',
      dietaryTags: [],
      allergens: [],
      noAllergens: true,
    });
    meals.push(meal.id);
  }
  return { id: office.id, slug, eaters, cook, meals };
}

/**
 * A tRPC mutation as a signed-in person (the session cookie); its answer's data, or undefined when refused. `origin`
 * is the app's public one (APP_ORIGIN) when `base` is one instance behind a load balancer: the CSRF check
 * (server/http/csrf.ts) accepts only that.
 */
export async function postAs(base: string, path: string, input: unknown, cookie: string, origin = base) {
  const res = await fetch(`${base}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ json: input }),
    // A request never answered would otherwise hold its load worker for undici's default of 300 s.
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await res.json()) as { result?: { data?: { json?: { id?: string } } } };
  return res.ok ? body.result?.data?.json : undefined;
}
