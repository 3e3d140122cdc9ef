// SECURITY.md access control: every procedure called as anonymous, eater, cook, suspended cook, admin and
// super_admin, with the outcome each must get. A procedure missing from the matrix fails the test.
import { randomUUID } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/errors';
import type { AuthUser } from '../../server/auth/auth-user';
import { appRouter, createCaller } from '../../server/routers/_app';
import { createInnerContext } from '../../server/trpc/context';
import { useTestWorld } from '../helpers/context';
import { browserPushKeys } from '../helpers/push-service';
import { expectDatabaseUnchanged, snapshotDatabase } from '../helpers/snapshot';
import { createMeal, createOffice, createUser, uniq } from '../helpers/factories';
import { insertClosedDay } from '../../server/db/queries/closed-days';
import { enqueueEmail } from '../../server/db/queries/email-events';
import { insertAccessRequest } from '../../server/db/queries/leads';
import { insertMealReport, insertWishReport } from '../../server/db/queries/moderation';
import { insertWish } from '../../server/db/queries/wishes';
import { emailEvents, profiles } from '../../server/db/schema';

const world = useTestWorld();
const ACTORS = ['anonymous', 'eater', 'cook', 'suspendedCook', 'admin', 'superAdmin'] as const;
type Actor = (typeof ACTORS)[number];
/** 'ok', or the catalogue code the call must fail with. */
type Outcome = 'ok' | string;
type Row = { input: () => unknown; expect: Record<Actor, Outcome> };

const everyone = (outcome: Outcome): Record<Actor, Outcome> =>
  Object.fromEntries(ACTORS.map((actor) => [actor, outcome])) as Record<Actor, Outcome>;
const signedIn = (outcome: Outcome): Record<Actor, Outcome> => ({
  ...everyone(outcome),
  anonymous: 'notAuthenticated',
});
/** Admins and super admins only; `outcome` is what the two admins get. */
const adminsOnlyWith = (outcome: Outcome): Record<Actor, Outcome> => ({
  anonymous: 'notAuthenticated',
  eater: 'unauthorized',
  cook: 'unauthorized',
  suspendedCook: 'unauthorized',
  admin: outcome,
  superAdmin: outcome,
});
const adminsOnly = adminsOnlyWith('ok');
/** Super admins only; `outcome` is what the super admin gets. */
const superAdminsOnly = (outcome: Outcome = 'ok'): Record<Actor, Outcome> => ({
  ...adminsOnlyWith(outcome),
  admin: 'unauthorized',
});
const officeFields = () => ({
  timeZone: 'Europe/Vilnius',
  pickupStart: '12:00',
  pickupEnd: '13:00',
  cutoffTime: '18:00',
});
/** Cooks only (admins are not cooks); `cook` and `suspendedCook` give the outcomes of the two cooks. */
const cooksOnly = (cook: Outcome, suspendedCook: Outcome = cook): Record<Actor, Outcome> => ({
  anonymous: 'notAuthenticated',
  eater: 'unauthorized',
  cook,
  suspendedCook,
  admin: 'unauthorized',
  superAdmin: 'unauthorized',
});
/**
 * At the meal's office, where the eater has no office, the cooks belong to another, and the admins to none:
 * `admins` is what the two admins get (they may reserve anywhere, but have no office of their own).
 */
const otherOffice = (admins: Outcome): Record<Actor, Outcome> => ({
  anonymous: 'notAuthenticated',
  eater: 'noOffice',
  cook: 'officeMismatch',
  suspendedCook: 'officeMismatch',
  admin: admins,
  superAdmin: admins,
});
const mealFields = () => ({
  title: 'Matrix lasagne',
  description: '',
  priceCents: 550,
  totalPortions: 4,
  pickupDate: '2026-11-22',
  pickupStart: '12:30',
  pickupEnd: '13:30',
  cutoffDate: '2026-11-21',
  cutoffTime: '18:00',
  isActive: true,
  dietaryTags: [],
  allergens: ['gluten'],
  noAllergens: false,
});

