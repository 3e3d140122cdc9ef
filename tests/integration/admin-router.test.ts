// The admin console through createCaller: each validation message, the slug rules (every reserved name), the
// privilege rules (refused and nothing changed), a role change reaching the user's cached sessions, exactly one
// audit row per action, the dashboard's figures, keyset pages, and concurrent changes of the same user.
import { and, eq } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { beforeEach, describe, expect, it } from 'vitest';
import { RESERVED_SLUGS } from '../../shared/reserved-slugs';
import type { Role } from '../../shared/enums';
import { createSession, validateSessionToken } from '../../server/auth/sessions';
import { SessionCache } from '../../server/auth/session-cache';
import { hashToken } from '../../server/auth/tokens';
import {
  auditLog,
  meals,
  offices,
  organizations,
  preorders,
  profiles,
  sessions as sessionsTable,
} from '../../server/db/schema';
import { createCaller } from '../../server/routers/_app';
import { createInnerContext } from '../../server/trpc/context';
import { useTestWorld } from '../helpers/context';
import { onPostgres } from '../helpers/db';
import { expectAppError } from '../helpers/errors';
import { callerAs, createMeal, createOffice, createUser, uniq } from '../helpers/factories';

const world = useTestWorld();
const db = () => world.deps.database.db;
const OFFICE_TIMES = {
  timeZone: 'Europe/Vilnius' as const,
  pickupStart: '12:00',
  pickupEnd: '13:00',
  cutoffTime: '18:00',
};

/** The zod messages (translation keys) a call failed with. */
async function validationMessages(call: Promise<unknown>): Promise<string[]> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'expected a validation error').toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe('BAD_REQUEST');
  const issues = ((error as TRPCError).cause as { issues?: { message: string }[] } | undefined)?.issues ?? [];
  return issues.map((issue) => issue.message);
}

const auditRows = (targetId: string) => db().select().from(auditLog).where(eq(auditLog.targetId, targetId));
const profileOf = async (userId: string) => (await db().select().from(profiles).where(eq(profiles.userId, userId)))[0]!;

beforeEach(() => {
  world.clock.set('2026-11-24T09:00:00Z');
});

describe('organizations', () => {
  it('creates one with the domains trimmed, lower-cased, de-duplicated and empties dropped, and audits it', async () => {
    const { caller } = await callerAs(world, 'super_admin');
    const name = uniq('Acme');
    const org = await caller.admin.createOrganization({
      name: `  ${name} `,
      domains: ' Acme.LT, ,acme.lt,@Sub.Acme.com ,',
    });
    expect(org).toMatchObject({ name, allowedEmailDomains: ['acme.lt', 'sub.acme.com'] });
    const rows = await auditRows(org.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'organization.create', targetType: 'organization', before: null });
    const listed = (await caller.admin.organizations()).find((o) => o.id === org.id);
    expect(listed).toMatchObject({ userCount: 0, offices: [] });
  });

  it('refuses an empty name, garbage domains and a taken name (any case), and writes nothing', async () => {
    const { caller } = await callerAs(world, 'super_admin');
    expect(await validationMessages(caller.admin.createOrganization({ name: '   ', domains: '' }))).toContain(
      'validation.organizationNameEmpty',
    );
    for (const domains of [
      'not a domain',
      'acme',
      'acme..lt',
      '-acme.lt',
      'acme.lt, <script>.com',
      'a@b.lt',
      'acme.123',
    ]) {
      expect(
        await validationMessages(caller.admin.createOrganization({ name: uniq('Org'), domains })),
        domains,
      ).toContain('validation.domainInvalid');
    }
    const name = uniq('Taken');
    await caller.admin.createOrganization({ name, domains: '' });
    const before = await db().select().from(organizations);
    await expectAppError(
      caller.admin.createOrganization({ name: name.toUpperCase(), domains: '' }),
      'organizationNameTaken',
    );
    expect(await db().select().from(organizations)).toHaveLength(before.length);
  });

  it('renames (empty name: "Organization name cannot be empty") and edits domains, one audit row each', async () => {
    const { caller } = await callerAs(world, 'super_admin');
    const org = await caller.admin.createOrganization({ name: uniq('Org'), domains: 'a.lt' });
    expect(await validationMessages(caller.admin.renameOrganization({ id: org.id, name: ' ' }))).toEqual([
      'validation.organizationNameEmpty',
    ]);
    const renamed = await caller.admin.renameOrganization({ id: org.id, name: 'Renamed Org ' + org.id.slice(0, 6) });
    expect(renamed.name).toBe('Renamed Org ' + org.id.slice(0, 6));
    await caller.admin.setOrganizationDomains({ id: org.id, domains: 'b.lt, c.lt' });
    const rows = await auditRows(org.id);
    expect(rows.map((row) => row.action).sort()).toEqual([
      'organization.create',
      'organization.rename',
      'organization.setDomains',
    ]);
    const domains = rows.find((row) => row.action === 'organization.setDomains')!;
    expect(domains.before).toEqual({ allowedEmailDomains: ['a.lt'] });
    expect(domains.after).toEqual({ allowedEmailDomains: ['b.lt', 'c.lt'] });
    const other = await caller.admin.createOrganization({ name: uniq('Other'), domains: '' });
    await expectAppError(
      caller.admin.renameOrganization({ id: other.id, name: renamed.name.toLowerCase() }),
      'organizationNameTaken',
    );
    expect(await auditRows(other.id)).toHaveLength(1);
  });
});

