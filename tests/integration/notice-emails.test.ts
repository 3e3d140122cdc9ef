// E-mail for every notification kind (docs/decisions/051-channel-language-and-notice-emails.md): kinds without an
// e-mail of their own queue the generic NOTICE with the notification (exactly once, its idempotency key), in the
// recipient's language with the centre's sentence and a button to its page, unless the person's e-mail choice for
// the kind is off; kinds that matter only within minutes default to off. A regular's reservation confirmation
// follows their choice for regularReserved.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { composeEmail } from '../../server/email/compose';
import { dispatchEmails } from '../../server/outbound/dispatch';
import type { MailMessage } from '../../server/email/transport';
import { insertNotifications } from '../../server/db/queries/notifications';
import { emailEvents, profiles } from '../../server/db/schema';
import {
  NOTIFICATION_EMAIL_DEFAULT,
  NOTIFICATION_EMAIL_TEMPLATE,
  NOTIFICATION_KINDS,
  type Locale,
} from '../../shared/enums';
import { formatCalendarDate } from '../../shared/format';
import { useTestWorld } from '../helpers/context';
import { createUser } from '../helpers/factories';
import { mealFields, officeWorld, pickupDayWorld } from '../helpers/menu';

const world = useTestWorld();
const db = () => world.deps.database.db;
const ORIGIN = 'https://lunch.example';

const setLocale = (userId: string, locale: Locale) =>
  db().update(profiles).set({ locale }).where(eq(profiles.userId, userId));

const noticesTo = (userId: string) =>
  db()
    .select()
    .from(emailEvents)
    .where(and(eq(emailEvents.recipientUserId, userId), eq(emailEvents.templateCode, 'NOTICE')));

function memoryMailer() {
  const sent: MailMessage[] = [];
  return {
    sent,
    mailer: {
      provider: 'outbox' as const,
      async send(message: MailMessage) {
        sent.push(message);
      },
    },
  };
}

/** A reservation for tomorrow's lunch, its pickup window over (12:30-13:30 in Vilnius on 2026-11-21). */
async function afterPickup() {
  const w = await pickupDayWorld(world, 5, { meal: { title: 'Beet soup with dill' } });
  const preorder = await w.caller.preorders.reserve({ mealId: w.meal.id, quantity: 2 });
  world.clock.set('2026-11-21T11:30:00Z');
  return { ...w, preorder };
}

