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
    .query(({ ctx }) => (ctx.user ? auth.sessionProfile(ctx.db, ctx.user.id) : null)),

  signUp: publicProcedure
    .input(SignUpInput)
    .mutation(({ ctx, input }) => auth.signUp(ctx.deps, input, { ip: ctx.ip, now: ctx.clock.now() })),

  confirmEmail: publicProcedure
    .input(ConfirmEmailInput)
    .mutation(({ ctx, input }) => auth.confirmEmail(ctx.db, input.token, ctx.clock.now())),

  resendConfirmation: publicProcedure
    .input(ResendConfirmationInput)
    .mutation(({ ctx, input }) => auth.resendConfirmation(ctx.deps, input, { ip: ctx.ip, now: ctx.clock.now() })),

  requestPasswordReset: publicProcedure
    .input(RequestPasswordResetInput)
    .mutation(({ ctx, input }) =>
      passwordReset.requestPasswordReset(ctx.deps, input, { ip: ctx.ip, now: ctx.clock.now() }),
    ),

  resetPassword: publicProcedure
    .input(ResetPasswordInput)
    .mutation(({ ctx, input }) => passwordReset.resetPassword(ctx.deps, input, { ip: ctx.ip, now: ctx.clock.now() })),

  signIn: publicProcedure.input(SignInInput).mutation(async ({ ctx, input }) => {
    const session = await auth.signIn(ctx.deps, input, { ip: ctx.ip, now: ctx.clock.now() }, ctx.user);
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
    .mutation(({ ctx, input }) => auth.updateProfile(ctx.db, ctx.user, input, ctx.clock.now())),

  toggleCookMode: authedProcedure.input(NoInput).mutation(async ({ ctx }) => {
    const result = await auth.toggleCookMode(ctx.deps, ctx.user, ctx.clock.now());
    ctx.cookies.set(result.session.token, result.session.expiresAt);
    return { role: result.role, message: result.message };
  }),

  bindOffice: authedProcedure
    .input(BindOfficeInput)
    .mutation(({ ctx, input }) => auth.bindOffice(ctx.deps, ctx.user, input.slug, ctx.clock.now())),
});
