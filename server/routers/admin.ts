// The admin console: admins and super admins only; the finer privilege rules live in
// the service. Every write records an audit row in its own transaction.
import { EraseUserInput } from '../../shared/schemas/account';
import * as account from '../services/account';
import {
  AdminAccessRequestsInput,
  AdminDashboardInput,
  AdminMealsInput,
  AdminSetMealActiveInput,
  AdminUsersInput,
  AuditLogInput,
  CloseDayInput,
  CreateOfficeInput,
  CreateOrganizationInput,
  MarkAccessRequestContactedInput,
  MoveOfficeInput,
  OfficeIdInput,
  RenameOfficeInput,
  ReopenDayInput,
  RenameOrganizationInput,
  SetOfficeDefaultsInput,
  SetOfficeSubdomainInput,
  SetOrganizationDomainsInput,
  SetUserOfficeInput,
  SetUserRoleInput,
  OfficeChannelInput,
  SetOfficeChannelInput,
} from '../../shared/schemas/admin';
import { NoInput } from '../../shared/schemas/common';
import * as admin from '../services/admin';
import * as leads from '../services/leads';
import * as officeChannels from '../services/office-channels';
import { router } from '../trpc/init';
import { adminProcedure } from '../trpc/procedures';

export const adminRouter = router({
  dashboard: adminProcedure
    .input(AdminDashboardInput)
    .query(({ ctx, input }) => admin.dashboard(ctx.deps, input, ctx.clock.now())),

  organizations: adminProcedure.input(NoInput).query(({ ctx }) => admin.organizations(ctx.db)),
  createOrganization: adminProcedure
    .input(CreateOrganizationInput)
    .mutation(({ ctx, input }) => admin.createOrganization(ctx.db, ctx.user, input, ctx.clock.now())),
  renameOrganization: adminProcedure
    .input(RenameOrganizationInput)
    .mutation(({ ctx, input }) => admin.renameOrganization(ctx.db, ctx.user, input, ctx.clock.now())),
  setOrganizationDomains: adminProcedure
    .input(SetOrganizationDomainsInput)
    .mutation(({ ctx, input }) => admin.setOrganizationDomains(ctx.db, ctx.user, input, ctx.clock.now())),

  offices: adminProcedure.input(NoInput).query(({ ctx }) => admin.offices(ctx.db)),
  createOffice: adminProcedure
    .input(CreateOfficeInput)
    .mutation(({ ctx, input }) => admin.createOffice(ctx.db, ctx.user, input, ctx.clock.now())),
  renameOffice: adminProcedure
    .input(RenameOfficeInput)
    .mutation(({ ctx, input }) => admin.renameOffice(ctx.db, ctx.user, input, ctx.clock.now())),
  moveOffice: adminProcedure
    .input(MoveOfficeInput)
    .mutation(({ ctx, input }) => admin.moveOffice(ctx.db, ctx.user, input, ctx.clock.now())),
  setOfficeDefaults: adminProcedure
    .input(SetOfficeDefaultsInput)
    .mutation(({ ctx, input }) => admin.setOfficeDefaults(ctx.db, ctx.user, input, ctx.clock.now())),
  closedDays: adminProcedure.input(OfficeIdInput).query(({ ctx, input }) => admin.closedDays(ctx.db, input.id)),
  officeChannel: adminProcedure
    .input(OfficeChannelInput)
    .query(({ ctx, input }) => officeChannels.officeChannel(ctx.deps, input)),
  setOfficeChannel: adminProcedure
    .input(SetOfficeChannelInput)
    .mutation(({ ctx, input }) => officeChannels.setOfficeChannel(ctx.deps, ctx.user, input)),
  removeOfficeChannel: adminProcedure
    .input(OfficeChannelInput)
    .mutation(({ ctx, input }) => officeChannels.removeOfficeChannel(ctx.deps, ctx.user, input)),
  closeDay: adminProcedure
    .input(CloseDayInput)
    .mutation(({ ctx, input }) => admin.closeDay(ctx.db, ctx.user, input, ctx.clock.now())),
  reopenDay: adminProcedure
    .input(ReopenDayInput)
    .mutation(({ ctx, input }) => admin.reopenDay(ctx.db, ctx.user, input, ctx.clock.now())),
  setOfficeSubdomain: adminProcedure
    .input(SetOfficeSubdomainInput)
    .mutation(({ ctx, input }) => admin.setOfficeSubdomain(ctx.db, ctx.user, input, ctx.clock.now())),
  officeQr: adminProcedure.input(OfficeIdInput).query(({ ctx, input }) => admin.officeQr(ctx.deps, input.id)),

  users: adminProcedure.input(AdminUsersInput).query(({ ctx, input }) => admin.users(ctx.db, ctx.user, input)),
  /** Erases an account on the person's request (docs/privacy.md); audited. */
  eraseUser: adminProcedure
    .input(EraseUserInput)
    .mutation(({ ctx, input }) => account.eraseByAdmin(ctx.deps, ctx.user, input, ctx.clock.now())),

  setUserRole: adminProcedure
    .input(SetUserRoleInput)
    .mutation(({ ctx, input }) => admin.setUserRole(ctx.deps, ctx.user, input, ctx.clock.now())),
  setUserOffice: adminProcedure
    .input(SetUserOfficeInput)
    .mutation(({ ctx, input }) => admin.setUserOffice(ctx.deps, ctx.user, input, ctx.clock.now())),

  meals: adminProcedure.input(AdminMealsInput).query(({ ctx, input }) => admin.meals(ctx.deps, input)),
  setMealActive: adminProcedure
    .input(AdminSetMealActiveInput)
    .mutation(({ ctx, input }) => admin.setMealActive(ctx.db, ctx.user, input, ctx.clock.now())),

  auditLog: adminProcedure.input(AuditLogInput).query(({ ctx, input }) => admin.auditLog(ctx.db, input)),

  accessRequests: adminProcedure
    .input(AdminAccessRequestsInput)
    .query(({ ctx, input }) => leads.accessRequests(ctx.deps, input)),
  markAccessRequestContacted: adminProcedure
    .input(MarkAccessRequestContactedInput)
    .mutation(({ ctx, input }) => leads.markContacted(ctx.deps, ctx.user, input, ctx.clock.now())),
});
