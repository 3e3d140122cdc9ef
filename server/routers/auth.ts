// Accounts: session, sign-up and confirmation, sign-in and sign-out, profile, cook mode, office binding.
import {
  BindOfficeInput,
  ConfirmEmailInput,
  RequestPasswordResetInput,
  ResendConfirmationInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
  UpdateProfileInput,
} from '../../shared/schemas/auth';
import { NoInput } from '../../shared/schemas/common';
import * as auth from '../services/auth';
import * as passwordReset from '../services/password-reset';
import { router } from '../trpc/init';
import { authedProcedure, publicProcedure } from '../trpc/procedures';

export const authRouter = router({
  session: publicProcedure
    .input(NoInput)
    .query(({ ctx }) => (ctx.user ? auth.sessionProfile(ctx.deps, ctx.user) : null)),

  signUp: publicProcedure.input(SignUpInput).mutation(({ ctx, input }) => auth.signUp(ctx.deps, ctx.visitor, input)),

  confirmEmail: publicProcedure
    .input(ConfirmEmailInput)
    .mutation(({ ctx, input }) => auth.confirmEmail(ctx.deps, input)),

  resendConfirmation: publicProcedure
    .input(ResendConfirmationInput)
    .mutation(({ ctx, input }) => auth.resendConfirmation(ctx.deps, ctx.visitor, input)),

  requestPasswordReset: publicProcedure
    .input(RequestPasswordResetInput)
    .mutation(({ ctx, input }) => passwordReset.requestPasswordReset(ctx.deps, ctx.visitor, input)),

  resetPassword: publicProcedure
    .input(ResetPasswordInput)
    .mutation(({ ctx, input }) => passwordReset.resetPassword(ctx.deps, ctx.visitor, input)),

  signIn: publicProcedure.input(SignInInput).mutation(async ({ ctx, input }) => {
    const session = await auth.signIn(ctx.deps, ctx.visitor, input);
    ctx.cookies.set(session.token, session.expiresAt);
    return { status: 'signedIn' as const };
  }),

  signOut: publicProcedure.input(NoInput).mutation(async ({ ctx }) => {
    await auth.signOut(ctx.deps, ctx.user);
    ctx.cookies.clear();
    return { status: 'signedOut' as const };
  }),

  updateProfile: authedProcedure
    .input(UpdateProfileInput)
    .mutation(({ ctx, input }) => auth.updateProfile(ctx.deps, ctx.user, input)),

  toggleCookMode: authedProcedure.input(NoInput).mutation(async ({ ctx }) => {
    const result = await auth.toggleCookMode(ctx.deps, ctx.user);
    ctx.cookies.set(result.session.token, result.session.expiresAt);
    return { role: result.role, message: result.message };
  }),

  bindOffice: authedProcedure
    .input(BindOfficeInput)
    .mutation(({ ctx, input }) => auth.bindOffice(ctx.deps, ctx.user, input)),
});