describe('offices', () => {
  it('creates one with its defaults; the slug rules and the required fields are checked', async () => {
    const { caller } = await callerAs(world, 'super_admin');
    const org = await caller.admin.createOrganization({ name: uniq('Org'), domains: '' });
    const slug = uniq('kaunas');
    const office = await caller.admin.createOffice({
      name: 'Kaunas',
      slug: ` ${slug.toUpperCase()} `,
      organizationId: org.id,
      ...OFFICE_TIMES,
    });
    expect(office).toMatchObject({
      slug,
      name: 'Kaunas',
      timeZone: 'Europe/Vilnius',
      pickupStart: '12:00',
      pickupEnd: '13:00',
      cutoffTime: '18:00',
    });
    expect(await auditRows(office.id)).toHaveLength(1);

    const create = (fields: Record<string, unknown>) =>
      caller.admin.createOffice({
        name: 'X office',
        slug: uniq('ok'),
        organizationId: org.id,
        ...OFFICE_TIMES,
        ...fields,
      } as never);
    expect(await validationMessages(create({ name: '' }))).toContain('validation.requiredFields');
    expect(await validationMessages(create({ slug: '' }))).toContain('validation.requiredFields');
    expect(await validationMessages(create({ organizationId: '' }))).toContain('validation.requiredFields');
    expect(await validationMessages(create({ slug: 'ab' }))).toContain('validation.slugLength');
    expect(await validationMessages(create({ slug: 'a'.repeat(41) }))).toContain('validation.slugLength');
    for (const bad of ['under_score', 'double--dash', '-lead', 'trail-', 'ąžuolas', 'sp ace', 'dot.ted']) {
      expect(await validationMessages(create({ slug: bad })), bad).toContain('validation.slugInvalid');
    }
    expect(await validationMessages(create({ timeZone: 'Mars/Olympus' }))).toHaveLength(1);
    expect(await validationMessages(create({ pickupStart: '13:00', pickupEnd: '12:00' }))).toContain(
      'validation.pickupInvalid',
    );
    await expectAppError(create({ slug }), 'slugTaken');
    await expectAppError(create({ organizationId: '00000000-0000-4000-8000-000000000000' }), 'organizationNotFound');
  });

  it('refuses every reserved name as a slug', async () => {
    const { caller } = await callerAs(world, 'super_admin');
    const org = await caller.admin.createOrganization({ name: uniq('Org'), domains: '' });
    for (const slug of RESERVED_SLUGS) {
      const messages = await validationMessages(
        caller.admin.createOffice({ name: 'Reserved', slug, organizationId: org.id, ...OFFICE_TIMES }),
      );
      // The short ones (o, u) are already too short; every other one is refused as reserved.
      expect(messages, slug).toContain(slug.length < 3 ? 'validation.slugLength' : 'validation.slugReserved');
    }
  });

  it('renames ("Office name cannot be empty"), moves to another organization and changes its defaults, audited', async () => {
    const { caller } = await callerAs(world, 'super_admin');
    const office = await createOffice(db());
    expect(await validationMessages(caller.admin.renameOffice({ id: office.id, name: '  ' }))).toEqual([
      'validation.officeNameEmpty',
    ]);
    await caller.admin.renameOffice({ id: office.id, name: 'Vilnius HQ 2' });
    const org = await caller.admin.createOrganization({ name: uniq('Org'), domains: '' });
    await expectAppError(
      caller.admin.moveOffice({ officeId: office.id, organizationId: '00000000-0000-4000-8000-000000000000' }),
      'organizationNotFound',
    );
    await caller.admin.moveOffice({ officeId: office.id, organizationId: org.id });
    await caller.admin.setOfficeDefaults({
      id: office.id,
      timeZone: 'Europe/London',
      pickupStart: '11:45',
      pickupEnd: '12:45',
      cutoffTime: '17:00',
    });
    const [row] = await db().select().from(offices).where(eq(offices.id, office.id));
    expect(row).toMatchObject({
      name: 'Vilnius HQ 2',
      organizationId: org.id,
      timeZone: 'Europe/London',
      pickupStart: '11:45:00',
      cutoffTime: '17:00:00',
    });
    const rows = await auditRows(office.id);
    expect(rows.map((r) => r.action).sort()).toEqual(['office.move', 'office.rename', 'office.setDefaults']);
    expect(rows.find((r) => r.action === 'office.setDefaults')!.after).toEqual({
      timeZone: 'Europe/London',
      pickupStart: '11:45',
      pickupEnd: '12:45',
      cutoffTime: '17:00',
    });
  });

  it("gives a QR code that a phone camera reads as the office's absolute menu link", async () => {
    const { caller } = await callerAs(world, 'super_admin');
    const office = await createOffice(db());
    const qr = await caller.admin.officeQr({ id: office.id });
    expect(qr.url).toBe(`${world.deps.env.APP_ORIGIN}/o/${office.slug}/menu?day=tomorrow`);
    expect(qr.svg).toMatch(/^<svg[^>]*viewBox/);
    // The SVG's modules, drawn again as a PNG and decoded as a camera app would.
    const png = PNG.sync.read(await QRCode.toBuffer(qr.url, { errorCorrectionLevel: 'M', margin: 4, scale: 6 }));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(qr.url);
  });
});

