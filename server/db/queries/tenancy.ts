// Which organization a row belongs to, as SQL conditions, so every admin read and write is limited to the admin's
// organization in the statement itself (docs/decisions/039-admins-scoped-to-their-organization.md). A scope of
// null is a super admin's: no condition at all.
import { and, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../client';
import { accessRequests, emailEvents, meals, offices, profiles } from '../schema';

/** The organization an admin acts for; null for a super admin (every organization). */
export type OrganizationScope = string | null;

/** The offices of the organization, as a subquery. */
const officesOf = (organizationId: string) =>
  sql`(select ${offices.id} from ${offices} where ${offices.organizationId} = ${organizationId})`;

export const officeInScope = (scope: OrganizationScope): SQL | undefined =>
  scope === null ? undefined : eq(offices.organizationId, scope);

/**
 * A person belongs to the organization an admin of it was given, or else to their office's organization. Users
 * with neither (no office yet) belong to no organization: only super admins see them.
 */
export const profileInScope = (scope: OrganizationScope): SQL | undefined =>
  scope === null
    ? undefined
    : or(
        eq(profiles.adminOrganizationId, scope),
        and(sql`${profiles.adminOrganizationId} is null`, sql`${profiles.officeId} in ${officesOf(scope)}`),
      );

/** The same rule for a user id held in another table's column. */
export const userIdInScope = (scope: OrganizationScope, userId: AnyColumn | SQL): SQL | undefined =>
  scope === null
    ? undefined
    : sql`${userId} in (select p.user_id from ${profiles} p
                         where p.admin_organization_id = ${scope}
                            or (p.admin_organization_id is null and p.office_id in ${officesOf(scope)}))`;

export const mealInScope = (scope: OrganizationScope): SQL | undefined =>
  scope === null ? undefined : sql`${meals.officeId} in ${officesOf(scope)}`;

/** An access request belongs to the organizations whose allowed e-mail domains include its address's domain. */
export const accessRequestInScope = (scope: OrganizationScope): SQL | undefined =>
  scope === null
    ? undefined
    : sql`split_part(lower(${accessRequests.email}), '@', 2) = any(select unnest(o.allowed_email_domains)
                                                                   from organizations o where o.id = ${scope})`;

/** A queued e-mail belongs to its recipient's organization; one to no account is a super admin's to see. */
export const emailEventInScope = (scope: OrganizationScope): SQL | undefined =>
  userIdInScope(scope, emailEvents.recipientUserId);

/**
 * The organization of an admin: the one a super admin set, else their office's. Undefined when the user is not an
 * admin or has neither.
 */
export async function adminOrganizationOf(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = rowsOf<{ organizationId: string | null }>(
    await db.execute(sql`
      select coalesce(p.admin_organization_id, f.organization_id) as "organizationId"
        from ${profiles} p left join ${offices} f on f.id = p.office_id
       where p.user_id = ${userId} and p.role = 'admin'`),
  );
  return row?.organizationId ?? undefined;
}

/**
 * The organization a target of an audit entry belongs to now, as an SQL expression (written with the entry, so the
 * entry stays with the organization where it happened).
 */
export function organizationOfTarget(targetType: string, targetId: string | null): SQL {
  if (targetId === null) return sql`null::uuid`;
  switch (targetType) {
    case 'organization':
      return sql`(select id from organizations where id = ${targetId})`;
    case 'office':
      return sql`(select organization_id from offices where id = ${targetId})`;
    case 'user':
      return sql`(select coalesce(p.admin_organization_id, f.organization_id)
                    from profiles p left join offices f on f.id = p.office_id where p.user_id = ${targetId})`;
    case 'meal':
      return sql`(select f.organization_id from meals m join offices f on f.id = m.office_id where m.id = ${targetId})`;
    case 'report':
      return sql`(select f.organization_id from reports r join meals m on r.target_type = 'meal' and m.id = r.target_id
                    join offices f on f.id = m.office_id where r.id = ${targetId})`;
    case 'emailEvent':
      return sql`(select coalesce(p.admin_organization_id, f.organization_id)
                    from email_events e join profiles p on p.user_id = e.recipient_user_id
                    left join offices f on f.id = p.office_id where e.id = ${targetId})`;
    case 'accessRequest':
      return sql`(select o.id from access_requests a
                    join organizations o on split_part(lower(a.email), '@', 2) = any(o.allowed_email_domains)
                   where a.id = ${targetId} order by o.created_at, o.id limit 1)`;
    default:
      return sql`null::uuid`;
  }
}
