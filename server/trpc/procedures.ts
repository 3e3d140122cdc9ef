// Procedure builders: public -> authed (UNAUTHORIZED) -> role (FORBIDDEN). Auth and roles live here, not in
// ad-hoc checks inside procedures.
import { DomainError } from '../../shared/errors';
import type { Role } from '../../shared/enums';
import { t } from './init';
import { toTrpcError } from './errors';
import { idempotency } from './idempotency';
import { isDatabaseUnavailable } from '../db/errors';
import { adminOrganizationOf } from '../db/queries/tenancy';
import type { AdminActor } from '../auth/auth-user';

/**
 * Turns a DomainError thrown anywhere below (a middleware, the resolver) into its catalogue tRPC error, and a
 * database that is away for a moment into 503 databaseUnavailable, which clients retry (server/db/errors.ts).
 */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) throw toTrpcError(result.error.cause);
  if (!result.ok && isDatabaseUnavailable(result.error.cause))
    throw toTrpcError(new DomainError('databaseUnavailable'));
  return result;
});

export const publicProcedure = t.procedure.use(domainErrors);

/** Signed in; the writes listed in shared/idempotency.ts honour an Idempotency-Key (./idempotency.ts). */
export const authedProcedure = publicProcedure
  .use(({ ctx, next }) => {
    if (!ctx.user) throw new DomainError('notAuthenticated');
    return next({ ctx: { ...ctx, user: ctx.user } });
  })
  .use(idempotency);

export const roleProcedure = (...roles: [Role, ...Role[]]) =>
  authedProcedure.use(({ ctx, next }) => {
    if (!roles.includes(ctx.user.role)) throw new DomainError('unauthorized');
    return next({ ctx });
  });

/**
 * Admins and super admins, with the organization an admin acts for read from the database on each call (an admin
 * of no organization has nothing to administer and is refused). Services limit every row to it.
 */
export const adminProcedure = roleProcedure('admin', 'super_admin').use(async ({ ctx, next }) => {
  let organizationId: string | null = null;
  if (ctx.user.role !== 'super_admin') {
    const found = await adminOrganizationOf(ctx.deps.database.db, ctx.user.id);
    if (!found) throw new DomainError('unauthorized');
    organizationId = found;
  }
  const user: AdminActor = { ...ctx.user, organizationId };
  return next({ ctx: { ...ctx, user } });
});

/** Super admins only (creating organizations, templates). */
export const superAdminProcedure = roleProcedure('super_admin').use(({ ctx, next }) =>
  next({ ctx: { ...ctx, user: { ...ctx.user, organizationId: null } satisfies AdminActor } }),
);
