// Inputs of the email router: the preference page (by its token), the admin's queue and templates.
import { z } from 'zod';
import { EMAIL_EVENT_STATUSES, EMAIL_TEMPLATE_CODES, LOCALES } from '../enums';
import { TokenField, UuidField, text } from './common';

export const PreferenceTokenInput = z.object({ token: TokenField });
export const SavePreferencesInput = z.object({ token: TokenField, transactional: z.boolean(), marketing: z.boolean() });
export const SaveMyPreferencesInput = z.object({ transactional: z.boolean(), marketing: z.boolean() });

export const EmailQueueInput = z.object({
  status: z.enum(EMAIL_EVENT_STATUSES).nullable().default(null),
  templateCode: z.enum(EMAIL_TEMPLATE_CODES).nullable().default(null),
  cursor: z.object({ key: z.date(), id: UuidField }).nullable().default(null),
});
export const EmailEventIdInput = z.object({ id: UuidField });

/** Characters of a template body: a long e-mail is about 3,000. */
export const TEMPLATE_BODY_MAX = 8000;
const required = (max: number) => text(max).trim().min(1, { error: 'validation.requiredFields' });
/** A subject is one header line: CR and LF are refused (header injection). */
export const TemplateSubjectField = required(200).refine((value) => !/[\r\n]/.test(value), {
  error: 'validation.subjectLineBreak',
});

export const SaveTemplateInput = z.object({
  templateCode: z.enum(EMAIL_TEMPLATE_CODES, { error: 'validation.requiredFields' }),
  locale: z.enum(LOCALES),
  subject: TemplateSubjectField,
  bodyHtml: required(TEMPLATE_BODY_MAX),
  bodyText: text(TEMPLATE_BODY_MAX).default(''),
});
export const TemplateKeyInput = z.object({ templateCode: z.enum(EMAIL_TEMPLATE_CODES), locale: z.enum(LOCALES) });
