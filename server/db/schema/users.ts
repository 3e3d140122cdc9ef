// Identity (users, sessions) is kept apart from app data (profiles), so a profile query can never
// select a password hash.
import { sql } from 'drizzle-orm';
import { allergenEnum, dietaryTagEnum, localeEnum, roleEnum } from './enums';
import {
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { offices, organizations } from './organizations';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: varchar({ length: 254 }).notNull(),
    /** argon2id PHC string; null for accounts that only sign in with Google or Microsoft. */
    passwordHash: text(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    googleSubject: varchar({ length: 255 }),
    /** The `sub` of the user's Microsoft Entra ID identity (server/auth/microsoft.ts). */
    microsoftSubject: varchar({ length: 255 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
    uniqueIndex('users_microsoft_subject_key').on(t.microsoftSubject),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar({ length: 254 }).notNull(),
    firstName: varchar({ length: 100 }).notNull().default(''),
    lastName: varchar({ length: 100 }).notNull().default(''),
    avatarUrl: varchar({ length: 2048 }),
    locale: localeEnum().notNull().default('en'),
    /** The cook-mode flag is the eater/cook role; admins keep their role. */
    role: roleEnum().notNull().default('eater'),
    officeId: uuid().references(() => offices.id, { onDelete: 'set null' }),
    /**
     * The organization an admin administers when a super admin set it; otherwise an admin's organization is their
     * office's (server/db/queries/tenancy.ts, docs/decisions/039-admins-scoped-to-their-organization.md). Null for
     * everyone who is not an admin.
     */
    adminOrganizationId: uuid().references(() => organizations.id, { onDelete: 'set null' }),
    suspendedUntil: timestamp({ withTimezone: true }),
    /** The eater's own allergens: meals containing one are flagged on the menu. */
    allergens: allergenEnum()
      .array()
      .notNull()
      .default(sql`'{}'::allergen[]`),
    /** The eater's saved diet: the menu starts filtered to meals with all of these tags (changeable there for a while). */
    diet: dietaryTagEnum()
      .array()
      .notNull()
      .default(sql`'{}'::dietary_tag[]`),
    /**
     * The person's usual office weekdays (ISO, 1 = Monday ... 7 = Sunday; docs/features.md, "Office days and
     * forecast"). Monday to Friday unless they say otherwise, so the daily menu reaches everyone as before.
     */
    officeWeekdays: smallint()
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5}'::smallint[]`),
    /** The daily menu e-mail goes even on days they are not in (not an office day, or away). */
    menuWhenOut: boolean().notNull().default(false),
    /**
     * The SHA-256 (hex) of the user's calendar feed secret (/calendar/{token}.ics; 160 random bits), or null when
     * they have none. Only the hash is kept, as for sessions: the profile shows the link once, when it is made.
     */
    calendarTokenHash: varchar({ length: 64 }),
    /**
     * How eaters pay this cook (docs/features.md, "Pay-up"): an IBAN (checked by its ISO 13616 digits, stored
     * without spaces, upper case) with the account holder's name, and/or a https payment link. Shown only to eaters
     * with a reservation from this cook.
     */
    paymentIban: varchar({ length: 34 }),
    paymentHolder: varchar({ length: 70 }),
    paymentLink: varchar({ length: 500 }),
    /**
     * The account was erased (docs/privacy.md): names, e-mail and avatar are blank and the app shows "Deleted user";
     * the row stays so the cook's ledger keeps what is still owed.
     */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('profiles_calendar_token_hash_key').on(t.calendarTokenHash),
    index('profiles_office_idx').on(t.officeId),
    index('profiles_admin_organization_idx').on(t.adminOrganizationId),
    index('profiles_role_idx').on(t.role),
    index('profiles_created_idx').on(t.createdAt, t.userId),
    check('profiles_office_weekdays', sql`${t.officeWeekdays} <@ '{1,2,3,4,5,6,7}'::smallint[]`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the session token, hex; the token itself is only in the user's cookie. */
    id: varchar({ length: 64 }).primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), check('sessions_id_hex', sql`${t.id} ~ '^[0-9a-f]{64}$'`)],
);
