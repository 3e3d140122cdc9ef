// Users (identity) and their profiles. Only this module selects users.password_hash, and only where it is needed.
import { sql } from 'drizzle-orm';
import type { Locale, Role } from '../../../shared/enums';
import type { Executor } from '../client';
import { profiles, users } from '../schema';

export interface NewUser {
  email: string;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
  googleSubject?: string | null;
  firstName: string;
  lastName: string;
  avatarUrl?: string | null;
  locale: Locale;
  role?: Role;
  officeId?: string | null;
}

/** Creates the user and the profile together; call inside a transaction. */
export async function insertUserWithProfile(db: Executor, input: NewUser): Promise<{ id: string }> {
  const [user] = await db
    .insert(users)
    .values({
      email: input.email,
      passwordHash: input.passwordHash,
      emailVerifiedAt: input.emailVerifiedAt,
      googleSubject: input.googleSubject ?? null,
    })
    .returning({ id: users.id });
  await db.insert(profiles).values({
    userId: user!.id,
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    avatarUrl: input.avatarUrl ?? null,
    locale: input.locale,
    role: input.role ?? 'eater',
    officeId: input.officeId ?? null,
  });
  return user!;
}

export async function userExistsByEmail(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row !== undefined;
}
