// Users (identity) and their profiles. Only this module selects users.password_hash, and only where it is needed.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Allergen, DietaryTag, Locale, Role } from '../../../shared/enums';
import type { Executor } from '../client';
import { offices, profiles, users } from '../schema';

export interface NewUser {
  /** Set only by the demo world, whose ids come from its seeded generator (server/demo/world.ts). */
  id?: string;
  email: string;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
  googleSubject?: string | null;
  microsoftSubject?: string | null;
  firstName: string;
  lastName: string;
  avatarUrl?: string | null;
  locale: Locale;
  role?: Role;
  officeId?: string | null;
  /** For an admin: the organization they administer, when not their office's (docs/decisions/039). */
  adminOrganizationId?: string | null;
  /** The request's clock (tests set it); the database's own clock otherwise. */
  createdAt?: Date;
}

/** Creates the user and the profile together; call inside a transaction. */
export async function insertUserWithProfile(db: Executor, input: NewUser): Promise<{ id: string }> {
  const [user] = await insertUsersWithProfiles(db, [input]);
  return user!;
}

/**
 * Creates several users and their profiles in two statements (the demo world's forty people, server/demo/world.ts);
 * the ids come back in the order of `inputs`. Call inside a transaction.
 */
export async function insertUsersWithProfiles(db: Executor, inputs: NewUser[]): Promise<{ id: string }[]> {
  if (inputs.length === 0) return [];
  const created = await db
    .insert(users)
    .values(
      inputs.map((input) => ({
        ...(input.id ? { id: input.id } : {}),
        email: input.email,
        passwordHash: input.passwordHash,
        emailVerifiedAt: input.emailVerifiedAt,
        googleSubject: input.googleSubject ?? null,
        microsoftSubject: input.microsoftSubject ?? null,
        ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      })),
    )
    .returning({ id: users.id, email: users.email });
  // RETURNING promises no order: matched by e-mail, which is unique.
  const idOf = new Map(created.map((row) => [row.email, row.id]));
  const ordered = inputs.map((input) => ({ id: idOf.get(input.email)! }));
  await db.insert(profiles).values(
    inputs.map((input, index) => ({
      userId: ordered[index]!.id,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      avatarUrl: input.avatarUrl ?? null,
      locale: input.locale,
      role: input.role ?? 'eater',
      officeId: input.officeId ?? null,
      adminOrganizationId: input.adminOrganizationId ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })),
  );
  return ordered;
}

export async function userExistsByEmail(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row !== undefined;
}

/** The only read of password hashes: for verifying a sign-in. */
export async function findCredentials(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

/** The column holding each sign-in provider's subject. */
const subjectColumn = { google: users.googleSubject, microsoft: users.microsoftSubject } as const;
export type SignInProvider = keyof typeof subjectColumn;

export async function findUserBySubject(db: Executor, provider: SignInProvider, subject: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(subjectColumn[provider], subject))
    .limit(1);
  return row;
}

/**
 * Links a provider's identity to an account that has none of that provider yet; false when it already has one. A
 * password set before the address was ever confirmed is dropped: whoever chose it never proved they own the mailbox.
 */
export async function linkProviderAccount(
  db: Executor,
  provider: SignInProvider,
  userId: string,
  subject: string,
  verifiedAt: Date,
) {
  const column = subjectColumn[provider];
  const rows = await db
    .update(users)
    .set({
      ...(provider === 'google' ? { googleSubject: subject } : { microsoftSubject: subject }),
      // SET reads the row as it was, so this sees whether the address had been confirmed before.
      passwordHash: sql`case when ${users.emailVerifiedAt} is null then null else ${users.passwordHash} end`,
      // ISO text: postgres.js cannot send a Date as a raw SQL parameter.
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${verifiedAt.toISOString()}::timestamptz)`,
    })
    .where(and(eq(users.id, userId), isNull(column)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Replaces the credentials of an account that was never confirmed (a new sign-up of the same address). */
export async function replaceUnconfirmedSignUp(
  db: Executor,
  userId: string,
  values: { passwordHash: string; firstName: string; lastName: string; locale: Locale },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash: values.passwordHash })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  if (rows.length === 0) return false;
  await db
    .update(profiles)
    .set({ firstName: values.firstName, lastName: values.lastName, locale: values.locale, updatedAt: now })
    .where(eq(profiles.userId, userId));
  return true;
}

/** Accounts created but never confirmed, older than `before`: nobody proved the address; they block its owner. */
export async function deleteUnconfirmedAccounts(db: Executor, before: Date) {
  await db
    .delete(users)
    .where(
      and(
        isNull(users.emailVerifiedAt),
        isNull(users.googleSubject),
        isNull(users.microsoftSubject),
        lt(users.createdAt, before),
      ),
    );
}

/** Marks the address confirmed; false when it already was. */
export async function markEmailVerified(db: Executor, userId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: at })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** What the app knows about the signed-in user (auth.session). */
export async function findProfile(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: profiles.userId,
      email: profiles.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.avatarUrl,
      role: profiles.role,
      locale: profiles.locale,
      allergens: profiles.allergens,
      diet: profiles.diet,
      suspendedUntil: profiles.suspendedUntil,
      officeId: profiles.officeId,
      officeSlug: offices.slug,
      officeName: offices.name,
      officeTimeZone: offices.timeZone,
      /** The office's defaults the meal form starts from (HH:MM:SS). */
      officePickupStart: offices.pickupStart,
      officePickupEnd: offices.pickupEnd,
      officeCutoffTime: offices.cutoffTime,
    })
    .from(profiles)
    .leftJoin(offices, eq(offices.id, profiles.officeId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export interface ProfilePatch {
  firstName?: string;
  lastName?: string;
  avatarUrl?: string | null;
  locale?: Locale;
  allergens?: Allergen[];
  diet?: DietaryTag[];
}

/** The safe update: names, avatar, language, own allergens and diet. Role and office are not settable here. */
export async function updateProfileFields(db: Executor, userId: string, patch: ProfilePatch, now: Date) {
  await db
    .update(profiles)
    .set({ ...patch, updatedAt: now })
    .where(eq(profiles.userId, userId));
}

/** Flips eater <-> cook only if the role is still `from` (a concurrent change makes it a no-op). */
export async function switchCookRole(db: Executor, userId: string, from: 'eater' | 'cook', now: Date) {
  const rows = await db
    .update(profiles)
    .set({ role: from === 'eater' ? 'cook' : 'eater', updatedAt: now })
    .where(and(eq(profiles.userId, userId), eq(profiles.role, from)))
    .returning({ role: profiles.role });
  return rows[0]?.role;
}

/** Sets the office only while the profile has none; false when it already had one. */
export async function bindProfileOffice(db: Executor, userId: string, officeId: string, now: Date) {
  const rows = await db
    .update(profiles)
    .set({ officeId, updatedAt: now })
    .where(and(eq(profiles.userId, userId), isNull(profiles.officeId)))
    .returning({ officeId: profiles.officeId });
  return rows.length > 0;
}
