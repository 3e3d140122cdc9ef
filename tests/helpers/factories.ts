// Test data built through the app's own query modules. Every factory makes unique names, so tests in one file
// share a database without colliding.
import { randomBytes } from 'node:crypto';
import type { Allergen, DietaryTag, Role } from '../../shared/enums';
import type { AuthUser } from '../../server/auth/auth-user';
import type { Database } from '../../server/db/client';
import { insertMeal, type NewMeal } from '../../server/db/queries/meals';
import { insertOffice, insertOrganization } from '../../server/db/queries/organizations';
import { insertUserWithProfile } from '../../server/db/queries/users';
import type { TestWorld } from './context';

export const uniq = (prefix = 'x') => `${prefix}-${randomBytes(4).toString('hex')}`;

export async function createOrganization(db: Database, allowedEmailDomains: string[] = []) {
  return insertOrganization(db, { name: uniq('Org'), allowedEmailDomains });
}

export async function createOffice(
  db: Database,
  options: { organizationId?: string; timeZone?: string; slug?: string; allowedEmailDomains?: string[] } = {},
) {
  const organizationId = options.organizationId ?? (await createOrganization(db, options.allowedEmailDomains ?? [])).id;
  const slug = options.slug ?? uniq('office');
  return {
    ...(await insertOffice(db, { organizationId, name: `Office ${slug}`, slug, timeZone: options.timeZone })),
    organizationId,
  };
}

export interface UserOptions {
  email?: string;
  officeId?: string | null;
  passwordHash?: string | null;
  verified?: boolean;
  firstName?: string;
  lastName?: string;
  /** An admin's organization, when not their office's. */
  adminOrganizationId?: string;
}

export async function createUser(db: Database, role: Role = 'eater', options: UserOptions = {}): Promise<AuthUser> {
  const email = options.email ?? `${uniq(role)}@example.com`;
  const officeId = options.officeId === undefined ? null : options.officeId;
  const user = await db.transaction((tx) =>
    insertUserWithProfile(tx, {
      email,
      passwordHash: options.passwordHash ?? null,
      emailVerifiedAt: options.verified === false ? null : new Date(),
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? role,
      locale: 'en',
      role,
      officeId,
      adminOrganizationId: options.adminOrganizationId ?? null,
    }),
  );
  return { id: user.id, email, role, officeId, suspendedUntil: null, sessionId: 'test-session' };
}

/** A user of `role` (in `officeId` when given) and a tRPC caller acting as them. */
export async function callerAs(world: TestWorld, role: Role, options: UserOptions = {}) {
  const user = await createUser(world.deps.database.db, role, options);
  return { user, caller: world.caller(user) };
}

export async function createMeal(
  db: Database,
  input: Partial<NewMeal> & { cookId: string; officeId: string; pickupDate: string },
) {
  const meal: NewMeal = {
    title: uniq('Meal'),
    description: 'Test meal',
    priceCents: 550,
    totalPortions: 10,
    pickupStart: '12:30',
    pickupEnd: '13:30',
    dietaryTags: [] as DietaryTag[],
    allergens: [] as Allergen[],
    ...input,
  };
  return { ...(await insertMeal(db, meal)), ...meal };
}
