// Inputs of the admin router, shared with the admin forms. Messages are
// translation keys (errors:validation.*).
import { z } from 'zod';
import { ALLOWED_DOMAINS_MAX, OFFICE_NAME_MAX, ORGANIZATION_NAME_MAX, SLUG_LENGTH } from '../constants';
import {
  ADMIN_MEAL_STATES,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  LOCALES,
  OFFICE_CHANNEL_KINDS,
  ROLES,
  TIME_ZONES,
} from '../enums';
import { SUBDOMAIN_PATTERN } from '../office-host';
import { isReservedSlug } from '../reserved-slugs';
import { DateField, TimeField } from './meals';
import { UuidField, text } from './common';

/** A DNS name: labels of letters, digits and inner hyphens, at least one dot, a letter-only top level. */
const DOMAIN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The domains as one comma-separated string: trimmed, lower-cased, empties dropped, duplicates removed. */
export function parseDomainList(value: string): string[] {
  const domains = value
    .split(',')
    .map((part) => part.trim().toLowerCase().replace(/^@/, ''))
    .filter((part) => part.length > 0);
  return [...new Set(domains)];
}

export const DomainListField = text(4000)
  .transform(parseDomainList)
  .pipe(
    z
      .array(z.string().regex(DOMAIN, { error: 'validation.domainInvalid' }))
      .max(ALLOWED_DOMAINS_MAX, { error: 'validation.tooManyDomains' }),
  );

export const OrganizationNameField = text(ORGANIZATION_NAME_MAX)
  .trim()
  .min(1, { error: 'validation.organizationNameEmpty' });
export const OfficeNameField = text(OFFICE_NAME_MAX).trim().min(1, { error: 'validation.officeNameEmpty' });

