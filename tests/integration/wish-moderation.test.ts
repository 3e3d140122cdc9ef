// Wish moderation (docs/features.md, "Wish board"): a colleague reports a wish, the organization's moderators see it
// with the meal reports and take it off the board; its author is told (centre, and the NOTICE e-mail and push as
// their choices say). Refusals change nothing: the author's own wish, another office's wish, a second open report,
// and above all another organization's moderator, whose refused take-down leaves every row as it was.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, emailEvents, notifications, reports, wishes } from '../../server/db/schema';
import { useTestWorld } from '../helpers/context';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { callerAs, createOffice } from '../helpers/factories';
import { moreEaters, officeWorld } from '../helpers/menu';
import { expectDatabaseUnchanged, snapshotDatabase } from '../helpers/snapshot';

const world = useTestWorld();
const db = () => world.deps.database.db;

/** An office's board with a wish by `eater`, a colleague who reports it, and the organization's admin. */
async function reportedWish() {
  world.clock.set('2026-11-20T10:00:00Z');
  const w = await officeWorld(world);
  const [reporter] = await moreEaters(w, 2);
  const wish = await w.caller.wishes.post({ slug: w.office.slug, title: 'Not food at all' });
  const report = await world.caller(reporter).wishes.report({ wishId: wish.id, reason: 'spam', note: 'An ad' });
  const admin = await callerAs(world, 'admin', { officeId: w.office.id });
  return { ...w, reporter: reporter!, wish, report, admin };
}

const wishRow = async (id: string) => (await db().select().from(wishes).where(eq(wishes.id, id)))[0]!;

describe('wishes.report', () => {
  it('opens one report per colleague; not the author’s own, not another office’s, not twice; bad input is 400', async () => {
    const s = await reportedWish();
    expect(s.report).toEqual({ id: expect.any(String), status: 'open' });
    const [row] = await db().select().from(reports).where(eq(reports.id, s.report.id));
    expect(row).toMatchObject({ targetType: 'wish', targetId: s.wish.id, reporterId: s.reporter.id, reason: 'spam' });

    const stranger = await callerAs(world, 'eater', { officeId: (await createOffice(db())).id });
    const before = await snapshotDatabase(db());
    await expectAppError(s.caller.wishes.report({ wishId: s.wish.id, reason: 'spam' }), 'ownWish');
    await expectAppError(
      world.caller(s.reporter).wishes.report({ wishId: s.wish.id, reason: 'other' }),
      'alreadyReported',
    );
    await expectAppError(stranger.caller.wishes.report({ wishId: s.wish.id, reason: 'spam' }), 'notFound');
    await expectBadRequest(world.caller(s.cook).wishes.report({ wishId: s.wish.id, reason: 'rude' } as never));
    await expectBadRequest(world.caller(s.cook).wishes.report({ wishId: 'nope', reason: 'spam' }));
    await expectBadRequest(
      world.caller(s.cook).wishes.report({ wishId: s.wish.id, reason: 'spam', note: 'x'.repeat(501) }),
    );
    await expectDatabaseUnchanged(db(), before, 'the refused reports');
  });
});

describe('moderation.takeDownWish', () => {
  it('lists the report with its wish, takes the wish off the board once and tells its author', async () => {
    const s = await reportedWish();
    const { items } = await s.admin.caller.moderation.reports({ status: 'open' });
    const item = items.find((i) => i.id === s.report.id)!;
    expect(item).toMatchObject({
      meal: null,
      wish: { id: s.wish.id, title: 'Not food at all', status: 'open', author: { email: s.eater.email } },
    });

    world.clock.set('2026-11-20T11:00:00Z');
    expect(await s.admin.caller.moderation.takeDownWish({ reportId: s.report.id })).toEqual({
      wishId: s.wish.id,
      changed: true,
    });
    expect((await wishRow(s.wish.id)).status).toBe('takenDown');
    expect(await world.caller(s.reporter).wishes.list({ slug: s.office.slug })).toEqual([]);
    await expectAppError(world.caller(s.reporter).wishes.back({ wishId: s.wish.id, quantity: 1 }), 'notFound');
    await expectAppError(s.caller.wishes.withdraw({ wishId: s.wish.id }), 'notFound');

    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, s.eater.id), eq(notifications.kind, 'wishTakenDown')));
    expect(told).toHaveLength(1);
    expect(told[0]!.payload).toEqual({ wishTitle: 'Not food at all' });
    const mail = await db()
      .select()
      .from(emailEvents)
      .where(and(eq(emailEvents.recipientUserId, s.eater.id), eq(emailEvents.templateCode, 'NOTICE')));
    expect(mail.map((m) => (m.payload as { kind: string }).kind)).toEqual(['wishTakenDown']);
    const audit = await db().select().from(auditLog).where(eq(auditLog.targetId, s.wish.id));
    expect(audit).toMatchObject([{ action: 'wish.takeDown', actorId: s.admin.user.id }]);

    // Again: nothing more changes and nobody is told twice; the report stays open to be resolved.
    expect(await s.admin.caller.moderation.takeDownWish({ reportId: s.report.id })).toEqual({
      wishId: s.wish.id,
      changed: false,
    });
    expect(
      await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, s.eater.id), eq(notifications.kind, 'wishTakenDown'))),
    ).toHaveLength(1);
    await s.admin.caller.moderation.resolve({ reportId: s.report.id, notes: 'Advertising' });
  });

  it('another organization’s moderator cannot see or take it down: not found, and every row stays as it was', async () => {
    const s = await reportedWish();
    const otherOffice = await createOffice(db());
    const otherAdmin = await callerAs(world, 'admin', { officeId: otherOffice.id });
    const before = await snapshotDatabase(db());
    await expectAppError(otherAdmin.caller.moderation.takeDownWish({ reportId: s.report.id }), 'notFound');
    await expectDatabaseUnchanged(db(), before, 'the other organization’s take-down');
    expect((await wishRow(s.wish.id)).status).toBe('open');
    const { items } = await otherAdmin.caller.moderation.reports({ status: 'open' });
    expect(items.map((i) => i.id)).not.toContain(s.report.id);
    // Not an admin at all: refused before anything is read.
    await expectAppError(world.caller(s.reporter).moderation.takeDownWish({ reportId: s.report.id }), 'unauthorized');
    await expectBadRequest(s.admin.caller.moderation.takeDownWish({ reportId: 'x' }));
    await expectDatabaseUnchanged(db(), before, 'the refused take-downs');
  });

  it('a meal report is no wish report, and a wish report is no meal report', async () => {
    const s = await reportedWish();
    const before = await snapshotDatabase(db());
    await expectAppError(
      s.admin.caller.moderation.setMealDisabled({ reportId: s.report.id, disabled: true }),
      'notFound',
    );
    await expectDatabaseUnchanged(db(), before, 'the meal action on a wish report');
  });
});
