// The Cooks Directory (docs/features.md): one office's cooks, each with whether the reader follows them and their
// meals on the menu from today on, in one statement (no N+1). "On the menu" is the menu's own rule: active, not
// taken down by moderation, not withdrawn (onMenu, server/db/fragments.ts); the day is the office's.
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../client';
import { officeToday, onMenu } from '../fragments';
import { offices } from '../schema';

/** At most this many upcoming meals per cook (a week of lunches and more). */
export const DIRECTORY_MEALS_PER_COOK = 10;

export interface DirectoryCookRow {
  id: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  hasCooked: boolean;
  following: boolean;
  meals: {
    id: string;
    title: string;
    priceCents: number;
    pickupDate: string;
    pickupStart: string;
    pickupEnd: string;
    availablePortions: number;
  }[];
}

/**
 * The cooks of `officeId`: colleagues in cook mode, and anyone of the office with a meal on its menu now. Only the
 * office's own meals are listed. Cooks with something coming first, then by name.
 */
export async function listOfficeCooks(
  db: Executor,
  input: { officeId: string; readerId: string; now: Date },
): Promise<DirectoryCookRow[]> {
  const upcoming = sql`m.office_id = o.id and m.cook_id = c.user_id
    and ${onMenu('m')}
    and m.pickup_date >= ${officeToday(input.now)}`;
  return rowsOf<DirectoryCookRow>(
    await db.execute(sql`
      select c.user_id as "id", c.first_name as "firstName", c.last_name as "lastName", c.avatar_url as "avatarUrl",
             exists (select 1 from meals m where m.cook_id = c.user_id) as "hasCooked",
             exists (select 1 from cook_follows f where f.follower_id = ${input.readerId} and f.cook_id = c.user_id)
               as "following",
             coalesce((
               select json_agg(json_build_object(
                        'id', u.id, 'title', u.title, 'priceCents', u.price_cents, 'pickupDate', u.pickup_date::text,
                        'pickupStart', to_char(u.pickup_start, 'HH24:MI'), 'pickupEnd', to_char(u.pickup_end, 'HH24:MI'),
                        'availablePortions', u.available_portions)
                      order by u.pickup_date, u.pickup_start, u.title, u.id)
                 from (select m.* from meals m where ${upcoming}
                        order by m.pickup_date, m.pickup_start, m.title, m.id
                        limit ${DIRECTORY_MEALS_PER_COOK}) u
             ), '[]'::json) as "meals"
        from offices o
        join profiles c on c.office_id = o.id
       where o.id = ${input.officeId}::uuid
         and (c.role = 'cook' or exists (select 1 from meals m where ${upcoming}))
       order by exists (select 1 from meals m where ${upcoming}) desc, lower(c.first_name), lower(c.last_name), c.user_id`),
  );
}

/** The reader's office, named on the page and linked to its menu. */
export async function findDirectoryOffice(db: Executor, officeId: string) {
  const [row] = await db
    .select({ name: offices.name, slug: offices.slug })
    .from(offices)
    .where(eq(offices.id, officeId))
    .limit(1);
  return row;
}
