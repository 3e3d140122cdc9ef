// The email router (ARCHITECTURE.md): the preference page's procedures work with the page's token and no login;
// everything else is for admins (their organization's queue, the templates to read) and super admins (editing the
// global templates and sending a test of one, running the dispatcher).
import { NoInput } from '../../shared/schemas/common';
import {
  EmailEventIdInput,
  EmailQueueInput,
  PreferenceTokenInput,
  SaveMyPreferencesInput,
  SavePreferencesInput,
  SaveTemplateInput,
  TemplateKeyInput,
} from '../../shared/schemas/email';
import * as email from '../services/email';
import { router } from '../trpc/init';
import { adminProcedure, authedProcedure, publicProcedure, superAdminProcedure } from '../trpc/procedures';

export const emailRouter = router({
  preferences: publicProcedure
    .input(PreferenceTokenInput)
    .query(({ ctx, input }) => email.preferences(ctx.deps, input)),
  savePreferences: publicProcedure
    .input(SavePreferencesInput)
    .mutation(({ ctx, input }) => email.savePreferences(ctx.deps, input)),

  myPreferences: authedProcedure.input(NoInput).query(({ ctx }) => email.myPreferences(ctx.deps, ctx.user)),
  saveMyPreferences: authedProcedure
    .input(SaveMyPreferencesInput)
    .mutation(({ ctx, input }) => email.saveMyPreferences(ctx.deps, ctx.user, input)),

  queue: adminProcedure.input(EmailQueueInput).query(({ ctx, input }) => email.queue(ctx.deps, ctx.user, input)),
  retry: adminProcedure.input(EmailEventIdInput).mutation(({ ctx, input }) => email.retry(ctx.deps, ctx.user, input)),
  // Sends every organization's due e-mails: a super admin's.
  runDispatcher: superAdminProcedure
    .input(NoInput)
    .mutation(async ({ ctx }) => ({ processed: (await email.runDispatcher(ctx.deps)).processed })),

  templates: adminProcedure.input(NoInput).query(({ ctx }) => email.templates(ctx.deps)),
  // Templates are global: every organization's e-mails use them, so only super admins edit them.
  createTemplate: superAdminProcedure
    .input(SaveTemplateInput)
    .mutation(({ ctx, input }) => email.createTemplate(ctx.deps, ctx.user, input)),
  updateTemplate: superAdminProcedure
    .input(SaveTemplateInput)
    .mutation(({ ctx, input }) => email.updateTemplate(ctx.deps, ctx.user, input)),
  previewTemplate: adminProcedure
    .input(SaveTemplateInput)
    .mutation(({ ctx, input }) => email.previewTemplate(ctx.deps, ctx.user, input)),
  // Sent from the template dialog, which only super admins open (client/features/admin/email-templates-page.tsx).
  sendTest: superAdminProcedure
    .input(TemplateKeyInput)
    .mutation(({ ctx, input }) => email.sendTest(ctx.deps, ctx.user, input)),
});
