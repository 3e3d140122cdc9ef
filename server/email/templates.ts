// The e-mail templates: one per code and locale in `email_templates`, edited by
// admins, rendered logic-less ({{variable}}, HTML-escaped in the HTML body). The defaults below are installed at
// start-up for any code and locale that has none, so an admin's edit is never overwritten.

import {
  EMAIL_TEMPLATE_CODES,
  LOCALES,
  TEMPLATE_VARIABLES,
  type EmailTemplateCode,
  type Locale,
} from '../../shared/enums';
import type { Executor } from '../db/client';
import { emailTemplates } from '../db/schema';

/** The {{names}} a template text uses that are not allowed (a typo, or a variable nothing fills). */
export function unknownVariables(...texts: string[]): string[] {
  const used = texts.flatMap((text) => [...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}/g)].map((match) => match[1]!));
  return [...new Set(used.filter((name) => !(TEMPLATE_VARIABLES as readonly string[]).includes(name)))];
}

/** Marketing needs consent (off until opted in); account e-mails always go; the rest is transactional. */
export const emailKind = (code: EmailTemplateCode): 'marketing' | 'account' | 'transactional' =>
  code === 'DAILY_MENU' || code === 'FOLLOWED_COOKS_DIGEST'
    ? 'marketing'
    : code === 'CONFIRM_EMAIL' || code === 'PASSWORD_RESET'
      ? 'account'
      : 'transactional';

interface TemplateText {
  subject: string;
  html: string;
}
const p = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('\n');

