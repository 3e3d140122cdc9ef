// The admin pages' URLs and list inputs in the browser (client/features/admin/admin-model.ts, moderation-model.ts):
// a search parameter is kept only when it is one the server accepts, so a hand-edited or stale link shows the
// unfiltered list instead of an error, and the loader and the page ask with the same input.
import { describe, expect, it } from 'vitest';
import {
  accessRequestsInput,
  auditInput,
  emailQueueInput,
  mealsInput,
  parseAccessRequestsSearch,
  parseAuditSearch,
  parseEmailQueueSearch,
  parseMealsSearch,
  parseUsersSearch,
  usersInput,
} from '../../../client/features/admin/admin-model';
import { parseModerationSearch, reportsInput } from '../../../client/features/admin/moderation-model';

const OFFICE_ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe('the users list', () => {
  it('keeps a search, a known role and an office (or "none")', () => {
    expect(parseUsersSearch({ q: 'Rasa', role: 'cook', office: OFFICE_ID })).toEqual({
      q: 'Rasa',
      role: 'cook',
      office: OFFICE_ID,
    });
    expect(parseUsersSearch({ office: 'none' }).office).toBe('none');
  });

  it('drops a blank search, an unknown role and an office that cannot be one; caps the search at 100', () => {
    expect(parseUsersSearch({ q: '   ', role: 'owner', office: 'vilnius' })).toEqual({
      q: undefined,
      role: undefined,
      office: undefined,
    });
    expect(parseUsersSearch({ q: 'x'.repeat(150) }).q).toHaveLength(100);
    expect(parseUsersSearch({ q: ['Rasa'], role: ['cook'] })).toEqual({
      q: undefined,
      role: undefined,
      office: undefined,
    });
  });

  it('asks for everything when nothing is chosen', () => {
    expect(usersInput({})).toEqual({ search: '', role: null, office: null });
    expect(usersInput({ q: 'Rasa', role: 'admin', office: 'none' })).toEqual({
      search: 'Rasa',
      role: 'admin',
      office: 'none',
    });
  });
});

describe('the meals list', () => {
  it('keeps an office id, a date and a known state', () => {
    expect(parseMealsSearch({ q: 'soup', office: OFFICE_ID, date: '2026-11-27', state: 'softDisabled' })).toEqual({
      q: 'soup',
      office: OFFICE_ID,
      date: '2026-11-27',
      state: 'softDisabled',
    });
  });

  it('drops "none" as an office, a date in another form and an unknown state', () => {
    expect(parseMealsSearch({ office: 'none', date: '27.11.2026', state: 'deleted' })).toEqual({
      q: undefined,
      office: undefined,
      date: undefined,
      state: undefined,
    });
  });

  it('asks for everything when nothing is chosen', () => {
    expect(mealsInput({})).toEqual({ search: '', officeId: null, date: null, state: null });
    expect(mealsInput({ office: OFFICE_ID, date: '2026-11-27', state: 'withdrawn' })).toEqual({
      search: '',
      officeId: OFFICE_ID,
      date: '2026-11-27',
      state: 'withdrawn',
    });
  });
});

describe('the audit log, the e-mail queue and access requests', () => {
  it('keep known actions, targets, statuses, templates and states only', () => {
    expect(parseAuditSearch({ action: 'organization.create', target: 'office', actor: 'Jonas' })).toEqual({
      action: 'organization.create',
      target: 'office',
      actor: 'Jonas',
    });
    expect(parseAuditSearch({ action: 'organization.delete', target: 'planet', actor: ' ' })).toEqual({
      action: undefined,
      target: undefined,
      actor: undefined,
    });
    expect(parseEmailQueueSearch({ status: 'failed', template: 'DAILY_MENU' })).toEqual({
      status: 'failed',
      template: 'DAILY_MENU',
    });
    expect(parseEmailQueueSearch({ status: 'lost', template: 'daily_menu' })).toEqual({
      status: undefined,
      template: undefined,
    });
    expect(parseAccessRequestsSearch({ state: 'contacted' })).toEqual({ state: 'contacted' });
    expect(parseAccessRequestsSearch({ state: 'won' })).toEqual({ state: undefined });
  });

  it('ask for everything when nothing is chosen', () => {
    expect(auditInput({})).toEqual({ action: null, targetType: null, actor: '' });
    expect(emailQueueInput({})).toEqual({ status: null, templateCode: null });
    expect(emailQueueInput({ status: 'sent', template: 'TEST' })).toEqual({ status: 'sent', templateCode: 'TEST' });
    expect(accessRequestsInput({})).toEqual({ state: null });
    expect(accessRequestsInput({ state: 'new' })).toEqual({ state: 'new' });
  });
});

describe('moderation', () => {
  it('opens a known tab only, and asks for its reports', () => {
    expect(parseModerationSearch({ tab: 'dismissed' })).toEqual({ tab: 'dismissed' });
    expect(parseModerationSearch({ tab: 'deleted' })).toEqual({ tab: undefined });
    expect(reportsInput('open')).toEqual({ status: 'open' });
  });
});