let officeSlug = '';
let mealId = '';
let cooksOfficeId = '';
/** The cook of `mealId` (following a cook). */
let mealCookId = '';
let mealOrganizationId = '';
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const MATRIX: Record<string, Row> = {
  'system.readiness': { input: () => undefined, expect: everyone('ok') },
  'auth.session': { input: () => undefined, expect: everyone('ok') },
  'auth.signUp': {
    input: () => ({ fullName: 'A B', email: `${uniq('m')}@example.com`, password: 'long enough words', locale: 'en' }),
    expect: everyone('ok'),
  },
  'auth.confirmEmail': { input: () => ({ token: 'a'.repeat(32) }), expect: everyone('invalidToken') },
  'auth.resendConfirmation': { input: () => ({ email: `${uniq('m')}@example.com` }), expect: everyone('ok') },
  'auth.signIn': {
    input: () => ({ email: `${uniq('m')}@example.com`, password: 'wrong' }),
    expect: everyone('invalidCredentials'),
  },
  'auth.requestPasswordReset': { input: () => ({ email: `${uniq('reset')}@example.com` }), expect: everyone('ok') },
  'auth.resetPassword': {
    input: () => ({ token: 'a'.repeat(32), password: 'a new password' }),
    expect: everyone('invalidToken'),
  },
  'auth.signOut': { input: () => undefined, expect: everyone('ok') },
  'auth.updateProfile': { input: () => ({ firstName: 'Matrix' }), expect: signedIn('ok') },
  'auth.toggleCookMode': {
    input: () => undefined,
    expect: {
      anonymous: 'notAuthenticated',
      eater: 'ok',
      cook: 'ok',
      suspendedCook: 'ok',
      admin: 'roleChangeNotAllowed',
      superAdmin: 'roleChangeNotAllowed',
    },
  },
  'auth.bindOffice': {
    input: () => ({ slug: officeSlug }),
    expect: { ...signedIn('ok'), cook: 'alreadyInOffice', suspendedCook: 'alreadyInOffice' },
  },
  'calendar.link': { input: () => undefined, expect: signedIn('ok') },
  'calendar.createLink': { input: () => undefined, expect: signedIn('ok') },
  'calendar.revokeLink': { input: () => undefined, expect: signedIn('ok') },
  // Waitlist and hand-overs: the eater and admins here have no office; cooks are in another office.
  'waitlist.join': {
    input: () => ({ mealId, quantity: 1 }),
    expect: otherOffice('noOffice'),
  },
  'waitlist.leave': { input: () => ({ entryId: NO_SUCH_ID }), expect: signedIn('notFound') },
  'waitlist.mine': { input: () => undefined, expect: signedIn('ok') },
  'handovers.offer': { input: () => ({ preorderId: NO_SUCH_ID, toUserId: null }), expect: signedIn('notFound') },
  'handovers.take': { input: () => ({ handoverId: NO_SUCH_ID }), expect: signedIn('notFound') },
  'handovers.decline': { input: () => ({ handoverId: NO_SUCH_ID }), expect: signedIn('notFound') },
  'handovers.withdraw': { input: () => ({ handoverId: NO_SUCH_ID }), expect: signedIn('notFound') },
  'handovers.mine': { input: () => undefined, expect: signedIn('ok') },
  'handovers.given': { input: () => undefined, expect: signedIn('ok') },
  'handovers.colleagues': {
    input: () => ({ query: 'a' }),
    expect: { ...signedIn('noOffice'), cook: 'ok', suspendedCook: 'ok' },
  },
  // Following the meal's cook: the eater and admins have no office, the cooks are in another one.
  'follows.set': {
    input: () => ({ cookId: mealCookId, follow: true }),
    expect: otherOffice('noOffice'),
  },
  'follows.mine': { input: () => undefined, expect: signedIn('ok') },
  // Regulars: the meal's cook is in another office than the cooks, and the eater and admins have none.
  'regulars.subscribe': {
    input: () => ({ cookId: mealCookId, weekdays: [2], quantity: 1 }),
    expect: otherOffice('noOffice'),
  },
  'regulars.unsubscribe': { input: () => ({ cookId: mealCookId }), expect: signedIn('ok') },
  'regulars.mine': { input: () => undefined, expect: signedIn('ok') },
  'regulars.countFor': { input: () => ({ date: '2026-11-24' }), expect: cooksOnly('ok', 'suspended') },
  'absences.add': { input: () => ({ from: '2026-12-01', to: '2026-12-02' }), expect: signedIn('ok') },
  'absences.remove': { input: () => ({ id: NO_SUCH_ID }), expect: signedIn('notFound') },
  'absences.list': { input: () => undefined, expect: signedIn('ok') },
  'account.exportData': { input: () => undefined, expect: signedIn('ok') },
  // Without a password and without a fresh sign-in, nobody's account goes: the refusal is the same for every role.
  'account.delete': { input: () => ({}), expect: signedIn('reauthenticationRequired') },
  'follows.directory': { input: () => undefined, expect: signedIn('ok') },
  // The wish board of the meal's office: the eater and admins have no office, the cooks are in another one.
  'wishes.post': { input: () => ({ slug: officeSlug, title: 'Matrix wish' }), expect: signedIn('wishOtherOffice') },
  'wishes.list': { input: () => ({ slug: officeSlug }), expect: signedIn('wishOtherOffice') },
  'wishes.back': { input: () => ({ wishId: NO_SUCH_ID, quantity: 1 }), expect: signedIn('notFound') },
  'wishes.unback': { input: () => ({ wishId: NO_SUCH_ID }), expect: signedIn('ok') },
  'wishes.withdraw': { input: () => ({ wishId: NO_SUCH_ID }), expect: signedIn('notFound') },
  // Claiming a wish (docs/features.md "Conditional meals"): cooks only; names of backers for the claiming cook only
  // (tests/integration/conditional-meals.test.ts has the cook who did not claim it).
  'wishes.forClaim': { input: () => ({ wishId: NO_SUCH_ID }), expect: cooksOnly('notFound') },
  'wishes.backers': { input: () => ({ wishId: NO_SUCH_ID }), expect: cooksOnly('notFound') },
  // Office days and wish moderation (docs/features.md, "Office days and forecast").
  'wishes.report': { input: () => ({ wishId: NO_SUCH_ID, reason: 'spam' }), expect: signedIn('notFound') },
  'officeDays.get': { input: () => undefined, expect: signedIn('ok') },
  'officeDays.set': { input: () => ({ weekdays: [1, 2, 3, 4, 5], menuWhenOut: false }), expect: signedIn('ok') },
  // Fair draw: at the meal's office (not a draw), where the eater and admins have no office, the cooks another.
  'draws.enter': { input: () => ({ mealId, quantity: 1 }), expect: otherOffice('noOffice') },
  'draws.leave': { input: () => ({ mealId }), expect: otherOffice('noOffice') },
  'draws.mine': { input: () => undefined, expect: signedIn('ok') },
  // Only the meal's cook and its organization's admins read a draw's record; the matrix meal is no draw.
  'meals.drawRecord': { input: () => ({ mealId }), expect: signedIn('notFound') },
  'admin.dashboard': { input: () => undefined, expect: adminsOnly },
  'admin.organizations': { input: () => undefined, expect: adminsOnly },
  'admin.createOrganization': {
    input: () => ({ name: uniq('Matrix org'), domains: 'matrix.example' }),
    expect: superAdminsOnly(),
  },
  'admin.renameOrganization': {
    input: () => ({ id: NO_SUCH_ID, name: 'Renamed' }),
    expect: adminsOnlyWith('organizationNotFound'),
  },
  'admin.setOrganizationDomains': {
    input: () => ({ id: NO_SUCH_ID, domains: '' }),
    expect: superAdminsOnly('organizationNotFound'),
  },
  'admin.offices': { input: () => undefined, expect: adminsOnly },
  'admin.createOffice': {
    input: () => ({ name: 'Matrix office', slug: uniq('matrix'), organizationId: NO_SUCH_ID, ...officeFields() }),
    expect: adminsOnlyWith('organizationNotFound'),
  },
  'admin.renameOffice': {
    input: () => ({ id: NO_SUCH_ID, name: 'Renamed' }),
    expect: adminsOnlyWith('officeNotFound'),
  },
  'admin.moveOffice': {
    input: () => ({ officeId: NO_SUCH_ID, organizationId: NO_SUCH_ID }),
    expect: adminsOnlyWith('officeNotFound'),
  },
  'admin.setOfficeDefaults': {
    input: () => ({ id: NO_SUCH_ID, ...officeFields() }),
    expect: adminsOnlyWith('officeNotFound'),
  },
  'admin.setOfficeSubdomain': {
    input: () => ({ id: NO_SUCH_ID, subdomain: 'nowhere' }),
    expect: adminsOnlyWith('officeNotFound'),
  },
  'admin.closedDays': { input: () => ({ id: NO_SUCH_ID }), expect: adminsOnlyWith('officeNotFound') },
  'admin.officeChannel': { input: () => ({ officeId: NO_SUCH_ID }), expect: adminsOnlyWith('officeNotFound') },
  'admin.setOfficeChannel': {
    input: () => ({ officeId: NO_SUCH_ID, kind: 'slack', url: 'http://127.0.0.1:9/hook' }),
    expect: adminsOnlyWith('officeNotFound'),
  },
  'admin.removeOfficeChannel': { input: () => ({ officeId: NO_SUCH_ID }), expect: adminsOnlyWith('officeNotFound') },
  'admin.closeDay': {
    input: () => ({ officeId: NO_SUCH_ID, date: '2026-12-24', label: 'Christmas Eve' }),
    expect: adminsOnlyWith('officeNotFound'),
  },
  'admin.reopenDay': {
    input: () => ({ officeId: NO_SUCH_ID, date: '2026-12-24' }),
    expect: adminsOnlyWith('officeNotFound'),
  },
  'admin.eraseUser': { input: () => ({ userId: NO_SUCH_ID }), expect: adminsOnlyWith('notFound') },
  'admin.officeQr': { input: () => ({ id: NO_SUCH_ID }), expect: adminsOnlyWith('officeNotFound') },
  'admin.users': { input: () => ({}), expect: adminsOnly },
  'admin.setUserRole': {
    input: () => ({ userId: NO_SUCH_ID, role: 'cook', expectedUpdatedAt: new Date() }),
    expect: adminsOnlyWith('notFound'),
  },
  'admin.setUserOffice': {
    input: () => ({ userId: NO_SUCH_ID, officeId: null, expectedUpdatedAt: new Date() }),
    expect: adminsOnlyWith('notFound'),
  },
  'admin.meals': { input: () => ({}), expect: adminsOnly },
  'admin.setMealActive': { input: () => ({ id: NO_SUCH_ID, active: false }), expect: adminsOnlyWith('notFound') },
  'admin.auditLog': { input: () => ({}), expect: adminsOnly },
  'admin.accessRequests': { input: () => ({}), expect: adminsOnly },
  'admin.markAccessRequestContacted': {
    input: () => ({ id: NO_SUCH_ID, contacted: true }),
    expect: adminsOnlyWith('notFound'),
  },
  // The preference page works with its token and no login: an unknown token is not found, for everyone.
  'email.preferences': { input: () => ({ token: 'a'.repeat(32) }), expect: everyone('notFound') },
  'email.savePreferences': {
    input: () => ({ token: 'a'.repeat(32), transactional: true, marketing: false }),
    expect: everyone('notFound'),
  },
  'email.myPreferences': { input: () => undefined, expect: signedIn('ok') },
  'email.saveMyPreferences': { input: () => ({ transactional: true, marketing: false }), expect: signedIn('ok') },
  'email.queue': { input: () => ({}), expect: adminsOnly },
  'email.retry': { input: () => ({ id: NO_SUCH_ID }), expect: adminsOnlyWith('notFound') },
  'email.runDispatcher': { input: () => undefined, expect: superAdminsOnly() },
  'email.templates': { input: () => undefined, expect: adminsOnly },
  'email.createTemplate': {
    input: () => ({ templateCode: 'TEST', locale: 'en', subject: 'S', bodyHtml: '<p>x</p>' }),
    expect: superAdminsOnly('templateExists'),
  },
  // Templates are global: only super admins edit them.
  'email.updateTemplate': {
    input: () => ({ templateCode: 'TEST', locale: 'lt', subject: 'Bandymas', bodyHtml: '<p>{{user_name}}</p>' }),
    expect: superAdminsOnly(),
  },
  'email.previewTemplate': {
    input: () => ({ templateCode: 'TEST', locale: 'en', subject: 'S', bodyHtml: '<p>{{user_name}}</p>' }),
    expect: adminsOnly,
  },
  'email.sendTest': { input: () => ({ templateCode: 'TEST', locale: 'en' }), expect: superAdminsOnly() },
  'menu.office': { input: () => ({ slug: officeSlug }), expect: everyone('ok') },
  'menu.meals': { input: () => ({ slug: officeSlug, day: 'tomorrow' }), expect: everyone('ok') },
  'menu.subdomainOffice': { input: () => ({ subdomain: 'no-such-office' }), expect: everyone('officeNotFound') },
  'menu.live': { input: () => ({ slug: officeSlug }), expect: everyone('ok') },
  'notifications.list': { input: () => ({}), expect: signedIn('ok') },
  'notifications.unread': { input: () => undefined, expect: signedIn('ok') },
  'notifications.markRead': { input: () => ({ all: true }), expect: signedIn('ok') },
  'notifications.live': { input: () => undefined, expect: signedIn('ok') },
  'notifications.prefs': { input: () => undefined, expect: signedIn('ok') },
  'notifications.setPref': { input: () => ({ kind: 'mealReady', push: false }), expect: signedIn('ok') },
  'notifications.pushConfig': { input: () => undefined, expect: signedIn('ok') },
  'notifications.subscribePush': {
    input: () => ({ endpoint: `https://push.example.test/${randomUUID()}`, keys: browserPushKeys().keys }),
    expect: signedIn('ok'),
  },
  'notifications.resubscribePush': {
    input: () => ({
      oldEndpoint: 'https://push.example.test/old',
      endpoint: `https://push.example.test/${randomUUID()}`,
      keys: browserPushKeys().keys,
    }),
    expect: signedIn('ok'),
  },
  'notifications.unsubscribePush': {
    input: () => ({ endpoint: 'https://push.example.test/none' }),
    expect: signedIn('ok'),
  },
  // The eater belongs to no office and the cooks to another: only admins may reserve here.
  'preorders.reserve': {
    input: () => ({ mealId, quantity: 1 }),
    expect: otherOffice('ok'),
  },
  'preorders.cancel': { input: () => ({ preorderId: NO_SUCH_ID }), expect: signedIn('notFound') },
  'preorders.mine': { input: () => undefined, expect: signedIn('ok') },
  'preorders.upcoming': { input: () => undefined, expect: signedIn('ok') },
  'preorders.forCook': { input: () => ({}), expect: cooksOnly('ok') },
  // Settling a payment is not editing a meal: a suspended cook may still do it (for their own preorders).
  'preorders.markCollected': { input: () => ({ preorderId: NO_SUCH_ID }), expect: cooksOnly('notFound') },
  'preorders.waive': { input: () => ({ preorderId: NO_SUCH_ID }), expect: cooksOnly('notFound') },
  // The cash ledger: settling a debt, like collecting, is allowed to a suspended cook.
  'preorders.settlePayment': {
    input: () => ({ preorderId: NO_SUCH_ID, method: 'bank_transfer' }),
    expect: cooksOnly('notFound'),
  },
  // Pay-up: the instructions and "I paid" are the reservation's eater's (anyone else's id is notFound); confirm and
  // reject are its cook's, allowed to a suspended cook like collecting.
  'preorders.paymentInstructions': { input: () => ({ preorderId: NO_SUCH_ID }), expect: signedIn('notFound') },
  'preorders.claimPaid': { input: () => ({ preorderId: NO_SUCH_ID }), expect: signedIn('notFound') },
  'preorders.confirmPaid': {
    input: () => ({ preorderId: NO_SUCH_ID, method: 'mobile_app' }),
    expect: cooksOnly('notFound'),
  },
  'preorders.markNotCollected': { input: () => ({ preorderId: NO_SUCH_ID }), expect: cooksOnly('notFound') },
  'preorders.rejectPaid': { input: () => ({ preorderId: NO_SUCH_ID }), expect: cooksOnly('notFound') },
  'profile.paymentDetails': { input: () => undefined, expect: cooksOnly('ok') },
  'profile.setPaymentDetails': { input: () => ({ link: '' }), expect: cooksOnly('ok') },
  'ledger.cook': { input: () => ({ period: 'month' }), expect: cooksOnly('ok') },
  'ledger.cookCsv': { input: () => ({ period: 'week', locale: 'lt' }), expect: cooksOnly('ok') },
  'ledger.eater': { input: () => undefined, expect: signedIn('ok') },
  'ledger.eaterCsv': { input: () => ({}), expect: signedIn('ok') },
  'meals.mine': { input: () => ({}), expect: cooksOnly('ok') },
  // The cook's own office only (no office can be named); a suspended cook cooks nothing, so sees no forecast.
  'meals.forecast': { input: () => ({ days: 10 }), expect: cooksOnly('ok', 'suspended') },
  'meals.get': { input: () => ({ id: NO_SUCH_ID }), expect: cooksOnly('notFound') },
  'meals.create': { input: mealFields, expect: cooksOnly('ok', 'suspended') },
  'meals.update': { input: () => ({ id: NO_SUCH_ID, ...mealFields() }), expect: cooksOnly('notFound', 'suspended') },
  'meals.createSeries': {
    input: () => {
      const { pickupDate: _date, cutoffDate: _cutoff, ...fields } = mealFields();
      return { ...fields, weekdays: [1], weeks: 1 };
    },
    expect: cooksOnly('ok', 'suspended'),
  },
  // Another cook's meal is not found: a cook stops only their own series (a suspended cook may, as withdraw).
  'meals.stopSeries': { input: () => ({ mealId }), expect: cooksOnly('notFound') },
  // Another cook's meal is not found for a cook (admins switch meals from the admin console).
  'meals.setActive': { input: () => ({ id: mealId, active: true }), expect: cooksOnly('notFound', 'suspended') },
  // Withdrawing only protects eaters: a suspended cook may still do it.
  'meals.withdraw': { input: () => ({ id: NO_SUCH_ID }), expect: cooksOnly('notFound') },
  'meals.lastCall': { input: () => ({ id: NO_SUCH_ID }), expect: cooksOnly('notFound') },
  // A suspended cook still tells the eaters who reserved before the suspension.
  'meals.announceReady': { input: () => ({ mealId: NO_SUCH_ID }), expect: cooksOnly('notFound') },
  'meals.messageEaters': { input: () => ({ mealId: NO_SUCH_ID, text: 'Late' }), expect: cooksOnly('notFound') },
  'meals.duplicate': {
    input: () => ({ id: mealId, pickupDate: '2026-11-25' }),
    expect: cooksOnly('notFound', 'suspended'),
  },
  'meals.setPhotos': { input: () => ({ mealId, photoIds: [] }), expect: cooksOnly('notFound', 'suspended') },
  'meals.removePhoto': { input: () => ({ mealId, photoId: NO_SUCH_ID }), expect: cooksOnly('notFound', 'suspended') },
  'meals.dashboard': { input: () => undefined, expect: cooksOnly('ok') },
  'leads.submit': {
    input: () => ({
      officeSize: 'medium',
      cookingInterest: 'few',
      currentSetup: 'delivery',
      city: 'Vilnius',
      startTimeframe: 'asap',
      name: 'Matrix Lead',
      email: `${uniq('lead')}@example.com`,
      consent: true,
    }),
    expect: everyone('ok'),
  },
  // Only those who may reserve the meal report it (the eater has no office, the cooks are in another one); each
  // admin reports it once (a second report of the same meal would be alreadyReported).
  'moderation.report': {
    input: () => ({ mealId, reason: 'spam' }),
    expect: otherOffice('ok'),
  },
  'moderation.reports': { input: () => ({ status: 'open' }), expect: adminsOnly },
  'moderation.setMealDisabled': {
    input: () => ({ reportId: NO_SUCH_ID, disabled: true }),
    expect: adminsOnlyWith('notFound'),
  },
  'moderation.suspendCook': { input: () => ({ reportId: NO_SUCH_ID, days: 7 }), expect: adminsOnlyWith('notFound') },
  'moderation.liftSuspension': { input: () => ({ userId: NO_SUCH_ID }), expect: adminsOnlyWith('notFound') },
  'moderation.resolve': {
    input: () => ({ reportId: NO_SUCH_ID, notes: 'Checked' }),
    expect: adminsOnlyWith('notFound'),
  },
  'moderation.dismiss': { input: () => ({ reportId: NO_SUCH_ID }), expect: adminsOnlyWith('notFound') },
  'moderation.takeDownWish': { input: () => ({ reportId: NO_SUCH_ID }), expect: adminsOnlyWith('notFound') },
  'feedback.leave': { input: () => ({ preorderId: NO_SUCH_ID, rating: 'up' }), expect: signedIn('notFound') },
  'feedback.forCook': { input: () => ({}), expect: cooksOnly('ok') },
};

