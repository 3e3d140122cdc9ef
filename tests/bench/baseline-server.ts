// The benchmark's baseline (present only here): a bare Fastify server running the same SQL as menu.meals and
// preorders.reserve with postgres.js, without tRPC, sessions, validation, caching or rules. The real server is
// measured against it. Both tell open menus through the same meals trigger (server/db/sql/notify_meal_change.sql).
import Fastify from 'fastify';
import postgres from 'postgres';

const sql = postgres(process.env.DATABASE_URL!, { max: 10, onnotice: () => {} });
const app = Fastify({ logger: false });

const tomorrowIn = (timeZone: string) => {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
};

app.get<{ Querystring: { slug: string } }>('/baseline/menu', async (req) => {
  const [office] = await sql`
    select o.id, o.name, o.slug, o.time_zone, org.id as organization_id, org.name as organization_name
      from offices o join organizations org on org.id = o.organization_id
     where o.slug = ${req.query.slug} limit 1`;
  if (!office) return [];
  return sql`
    select m.id, m.cook_id, m.office_id, m.title, m.description, m.price_cents, m.total_portions, m.available_portions,
           m.pickup_date, m.pickup_start, m.pickup_end, m.cutoff_date, m.cutoff_time, m.is_active, m.is_soft_disabled,
           m.dietary_tags, m.allergens, m.created_at, p.first_name, p.last_name,
           coalesce((select json_agg(json_build_object('id', ph.id, 'imageKey', ph.image_key, 'width', ph.width, 'height', ph.height) order by ph.position)
                       from meal_photos ph where ph.meal_id = m.id), '[]'::json) as photos
      from meals m join profiles p on p.user_id = m.cook_id
     where m.office_id = ${office.id} and m.pickup_date in (${tomorrowIn(office.time_zone)})
     order by m.created_at desc, m.id desc`;
});

app.post<{ Body: { mealId: string; eaterId: string; quantity: number } }>('/baseline/reserve', async (req, reply) => {
  const { mealId, eaterId, quantity } = req.body;
  const now = new Date().toISOString();
  const rows = await sql`
    with taken as (
      update meals m set available_portions = m.available_portions - ${quantity}, updated_at = ${now}::timestamptz
        from offices o
       where m.id = ${mealId} and o.id = m.office_id and m.available_portions >= ${quantity}
         and m.is_active and not m.is_soft_disabled
         and ${now}::timestamptz < ((coalesce(m.cutoff_date, m.pickup_date) + m.cutoff_time) at time zone o.time_zone)
      returning m.id, m.office_id, m.available_portions
    ),
    inserted as (
      insert into preorders (meal_id, eater_id, quantity, status, created_at, updated_at)
      select t.id, ${eaterId}, ${quantity}, 'reserved', ${now}::timestamptz, ${now}::timestamptz from taken t
      returning id, meal_id, quantity, status, payment_status, created_at
    )
    select i.*, t.available_portions from inserted i cross join taken t`;
  if (rows.length === 0) return reply.code(409).send({ error: 'capacityExceeded' });
  return rows[0];
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.once('SIGTERM', async () => {
  await app.close();
  await sql.end({ timeout: 2 });
  process.exit(0);
});
