// Erasing an account (docs/privacy.md): the statements run in one transaction by server/services/account.ts. The
// user and profile rows stay (blanked) so the cook's ledger keeps what is still owed; everything else that names
// the person goes.
import { sql } from 'drizzle-orm';
import type { Role } from '../../../shared/enums';
import { rowsOf, toDate, type Executor } from '../client';
import { pickupEndAt } from '../fragments';

export interface ErasureTarget {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  passwordHash: string | null;
  googleLinked: boolean;
}

/** The account as it is now, its rows locked against a concurrent change; undefined when erased or missing. */
export async function lockErasureTarget(db: Executor, userId: string) {
  const [row] = rowsOf<ErasureTarget>(
    await db.execute(sql`
      select u.id, u.email, p.first_name as "firstName", p.last_name as "lastName", p.role,
             u.password_hash as "passwordHash", u.google_subject is not null as "googleLinked"
        from users u join profiles p on p.user_id = u.id
       where u.id = ${userId} and p.deleted_at is null
         for update of u, p`),
  );
  return row;
}

/** When the session started (a Google-only account's fresh sign-in is its confirmation). */
export async function sessionStartedAt(db: Executor, sessionId: string) {
  const [row] = rowsOf<{ createdAt: Date | string }>(
    await db.execute(sql`select created_at as "createdAt" from sessions where id = ${sessionId}`),
  );
  return row ? toDate(row.createdAt) : undefined;
}

/**
 * Cancels the person's reservations whose pickup has not ended, giving the portions back (the meals trigger serves
 * the waitlist with them, server/db/sql/serve_waitlist_after_meal_change.sql). Answers how many were cancelled.
 */
export async function cancelFutureReservations(db: Executor, userId: string, now: Date) {
  const at = now.toISOString();
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      with cancelled as (
        update preorders p set status = 'cancelled', updated_at = ${at}::timestamptz
          from meals m join offices o on o.id = m.office_id
         where p.meal_id = m.id and p.eater_id = ${userId} and p.status in ('reserved', 'active')
           and ${pickupEndAt('m', 'o')} > ${at}::timestamptz
        returning p.id, p.meal_id, p.quantity
      ),
      returned as (
        update meals m
           set available_portions = m.available_portions + c.quantity, updated_at = ${at}::timestamptz
          from (select meal_id, sum(quantity)::int as quantity from cancelled group by meal_id) c
         where m.id = c.meal_id
        returning m.id
      )
      select id from cancelled`),
  );
  return rows.length;
}

/** The person's meals whose pickup has not ended and that are not withdrawn yet. */
export async function futureMealIds(db: Executor, cookId: string, now: Date) {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      select m.id from meals m join offices o on o.id = m.office_id
       where m.cook_id = ${cookId} and m.withdrawn_at is null
         and ${pickupEndAt('m', 'o')} > ${now.toISOString()}::timestamptz`),
  );
  return rows.map((row) => row.id);
}

/** Removes the photo rows of every meal of the cook; answers their storage keys, to delete the files after commit. */
export async function deleteCookPhotos(db: Executor, cookId: string) {
  const rows = rowsOf<{ imageKey: string }>(
    await db.execute(sql`
      delete from meal_photos mp using meals m
       where mp.meal_id = m.id and m.cook_id = ${cookId}
      returning mp.image_key as "imageKey"`),
  );
  return [...new Set(rows.map((row) => row.imageKey))];
}

/**
 * Everything else that names the person: sign-in and link secrets, preferences, the e-mail queue and outbox to
 * them, throttle counters keyed by their address, waitlist places, hand-overs, follows, wishes and backings, access
 * requests; their name and address in audit entries; then the blank profile ("Deleted user") and an identity that
 * can no longer sign in and frees the address for a new sign-up.
 */
