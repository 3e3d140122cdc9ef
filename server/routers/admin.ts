// The admin console: admins and super admins only, each admin within their organization (the procedure resolves
// it, the services limit every row to it); the finer privilege rules live in the service. Every write records an
// audit row in its own transaction.
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
    .query(({ ctx, input }) => admin.dashboard(ctx.deps, ctx.user, input)),

  organizations: adminProcedure.input(NoInput).query(({ ctx }) => admin.organizations(ctx.deps, ctx.user)),
  createOrganization: adminProcedure
    .input(CreateOrganizationInput)
    .mutation(({ ctx, input }) => admin.createOrganization(ctx.deps, ctx.user, input)),
  renameOrganization: adminProcedure
    .input(RenameOrganizationInput)
    .mutation(({ ctx, input }) => admin.renameOrganization(ctx.deps, ctx.user, input)),
  setOrganizationDomains: adminProcedure
    .input(SetOrganizationDomainsInput)
    .mutation(({ ctx, input }) => admin.setOrganizationDomains(ctx.deps, ctx.user, input)),

  offices: adminProcedure.input(NoInput).query(({ ctx }) => admin.offices(ctx.deps, ctx.user)),
  createOffice: adminProcedure
    .input(CreateOfficeInput)
    .mutation(({ ctx, input }) => admin.createOffice(ctx.deps, ctx.user, input)),
  renameOffice: adminProcedure
    .input(RenameOfficeInput)
    .mutation(({ ctx, input }) => admin.renameOffice(ctx.deps, ctx.user, input)),
  moveOffice: adminProcedure
    .input(MoveOfficeInput)
    .mutation(({ ctx, input }) => admin.moveOffice(ctx.deps, ctx.user, input)),
  setOfficeDefaults: adminProcedure
    .input(SetOfficeDefaultsInput)
    .mutation(({ ctx, input }) => admin.setOfficeDefaults(ctx.deps, ctx.user, input)),
  closedDays: adminProcedure
    .input(OfficeIdInput)
    .query(({ ctx, input }) => admin.closedDays(ctx.deps, ctx.user, input)),
  closeDay: adminProcedure.input(CloseDayInput).mutation(({ ctx, input }) => admin.closeDay(ctx.deps, ctx.user, input)),
  officeChannel: adminProcedure
    .input(OfficeChannelInput)
    .query(({ ctx, input }) => officeChannels.officeChannel(ctx.deps, ctx.user, input)),
  setOfficeChannel: adminProcedure
    .input(SetOfficeChannelInput)
    .mutation(({ ctx, input }) => officeChannels.setOfficeChannel(ctx.deps, ctx.user, input)),
  removeOfficeChannel: adminProcedure
    .input(OfficeChannelInput)
    .mutation(({ ctx, input }) => officeChannels.removeOfficeChannel(ctx.deps, ctx.user, input)),
  reopenDay: adminProcedure
    .input(ReopenDayInput)
    .mutation(({ ctx, input }) => admin.reopenDay(ctx.deps, ctx.user, input)),
  setOfficeSubdomain: adminProcedure
    .input(SetOfficeSubdomainInput)
    .mutation(({ ctx, input }) => admin.setOfficeSubdomain(ctx.deps, ctx.user, input)),
  officeQr: adminProcedure.input(OfficeIdInput).query(({ ctx, input }) => admin.officeQr(ctx.deps, ctx.user, input)),

  users: adminProcedure.input(AdminUsersInput).query(({ ctx, input }) => admin.users(ctx.deps, ctx.user, input)),
  /** Erases an account on the person's request (docs/privacy.md); audited. */
  eraseUser: adminProcedure
    .input(EraseUserInput)
    .mutation(({ ctx, input }) => account.eraseByAdmin(ctx.deps, ctx.user, input)),

  setUserRole: adminProcedure
    .input(SetUserRoleInput)
    .mutation(({ ctx, input }) => admin.setUserRole(ctx.deps, ctx.user, input)),
  setUserOffice: adminProcedure
    .input(SetUserOfficeInput)
    .mutation(({ ctx, input }) => admin.setUserOffice(ctx.deps, ctx.user, input)),

  meals: adminProcedure.input(AdminMealsInput).query(({ ctx, input }) => admin.meals(ctx.deps, ctx.user, input)),
  setMealActive: adminProcedure
    .input(AdminSetMealActiveInput)
    .mutation(({ ctx, input }) => admin.setMealActive(ctx.deps, ctx.user, input)),

  auditLog: adminProcedure.input(AuditLogInput).query(({ ctx, input }) => admin.auditLog(ctx.deps, ctx.user, input)),

  accessRequests: adminProcedure
    .input(AdminAccessRequestsInput)
    .query(({ ctx, input }) => leads.accessRequests(ctx.deps, ctx.user, input)),
  markAccessRequestContacted: adminProcedure
    .input(MarkAccessRequestContactedInput)
    .mutation(({ ctx, input }) => leads.markContacted(ctx.deps, ctx.user, input)),
});
