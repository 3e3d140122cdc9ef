// Admin use cases: the dashboard, organizations, offices with their QR code, users and
// their roles and offices, meals, and the audit log. Every change writes its audit row in the same transaction.
// The routers allow admins and super admins only; an admin reaches only their organization's rows (each query takes
// the actor's scope, server/db/queries/tenancy.ts; another organization's row is simply not found), and the finer
// privilege rules are shared/admin-rules.ts, checked here against locked rows.
import QRCode from 'qrcode';
import { assignableRoles, eraseRefusal, officeChangeRefusal, roleChangeRefusal } from '../../shared/admin-rules';
import { ADMIN_COUNTS_TTL_MS, ADMIN_LATEST_PREORDERS, ADMIN_PAGE_SIZE } from '../../shared/constants';
import { DEFAULT_TIME_ZONE, ROLES, type AuditAction, type Role } from '../../shared/enums';
import { DomainError, type AppErrorCode } from '../../shared/errors';
import { displayName } from '../../shared/people';
import type {
  AdminMealsQuery,
  AdminUsersQuery,
  AuditLogQuery,
  CloseDayData,
  CreateOfficeData,
  SetUserRoleData,
} from '../../shared/schemas/admin';
import type { AdminActor } from '../auth/auth-user';
import { endAllSessions } from '../auth/sessions';
import type { Executor } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import {
  dashboardCounts,
  findOffice,
  findOrganization,
  insertOfficeUnlessTaken,
  insertOrganizationUnlessTaken,
  latestPreorders,
  listMeals,
  listOffices,
  listOrganizations,
  listUsers,
  lockForRoleChange,
  lockOrganizationAdmins,
  organizationOfUser,
  setAnyMealActive,
  setProfileRoleAndOffice,
  updateOffice,
  userInScope,
  updateOrganization,
} from '../db/queries/admin';
import { listAuditEntries } from '../db/queries/audit';
import { newAccessRequestCount } from '../db/queries/leads';
import { openReportCount } from '../db/queries/moderation';
import type { AppDeps } from '../deps';
import { hhmm, localDate, zonedInstant } from '../../shared/office-time';
import { photoUrls } from '../storage';
import { recordAudit } from './audit';
import { reserveForRegulars } from './regulars';
import { deleteClosedDay, insertClosedDay, listClosedDays } from '../db/queries/closed-days';

type Actor = Pick<AdminActor, 'id' | 'email' | 'role' | 'organizationId'>;
type Deps = Pick<AppDeps, 'database' | 'clock'>;

/** Super admins only (creating organizations, their e-mail domains, moving offices between organizations). */
function requireSuperAdmin(actor: Actor) {
  if (actor.role !== 'super_admin') throw new DomainError('unauthorized');
}

/** A keyset page: the rows, and the cursor of the next page (null on the last). */
function page<Row, Key>(rows: Row[], keyOf: (row: Row) => { key: Key; id: string }) {
  const items = rows.slice(0, ADMIN_PAGE_SIZE);
  return { items, nextCursor: rows.length > ADMIN_PAGE_SIZE ? keyOf(items.at(-1)!) : null };
}

// ---------------------------------------------------------------------------------------------------------------
// Dashboard

type Counts = Awaited<ReturnType<typeof dashboardCounts>>;
/** Per database handle (so test worlds never share), per office and day: the counts and when they were read. */
const countsCache = new WeakMap<object, Map<string, { readAt: number; counts: Counts }>>();

/**
 * The figures of the admin dashboard. "Today" is the chosen office's day, or Europe/Vilnius's. The whole-table
 * counts come from a per-instance cache of ADMIN_COUNTS_TTL_MS (docs/decisions/014); the latest preorders are live.
 */
