// The variables of a FOLLOWED_COOKS_DIGEST e-mail: the meals its event named, those still on the menu,
// one line each (title · cook · pickup date · price) in the recipient's language, and the office menu's link.
import type { Locale } from '../../shared/enums';
import { formatCalendarDate, formatPrice } from '../../shared/format';
import { displayName } from '../../shared/people';
import type { Executor } from '../db/client';
import { followedDigestFacts } from '../db/queries/follows';
import type { TemplateVars } from './render';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Undefined when none of the meals is on the menu any more (the e-mail is then skipped). */
export async function followedDigestVars(
  db: Executor,
  mealIds: unknown[],
  locale: Locale,
  origin: string,
): Promise<TemplateVars | undefined> {
  const ids = mealIds.filter((id): id is string => typeof id === 'string' && UUID.test(id));
  const meals = await followedDigestFacts(db, ids);
  const first = meals[0];
  if (!first) return undefined;
  return {
    office_name: first.officeName,
    date_label: formatCalendarDate(first.pickupDate, locale, 'long'),
    manage_link: `${origin}/${first.officeSlug}/menu?day=week`,
    details: meals
      .map((m) =>
        [
          m.title,
          displayName({ firstName: m.cookFirstName, lastName: m.cookLastName, email: m.cookEmail }),
          formatCalendarDate(m.pickupDate, locale, 'long'),
          formatPrice(m.priceCents, locale),
        ].join(' · '),
      )
      .join('\n'),
  };
}