export const DEFAULT_TEMPLATES: Record<EmailTemplateCode, Record<Locale, TemplateText>> = {
  TEST: {
    en: {
      subject: 'Test e-mail from Lunchbox',
      html: p('Hi {{user_name}},', 'This is a test e-mail. If you can read it, e-mail from Lunchbox works.'),
    },
    lt: {
      subject: 'Bandomasis Lunchbox laiškas',
      html: p('Sveiki, {{user_name}},', 'Tai bandomasis laiškas. Jei jį skaitote, Lunchbox el. paštas veikia.'),
    },
  },
  DAILY_MENU: {
    en: {
      subject: "Tomorrow's homemade lunch at {{office_name}}",
      html: p(
        'Hi {{user_name}},',
        'Colleagues are cooking for tomorrow, {{date_label}}:',
        '{{details}}',
        'Reserve by the evening: <a href="{{manage_link}}">see the menu</a>.',
      ),
    },
    lt: {
      subject: 'Rytojaus naminiai pietūs: {{office_name}}',
      html: p(
        'Sveiki, {{user_name}},',
        'Kolegos gamina rytojui, {{date_label}}:',
        '{{details}}',
        'Rezervuokite iki vakaro: <a href="{{manage_link}}">žiūrėti meniu</a>.',
      ),
    },
  },
  RESERVATION_CONFIRMATION: {
    en: {
      subject: 'Reserved: {{meal_title}} on {{date_label}}',
      html: p(
        'Hi {{user_name}},',
        'You reserved {{quantity}} × {{meal_title}} by {{cook_name}}.',
        'Pick it up on {{date_label}}, {{pickup_window}}, in the kitchen of {{office_name}}, and pay the cook {{price}}.',
        '<a href="{{manage_link}}">See or cancel my reservations</a>',
      ),
    },
    lt: {
      subject: 'Rezervuota: {{meal_title}}, {{date_label}}',
      html: p(
        'Sveiki, {{user_name}},',
        'Rezervavote {{quantity}} × {{meal_title}} (gamina {{cook_name}}).',
        'Atsiimkite {{date_label}}, {{pickup_window}}, biuro {{office_name}} virtuvėje ir sumokėkite virėjui {{price}}.',
        '<a href="{{manage_link}}">Peržiūrėti ar atšaukti rezervacijas</a>',
      ),
    },
  },
  MORNING_PICKUP_REMINDER: {
    en: {
      subject: 'Today: {{meal_title}}, {{pickup_window}}',
      html: p(
        'Good morning {{user_name}},',
        'Your lunch is today: {{quantity}} × {{meal_title}} by {{cook_name}}, {{pickup_window}} in the kitchen of {{office_name}}. Bring {{price}}.',
        '<a href="{{manage_link}}">My reservations</a>',
      ),
    },
    lt: {
      subject: 'Šiandien: {{meal_title}}, {{pickup_window}}',
      html: p(
        'Labas rytas, {{user_name}},',
        'Jūsų pietūs šiandien: {{quantity}} × {{meal_title}} (gamina {{cook_name}}), {{pickup_window}} biuro {{office_name}} virtuvėje. Turėkite {{price}}.',
        '<a href="{{manage_link}}">Mano rezervacijos</a>',
      ),
    },
  },
  NEW_PREORDER_ALERT: {
    en: {
      subject: 'New reservations: {{meal_title}}',
      html: p(
        'Hi {{user_name}},',
        '{{meal_title}} for {{date_label}} now has {{quantity}} portions reserved:',
        '{{details}}',
        '<a href="{{manage_link}}">Open my preorders</a>',
      ),
    },
    lt: {
      subject: 'Naujos rezervacijos: {{meal_title}}',
      html: p(
        'Sveiki, {{user_name}},',
        '{{meal_title}} ({{date_label}}) jau rezervuota porcijų: {{quantity}}:',
        '{{details}}',
        '<a href="{{manage_link}}">Atidaryti užsakymus</a>',
      ),
    },
  },
  EVENING_COOK_SUMMARY: {
    en: {
      subject: 'Tomorrow you cook: {{meal_title}}',
      html: p(
        'Hi {{user_name}},',
        'Ordering has closed. For {{date_label}}, {{pickup_window}}, cook {{quantity}} portions of {{meal_title}}:',
        '{{details}}',
        '<a href="{{manage_link}}">Open my preorders</a>',
      ),
    },
    lt: {
      subject: 'Rytoj gaminate: {{meal_title}}',
      html: p(
        'Sveiki, {{user_name}},',
        'Užsakymai baigti. {{date_label}}, {{pickup_window}}, pagaminkite {{quantity}} porc. patiekalo {{meal_title}}:',
        '{{details}}',
        '<a href="{{manage_link}}">Atidaryti užsakymus</a>',
      ),
    },
  },
  RESERVATION_CANCELLED: {
    en: {
      subject: 'Cancelled: {{meal_title}} on {{date_label}}',
      html: p(
        'Hi {{user_name}},',
        '{{details}}',
        '{{quantity}} × {{meal_title}} for {{date_label}} is no longer reserved. Nobody owes anything.',
        '<a href="{{manage_link}}">Open Lunchbox</a>',
      ),
    },
    lt: {
      subject: 'Atšaukta: {{meal_title}}, {{date_label}}',
      html: p(
        'Sveiki, {{user_name}},',
        '{{details}}',
        '{{quantity}} × {{meal_title}} ({{date_label}}) nebėra rezervuota. Niekas nieko neskolingas.',
        '<a href="{{manage_link}}">Atidaryti Lunchbox</a>',
      ),
    },
  },
  PAYMENT_RECEIPT: {
    en: {
      subject: 'Receipt: {{meal_title}}, {{price}}',
      html: p(
        'Hi {{user_name}},',
        'Thank you! {{cook_name}} received {{price}} for {{quantity}} × {{meal_title}} on {{date_label}}.',
        '<a href="{{manage_link}}">See the receipt</a>',
      ),
    },
    lt: {
      subject: 'Kvitas: {{meal_title}}, {{price}}',
      html: p(
        'Sveiki, {{user_name}},',
        'Ačiū! {{cook_name}} gavo {{price}} už {{quantity}} × {{meal_title}}, {{date_label}}.',
        '<a href="{{manage_link}}">Peržiūrėti kvitą</a>',
      ),
    },
  },
  ALLERGENS_CHANGED: {
    en: {
      subject: 'Allergens changed: {{meal_title}} on {{date_label}}',
      html: p(
        'Hi {{user_name}},',
        'The cook changed the allergen list of {{meal_title}}, which you reserved for {{date_label}}. It now says: {{details}}.',
        'If this does not suit you, you can still cancel before ordering closes.',
        '<a href="{{manage_link}}">See my reservations</a>',
      ),
    },
    lt: {
      subject: 'Pakeisti alergenai: {{meal_title}}, {{date_label}}',
      html: p(
        'Sveiki, {{user_name}},',
        'Virėjas pakeitė patiekalo {{meal_title}}, kurį rezervavote {{date_label}}, alergenų sąrašą. Dabar: {{details}}.',
        'Jei netinka, dar galite atšaukti, kol užsakymai nebaigti.',
        '<a href="{{manage_link}}">Mano rezervacijos</a>',
      ),
    },
  },
  CONFIRM_EMAIL: {
    en: {
      subject: 'Confirm your e-mail for Lunchbox',
      html: p(
        'Hi {{user_name}},',
        'Please confirm your e-mail address to finish creating your Lunchbox account.',
        '<a href="{{action_link}}">Confirm my e-mail</a>',
        'The link is valid for 24 hours. If you did not sign up, you can ignore this e-mail.',
      ),
    },
    lt: {
      subject: 'Patvirtinkite savo el. paštą Lunchbox paskyrai',
      html: p(
        'Sveiki, {{user_name}},',
        'Patvirtinkite el. pašto adresą, kad baigtumėte kurti Lunchbox paskyrą.',
        '<a href="{{action_link}}">Patvirtinti el. paštą</a>',
        'Nuoroda galioja 24 valandas. Jei nesiregistravote, šį laišką galite ignoruoti.',
      ),
    },
  },
  PASSWORD_RESET: {
    en: {
      subject: 'Reset your Lunchbox password',
      html: p(
        'Hi {{user_name}},',
        'Someone (we hope you) asked to reset your password.',
        '<a href="{{action_link}}">Choose a new password</a>',
        'The link works once, for 1 hour. If it was not you, ignore this e-mail: your password stays as it is.',
      ),
    },
    lt: {
      subject: 'Atkurkite Lunchbox slaptažodį',
      html: p(
        'Sveiki, {{user_name}},',
        'Kažkas (tikimės, jūs) paprašė atkurti slaptažodį.',
        '<a href="{{action_link}}">Pasirinkti naują slaptažodį</a>',
        'Nuoroda veikia vieną kartą, 1 valandą. Jei tai ne jūs, ignoruokite laišką: slaptažodis liks toks pat.',
      ),
    },
  },
  MEAL_DISABLED: {
    en: {
      subject: 'Taken off the menu: {{meal_title}} on {{date_label}}',
      html: p(
        'Hi {{user_name}},',
        'The office admins have taken {{meal_title}} by {{cook_name}}, which you reserved for {{date_label}}, off the menu while they look into a report about it.',
        'Please do not count on it for now. Your reservation is still listed; you can cancel it, and nobody owes anything for a meal that is not handed out.',
        '<a href="{{manage_link}}">See my reservations</a>',
      ),
    },
    lt: {
      subject: 'Išimta iš meniu: {{meal_title}}, {{date_label}}',
      html: p(
        'Sveiki, {{user_name}},',
        'Biuro administratoriai išėmė iš meniu patiekalą {{meal_title}} (gamina {{cook_name}}), kurį rezervavote {{date_label}}, kol nagrinėja apie jį gautą pranešimą.',
        'Kol kas juo nesiremkite. Jūsų rezervacija vis dar matoma; galite ją atšaukti, o už neišduotą patiekalą niekas nieko neskolingas.',
        '<a href="{{manage_link}}">Mano rezervacijos</a>',
      ),
    },
  },
  MEAL_REENABLED: {
    en: {
      subject: 'Back on the menu: {{meal_title}} on {{date_label}}',
      html: p(
        'Hi {{user_name}},',
        'The office admins have looked into the report and put {{meal_title}} by {{cook_name}} back on the menu. Your reservation for {{date_label}} stands: {{quantity}} × {{meal_title}}, {{pickup_window}}, in the kitchen of {{office_name}} ({{price}}, paid to the cook).',
        'If you no longer want it, cancel it before ordering closes.',
        '<a href="{{manage_link}}">See my reservations</a>',
      ),
    },
    lt: {
      subject: 'Vėl meniu: {{meal_title}}, {{date_label}}',
      html: p(
        'Sveiki, {{user_name}},',
        'Biuro administratoriai išnagrinėjo pranešimą ir grąžino patiekalą {{meal_title}} (gamina {{cook_name}}) į meniu. Jūsų rezervacija {{date_label}} galioja: {{quantity}} × {{meal_title}}, {{pickup_window}}, biuro {{office_name}} virtuvėje ({{price}}, mokama virėjui).',
        'Jei nebenorite, atšaukite, kol užsakymai nebaigti.',
        '<a href="{{manage_link}}">Mano rezervacijos</a>',
      ),
    },
  },
  COOK_SUSPENDED: {
    en: {
      subject: 'Your cooking on Lunchbox is paused until {{date_label}}',
      html: p(
        'Hi {{user_name}},',
        'After a report about one of your meals, the office admins have paused your cooking until {{date_label}}. Until then you cannot create or edit meals; your existing reservations are not changed by this.',
        'If you think this is a mistake, please reply to your office admins.',
        '<a href="{{manage_link}}">Open my meals</a>',
      ),
    },
    lt: {
      subject: 'Jūsų gaminimas Lunchbox sustabdytas iki {{date_label}}',
      html: p(
        'Sveiki, {{user_name}},',
        'Gavę pranešimą apie vieną jūsų patiekalų, biuro administratoriai sustabdė jūsų gaminimą iki {{date_label}}. Iki tol negalite kurti ar redaguoti patiekalų; esamos rezervacijos dėl to nesikeičia.',
        'Jei manote, kad tai klaida, parašykite biuro administratoriams.',
        '<a href="{{manage_link}}">Atidaryti mano patiekalus</a>',
      ),
    },
  },
  WAITLIST_PROMOTED: {
    en: {
      subject: 'Your turn: {{meal_title}} on {{date_label}} is reserved',
      html: p(
        'Hi {{user_name}},',
        'Portions came back and you were next in line: {{quantity}} × {{meal_title}} by {{cook_name}} is now reserved for you.',
        'Pick it up on {{date_label}}, {{pickup_window}}, in the kitchen of {{office_name}}, and pay the cook {{price}}. If you no longer need it, cancel it before ordering closes so the next colleague gets it.',
        '<a href="{{manage_link}}">See or cancel my reservations</a>',
      ),
    },
    lt: {
      subject: 'Jūsų eilė: {{meal_title}}, {{date_label}}, rezervuota',
      html: p(
        'Sveiki, {{user_name}},',
        'Atsirado porcijų ir jūs buvote kitas eilėje: {{quantity}} × {{meal_title}} (gamina {{cook_name}}) dabar rezervuota jums.',
        'Atsiimkite {{date_label}}, {{pickup_window}}, biuro {{office_name}} virtuvėje ir sumokėkite virėjui {{price}}. Jei nebereikia, atšaukite, kol užsakymai nebaigti, kad gautų kitas kolega.',
        '<a href="{{manage_link}}">Peržiūrėti ar atšaukti rezervacijas</a>',
      ),
    },
  },
  WAITLIST_CLOSED: {
    en: {
      subject: 'The waitlist for {{meal_title}} has closed',
      html: p(
        'Hi {{user_name}},',
        'Ordering for {{meal_title}} by {{cook_name}} on {{date_label}} has closed, and no portion came free for you this time. Sorry!',
        'Nobody owes anything. Other colleagues may still be cooking:',
        '<a href="{{manage_link}}">See the menu</a>',
      ),
    },
    lt: {
      subject: 'Patiekalo {{meal_title}} laukiančiųjų sąrašas uždarytas',
      html: p(
        'Sveiki, {{user_name}},',
        'Patiekalo {{meal_title}} (gamina {{cook_name}}, {{date_label}}) užsakymai baigti, ir šįkart porcija jums neatsilaisvino. Atsiprašome!',
        'Niekas nieko neskolingas. Galbūt gamina kiti kolegos:',
        '<a href="{{manage_link}}">Žiūrėti meniu</a>',
      ),
    },
  },
  HANDOVER_OFFERED: {
    en: {
      subject: '{{details}} offers you {{meal_title}} on {{date_label}}',
      html: p(
        'Hi {{user_name}},',
        '{{details}} cannot come and offers you their reservation: {{quantity}} × {{meal_title}} by {{cook_name}}, {{date_label}}, {{pickup_window}}, in the kitchen of {{office_name}} ({{price}}, paid to the cook).',
        'Accept or decline it in Lunchbox; if nobody takes it by the pickup, it stays theirs.',
        '<a href="{{manage_link}}">Accept or decline</a>',
      ),
    },
    lt: {
      subject: '{{details}} siūlo jums {{meal_title}}, {{date_label}}',
      html: p(
        'Sveiki, {{user_name}},',
        '{{details}} negali ateiti ir siūlo jums savo rezervaciją: {{quantity}} × {{meal_title}} (gamina {{cook_name}}), {{date_label}}, {{pickup_window}}, biuro {{office_name}} virtuvėje ({{price}}, mokama virėjui).',
        'Priimkite arba atsisakykite Lunchbox programėlėje; jei niekas nepriims iki atsiėmimo, rezervacija liks jam.',
        '<a href="{{manage_link}}">Priimti arba atsisakyti</a>',
      ),
    },
  },
  HANDOVER_TAKEN: {
    en: {
      subject: '{{details}} took your {{meal_title}} on {{date_label}}',
      html: p(
        'Hi {{user_name}},',
        '{{details}} took the reservation you offered: {{quantity}} × {{meal_title}} by {{cook_name}}, {{date_label}}, {{pickup_window}}.',
        'It is theirs now: they pick it up and pay the cook {{price}}. You owe nothing for it.',
        '<a href="{{manage_link}}">See my reservations</a>',
      ),
    },
    lt: {
      subject: '{{details}} paėmė jūsų {{meal_title}}, {{date_label}}',
      html: p(
        'Sveiki, {{user_name}},',
        '{{details}} paėmė jūsų pasiūlytą rezervaciją: {{quantity}} × {{meal_title}} (gamina {{cook_name}}), {{date_label}}, {{pickup_window}}.',
        'Dabar ji priklauso jiems: jie atsiima ir sumoka virėjui {{price}}. Jūs už ją nieko neskolingi.',
        '<a href="{{manage_link}}">Mano rezervacijos</a>',
      ),
    },
  },
  FOLLOWED_COOKS_DIGEST: {
    en: {
      subject: 'New from cooks you follow at {{office_name}}',
      html: p(
        'Hi {{user_name}},',
        'Cooks you follow have put new meals on the menu:',
        '{{details}}',
        '<a href="{{manage_link}}">See the menu</a>',
        'You get this at most once a day because you follow these cooks and allowed news e-mails.',
      ),
    },
    lt: {
      subject: 'Naujienos iš virėjų, kuriuos sekate: {{office_name}}',
      html: p(
        'Sveiki, {{user_name}},',
        'Virėjai, kuriuos sekate, įdėjo naujų patiekalų į meniu:',
        '{{details}}',
        '<a href="{{manage_link}}">Žiūrėti meniu</a>',
        'Šį laišką gaunate ne dažniau kaip kartą per dieną, nes sekate šiuos virėjus ir leidote naujienų laiškus.',
      ),
    },
  },
  NOTICE: {
    en: {
      subject: 'Lunchbox: {{meal_title}}',
      html: p(
        'Hi {{user_name}},',
        '{{details}}',
        '<a href="{{manage_link}}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#c2410c;color:#ffffff;text-decoration:none;font-weight:600">Open in Lunchbox</a>',
      ),
    },
    lt: {
      subject: 'Lunchbox: {{meal_title}}',
      html: p(
        'Sveiki, {{user_name}},',
        '{{details}}',
        '<a href="{{manage_link}}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#c2410c;color:#ffffff;text-decoration:none;font-weight:600">Atidaryti Lunchbox</a>',
      ),
    },
  },
};

/** Installs the default of every code and locale that has no template yet; existing ones (edited or not) stay. */
export async function installDefaultTemplates(db: Executor) {
  const rows = EMAIL_TEMPLATE_CODES.flatMap((code) =>
    LOCALES.map((locale) => ({
      templateCode: code,
      locale,
      subject: DEFAULT_TEMPLATES[code][locale].subject,
      bodyHtml: DEFAULT_TEMPLATES[code][locale].html,
      bodyText: '',
    })),
  );
  await db.insert(emailTemplates).values(rows).onConflictDoNothing();
  return rows.length;
}

/** Plain text from an HTML body: links as "text: url" (a closing parenthesis would stick to the URL), paragraphs and line breaks kept, tags dropped. */
export function textFromHtml(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, (_m, href: string, label: string) => `${label}: ${href}`)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