export async function dashboard(deps: Deps, actor: Actor, input: { officeId: string | null } | null | undefined) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const scope = actor.organizationId;
  const officeId = input?.officeId ?? null;
  const office = officeId ? await findOffice(db, officeId, scope) : null;
  if (officeId && !office) throw new DomainError('officeNotFound');
  const timeZone = office?.timeZone ?? DEFAULT_TIME_ZONE;
  const today = localDate(now, timeZone);
  const dayStart = zonedInstant(today, '00:00', timeZone);

  let cache = countsCache.get(deps.database);
  if (!cache) countsCache.set(deps.database, (cache = new Map()));
  const key = `${scope ?? '*'}|${officeId ?? '*'}|${today}`;
  let entry = cache.get(key);
  if (!entry || now.getTime() - entry.readAt >= ADMIN_COUNTS_TTL_MS || now.getTime() < entry.readAt) {
    entry = { readAt: now.getTime(), counts: await dashboardCounts(db, { dayStart, officeId, scope }) };
    cache.set(key, entry);
  }
  const latest = await latestPreorders(db, { limit: ADMIN_LATEST_PREORDERS, officeId, scope });
  // What waits for an admin is counted live (small partial ranges), not from the cache.
  const openReports = await openReportCount(db, scope);
  const newAccessRequests = await newAccessRequestCount(db, scope);
  return {
    ...entry.counts,
    openReports,
    newAccessRequests,
    countedAt: new Date(entry.readAt),
    timeZone,
    latestPreorders: latest.map((row) => ({
      id: row.id,
      quantity: row.quantity,
      status: row.status,
      paymentStatus: row.paymentStatus,
      createdAt: row.createdAt,
      mealTitle: row.mealTitle,
      eaterName: displayName({ firstName: row.eaterFirstName, lastName: row.eaterLastName, email: row.eaterEmail }),
      eaterEmail: row.eaterEmail,
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Organizations

export const organizations = (deps: Deps, actor: Actor) => listOrganizations(deps.database.db, actor.organizationId);

/** Super admins create organizations (and then appoint each one's first admin). */
export async function createOrganization(deps: Deps, actor: Actor, input: { name: string; domains: string[] }) {
  requireSuperAdmin(actor);
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const row = await insertOrganizationUnlessTaken(tx, { name: input.name, allowedEmailDomains: input.domains });
    if (!row) throw new DomainError('organizationNameTaken');
    await recordAudit(
      tx,
      actor,
      {
        action: 'organization.create',
        targetType: 'organization',
        targetId: row.id,
        targetLabel: row.name,
        after: { name: row.name, allowedEmailDomains: row.allowedEmailDomains },
      },
      now,
    );
    return row;
  });
}

async function changeOrganization(
  deps: Deps,
  actor: Actor,
  id: string,
  patch: { name: string } | { allowedEmailDomains: string[] },
) {
  const now = deps.clock.now();
  try {
    return await deps.database.db.transaction(async (tx) => {
      const before = await findOrganization(tx, id, actor.organizationId, true);
      if (!before) throw new DomainError('organizationNotFound');
      const after = (await updateOrganization(tx, id, patch))!;
      const field = 'name' in patch ? 'name' : 'allowedEmailDomains';
      await recordAudit(
        tx,
        actor,
        {
          action: 'name' in patch ? 'organization.rename' : 'organization.setDomains',
          targetType: 'organization',
          targetId: id,
          targetLabel: after.name,
          before: { [field]: before[field] },
          after: { [field]: after[field] },
        },
        now,
      );
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('organizationNameTaken');
    throw error;
  }
}

export const renameOrganization = (deps: Deps, actor: Actor, input: { id: string; name: string }) =>
  changeOrganization(deps, actor, input.id, { name: input.name });

/**
 * Super admins only: the domains decide who may join the organization's offices and whose access requests its
 * admins see, so an admin widening them would reach other companies' people.
 */
export function setOrganizationDomains(deps: Deps, actor: Actor, input: { id: string; domains: string[] }) {
  requireSuperAdmin(actor);
  return changeOrganization(deps, actor, input.id, { allowedEmailDomains: input.domains });
}

// ---------------------------------------------------------------------------------------------------------------
// Offices

const officeView = <T extends { pickupStart: string; pickupEnd: string; cutoffTime: string }>(row: T) => ({
  ...row,
  pickupStart: hhmm(row.pickupStart),
  pickupEnd: hhmm(row.pickupEnd),
  cutoffTime: hhmm(row.cutoffTime),
});

export async function offices(deps: Deps, actor: Actor) {
  return (await listOffices(deps.database.db, actor.organizationId)).map(officeView);
}

/** An admin opens offices in their own organization; a super admin in any. */
export async function createOffice(deps: Deps, actor: Actor, input: CreateOfficeData) {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    // Locked, so the organization cannot go away between the check and the insert.
    if (!(await findOrganization(tx, input.organizationId, actor.organizationId, true))) {
      throw new DomainError('organizationNotFound');
    }
    const row = await insertOfficeUnlessTaken(tx, input);
    if (!row) throw new DomainError('slugTaken');
    const view = officeView(row);
    await recordAudit(
      tx,
      actor,
      {
        action: 'office.create',
        targetType: 'office',
        targetId: row.id,
        targetLabel: row.name,
        after: {
          name: view.name,
          slug: view.slug,
          timeZone: view.timeZone,
          organizationId: view.organizationId,
          pickupStart: view.pickupStart,
          pickupEnd: view.pickupEnd,
          cutoffTime: view.cutoffTime,
        },
      },
      now,
    );
    return view;
  });
}

type OfficePatch =
  | { kind: 'rename'; name: string }
  | { kind: 'move'; organizationId: string }
  | { kind: 'subdomain'; subdomain: string | null }
  | {
      kind: 'defaults';
      timeZone: CreateOfficeData['timeZone'];
      pickupStart: string;
      pickupEnd: string;
      cutoffTime: string;
    };

const OFFICE_AUDIT_ACTIONS = {
  rename: 'office.rename',
  move: 'office.move',
  defaults: 'office.setDefaults',
  subdomain: 'office.setSubdomain',
} as const satisfies Record<OfficePatch['kind'], AuditAction>;

async function changeOffice(deps: Deps, actor: Actor, id: string, change: OfficePatch) {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const before = await findOffice(tx, id, actor.organizationId, true);
    if (!before) throw new DomainError('officeNotFound');
    const { kind, ...patch } = change;
    if (kind === 'move' && !(await findOrganization(tx, change.organizationId, actor.organizationId, true))) {
      throw new DomainError('organizationNotFound');
    }
    const updated = await updateOffice(tx, id, patch).catch((error: unknown) => {
      // Subdomains are unique (offices_subdomain_key): another office has it.
      if (kind === 'subdomain' && isUniqueViolation(error)) throw new DomainError('subdomainTaken');
      throw error;
    });
    const after = officeView(updated!);
    const old = officeView(before);
    const fields = Object.keys(patch) as (keyof typeof patch & keyof typeof old)[];
    await recordAudit(
      tx,
      actor,
      {
        action: OFFICE_AUDIT_ACTIONS[kind],
        targetType: 'office',
        targetId: id,
        targetLabel: after.name,
        before: Object.fromEntries(fields.map((field) => [field, old[field]])),
        after: Object.fromEntries(fields.map((field) => [field, after[field]])),
      },
      now,
    );
    return after;
  });
}