describe('NOTICE e-mails', () => {
  it('a not-collected notice with e-mail on (its default) queues one NOTICE in the eater’s language, sent once', async () => {
    const w = await afterPickup();
    await setLocale(w.eater.id, 'lt');
    await w.cookCaller.preorders.markNotCollected({ preorderId: w.preorder.id });
    const queued = await noticesTo(w.eater.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ locale: 'lt', status: 'pending', payload: { kind: 'notCollected' } });
    expect(queued[0]!.idempotencyKey).toBe(
      `NOTICE:${(queued[0]!.payload as { notificationId: string }).notificationId}`,
    );

    const { sent, mailer } = memoryMailer();
    const now = () => new Date(world.clock.now().getTime() + 1000);
    await dispatchEmails({ db: db(), mailer, origin: ORIGIN, now });
    await dispatchEmails({ db: db(), mailer, origin: ORIGIN, now });
    expect((await noticesTo(w.eater.id)).map((e) => e.status)).toEqual(['sent']);
    const notice = sent.filter((m) => m.to === w.eater.email && m.subject.startsWith('Lunchbox:'));
    expect(notice).toHaveLength(1);
    expect(notice[0]!.subject).toBe('Lunchbox: Beet soup with dill');
    expect(notice[0]!.html).toContain('<html lang="lt">');
    expect(notice[0]!.html).toContain('Sveiki,');
    expect(notice[0]!.text).toContain(
      `Virėjas pažymėjo, kad neatsiėmėte „Beet soup with dill“ (2 porc.) ${formatCalendarDate('2026-11-21', 'lt')}.`,
    );
    expect(notice[0]!.html).toContain(`href="${ORIGIN}/activity"`);
    expect(notice[0]!.html).toContain('Atidaryti Lunchbox');
  });

  it('queues none when the person turned that kind’s e-mail off', async () => {
    const w = await afterPickup();
    await w.caller.notifications.setPref({ kind: 'notCollected', email: false });
    await w.cookCaller.preorders.markNotCollected({ preorderId: w.preorder.id });
    expect(await noticesTo(w.eater.id)).toEqual([]);
  });

  it('queues none for a minutes-urgent kind left at its default (off), and one once the person turns it on', async () => {
    const w = await afterPickup();
    world.clock.set('2026-11-21T10:00:00Z');
    await w.cookCaller.meals.announceReady({ mealId: w.meal.id });
    expect(await noticesTo(w.eater.id)).toEqual([]);
    await w.caller.notifications.setPref({ kind: 'cookMessage', email: true });
    await w.cookCaller.meals.messageEaters({ mealId: w.meal.id, text: 'Forks are in the drawer' });
    const queued = await noticesTo(w.eater.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toMatchObject({ kind: 'cookMessage' });
  });

  it('the trigger follows NOTIFICATION_EMAIL_TEMPLATE and NOTIFICATION_EMAIL_DEFAULT for every kind', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const user = await createUser(db(), 'cook');
    await insertNotifications(
      db(),
      NOTIFICATION_KINDS.map((kind) => ({
        userId: user.id,
        kind,
        mealId: null,
        payload: { mealTitle: 'Kibinai' },
        dedupeKey: `test:${kind}:${user.id}`,
        createdAt: world.clock.now(),
      })),
    );
    const queued = (await noticesTo(user.id)).map((e) => (e.payload as { kind: string }).kind).sort();
    const expected = NOTIFICATION_KINDS.filter(
      (kind) => NOTIFICATION_EMAIL_TEMPLATE[kind] === 'NOTICE' && NOTIFICATION_EMAIL_DEFAULT[kind],
    ).sort();
    expect(queued).toEqual(expected);
  });

  it('renders the template in both languages: the centre’s sentence, the page’s button, the preference link', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const cook = await createUser(db(), 'cook');
    const [notification] = await insertNotifications(db(), [
      {
        userId: cook.id,
        kind: 'paymentClaimed',
        mealId: null,
        payload: { mealTitle: 'Cepelinai', pickupDate: '2026-11-21', quantity: 1, name: 'Ona' },
        dedupeKey: `test:render:${cook.id}`,
        createdAt: world.clock.now(),
      },
    ]);
    const event = {
      templateCode: 'NOTICE' as const,
      payload: { notificationId: notification!.id, kind: 'paymentClaimed' },
    };
    const render = (locale: Locale) =>
      composeEmail(db(), event, { email: cook.email, name: 'Rasa', locale, unsubToken: 'tok' }, ORIGIN);
    const en = await render('en');
    expect(en.subject).toBe('Lunchbox: Cepelinai');
    expect(en.text).toContain('Hi Rasa,');
    expect(en.text).toContain(
      `Ona says they paid for 1 of “Cepelinai” for ${formatCalendarDate('2026-11-21', 'en')}. Confirm or reject it in your preorders.`,
    );
    expect(en.text).toContain(`Open in Lunchbox: ${ORIGIN}/cook/preorders`);
    expect(en.html).toContain(`${ORIGIN}/u/tok`);
    const lt = await render('lt');
    expect(lt.text).toContain('Sveiki, Rasa,');
    expect(lt.text).toContain('Ona sako sumokėjęs (-usi) už „Cepelinai“ (1 porc.)');
    expect(lt.text).toContain(`Atidaryti Lunchbox: ${ORIGIN}/cook/preorders`);
    // HTML-escaped in the HTML body: a cook's message cannot inject markup.
    const [message] = await insertNotifications(db(), [
      {
        userId: cook.id,
        kind: 'cookMessage',
        mealId: null,
        payload: { mealTitle: 'Cepelinai', text: '<img src=x onerror=alert(1)>' },
        dedupeKey: `test:escape:${cook.id}`,
        createdAt: world.clock.now(),
      },
    ]);
    const escaped = await composeEmail(
      db(),
      { templateCode: 'NOTICE', payload: { notificationId: message!.id, kind: 'cookMessage' } },
      { email: cook.email, name: 'Rasa', locale: 'en', unsubToken: null },
      ORIGIN,
    );
    expect(escaped.html).not.toContain('<img');
    expect(escaped.html).toContain('&lt;img');
  });

  it('a regular’s reservation confirmation follows their e-mail choice for regularReserved', async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const w = await officeWorld(world);
    await w.caller.regulars.subscribe({ cookId: w.cook.id, weekdays: [2], quantity: 1 });
    await w.caller.notifications.setPref({ kind: 'regularReserved', email: false });
    const meal = await world
      .caller(w.cook)
      .meals.create(mealFields({ pickupDate: '2026-11-24', cutoffDate: null, cutoffTime: '11:00', totalPortions: 3 }));
    const [confirmation] = await db()
      .select()
      .from(emailEvents)
      .where(
        and(eq(emailEvents.recipientUserId, w.eater.id), eq(emailEvents.templateCode, 'RESERVATION_CONFIRMATION')),
      );
    expect(confirmation?.payload).toMatchObject({ viaRegular: true });
    const { sent, mailer } = memoryMailer();
    await dispatchEmails({ db: db(), mailer, origin: ORIGIN, now: () => new Date(Date.now() + 3_600_000) });
    const [after] = await db().select().from(emailEvents).where(eq(emailEvents.id, confirmation!.id));
    expect(after?.status).toBe('skipped');
    expect(sent.filter((m) => m.to === w.eater.email)).toEqual([]);
    // An ordinary reservation's confirmation is no notification: it goes whatever that choice is.
    const colleague = await createUser(db(), 'eater', { officeId: w.office.id });
    await world.caller(colleague).notifications.setPref({ kind: 'regularReserved', email: false });
    await world.caller(colleague).preorders.reserve({ mealId: meal.id, quantity: 1 });
    await dispatchEmails({ db: db(), mailer, origin: ORIGIN, now: () => new Date(Date.now() + 3_600_000) });
    expect(sent.filter((m) => m.to === colleague.email)).toHaveLength(1);
  });
});