async function actorUser(actor: Actor): Promise<AuthUser | null> {
  const db = world.deps.database.db;
  switch (actor) {
    case 'anonymous':
      return null;
    // The cooks have an office of their own (not the meal's), so they may cook but not reserve the meal.
    case 'suspendedCook':
      return {
        ...(await createUser(db, 'cook', { officeId: cooksOfficeId })),
        suspendedUntil: new Date(world.clock.now().getTime() + 86_400_000),
      };
    case 'cook':
      return createUser(db, 'cook', { officeId: cooksOfficeId });
    case 'superAdmin':
      return createUser(db, 'super_admin');
    // The admin administers the meal's office's organization (set by a super admin; they have no office).
    case 'admin':
      return createUser(db, 'admin', { adminOrganizationId: mealOrganizationId });
    default:
      return createUser(db, actor);
  }
}

async function outcomeOf(call: () => Promise<unknown>): Promise<Outcome> {
  try {
    await call();
    return 'ok';
  } catch (error) {
    if (error instanceof TRPCError && error.cause instanceof DomainError) return error.cause.code;
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

beforeAll(async () => {
  const db = world.deps.database.db;
  const office = await createOffice(db);
  officeSlug = office.slug;
  mealOrganizationId = office.organizationId;
  cooksOfficeId = (await createOffice(db)).id;
  const cook = await createUser(db, 'cook', { officeId: office.id });
  world.clock.set('2026-11-20T10:00:00Z');
  mealId = (await createMeal(db, { cookId: cook.id, officeId: office.id, pickupDate: '2026-11-21', totalPortions: 50 }))
    .id;
  mealCookId = cook.id;
});

describe('access matrix', () => {
  it('has a row for every procedure of the API', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(appRouter._def.procedures).sort());
  });

  for (const [path, row] of Object.entries(MATRIX)) {
    it(`${path}`, async () => {
      for (const actor of ACTORS) {
        // Each actor calls from its own address, so the per-IP throttles do not blur the matrix.
        const context = createInnerContext({ deps: world.deps, user: await actorUser(actor), ip: uniq('ip') });
        const caller = createCaller(context) as unknown as Record<
          string,
          Record<string, (input: unknown) => Promise<unknown>>
        >;
        const [area, name] = path.split('.') as [string, string];
        const refused = row.expect[actor] !== 'ok';
        const before = refused ? await snapshotDatabase(world.deps.database.db) : undefined;
        const outcome = await outcomeOf(() => caller[area]![name]!(row.input()));
        expect(outcome, `${path} as ${actor}`).toBe(row.expect[actor]);
        // A refusal changes nothing, anywhere: not only the answer code.
        if (before) await expectDatabaseUnchanged(world.deps.database.db, before, `${path} as ${actor}`);
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------------------------
// Admins of organization A on organization B's data (docs/decisions/039-admins-scoped-to-their-organization.md):
// every procedure an admin may call, with B's rows. The admin of A gets NOT_FOUND for each of B's rows (as for a
// row that does not exist) and lists without them; the super admin reaches them. The admin calls first, so the
// super admin's changes never hide a refusal.

interface CrossRow {
  input: () => unknown;
  admin: Outcome;
  superAdmin: Outcome;
  /** For a list: whether the answer holds organization B's row (never for the admin of A; always for the super admin). */
  showsB?: (answer: unknown) => boolean;
}

const B = {
  organizationId: '',
  officeId: '',
  spareOfficeOfA: '',
  mealId: '',
  cookId: '',
  eaterId: '',
  eaterUpdatedAt: new Date(0),
  movedEaterId: '',
  movedEaterUpdatedAt: new Date(0),
  erasedId: '',
  reportIds: [] as string[],
  /** A report of a wish on B's board (wish moderation). */
  wishReportId: '',
  wishId: '',
  accessRequestId: '',
  emailEventId: '',
};
const B_DOMAIN = 'b-matrix.example';
const itemsOf = (answer: unknown) => (answer as { items: Record<string, unknown>[] }).items;
const hasId = (id: () => string) => (answer: unknown) => itemsOf(answer).some((row) => row.id === id());
const B_OFFICE_ONLY = { admin: 'officeNotFound', superAdmin: 'ok' } as const;

const CROSS: Record<string, CrossRow> = {
  'admin.dashboard': { input: () => ({ officeId: B.officeId }), ...B_OFFICE_ONLY },
  'admin.organizations': {
    input: () => undefined,
    admin: 'ok',
    superAdmin: 'ok',
    showsB: (answer) => (answer as { id: string }[]).some((row) => row.id === B.organizationId),
  },
  'admin.createOrganization': {
    input: () => ({ name: uniq('Cross org'), domains: '' }),
    admin: 'unauthorized',
    superAdmin: 'ok',
  },
  'admin.renameOrganization': {
    input: () => ({ id: B.organizationId, name: uniq('Renamed B') }),
    admin: 'organizationNotFound',
    superAdmin: 'ok',
  },
  'admin.setOrganizationDomains': {
    input: () => ({ id: B.organizationId, domains: B_DOMAIN }),
    admin: 'unauthorized',
    superAdmin: 'ok',
  },
  'admin.offices': {
    input: () => undefined,
    admin: 'ok',
    superAdmin: 'ok',
    showsB: (answer) => (answer as { id: string }[]).some((row) => row.id === B.officeId),
  },
  'admin.createOffice': {
    input: () => ({ name: 'Cross office', slug: uniq('cross'), organizationId: B.organizationId, ...officeFields() }),
    admin: 'organizationNotFound',
    superAdmin: 'ok',
  },
  'admin.renameOffice': { input: () => ({ id: B.officeId, name: 'Renamed B office' }), ...B_OFFICE_ONLY },
  // An office of A moved into B: B is not found for the admin of A.
  'admin.moveOffice': {
    input: () => ({ officeId: B.spareOfficeOfA, organizationId: B.organizationId }),
    admin: 'organizationNotFound',
    superAdmin: 'ok',
  },
  'admin.setOfficeDefaults': { input: () => ({ id: B.officeId, ...officeFields() }), ...B_OFFICE_ONLY },
  'admin.setOfficeSubdomain': { input: () => ({ id: B.officeId, subdomain: uniq('cross') }), ...B_OFFICE_ONLY },
  'admin.closedDays': { input: () => ({ id: B.officeId }), ...B_OFFICE_ONLY },
  'admin.closeDay': {
    input: () => ({ officeId: B.officeId, date: '2026-12-31', label: 'New Year' }),
    ...B_OFFICE_ONLY,
  },
  'admin.reopenDay': { input: () => ({ officeId: B.officeId, date: '2026-12-25' }), ...B_OFFICE_ONLY },
  'admin.officeChannel': { input: () => ({ officeId: B.officeId }), ...B_OFFICE_ONLY },
  'admin.setOfficeChannel': {
    input: () => ({ officeId: B.officeId, kind: 'slack', url: 'http://127.0.0.1:9/hook' }),
    ...B_OFFICE_ONLY,
  },
  'admin.removeOfficeChannel': { input: () => ({ officeId: B.officeId }), ...B_OFFICE_ONLY },
  'admin.eraseUser': { input: () => ({ userId: B.erasedId }), admin: 'notFound', superAdmin: 'ok' },
  'admin.officeQr': { input: () => ({ id: B.officeId }), ...B_OFFICE_ONLY },
  'admin.users': { input: () => ({}), admin: 'ok', superAdmin: 'ok', showsB: hasId(() => B.eaterId) },
  'admin.setUserRole': {
    input: () => ({ userId: B.eaterId, role: 'cook', expectedUpdatedAt: B.eaterUpdatedAt }),
    admin: 'notFound',
    superAdmin: 'ok',
  },
  'admin.setUserOffice': {
    input: () => ({ userId: B.movedEaterId, officeId: null, expectedUpdatedAt: B.movedEaterUpdatedAt }),
    admin: 'notFound',
    superAdmin: 'ok',
  },
  'admin.meals': { input: () => ({}), admin: 'ok', superAdmin: 'ok', showsB: hasId(() => B.mealId) },
  'admin.setMealActive': { input: () => ({ id: B.mealId, active: true }), admin: 'notFound', superAdmin: 'ok' },
  // By now the super admin has changed B's office and organization: those entries are B's.
  'admin.auditLog': {
    input: () => ({}),
    admin: 'ok',
    superAdmin: 'ok',
    showsB: (answer) => itemsOf(answer).some((row) => row.targetId === B.officeId),
  },
  'admin.accessRequests': {
    input: () => ({}),
    admin: 'ok',
    superAdmin: 'ok',
    showsB: hasId(() => B.accessRequestId),
  },
  'admin.markAccessRequestContacted': {
    input: () => ({ id: B.accessRequestId, contacted: true }),
    admin: 'notFound',
    superAdmin: 'ok',
  },
  'email.queue': { input: () => ({}), admin: 'ok', superAdmin: 'ok', showsB: hasId(() => B.emailEventId) },
  // B's e-mail is pending, so the super admin learns it is not one to retry; the admin of A that it is not found.
  'email.retry': { input: () => ({ id: B.emailEventId }), admin: 'notFound', superAdmin: 'emailNotRetryable' },
  // The dispatcher and the templates are global: no organization's rows, and only super admins change them.
  'email.runDispatcher': { input: () => undefined, admin: 'unauthorized', superAdmin: 'ok' },
  'email.templates': { input: () => undefined, admin: 'ok', superAdmin: 'ok' },
  'email.createTemplate': {
    input: () => ({ templateCode: 'TEST', locale: 'en', subject: 'S', bodyHtml: '<p>x</p>' }),
    admin: 'unauthorized',
    superAdmin: 'templateExists',
  },
  'email.updateTemplate': {
    input: () => ({ templateCode: 'TEST', locale: 'en', subject: 'Test', bodyHtml: '<p>{{user_name}}</p>' }),
    admin: 'unauthorized',
    superAdmin: 'ok',
  },
  'email.previewTemplate': {
    input: () => ({ templateCode: 'TEST', locale: 'en', subject: 'S', bodyHtml: '<p>{{user_name}}</p>' }),
    admin: 'ok',
    superAdmin: 'ok',
  },
  'email.sendTest': { input: () => ({ templateCode: 'TEST', locale: 'en' }), admin: 'unauthorized', superAdmin: 'ok' },
  'moderation.reports': {
    input: () => ({ status: 'open' }),
    admin: 'ok',
    superAdmin: 'ok',
    showsB: hasId(() => B.reportIds[0]!),
  },
  'moderation.setMealDisabled': {
    input: () => ({ reportId: B.reportIds[0], disabled: true }),
    admin: 'notFound',
    superAdmin: 'ok',
  },
  'moderation.suspendCook': {
    input: () => ({ reportId: B.reportIds[0], days: 7 }),
    admin: 'notFound',
    superAdmin: 'ok',
  },
  'moderation.liftSuspension': { input: () => ({ userId: B.cookId }), admin: 'notFound', superAdmin: 'ok' },
  'moderation.resolve': {
    input: () => ({ reportId: B.reportIds[1], notes: 'Checked' }),
    admin: 'notFound',
    superAdmin: 'ok',
  },
  'moderation.dismiss': { input: () => ({ reportId: B.reportIds[2] }), admin: 'notFound', superAdmin: 'ok' },
  'moderation.takeDownWish': { input: () => ({ reportId: B.wishReportId }), admin: 'notFound', superAdmin: 'ok' },
};

describe('access matrix: an admin of organization A on organization B', () => {
  let adminOfA: AuthUser;
  let superAdmin: AuthUser;

  beforeAll(async () => {
    const db = world.deps.database.db;
    const now = world.clock.now();
    adminOfA = (await actorUser('admin'))!;
    superAdmin = (await actorUser('superAdmin'))!;
    B.spareOfficeOfA = (await createOffice(db, { organizationId: mealOrganizationId })).id;
    const office = await createOffice(db, { allowedEmailDomains: [B_DOMAIN] });
    B.officeId = office.id;
    B.organizationId = office.organizationId;
    B.cookId = (await createUser(db, 'cook', { officeId: office.id })).id;
    B.mealId = (await createMeal(db, { cookId: B.cookId, officeId: office.id, pickupDate: '2026-11-23' })).id;
    const member = () => createUser(db, 'eater', { officeId: office.id, email: `${uniq('b')}@${B_DOMAIN}` });
    const eater = await member();
    B.eaterId = eater.id;
    B.movedEaterId = (await member()).id;
    B.erasedId = (await member()).id;
    for (const reporter of [eater, await member(), await member()]) {
      const report = await insertMealReport(db, {
        mealId: B.mealId,
        reporterId: reporter.id,
        reason: 'spam',
        note: null,
        now,
      });
      B.reportIds.push(report!.id);
    }
    B.wishId = (
      await insertWish(db, {
        officeId: office.id,
        authorId: B.cookId,
        title: 'Matrix wish',
        expiresAt: new Date(now.getTime() + 86_400_000),
      })
    ).id;
    B.wishReportId = (
      await insertWishReport(db, {
        wishId: B.wishId,
        reporterId: eater.id,
        officeId: office.id,
        reason: 'spam',
        note: null,
        now,
      })
    ).id!;
    const updatedAt = async (userId: string) =>
      (await db.select({ at: profiles.updatedAt }).from(profiles).where(eq(profiles.userId, userId)))[0]!.at;
    B.eaterUpdatedAt = await updatedAt(B.eaterId);
    B.movedEaterUpdatedAt = await updatedAt(B.movedEaterId);
    B.accessRequestId = (
      await insertAccessRequest(db, { userId: null, email: `lead@${B_DOMAIN}`, officeGuess: '', note: '', now })
    ).id;
    await enqueueEmail(db, {
      templateCode: 'TEST',
      recipientUserId: B.eaterId,
      recipientEmail: eater.email,
      idempotencyKey: uniq('cross'),
      nextAttemptAt: new Date(now.getTime() + 86_400_000),
    });
    B.emailEventId = (
      await db.select({ id: emailEvents.id }).from(emailEvents).where(eq(emailEvents.recipientUserId, B.eaterId))
    )[0]!.id;
    await insertClosedDay(db, office.id, { date: '2026-12-25', label: 'Christmas' }, now);
  });

  it('has a row for every procedure an admin may call', () => {
    const adminProcedures = Object.entries(MATRIX)
      .filter(([, row]) => row.expect.eater === 'unauthorized' && row.expect.superAdmin !== 'unauthorized')
      .map(([path]) => path)
      .sort();
    expect(Object.keys(CROSS).sort()).toEqual(adminProcedures);
  });

  for (const [path, row] of Object.entries(CROSS)) {
    it(`${path}`, async () => {
      for (const [who, user, expected] of [
        ['admin of A', adminOfA, row.admin],
        ['super admin', superAdmin, row.superAdmin],
      ] as const) {
        const caller = createCaller(
          createInnerContext({ deps: world.deps, user, ip: uniq('ip') }),
        ) as unknown as Record<string, Record<string, (input: unknown) => Promise<unknown>>>;
        const [area, name] = path.split('.') as [string, string];
        let answer: unknown;
        const before = expected !== 'ok' ? await snapshotDatabase(world.deps.database.db) : undefined;
        const outcome = await outcomeOf(async () => {
          answer = await caller[area]![name]!(row.input());
        });
        expect(outcome, `${path} as ${who}`).toBe(expected);
        // Organization B's rows (every row) are as they were: a write followed by a refusal would otherwise pass.
        if (before) await expectDatabaseUnchanged(world.deps.database.db, before, `${path} as ${who}`);
        if (row.showsB) expect(row.showsB(answer), `${path} as ${who} shows B's row`).toBe(who === 'super admin');
      }
    });
  }
});