export async function erasePersonalData(db: Executor, target: ErasureTarget, now: Date) {
  const id = target.id;
  const email = target.email.toLowerCase();
  const name = `${target.firstName} ${target.lastName}`.trim();
  const at = now.toISOString();
  await db.execute(sql`delete from sessions where user_id = ${id}`);
  await db.execute(sql`delete from email_verification_tokens where user_id = ${id}`);
  await db.execute(sql`delete from password_reset_tokens where user_id = ${id}`);
  await db.execute(sql`delete from unsubscribe_tokens where user_id = ${id}`);
  await db.execute(sql`delete from email_prefs where user_id = ${id}`);
  // Their devices and choices go with them: nothing may be pushed to an erased person.
  await db.execute(sql`delete from push_subscriptions where user_id = ${id}`);
  await db.execute(sql`delete from notification_prefs where user_id = ${id}`);
  // Queued e-mails to them are dropped, and sent ones no longer say who received them.
  await db.execute(sql`delete from email_events where recipient_user_id = ${id} or lower(recipient_email) = ${email}`);
  await db.execute(sql`delete from email_outbox where lower(to_email) = ${email}`);
  await db.execute(sql`delete from rate_limits where key like ${'%:' + email}`);
  // Their notifications go; others' notifications (a withdrawn meal's notice names its cook) lose the name.
  await db.execute(sql`delete from notifications where user_id = ${id}`);
  if (name) {
    await db.execute(sql`
      update notifications set payload = replace(payload::text, ${name}, '')::jsonb
       where strpos(payload::text, ${name}) > 0`);
    await db.execute(sql`
      update notifications set payload = replace(replace(payload::text, ${target.firstName}, ''), ${target.lastName}, '')::jsonb
       where strpos(payload::text, ${target.firstName || name}) > 0 or strpos(payload::text, ${target.lastName || name}) > 0`);
  }
  // Others' notifications keep no trace of them in their dedupe keys either (a backed wish's key names its backer):
  // each such key takes its own row's id instead, so it stays unique.
  await db.execute(sql`
    update notifications set dedupe_key = replace(dedupe_key, ${id}, 'erased-' || id::text)
     where strpos(dedupe_key, ${id}) > 0`);
  // Their notes to cooks are free text that may name them; the reservations stay for the cooks' ledgers.
  await db.execute(sql`update preorders set note = null where eater_id = ${id} and note is not null`);
  await db.execute(sql`delete from waitlist_entries where eater_id = ${id}`);
  await db.execute(sql`delete from handovers where from_eater_id = ${id} or to_eater_id = ${id}`);
  await db.execute(sql`update handovers set taker_id = null where taker_id = ${id}`);
  await db.execute(sql`delete from cook_follows where follower_id = ${id} or cook_id = ${id}`);
  // Standing orders either way and absences (docs/decisions/048-regulars.md): nothing reserves for or from them.
  await db.execute(sql`delete from regular_subscriptions where eater_id = ${id} or cook_id = ${id}`);
  await db.execute(sql`delete from absences where user_id = ${id}`);
  // Their wishes are free text that may name them; their backings go from others' counts.
  await db.execute(sql`delete from wish_backings where user_id = ${id}`);
  await db.execute(sql`delete from wishes where author_id = ${id}`);
  // Entries in draws still open go (nothing is drawn for an erased person); a drawn draw keeps its entry under the
  // blank profile, so its record still replays (server/services/draws.ts).
  await db.execute(sql`
    delete from meal_draw_entries e using meal_draws d
     where d.meal_id = e.meal_id and d.drawn_at is null and e.user_id = ${id}`);
  await db.execute(sql`delete from access_requests where user_id = ${id} or lower(email) = ${email}`);
  await db.execute(sql`update analytics_events set user_id = null where user_id = ${id}`);
  // Reports they made stay with the moderators, without the reporter.
  await db.execute(sql`update reports set reporter_id = null where reporter_id = ${id}`);
  // The audit log keeps what was done, not to or by whom by name.
  await db.execute(sql`update audit_log set actor_email = '' where actor_id = ${id}`);
  await db.execute(sql`
    update audit_log
       set target_label = case when target_type = 'user' and target_id = ${id} then '' else target_label end,
           before = ${scrubbed(sql`before`, email, name)},
           after = ${scrubbed(sql`after`, email, name)}
     where (target_type = 'user' and target_id = ${id})
        or strpos(lower(before::text), ${email}) > 0 or strpos(lower(after::text), ${email}) > 0
        ${name ? sql`or strpos(before::text, ${name}) > 0 or strpos(after::text, ${name}) > 0` : sql``}`);
  await db.execute(sql`
    update profiles
       set email = '', first_name = '', last_name = '', avatar_url = null, calendar_token_hash = null,
           payment_iban = null, payment_holder = null, payment_link = null,
           allergens = '{}', diet = '{}', role = 'eater', suspended_until = null, deleted_at = ${at}::timestamptz,
           updated_at = ${at}::timestamptz
     where user_id = ${id}`);
  // The address is freed (a new sign-up may use it); the row stays confirmed so housekeeping never deletes it
  // (that would take the cook's ledger lines with it).
  await db.execute(sql`
    update users
       set email = ${`deleted-${id}@deleted.invalid`}, password_hash = null, google_subject = null,
           email_verified_at = coalesce(email_verified_at, ${at}::timestamptz)
     where id = ${id}`);
}

/** A jsonb column with the person's address and name taken out of its text. */
function scrubbed(column: ReturnType<typeof sql>, email: string, name: string) {
  const withoutEmail = sql`regexp_replace(${column}::text, ${escapeRegex(email)}, '', 'gi')`;
  const text = name ? sql`replace(${withoutEmail}, ${name}, '')` : withoutEmail;
  return sql`case when ${column} is null then null else (${text})::jsonb end`;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