describe('users: roles and offices', () => {
  const setRole = (caller: Awaited<ReturnType<typeof callerAs>>['caller'], userId: string, role: Role) =>
    profileOf(userId).then((p) => caller.admin.setUserRole({ userId, role, expectedUpdatedAt: p.updatedAt }));

  it('an admin makes an eater a cook and binds an office; one audit row each', async () => {
    const office = await createOffice(db());
    const { caller } = await callerAs(world, 'admin', { officeId: office.id });
    const home = await createOffice(db(), { organizationId: office.organizationId });
    const eater = await createUser(db(), 'eater', { officeId: home.id });
    await setRole(caller, eater.id, 'cook');
    const p = await profileOf(eater.id);
    await caller.admin.setUserOffice({ userId: eater.id, officeId: office.id, expectedUpdatedAt: p.updatedAt });
    expect(await profileOf(eater.id)).toMatchObject({ role: 'cook', officeId: office.id });
    const rows = await auditRows(eater.id);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual(
      expect.arrayContaining([
        ['user.setRole', { role: 'eater' }, { role: 'cook' }],
        ['user.setOffice', { officeId: home.id }, { officeId: office.id }],
      ]),
    );
    expect(rows).toHaveLength(2);
    // Unbinding is a change too.
    await caller.admin.setUserOffice({
      userId: eater.id,
      officeId: null,
      expectedUpdatedAt: (await profileOf(eater.id)).updatedAt,
    });
    expect((await profileOf(eater.id)).officeId).toBeNull();
    expect(await auditRows(eater.id)).toHaveLength(3);
  });

  it.each([
    ['an admin grants super_admin', 'admin', 'cook', 'super_admin', 'roleChangeNotAllowed'],
    ['an admin changes a super admin', 'admin', 'super_admin', 'admin', 'roleChangeNotAllowed'],
    ['an admin changes an eater of another organization', 'admin', 'eater', 'cook', 'notFound'],
  ] as const)('refuses when %s, and changes nothing', async (name, actorRole, targetRole, next, code) => {
    const office = await createOffice(db());
    const { caller } = await callerAs(world, actorRole, { officeId: office.id });
    const elsewhere = name.includes('another organization') ? (await createOffice(db())).id : office.id;
    const target = await createUser(db(), targetRole, { officeId: elsewhere });
    const before = await profileOf(target.id);
    await expectAppError(setRole(caller, target.id, next), code);
    expect(await profileOf(target.id)).toEqual(before);
    expect(await auditRows(target.id)).toHaveLength(0);
  });

  it("refuses an admin changing a super admin's office", async () => {
    const office = await createOffice(db());
    const { caller } = await callerAs(world, 'admin', { officeId: office.id });
    const target = await createUser(db(), 'super_admin', { officeId: office.id });
    await expectAppError(
      caller.admin.setUserOffice({
        userId: target.id,
        officeId: office.id,
        expectedUpdatedAt: (await profileOf(target.id)).updatedAt,
      }),
      'roleChangeNotAllowed',
    );
    expect((await profileOf(target.id)).officeId).toBe(office.id);
  });

  it.each(['admin', 'super_admin'] as const)('refuses a %s changing their own role', async (role) => {
    const { user, caller } = await callerAs(world, role, { officeId: (await createOffice(db())).id });
    await expectAppError(setRole(caller, user.id, 'eater'), 'ownRole');
    expect((await profileOf(user.id)).role).toBe(role);
  });

  it('a super admin grants and removes admin and super_admin', async () => {
    const { caller } = await callerAs(world, 'super_admin');
    const target = await createUser(db(), 'eater');
    // Someone of no office administers the organization the super admin names.
    await expectAppError(setRole(caller, target.id, 'admin'), 'organizationRequired');
    const office = await createOffice(db());
    await caller.admin.setUserRole({
      userId: target.id,
      role: 'admin',
      organizationId: office.organizationId,
      expectedUpdatedAt: (await profileOf(target.id)).updatedAt,
    });
    expect(await profileOf(target.id)).toMatchObject({ role: 'admin', adminOrganizationId: office.organizationId });
    // An organization keeps at least one admin, whoever asks.
    await expectAppError(setRole(caller, target.id, 'super_admin'), 'lastOrganizationAdmin');
    await createUser(db(), 'admin', { adminOrganizationId: office.organizationId });
    await setRole(caller, target.id, 'super_admin');
    await setRole(caller, target.id, 'cook');
    expect(await profileOf(target.id)).toMatchObject({ role: 'cook', adminOrganizationId: null });
    expect(await auditRows(target.id)).toHaveLength(3);
  });

  it('never demotes the last super admin', async () => {
    await db().update(profiles).set({ role: 'admin' }).where(eq(profiles.role, 'super_admin'));
    const only = await callerAs(world, 'super_admin');
    await expectAppError(setRole(only.caller, only.user.id, 'admin'), 'lastSuperAdmin');
    expect((await profileOf(only.user.id)).role).toBe('super_admin');
    // Two of them demoting each other: B's session still says super_admin, but the rules read the locked rows,
    // where B is an admin by then.
    const other = await callerAs(world, 'super_admin', { officeId: (await createOffice(db())).id });
    const onlySaw = await profileOf(only.user.id);
    await setRole(only.caller, other.user.id, 'admin');
    await expectAppError(
      other.caller.admin.setUserRole({ userId: only.user.id, role: 'admin', expectedUpdatedAt: onlySaw.updatedAt }),
      'roleChangeNotAllowed',
    );
    expect((await profileOf(only.user.id)).role).toBe('super_admin');
    expect(await db().select().from(profiles).where(eq(profiles.role, 'super_admin'))).toHaveLength(1);
    expect(await auditRows(only.user.id)).toHaveLength(0);
  });

  it('refuses a change made on a stale view (two admins changing the same user) with staleRecord', async () => {
    const first = await callerAs(world, 'super_admin');
    const second = await callerAs(world, 'super_admin');
    const target = await createUser(db(), 'eater');
    const seen = (await profileOf(target.id)).updatedAt;
    world.clock.advance(1000);
    await first.caller.admin.setUserRole({ userId: target.id, role: 'cook', expectedUpdatedAt: seen });
    await expectAppError(
      second.caller.admin.setUserRole({ userId: target.id, role: 'eater', expectedUpdatedAt: seen }),
      'staleRecord',
    );
    expect((await profileOf(target.id)).role).toBe('cook');
    expect(await auditRows(target.id)).toHaveLength(1);
  });

  it('refuses an office that does not exist', async () => {
    const { caller } = await callerAs(world, 'super_admin');
    const target = await createUser(db(), 'eater');
    await expectAppError(
      caller.admin.setUserOffice({
        userId: target.id,
        officeId: '00000000-0000-4000-8000-000000000000',
        expectedUpdatedAt: (await profileOf(target.id)).updatedAt,
      }),
      'officeNotFound',
    );
  });

  it('a role change ends every session of the user, cached on this instance or another', async () => {
    const target = await createUser(db(), 'eater');
    const { token } = await createSession(db(), target.id, world.clock.now());
    const other = await createUser(db(), 'eater');
    const { token: othersToken } = await createSession(db(), other.id, world.clock.now());
    // A cache that hears no notifications: the instance that changes the role must forget at once.
    const sessions = new SessionCache();
    expect((await validateSessionToken(db(), token, world.clock.now(), sessions))?.user.role).toBe('eater');
    expect((await validateSessionToken(db(), token, world.clock.now(), world.deps.sessions))?.user.role).toBe('eater');
    expect(sessions.get(hashToken(token))).toBeDefined();
    const adminCaller = createCaller(
      createInnerContext({
        deps: { ...world.deps, sessions },
        user: (await callerAs(world, 'super_admin')).user,
        ip: uniq('ip'),
      }),
    );
    await adminCaller.admin.setUserRole({
      userId: target.id,
      role: 'cook',
      expectedUpdatedAt: (await profileOf(target.id)).updatedAt,
    });
    expect(sessions.get(hashToken(token))).toBeUndefined();
    expect(await validateSessionToken(db(), token, world.clock.now(), sessions)).toBeNull();
    // Every other instance hears it from the database.
    await world.settle();
    expect(await validateSessionToken(db(), token, world.clock.now(), world.deps.sessions)).toBeNull();
    expect(await db().select().from(sessionsTable).where(eq(sessionsTable.userId, target.id))).toHaveLength(0);
    // Nobody else's session ends.
    expect((await validateSessionToken(db(), othersToken, world.clock.now(), sessions))?.user.id).toBe(other.id);
  });

  it('lists users newest first in keyset pages of 25, searchable by name or e-mail, filtered by role and office', async () => {
    const { caller } = await callerAs(world, 'super_admin');
    const office = await createOffice(db());
    const tag = uniq('zz').replace('-', '');
    for (let i = 0; i < 30; i++) {
      world.clock.advance(1000);
      await createUser(db(), i % 3 === 0 ? 'cook' : 'eater', { officeId: office.id, lastName: `${tag}_${i}` });
      await db()
        .update(profiles)
        .set({ createdAt: world.clock.now() })
        .where(eq(profiles.lastName, `${tag}_${i}`));
    }
    const first = await caller.admin.users({ search: tag });
    expect(first.items).toHaveLength(25);
    expect(first.items[0]!.lastName).toBe(`${tag}_29`);
    const second = await caller.admin.users({ search: tag, cursor: first.nextCursor });
    expect(second.items.map((u) => u.lastName)).toEqual([4, 3, 2, 1, 0].map((i) => `${tag}_${i}`));
    expect(second.nextCursor).toBeNull();
    expect(
      (await caller.admin.users({ search: `${tag}_1`.toUpperCase() })).items.map((u) => u.lastName).sort(),
    ).toEqual(
      [
        `${tag}_1`,
        `${tag}_10`,
        `${tag}_11`,
        `${tag}_12`,
        `${tag}_13`,
        `${tag}_14`,
        `${tag}_15`,
        `${tag}_16`,
        `${tag}_17`,
        `${tag}_18`,
        `${tag}_19`,
      ].sort(),
    );
    expect((await caller.admin.users({ search: tag, role: 'cook', office: office.id })).items).toHaveLength(10);
    // LIKE's own characters are taken literally.
    expect((await caller.admin.users({ search: '%' })).items).toHaveLength(0);
    const row = first.items[0]!;
    // A super admin may give anyone any role (an admin of theirs, tests/integration/tenancy.test.ts, fewer).
    expect(row.assignableRoles).toEqual(['eater', 'cook', 'admin', 'super_admin']);
  });
});