export const renameOffice = (deps: Deps, actor: Actor, input: { id: string; name: string }) =>
  changeOffice(deps, actor, input.id, { kind: 'rename', name: input.name });

/** Moving an office to another organization is a super admin's: an admin's scope finds no other organization. */
export const moveOffice = (deps: Deps, actor: Actor, input: { officeId: string; organizationId: string }) =>
  changeOffice(deps, actor, input.officeId, { kind: 'move', organizationId: input.organizationId });

/** Gives the office its own subdomain (docs/decisions/030-office-subdomains.md), or removes it (null). */
export const setOfficeSubdomain = (deps: Deps, actor: Actor, input: { id: string; subdomain: string | null }) =>
  changeOffice(deps, actor, input.id, { kind: 'subdomain', subdomain: input.subdomain });

export const setOfficeDefaults = (
  deps: Deps,
  actor: Actor,
  { id, ...defaults }: { id: string } & Omit<Extract<OfficePatch, { kind: 'defaults' }>, 'kind'>,
) => changeOffice(deps, actor, id, { kind: 'defaults', ...defaults });

/** The office's shareable menu link (absolute, from APP_ORIGIN) and its QR code as SVG, for the kitchen poster. */
export async function officeQr(deps: AppDeps, actor: Actor, input: { id: string }) {
  const office = await findOffice(deps.database.db, input.id, actor.organizationId);
  if (!office) throw new DomainError('officeNotFound');
  const url = `${deps.env.APP_ORIGIN}/o/${encodeURIComponent(office.slug)}/menu?day=tomorrow`;
  // Error correction M and a quiet zone of 4 modules: what phone cameras read reliably from a printed sheet.
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return { url, svg, office: { id: office.id, name: office.name, slug: office.slug } };
}

// ---------------------------------------------------------------------------------------------------------------
// Closed days: no meal may be listed on one (server/services/cook.ts), and the menu says the office is closed.

export async function closedDays(deps: Deps, actor: Actor, input: { id: string }) {
  const db = deps.database.db;
  if (!(await findOffice(db, input.id, actor.organizationId))) throw new DomainError('officeNotFound');
  return listClosedDays(db, input.id);
}

/**
 * Closes or reopens a day of an office of the actor's organization (its row locked first), audited with the day as
 * it is after a close or was before a reopen; `absent` answers when `write` changed nothing.
 */
