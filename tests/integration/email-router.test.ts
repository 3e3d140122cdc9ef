// The email router: the preference page by token (no login), RFC 8058 one-click unsubscribe over HTTP, and the
// admin's templates (unknown variables and line breaks refused, code and locale fixed, values escaped in previews,
// a test sent to oneself) and queue (retry a failed e-mail).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailEvents, emailPrefs, emailTemplates, auditLog, unsubscribeTokens } from '../../server/db/schema';
import { generateToken, hashToken } from '../../server/auth/tokens';
import { useTestWorld } from '../helpers/context';
import { expectAppError, expectBadRequest } from '../helpers/errors';
import { callerAs, createUser, uniq } from '../helpers/factories';
import { useTestApp } from '../helpers/http';

const world = useTestWorld();
const server = useTestApp(world);
const db = () => world.deps.database.db;

async function userWithPrefs() {
  const user = await createUser(db(), 'eater');
  const token = generateToken();
  await db().insert(emailPrefs).values({ userId: user.id });
  await db()
    .insert(unsubscribeTokens)
    .values({ userId: user.id, tokenHash: hashToken(token) });
  return { user, token };
}

describe('preferences by token', () => {
  it('shows and saves the two switches without a login; an unknown token is not found', async () => {
    const { user, token } = await userWithPrefs();
    const visitor = world.caller(null);
    const shown = await visitor.email.preferences({ token });
    expect(shown).toMatchObject({ transactional: true, marketing: false });
    // The address is masked: the link needs no login and may be forwarded.
    expect(shown.email).toBe(`${user.email[0]}•••@${user.email.split('@')[1]}`);
    await visitor.email.savePreferences({ token, transactional: false, marketing: true });
    expect(await visitor.email.preferences({ token })).toMatchObject({ transactional: false, marketing: true });
    await expectAppError(visitor.email.preferences({ token: generateToken() }), 'notFound');
    await expectBadRequest(visitor.email.preferences({ token: 'not a token' }));
  });

  it("the profile's switches: a signed-in user's own preferences, made on first use for older accounts", async () => {
    const user = await createUser(db(), 'eater');
    expect(await db().select().from(emailPrefs).where(eq(emailPrefs.userId, user.id))).toHaveLength(0);
    const caller = world.caller(user);
    expect(await caller.email.myPreferences()).toEqual({ transactional: true, marketing: false });
    expect(await caller.email.saveMyPreferences({ transactional: false, marketing: true })).toEqual({
      transactional: false,
      marketing: true,
    });
    const [row] = await db().select().from(emailPrefs).where(eq(emailPrefs.userId, user.id));
    expect(row).toMatchObject({ transactional: false, marketing: true });
  });

  it('one-click unsubscribe (POST, no session, no origin) turns marketing off and nothing else', async () => {
    const { user, token } = await userWithPrefs();
    await db().update(emailPrefs).set({ marketing: true, transactional: true }).where(eq(emailPrefs.userId, user.id));
    const res = await server.app.inject({
      method: 'POST',
      url: `/u/${token}/unsubscribe`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    const [prefs] = await db().select().from(emailPrefs).where(eq(emailPrefs.userId, user.id));
    expect(prefs).toMatchObject({ marketing: false, transactional: true });
    expect((await server.app.inject({ method: 'POST', url: '/u/NOT-A-TOKEN/unsubscribe' })).statusCode).toBe(403);
    // Any other cookieless POST is still refused.
    expect((await server.app.inject({ method: 'POST', url: `/u/${token}/other` })).statusCode).toBe(403);
  });
});

describe('templates', () => {
  const fields = {
    subject: 'Hello {{user_name}}',
    bodyHtml: '<p>{{meal_title}} at {{pickup_window}}</p>',
    bodyText: '',
  };

  it('refuses an unknown variable and a subject with a line break, and changes nothing', async () => {
    const { caller } = await callerAs(world, 'super_admin');
    const [before] = await db().select().from(emailTemplates).where(eq(emailTemplates.templateCode, 'TEST'));
    const error = await expectAppError(
      caller.email.updateTemplate({
        templateCode: 'TEST',
        locale: before!.locale,
        ...fields,
        bodyHtml: '<p>{{meal_titel}} {{user_name}}</p>',
      }),
      'unknownTemplateVariable',
    );
    expect((error.cause as { details?: { names: string } }).details?.names).toBe('{{meal_titel}}');
    await expectBadRequest(
      caller.email.updateTemplate({
        templateCode: 'TEST',
        locale: 'en',
        ...fields,
        subject: 'Hi\r\nBcc: victim@example.com',
      }),
    );
    const [after] = await db().select().from(emailTemplates).where(eq(emailTemplates.id, before!.id));
    expect(after).toEqual(before);
  });

  it('edits by code and locale (the key never changes), audited; creating an existing one is refused', async () => {
    const { caller } = await callerAs(world, 'super_admin');
    const subject = `Reserved ${uniq('s')}: {{meal_title}}`;
    const saved = await caller.email.updateTemplate({
      templateCode: 'RESERVATION_CONFIRMATION',
      locale: 'lt',
      ...fields,
      subject,
    });
    expect(saved).toMatchObject({ templateCode: 'RESERVATION_CONFIRMATION', locale: 'lt', subject });
    const rows = await db()
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.templateCode, 'RESERVATION_CONFIRMATION'));
    expect(rows.map((r) => r.locale).sort()).toEqual(['en', 'lt']);
    expect((await db().select().from(auditLog).where(eq(auditLog.targetId, saved.id))).at(-1)).toMatchObject({
      action: 'emailTemplate.update',
    });
    await expectAppError(
      caller.email.createTemplate({ templateCode: 'RESERVATION_CONFIRMATION', locale: 'en', ...fields }),
      'templateExists',
    );
  });

  it('previews with sample values, escaped in the HTML, in the chosen language', async () => {
    const { caller } = await callerAs(world, 'super_admin');
    const preview = await caller.email.previewTemplate({
      templateCode: 'TEST',
      locale: 'lt',
      subject: '{{meal_title}}',
      bodyHtml: '<p>{{price}} {{details}}</p>',
      bodyText: '',
    });
    expect(preview.subject).toBe('Cepelinai su grybų padažu');
    expect(preview.html).toContain('6,50');
    expect(preview.html).toContain('lang="lt"');
    expect(preview.text).toContain('Tomas Jankauskas × 1');
  });

  it('sends a test only for super admins, as the template dialog shows it, and delivers that e-mail alone', async () => {
    const { caller: admin } = await callerAs(world, 'admin');
    await expectAppError(admin.email.sendTest({ templateCode: 'TEST', locale: 'en' }), 'unauthorized');
    const waiting = uniq('waiting');
    await db()
      .insert(emailEvents)
      .values({
        templateCode: 'TEST',
        recipientEmail: 'someone@example.com',
        idempotencyKey: waiting,
        nextAttemptAt: new Date(world.clock.now().getTime() - 60_000),
      });
    const { user, caller } = await callerAs(world, 'super_admin');
    expect(await caller.email.sendTest({ templateCode: 'TEST', locale: 'en' })).toMatchObject({ sent: true });
    const [other] = await db().select().from(emailEvents).where(eq(emailEvents.idempotencyKey, waiting));
    expect(other).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await db().select().from(emailEvents).where(eq(emailEvents.recipientEmail, user.email))).toHaveLength(1);
  });

  it("sends a test to the admin's own address through the queue", async () => {
    const { user, caller } = await callerAs(world, 'super_admin');
    const result = await caller.email.sendTest({ templateCode: 'TEST', locale: 'en' });
    expect(result).toMatchObject({ sent: true, status: 'sent' });
    const [event] = await db().select().from(emailEvents).where(eq(emailEvents.recipientEmail, user.email));
    expect(event).toMatchObject({ templateCode: 'TEST', status: 'sent' });
  });
});

describe('queue', () => {
  it('counts by status, lists events, and retries a failed one (audited); a sent one cannot be retried', async () => {
    const { caller } = await callerAs(world, 'super_admin');
    const [failed] = await db()
      .insert(emailEvents)
      .values({
        templateCode: 'TEST',
        recipientEmail: 'x@example.com',
        idempotencyKey: uniq('failed'),
        status: 'failed',
        attempts: 6,
        error: '550 no such user',
      })
      .returning();
    const page = await caller.email.queue({ status: 'failed' });
    expect(page.counts.failed).toBeGreaterThanOrEqual(1);
    expect(page.items.find((e) => e.id === failed!.id)).toMatchObject({ error: '550 no such user' });
    await caller.email.retry({ id: failed!.id });
    const [again] = await db().select().from(emailEvents).where(eq(emailEvents.id, failed!.id));
    expect(again).toMatchObject({ status: 'pending', attempts: 0, error: null });
    await caller.email.runDispatcher();
    await expectAppError(caller.email.retry({ id: failed!.id }), 'emailNotRetryable');
  });
});