describe('meals', () => {
  it('lists every meal with cook and office, filtered and searched, and an admin switches one off (audited)', async () => {
    const { caller } = await callerAs(world, 'super_admin');
    const office = await createOffice(db());
    const cook = await createUser(db(), 'cook', { officeId: office.id, firstName: 'Rūta' });
    const title = uniq('Cepelinai');
    const meal = await createMeal(db(), { cookId: cook.id, officeId: office.id, pickupDate: '2026-11-25', title });
    await createMeal(db(), { cookId: cook.id, officeId: office.id, pickupDate: '2026-11-26' });
    const found = await caller.admin.meals({ search: title });
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      id: meal.id,
      cookName: 'Rūta cook',
      officeName: office.name,
      isActive: true,
    });
    expect((await caller.admin.meals({ officeId: office.id })).items).toHaveLength(2);
    expect((await caller.admin.meals({ officeId: office.id, date: '2026-11-25' })).items.map((m) => m.id)).toEqual([
      meal.id,
    ]);

    await caller.admin.setMealActive({ id: meal.id, active: false });
    expect((await db().select().from(meals).where(eq(meals.id, meal.id)))[0]!.isActive).toBe(false);
    expect((await caller.admin.meals({ officeId: office.id, state: 'inactive' })).items.map((m) => m.id)).toEqual([
      meal.id,
    ]);
    expect((await caller.admin.meals({ officeId: office.id, state: 'active' })).items).toHaveLength(1);
    // Switching it off again changes nothing and records nothing.
    await caller.admin.setMealActive({ id: meal.id, active: false });
    expect(await auditRows(meal.id)).toHaveLength(1);
  });
});