export const OfficeSlugField = z
  .string({ error: 'validation.requiredFields' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.requiredFields' })
  .min(SLUG_LENGTH.min, { error: 'validation.slugLength' })
  .max(SLUG_LENGTH.max, { error: 'validation.slugLength' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'validation.slugInvalid' })
  .refine((slug) => !isReservedSlug(slug), { error: 'validation.slugReserved' });

const pickupDefaults = {
  pickupStart: TimeField,
  pickupEnd: TimeField,
  cutoffTime: TimeField,
};
const startBeforeEnd = <T extends { pickupStart: string; pickupEnd: string }>(value: T) =>
  value.pickupStart < value.pickupEnd;
const PICKUP_ORDER = { error: 'validation.pickupInvalid', path: ['pickupEnd'] };

/** Keyset cursor of the admin lists: the last row's sort key. */
const cursor = <T extends z.ZodType>(key: T) => z.object({ key, id: UuidField }).nullable().default(null);
const search = text(100).trim().default('');

export const AdminDashboardInput = z.object({ officeId: UuidField.nullable().default(null) }).nullish();

export const CreateOrganizationInput = z.object({
  name: z.string({ error: 'validation.requiredFields' }).pipe(OrganizationNameField),
  domains: DomainListField.default([]),
});
export const RenameOrganizationInput = z.object({ id: UuidField, name: OrganizationNameField });
export const SetOrganizationDomainsInput = z.object({ id: UuidField, domains: DomainListField });

export const CreateOfficeInput = z
  .object({
    name: text(OFFICE_NAME_MAX).trim().min(1, { error: 'validation.requiredFields' }),
    slug: OfficeSlugField,
    timeZone: z.enum(TIME_ZONES).default('Europe/Vilnius'),
    organizationId: z
      .string({ error: 'validation.requiredFields' })
      .min(1, { error: 'validation.requiredFields' })
      .pipe(UuidField),
    ...pickupDefaults,
  })
  .refine(startBeforeEnd, PICKUP_ORDER);
export const RenameOfficeInput = z.object({ id: UuidField, name: OfficeNameField });
export const MoveOfficeInput = z.object({ officeId: UuidField, organizationId: UuidField });
export const SetOfficeDefaultsInput = z
  .object({ id: UuidField, timeZone: z.enum(TIME_ZONES), ...pickupDefaults })
  .refine(startBeforeEnd, PICKUP_ORDER);
export const OfficeIdInput = z.object({ id: UuidField });
/** An office's own subdomain under BASE_DOMAIN (docs/decisions/030-office-subdomains.md); null removes it. */
export const OfficeSubdomainField = z
  .string()
  .trim()
  .toLowerCase()
  .max(60, { error: 'validation.tooLong' })
  .regex(SUBDOMAIN_PATTERN, { error: 'validation.subdomainInvalid' })
  .refine((label) => label !== 'www', { error: 'validation.subdomainInvalid' });
export const SetOfficeSubdomainInput = z.object({ id: UuidField, subdomain: OfficeSubdomainField.nullable() });

/** A closed day's label ("Christmas"), as the menu shows it. */
export const CLOSED_DAY_LABEL_MAX = 60;
export const CloseDayInput = z.object({
  officeId: UuidField,
  date: DateField,
  label: z
    .string({ error: 'validation.closedDayLabelEmpty' })
    .pipe(text(CLOSED_DAY_LABEL_MAX).trim().min(1, { error: 'validation.closedDayLabelEmpty' })),
});
export const ReopenDayInput = z.object({ officeId: UuidField, date: DateField });
export type CloseDayData = z.output<typeof CloseDayInput>;

export const AdminUsersInput = z.object({
  search,
  role: z.enum(ROLES).nullable().default(null),
  /** An office id, 'none' for users without an office, or null for all. */
  office: UuidField.or(z.literal('none')).nullable().default(null),
  cursor: cursor(z.date()),
});
/** `expectedUpdatedAt`: the user as the admin saw it; a change in between answers staleRecord. */
/**
 * `organizationId`: for a super admin making someone an admin, the organization they will administer (by default
 * their office's); an admin's appointees administer the admin's own organization.
 */
export const SetUserRoleInput = z.object({
  userId: UuidField,
  role: z.enum(ROLES),
  expectedUpdatedAt: z.date(),
  organizationId: UuidField.nullable().default(null),
});
export type SetUserRoleData = z.output<typeof SetUserRoleInput>;
export const SetUserOfficeInput = z.object({
  userId: UuidField,
  officeId: UuidField.nullable(),
  expectedUpdatedAt: z.date(),
});

export const AdminMealsInput = z.object({
  search,
  officeId: UuidField.nullable().default(null),
  date: DateField.nullable().default(null),
  state: z.enum(ADMIN_MEAL_STATES).nullable().default(null),
  cursor: cursor(DateField),
});
export const AdminSetMealActiveInput = z.object({ id: UuidField, active: z.boolean() });

export const AuditLogInput = z.object({
  action: z.enum(AUDIT_ACTIONS).nullable().default(null),
  targetType: z.enum(AUDIT_TARGET_TYPES).nullable().default(null),
  targetId: UuidField.nullable().default(null),
  /** Part of the acting admin's e-mail. */
  actor: search,
  cursor: cursor(z.date()),
});

/** Access requests from the landing page's wizard, newest first: all, or only those nobody contacted yet. */
export const AdminAccessRequestsInput = z.object({
  state: z.enum(['new', 'contacted']).nullable().default(null),
  cursor: cursor(z.date()),
});
export const MarkAccessRequestContactedInput = z.object({ id: UuidField, contacted: z.boolean() });

export type AdminAccessRequestsQuery = z.output<typeof AdminAccessRequestsInput>;
export type AdminUsersQuery = z.output<typeof AdminUsersInput>;
export type AdminMealsQuery = z.output<typeof AdminMealsInput>;
export type AuditLogQuery = z.output<typeof AuditLogInput>;
export type CreateOfficeData = z.output<typeof CreateOfficeInput>;

/** How long before the day's first cutoff an office's channel may post its last call. */
export const LAST_CALL_MINUTES = { min: 5, max: 720 } as const;
/** An office's chat channel (docs/decisions/043-office-channels.md); the URL is checked further on the server. */
export const SetOfficeChannelInput = z.object({
  officeId: UuidField,
  kind: z.enum(OFFICE_CHANNEL_KINDS),
  /** Left out on an edit: the stored URL stays (the admin console shows it only masked, so it cannot resend it). */
  url: z
    .url({ protocol: /^https?$/, error: 'validation.urlInvalid' })
    .max(1000, { error: 'validation.tooLong' })
    .optional(),
  menuAt: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.timeInvalid' })
    .nullish(),
  lastCallMinutes: z
    .number({ error: 'validation.lastCallRange' })
    .int({ error: 'validation.lastCallRange' })
    .min(LAST_CALL_MINUTES.min, { error: 'validation.lastCallRange' })
    .max(LAST_CALL_MINUTES.max, { error: 'validation.lastCallRange' })
    .nullish(),
  newMeals: z.boolean().optional(),
  /** The language of its posts; left out on an edit, the stored one stays (a new channel: English). */
  locale: z.enum(LOCALES).optional(),
});
export type SetOfficeChannelInput = z.input<typeof SetOfficeChannelInput>;
export const OfficeChannelInput = z.object({ officeId: UuidField });
