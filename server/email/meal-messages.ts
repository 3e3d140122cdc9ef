// E-mails to eaters about a meal they reserved: the cook withdrew it, or changed its allergens. Written from the
// locale texts in locales/<lng>/email.json (the e-mail system moves them onto editable templates).
import enEmail from '../../locales/en/email.json';
import ltEmail from '../../locales/lt/email.json';
import enMenu from '../../locales/en/menu.json';
import ltMenu from '../../locales/lt/menu.json';
import type { Allergen, Locale } from '../../shared/enums';
import { formatCalendarDate } from '../../shared/format';
import { emailHtml } from './layout';
import { renderTemplate, type TemplateVars } from './render';
import type { MailMessage } from './transport';

const TEXTS: Record<Locale, typeof enEmail> = { en: enEmail, lt: ltEmail };
const ALLERGEN_NAMES: Record<Locale, Record<Allergen, string>> = { en: enMenu.allergens, lt: ltMenu.allergens };

interface Recipient {
  email: string;
  firstName: string;
  locale: Locale;
}

interface MealFacts {
  title: string;
  pickupDate: string;
  cookName: string;
}

function message(
  to: Recipient,
  texts: { subject: string; greeting: string; footer: string; button: string },
  paragraphs: string[],
  vars: TemplateVars,
  link: string,
): MailMessage {
  const text = (template: string) => renderTemplate(template, vars, 'text');
  const body = [text(texts.greeting), ...paragraphs.map(text)];
  return {
    to: to.email,
    subject: text(texts.subject),
    html: emailHtml({ lang: to.locale, title: text(texts.subject), paragraphs: body, button: { label: texts.button, url: link }, footer: texts.footer }),
    text: [...body, '', link, '', texts.footer].join('\n\n'),
  };
}

export function allergensChangedMessage(opts: { to: Recipient; meal: MealFacts & { allergens: Allergen[] }; activityLink: string }) {
  const t = TEXTS[opts.to.locale].allergensChanged;
  const names = opts.meal.allergens.map((allergen) => ALLERGEN_NAMES[opts.to.locale][allergen]);
  const vars = {
    name: opts.to.firstName || opts.to.email,
    meal: opts.meal.title,
    date: formatCalendarDate(opts.meal.pickupDate, opts.to.locale, 'long'),
    allergens: names.length > 0 ? names.join(', ') : TEXTS[opts.to.locale].noAllergens,
  };
  return message(opts.to, t, [t.intro, t.advice], vars, opts.activityLink);
}