describe('dashboard', () => {
  it("counts users, active meals, preorders that count, and today's payments (Europe/Vilnius); the latest 10", async () => {
    const { caller } = await callerAs(world, 'super_admin');
    const office = await createOffice(db());
    const cook = await createUser(db(), 'cook', { officeId: office.id });
    const eater = await createUser(db(), 'eater', { officeId: office.id });
    const meal = await createMeal(db(), {
      cookId: cook.id,
      officeId: office.id,
      pickupDate: '2026-11-25',
      totalPortions: 20,
    });
    const add = (values: Partial<typeof preorders.$inferInsert>) =>
      db()
        .insert(preorders)
        .values({ mealId: meal.id, eaterId: eater.id, quantity: 1, ...values });
    await add({ status: 'reserved' });
    await add({ status: 'reserved', paymentStatus: 'waived' });
    await add({ status: 'cancelled' });
    await add({ status: 'fulfilled', paymentStatus: 'paid', paidAt: new Date('2026-11-23T22:30:00Z') }); // 00:30 today in Vilnius
    await add({ status: 'fulfilled', paymentStatus: 'paid', paidAt: new Date('2026-11-23T21:30:00Z') }); // yesterday there
    const stats = await caller.admin.dashboard({ officeId: office.id });
    expect(stats).toMatchObject({
      totalUsers: 2,
      activeMeals: 1,
      totalPreorders: 4,
      timeZone: 'Europe/Vilnius',
      payments: { paidToday: 1, unpaidActive: 1, waived: 1 },
    });
    expect(stats.latestPreorders).toHaveLength(5);
    expect(stats.latestPreorders[0]).toMatchObject({ mealTitle: meal.title, eaterEmail: eater.email, quantity: 1 });
    const all = await caller.admin.dashboard();
    expect(all.totalUsers).toBeGreaterThanOrEqual(3);
    expect(all.latestPreorders.length).toBeLessThanOrEqual(10);
  });

  it('serves the whole-table counts from a short cache, then reads them again', async () => {
    const { caller } = await callerAs(world, 'super_admin');
    const office = await createOffice(db());
    const first = await caller.admin.dashboard({ officeId: office.id });
    await createUser(db(), 'eater', { officeId: office.id });
    expect((await caller.admin.dashboard({ officeId: office.id })).totalUsers).toBe(first.totalUsers);
    world.clock.advance(30_000);
    expect((await caller.admin.dashboard({ officeId: office.id })).totalUsers).toBe(first.totalUsers + 1);
  });
});