async function changeClosedDay(
  deps: Deps,
  actor: Actor,
  officeId: string,
  change: {
    action: 'office.closeDay' | 'office.reopenDay';
    write: (tx: Executor, officeId: string, now: Date) => ReturnType<typeof insertClosedDay>;
    absent: AppErrorCode;
  },
) {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const office = await findOffice(tx, officeId, actor.organizationId, true);
    if (!office) throw new DomainError('officeNotFound');
    const day = await change.write(tx, office.id, now);
    if (!day) throw new DomainError(change.absent);
    const side = change.action === 'office.closeDay' ? { after: day } : { before: day };
    const target = { targetType: 'office', targetId: office.id, targetLabel: office.name } as const;
    await recordAudit(tx, actor, { action: change.action, ...target, ...side }, now);
    return day;
  });
}

export function closeDay(deps: Deps, actor: Actor, input: CloseDayData) {
  return changeClosedDay(deps, actor, input.officeId, {
    action: 'office.closeDay',
    write: (tx, officeId, now) => insertClosedDay(tx, officeId, { date: input.date, label: input.label }, now),
    absent: 'closedDayExists',
  });
}

export function reopenDay(deps: Deps, actor: Actor, input: { officeId: string; date: string }) {
  return changeClosedDay(deps, actor, input.officeId, {
    action: 'office.reopenDay',
    write: (tx, officeId) => deleteClosedDay(tx, officeId, input.date),
    absent: 'notFound',
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Users

export async function users(deps: Deps, actor: Actor, query: AdminUsersQuery) {
  const rows = await listUsers(deps.database.db, actor.organizationId, query, ADMIN_PAGE_SIZE + 1);
  const result = page(rows, (row) => ({ key: row.createdAt, id: row.id }));
  return {
    ...result,
    items: result.items.map((row) => ({
      ...row,
      name: displayName(row),
      /** The roles this admin may pick for this user (the current one included): the UI disables the rest. */
      assignableRoles: row.erased ? [row.role] : assignableRoles(actor, row, ROLES),
      canChangeOffice: !row.erased && officeChangeRefusal(actor, row) === null,
      /** Whether this admin may erase the account on the person's request (shared/admin-rules.ts). */
      canErase: !row.erased && eraseRefusal(actor, row) === null,
    })),
  };
}

interface UserChange {
  userId: string;
  expectedUpdatedAt: Date;
  role?: Role;
  /** With a new role of admin: the organization they will administer (a super admin's choice). */
  organizationId?: string | null;
  officeId?: string | null;
}

/**
 * A role or office change, checked against the rows as locked now (the actor's own role included, not what their
 * session remembers). The target must be in the actor's organization (else notFound, like a row that does not
 * exist); a new admin administers the actor's organization, or for a super admin the one named or the office's.
 * The profile's trigger tells every instance to forget the user's cached sessions, so the change takes effect on
 * their next request; this instance forgets them at once.
 */
async function changeUser(deps: AppDeps, actor: Actor, change: UserChange) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const scope = actor.organizationId;
  const result = await db.transaction(async (tx) => {
    const locked = await lockForRoleChange(tx, actor.id, change.userId);
    const target = locked.find((row) => row.id === change.userId);
    if (!target || !(await userInScope(tx, target.id, scope))) throw new DomainError('notFound');
    const me = locked.find((row) => row.id === actor.id) ?? { ...actor, role: 'eater' as Role };
    if (target.updatedAt.getTime() !== change.expectedUpdatedAt.getTime()) throw new DomainError('staleRecord');

    const patch: { role?: Role; officeId?: string | null; adminOrganizationId?: string | null } = {};
    if (change.role !== undefined) {
      const superAdmins = locked.filter((row) => row.role === 'super_admin').length;
      // The admins of the target's organization, locked, when the change could leave it with none.
      const targetOrganization = target.role === 'admin' ? await organizationOfUser(tx, target.id) : null;
      const organizationAdmins = targetOrganization
        ? (await lockOrganizationAdmins(tx, targetOrganization)).length
        : Infinity;
      const refusal = roleChangeRefusal(me, target, change.role, superAdmins, organizationAdmins);
      if (refusal) throw new DomainError(refusal);
      patch.role = change.role;
      if (change.role === 'admin' && target.role !== 'admin') {
        patch.adminOrganizationId = await appointedOrganization(tx, actor, target.id, change.organizationId ?? null);
      } else if (change.role !== 'admin') {
        patch.adminOrganizationId = null;
      }
    }
    if (change.officeId !== undefined) {
      const refusal = officeChangeRefusal(me, target);
      if (refusal) throw new DomainError(refusal);
      if (change.officeId !== null && !(await findOffice(tx, change.officeId, scope))) {
        throw new DomainError('officeNotFound');
      }
      patch.officeId = change.officeId;
    }

    const field = change.role !== undefined ? 'role' : 'officeId';
    if (target[field] === patch[field]) return { ...target, changed: false };
    const after = await setProfileRoleAndOffice(tx, target.id, patch, now);
    // A new role is a new set of rights: every session of the user ends (docs/security.md).
    if (field === 'role') await endAllSessions(tx, target.id);
    await recordAudit(
      tx,
      actor,
      {
        action: field === 'role' ? 'user.setRole' : 'user.setOffice',
        targetType: 'user',
        targetId: target.id,
        targetLabel: target.email,
        before: { [field]: target[field] },
        after:
          field === 'role' && after.adminOrganizationId
            ? { role: after.role, organizationId: after.adminOrganizationId }
            : { [field]: after[field] },
      },
      now,
    );
    return { ...target, ...after, changed: true };
  });
  if (result.changed) deps.sessions.invalidateUser(result.id);
  return {
    id: result.id,
    role: result.role,
    officeId: result.officeId,
    updatedAt: result.updatedAt,
    changed: result.changed,
  };
}

/**
 * The organization a new admin administers: an admin's own; for a super admin the one named (which must exist),
 * else the person's office's; organizationRequired when there is neither.
 */
async function appointedOrganization(tx: Executor, actor: Actor, targetId: string, named: string | null) {
  if (actor.organizationId !== null) return actor.organizationId;
  if (named !== null) {
    if (!(await findOrganization(tx, named, null))) throw new DomainError('organizationNotFound');
    return named;
  }
  const ofOffice = await organizationOfUser(tx, targetId);
  if (!ofOffice) throw new DomainError('organizationRequired');
  return ofOffice;
}

export const setUserRole = (deps: AppDeps, actor: Actor, input: SetUserRoleData) =>
  changeUser(deps, actor, {
    userId: input.userId,
    role: input.role,
    expectedUpdatedAt: input.expectedUpdatedAt,
    organizationId: input.organizationId,
  });

export const setUserOffice = (
  deps: AppDeps,
  actor: Actor,
  input: { userId: string; officeId: string | null; expectedUpdatedAt: Date },
) => changeUser(deps, actor, input);

// ---------------------------------------------------------------------------------------------------------------
// Meals

export async function meals(deps: AppDeps, actor: Actor, query: AdminMealsQuery) {
  const rows = await listMeals(deps.database.db, actor.organizationId, query, ADMIN_PAGE_SIZE + 1);
  const result = page(rows, (row) => ({ key: row.pickupDate, id: row.id }));
  return {
    ...result,
    items: result.items.map(({ photos, cookFirstName, cookLastName, cookEmail, withdrawnAt, ...row }) => ({
      ...row,
      pickupStart: hhmm(row.pickupStart),
      pickupEnd: hhmm(row.pickupEnd),
      withdrawn: withdrawnAt !== null,
      cookName: displayName({ firstName: cookFirstName, lastName: cookLastName, email: cookEmail }),
      cookEmail,
      cover: photos[0] ? photoUrls(deps.storage, photos[0]) : null,
    })),
  };
}

/** An admin switches any meal of their organization on or off; the meals trigger tells every open menu. */
export async function setMealActive(deps: Deps, actor: Actor, input: { id: string; active: boolean }) {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const before = await setAnyMealActive(tx, { ...input, scope: actor.organizationId, now });
    if (!before) throw new DomainError('notFound');
    // Switched back on, it serves its regulars as the cook switching it on does (server/services/regulars.ts); the
    // row is locked, so racing presses serve them once.
    if (input.active && !before.isActive) await reserveForRegulars(tx, { mealId: input.id, now });
    if (before.isActive !== input.active) {
      await recordAudit(
        tx,
        actor,
        {
          action: 'meal.setActive',
          targetType: 'meal',
          targetId: input.id,
          targetLabel: before.title,
          before: { isActive: before.isActive },
          after: { isActive: input.active },
        },
        now,
      );
    }
    return { id: input.id, isActive: input.active };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Audit log

/** The entries filed under the actor's organization (server/db/queries/audit.ts); a super admin sees all. */
export async function auditLog(deps: Deps, actor: Actor, query: AuditLogQuery) {
  const rows = await listAuditEntries(deps.database.db, actor.organizationId, query, ADMIN_PAGE_SIZE + 1);
  return page(rows, (row) => ({ key: row.createdAt, id: row.id }));
}
