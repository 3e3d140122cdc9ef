// Admins scoped to their organization (docs/decisions/039-admins-scoped-to-their-organization.md): appointing and
// removing an organization's admins, the organization keeping one, and counts and the audit log covering only the
// admin's organization. The refusals for each procedure are in tests/integration/access-matrix.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, officeChannels, profiles } from '../../server/db/schema';
import { useTestWorld } from '../helpers/context';
import { expectAppError } from '../helpers/errors';
import { callerAs, createMeal, createOffice, createUser } from '../helpers/factories';
import { expectDatabaseUnchanged, snapshotDatabase } from '../helpers/snapshot';

const world = useTestWorld();
const db = () => world.deps.database.db;
const profileOf = async (userId: string) => (await db().select().from(profiles).where(eq(profiles.userId, userId)))[0]!;

describe('tenancy', () => {
  it('an admin appoints a co-admin of their organization and removes them; the organization keeps one', async () => {
    const office = await createOffice(db());
    const first = await callerAs(world, 'admin', { officeId: office.id });
    const colleague = await createUser(db(), 'eater', { officeId: office.id });
    await first.caller.admin.setUserRole({
      userId: colleague.id,
      role: 'admin',
      expectedUpdatedAt: (await profileOf(colleague.id)).updatedAt,
    });
    expect(await profileOf(colleague.id)).toMatchObject({ role: 'admin', adminOrganizationId: office.organizationId });
    // The new admin administers the same organization, and only it.
    const second = world.caller({ ...colleague, role: 'admin' });
    expect((await second.admin.offices()).map((row) => row.id)).toEqual([office.id]);
    // An admin naming another organization for their appointee still appoints to their own.
    const other = await createOffice(db());
    const third = await createUser(db(), 'eater', { officeId: office.id });
    await first.caller.admin.setUserRole({
      userId: third.id,
      role: 'admin',
      organizationId: other.organizationId,
      expectedUpdatedAt: (await profileOf(third.id)).updatedAt,
    });
    expect((await profileOf(third.id)).adminOrganizationId).toBe(office.organizationId);
    // Removing co-admins while others remain is fine; the last one stays, whoever asks.
    await second.admin.setUserRole({
      userId: third.id,
      role: 'eater',
      expectedUpdatedAt: (await profileOf(third.id)).updatedAt,
    });
    expect(await profileOf(third.id)).toMatchObject({ role: 'eater', adminOrganizationId: null });
    await first.caller.admin.setUserRole({
      userId: colleague.id,
      role: 'cook',
      expectedUpdatedAt: (await profileOf(colleague.id)).updatedAt,
    });
    const { caller: superAdmin } = await callerAs(world, 'super_admin');
    await expectAppError(
      superAdmin.admin.setUserRole({
        userId: first.user.id,
        role: 'eater',
        expectedUpdatedAt: (await profileOf(first.user.id)).updatedAt,
      }),
      'lastOrganizationAdmin',
    );
    expect((await profileOf(first.user.id)).role).toBe('admin');
  });

  it("an admin cannot bind one of their organization's people to another organization's office", async () => {
    const mine = await createOffice(db());
    const theirs = await createOffice(db());
    const { caller: admin } = await callerAs(world, 'admin', { officeId: mine.id });
    const member = await createUser(db(), 'eater', { officeId: mine.id });
    const before = await snapshotDatabase(db());
    await expectAppError(
      admin.admin.setUserOffice({
        userId: member.id,
        officeId: theirs.id,
        expectedUpdatedAt: (await profileOf(member.id)).updatedAt,
      }),
      'officeNotFound',
    );
    expect((await profileOf(member.id)).officeId).toBe(mine.id);
    await expectDatabaseUnchanged(db(), before, "binding to the other organization's office");
  });

  it("an admin setting a chat channel on another organization's office writes no channel and no audit entry", async () => {
    const mine = await createOffice(db());
    const theirs = await createOffice(db());
    const { caller: admin } = await callerAs(world, 'admin', { officeId: mine.id });
    const before = await snapshotDatabase(db());
    await expectAppError(
      admin.admin.setOfficeChannel({ officeId: theirs.id, kind: 'slack', url: 'http://127.0.0.1:9/hook' }),
      'officeNotFound',
    );
    expect(await db().select().from(officeChannels).where(eq(officeChannels.officeId, theirs.id))).toEqual([]);
    expect(await db().select().from(auditLog).where(eq(auditLog.targetId, theirs.id))).toEqual([]);
    await expectDatabaseUnchanged(db(), before, "a channel on the other organization's office");
  });

  it('an admin of no organization administers nothing', async () => {
    const { caller } = await callerAs(world, 'admin');
    await expectAppError(caller.admin.offices(), 'unauthorized');
    await expectAppError(caller.moderation.reports({ status: 'open' }), 'unauthorized');
  });

  it("counts and the audit log cover only the admin's organization", async () => {
    world.clock.set('2026-11-20T10:00:00Z');
    const mine = await createOffice(db());
    const theirs = await createOffice(db());
    const { caller: admin } = await callerAs(world, 'admin', { officeId: mine.id });
    const { caller: superAdmin } = await callerAs(world, 'super_admin');
    const myCook = await createUser(db(), 'cook', { officeId: mine.id });
    const theirCook = await createUser(db(), 'cook', { officeId: theirs.id });
    await createMeal(db(), { cookId: myCook.id, officeId: mine.id, pickupDate: '2026-11-21' });
    for (let i = 0; i < 3; i++) {
      await createMeal(db(), { cookId: theirCook.id, officeId: theirs.id, pickupDate: '2026-11-21' });
    }
    const counts = await admin.admin.dashboard();
    // The admin and the cook; one meal.
    expect(counts).toMatchObject({ totalUsers: 2, activeMeals: 1 });
    expect((await superAdmin.admin.dashboard()).activeMeals).toBeGreaterThanOrEqual(4);

    await superAdmin.admin.renameOffice({ id: theirs.id, name: 'Their office' });
    await superAdmin.admin.renameOffice({ id: mine.id, name: 'My office' });
    const entries = (await admin.admin.auditLog({})).items;
    expect(entries.map((row) => row.targetId)).toContain(mine.id);
    expect(entries.map((row) => row.targetId)).not.toContain(theirs.id);
  });
});