describe('audit log', () => {
  it('filters by action, target and actor, newest first', async () => {
    const { user, caller } = await callerAs(world, 'super_admin');
    const org = await caller.admin.createOrganization({ name: uniq('Audited'), domains: '' });
    world.clock.advance(1000);
    await caller.admin.renameOrganization({ id: org.id, name: `${org.name} 2` });
    const byTarget = await caller.admin.auditLog({ targetType: 'organization', targetId: org.id });
    expect(byTarget.items.map((row) => row.action)).toEqual(['organization.rename', 'organization.create']);
    expect(byTarget.items[0]).toMatchObject({ actorId: user.id, actorEmail: user.email, targetLabel: `${org.name} 2` });
    const byAction = await caller.admin.auditLog({ action: 'organization.rename', actor: user.email.toUpperCase() });
    expect(byAction.items.map((row) => row.targetId)).toEqual([org.id]);
  });

  it('rolls the audit row back with a refused change', async () => {
    const { caller } = await callerAs(world, 'super_admin');
    const office = await createOffice(db());
    await expectAppError(
      caller.admin.moveOffice({ officeId: office.id, organizationId: '00000000-0000-4000-8000-000000000000' }),
      'organizationNotFound',
    );
    expect(await auditRows(office.id)).toHaveLength(0);
  });
});

