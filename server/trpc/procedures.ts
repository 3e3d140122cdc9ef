// Procedure builders: public -> authed (UNAUTHORIZED) -> role (FORBIDDEN). Auth and roles live here, not in
// ad-hoc checks inside procedures.
import { DomainError } from '../../shared/errors';
import type { Role } from '../../shared/enums';
import { t } from './init';
import { toTrpcError } from './errors';
import { idempotency } from './idempotency';

/** Turns a DomainError thrown anywhere below (a middleware, the resolver) into its catalogue tRPC error. */
const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) throw toTrpcError(result.error.cause);
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

export const adminProcedure = roleProcedure('admin', 'super_admin');
