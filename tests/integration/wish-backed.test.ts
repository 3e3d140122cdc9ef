// A wish backed (docs/features.md "Wish board"): its author hears of each colleague who backs it, once per backer
// (a changed quantity or a second backing tells nothing more), never for their own backing, and never by name: the
// board shows counts, and names are for the cook who claims the wish only. Through the notification centre: the
// bell, a push (checked at a local push service), and a NOTICE e-mail only for those who turned it on.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailEvents, notifications } from '../../server/db/schema';
import { notificationSentence } from '../../server/domain/push-text';
import { dispatchDeliveries } from '../../server/outbound/dispatch';
import { vapidKeys } from '../../server/services/push';
import { useTestWorld } from '../helpers/context';
import { expectAppError } from '../helpers/errors';
import { callerAs, createOffice, createUser } from '../helpers/factories';
import { officeWorld } from '../helpers/menu';
import { browserPushKeys, decryptAes128gcm, startPushService, type PushService } from '../helpers/push-service';

const world = useTestWorld();
const db = () => world.deps.database.db;

let phone: PushService;
beforeAll(async () => {
  phone = await startPushService();
});
afterAll(() => phone.close());

const told = (userId: string) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'wishBacked')))
    .orderBy(asc(notifications.createdAt));

const noticesTo = (userId: string) =>
  db()
    .select()
    .from(emailEvents)
    .where(and(eq(emailEvents.recipientUserId, userId), eq(emailEvents.templateCode, 'NOTICE')));

/** A wish by the world's eater (two portions), and two colleagues with names to look for. */
async function board() {
  world.clock.set('2026-11-20T10:00:00Z');
  const w = await officeWorld(world);
  const vaiva = await createUser(db(), 'eater', { officeId: w.office.id, firstName: 'Vaiva', lastName: 'Žemaitė' });
  const jonas = await createUser(db(), 'cook', { officeId: w.office.id, firstName: 'Jonas', lastName: 'Kalvaitis' });
  const wish = await w.caller.wishes.post({ slug: w.office.slug, title: 'Kibinai', quantity: 2 });
  return { ...w, vaiva, jonas, wish };
}

describe('wishes.back tells the wish’s author', () => {
  it('once per colleague, never naming them; not for their own backing, nor for a colleague changing theirs', async () => {
    const s = await board();
    await s.caller.wishes.back({ wishId: s.wish.id, quantity: 3 });
    expect(await told(s.eater.id)).toEqual([]);

    world.clock.set('2026-11-20T10:01:00Z');
    await world.caller(s.vaiva).wishes.back({ wishId: s.wish.id, quantity: 1 });
    await world.caller(s.vaiva).wishes.back({ wishId: s.wish.id, quantity: 2 });
    await world.caller(s.vaiva).wishes.unback({ wishId: s.wish.id });
    await world.caller(s.vaiva).wishes.back({ wishId: s.wish.id, quantity: 2 });
    world.clock.set('2026-11-20T10:02:00Z');
    await world.caller(s.jonas).wishes.back({ wishId: s.wish.id, quantity: 1 });

    const rows = await told(s.eater.id);
    // The portions wanted in all when each first backed it: 3 + 1, then 3 + 2 + 1.
    expect(rows.map((row) => row.payload)).toEqual([
      { wishTitle: 'Kibinai', portions: 4 },
      { wishTitle: 'Kibinai', portions: 6 },
    ]);
    // Nobody else hears of it: not the backers, not the office's cook.
    for (const other of [s.vaiva, s.jonas, s.cook]) expect(await told(other.id)).toEqual([]);

    const sentences = rows.flatMap((row) =>
      (['en', 'lt'] as const).map((locale) =>
        notificationSentence({ kind: 'wishBacked', payload: row.payload as Record<string, number | string> }, locale),
      ),
    );
    expect(sentences).toEqual([
      'A colleague backed your wish “Kibinai”: 4 portions are wanted in all now.',
      'Kolega palaikė jūsų norą „Kibinai“. Iš viso norima porcijų: 4.',
      'A colleague backed your wish “Kibinai”: 6 portions are wanted in all now.',
      'Kolega palaikė jūsų norą „Kibinai“. Iš viso norima porcijų: 6.',
    ]);
    // What the author's bell, push and e-mail are made of: the payload and its sentence, naming nobody.
    const { items } = await s.caller.notifications.list({});
    const mine = items.filter((item) => item.kind === 'wishBacked');
    expect(mine.map((item) => item.path)).toEqual(['/wishes', '/wishes']);
    const everything = JSON.stringify({ mine, sentences });
    for (const leak of ['Vaiva', 'Žemaitė', 'Jonas', 'Kalvaitis', s.vaiva.id, s.jonas.id, s.vaiva.email]) {
      expect(everything).not.toContain(leak);
    }
  });

  it('sends no e-mail unless the author turned it on; then one NOTICE per backer', async () => {
    const s = await board();
    await world.caller(s.vaiva).wishes.back({ wishId: s.wish.id, quantity: 1 });
    expect(await told(s.eater.id)).toHaveLength(1);
    expect(await noticesTo(s.eater.id)).toEqual([]);

    await s.caller.notifications.setPref({ kind: 'wishBacked', email: true });
    await world.caller(s.jonas).wishes.back({ wishId: s.wish.id, quantity: 1 });
    const mail = await noticesTo(s.eater.id);
    expect(mail.map((m) => (m.payload as { kind: string }).kind)).toEqual(['wishBacked']);
  });

  it('reaches the author’s phone by push (on by default), opening the board, naming nobody', async () => {
    const s = await board();
    const keys = browserPushKeys();
    await s.caller.notifications.subscribePush({ endpoint: `${phone.origin}/wish-author`, keys: keys.keys });
    await world.caller(s.vaiva).wishes.back({ wishId: s.wish.id, quantity: 1 });
    await dispatchDeliveries({
      db: db(),
      now: () => world.clock.now(),
      vapid: () => vapidKeys(world.deps),
      production: false,
    });
    const pushes = phone.received.filter((r) => r.path === '/wish-author');
    expect(pushes).toHaveLength(1);
    const message = JSON.parse(decryptAes128gcm(pushes[0]!.body, keys)) as Record<string, string>;
    expect(message).toMatchObject({
      url: '/wishes',
      body: 'A colleague backed your wish “Kibinai”: 3 portions are wanted in all now.',
    });
  });

  it('tells nobody when someone of another office tries to back it', async () => {
    const s = await board();
    const stranger = await callerAs(world, 'eater', { officeId: (await createOffice(db())).id });
    await expectAppError(stranger.caller.wishes.back({ wishId: s.wish.id, quantity: 1 }), 'notFound');
    expect(await told(s.eater.id)).toEqual([]);
  });
});