describe.skipIf(!onPostgres())('concurrent admins (PostgreSQL)', () => {
  it('two admins changing the same user at once: exactly one wins, the other gets staleRecord', async () => {
    for (let round = 0; round < 10; round++) {
      const target = await createUser(db(), 'eater');
      const seen = (await profileOf(target.id)).updatedAt;
      world.clock.advance(1000);
      const [a, b] = await Promise.all([callerAs(world, 'super_admin'), callerAs(world, 'super_admin')]);
      const office = await createOffice(db());
      const results = await Promise.allSettled([
        a.caller.admin.setUserRole({ userId: target.id, role: 'cook', expectedUpdatedAt: seen }),
        b.caller.admin.setUserOffice({ userId: target.id, officeId: office.id, expectedUpdatedAt: seen }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const failure = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(failure.reason.cause.code).toBe('staleRecord');
      expect(
        await db()
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.targetId, target.id))),
      ).toHaveLength(1);
    }
  });

  it('two super admins demoting each other at once leave exactly one super admin', async () => {
    // An office, so each demoted super admin becomes an admin of its organization.
    const office = await createOffice(db());
    for (let round = 0; round < 5; round++) {
      await db().update(profiles).set({ role: 'admin' }).where(eq(profiles.role, 'super_admin'));
      const a = await callerAs(world, 'super_admin', { officeId: office.id });
      const b = await callerAs(world, 'super_admin', { officeId: office.id });
      const [pa, pb] = [await profileOf(a.user.id), await profileOf(b.user.id)];
      const results = await Promise.allSettled([
        a.caller.admin.setUserRole({ userId: b.user.id, role: 'admin', expectedUpdatedAt: pb.updatedAt }),
        b.caller.admin.setUserRole({ userId: a.user.id, role: 'admin', expectedUpdatedAt: pa.updatedAt }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await db().select().from(profiles).where(eq(profiles.role, 'super_admin'))).toHaveLength(1);
    }
  });
});
