// The variables of the ALLERGENS_CHANGED e-mail, in the eater's language: the allergen names come from the menu's
// texts (locales/<lng>/menu.json), so the e-mail names them as the menu does.
import enEmail from '../../locales/en/email.json';
import ltEmail from '../../locales/lt/email.json';
import enMenu from '../../locales/en/menu.json';
import ltMenu from '../../locales/lt/menu.json';
import type { Allergen, Locale } from '../../shared/enums';
import { formatCalendarDate } from '../../shared/format';

const NONE: Record<Locale, string> = { en: enEmail.noAllergens, lt: ltEmail.noAllergens };
const ALLERGEN_NAMES: Record<Locale, Record<Allergen, string>> = { en: enMenu.allergens, lt: ltMenu.allergens };

export function allergenChangeVariables(
  meal: { title: string; pickupDate: string; allergens: Allergen[] },
  to: { firstName: string; email: string; locale: Locale },
  origin: string,
) {
  const names = meal.allergens.map((allergen) => ALLERGEN_NAMES[to.locale][allergen]);
  return {
    user_name: to.firstName || to.email,
    meal_title: meal.title,
    date_label: formatCalendarDate(meal.pickupDate, to.locale, 'long'),
    details: names.length > 0 ? names.join(', ') : NONE[to.locale],
    manage_link: `${origin}/activity`,
  };
}
