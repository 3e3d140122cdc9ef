// The office menu: the office, its meals for a day view with each meal's state for the asking user, and the
// live changes. Reads go through the caches, so a busy menu costs no database work until something changes.
import { DomainError } from '../../shared/errors';
import type { MenuMealsInput } from '../../shared/schemas/menu';
import type { AuthUser } from '../auth/auth-user';
import { findMenuOffice, findOfficeBySubdomain, listOfficeMeals, type OfficeMealRow } from '../db/queries/menu';
import type { AppDeps } from '../deps';
import type { StreamSlot } from '../realtime/hub';
import { cutoffInstant, menuDates, menuStateAt, visibleTo } from '../domain/menu';
import { hhmm } from '../../shared/office-time';
import { photoUrls, type PhotoStorage, type PhotoUrls } from '../storage';
import { asPlainJson } from './plain-json';
import { conditionOf } from '../domain/conditional-meals';

export async function menuOffice(deps: AppDeps, slug: string) {
  const office = await deps.caches.offices.get(slug, '', () => findMenuOffice(deps.database.db, slug));
  if (!office) throw new DomainError('officeNotFound');
  return office;
}

/**
 * The office an office subdomain names (docs/decisions/030-office-subdomains.md): its slug and name, or
 * officeNotFound. Read on each page request to a subdomain host and by the browser's /menu there; an indexed
 * lookup, uncached, so a subdomain an admin changes counts at once on every instance.
 */
export async function subdomainOffice(deps: Pick<AppDeps, 'database'>, subdomain: string) {
  const office = await findOfficeBySubdomain(deps.database.db, subdomain);
  if (!office) throw new DomainError('officeNotFound');
  return office;
}

export type MenuRow = Omit<OfficeMealRow, 'photos'> & { cutoffAt: Date; photos: ({ id: string } & PhotoUrls)[] };

/** A meal as the menu cache keeps it: its cutoff instant and its photos' URLs computed once. */
const forCache = (rows: OfficeMealRow[], timeZone: string, storage: PhotoStorage): MenuRow[] =>
  rows.map((row) => ({
    ...row,
    cutoffAt: cutoffInstant(row, timeZone),
    photos: row.photos.map((photo) => ({ id: photo.id, ...photoUrls(storage, photo) })),
  }));

function toMenuMeal(row: MenuRow, now: Date, user: AuthUser | null) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priceCents: row.priceCents,
    totalPortions: row.totalPortions,
    availablePortions: row.availablePortions,
    pickupDate: row.pickupDate,
    pickupStart: hhmm(row.pickupStart),
    pickupEnd: hhmm(row.pickupEnd),
    cutoffAt: row.cutoffAt.toISOString(),
    dietaryTags: row.dietaryTags,
    allergens: row.allergens,
    cook: { id: row.cookId, firstName: row.cookFirstName, lastName: row.cookLastName },
    // In order: the first is the cover (position 0).
    photos: row.photos,
    state: menuStateAt(row, row.cutoffAt, now),
    /** Reservations offered to anyone in the office (hand-overs); the client hides those past `expiresAt`. */
    grabs: row.grabs,
    /** A fair draw (docs/features.md "Fair draw"): entries instead of reservations until `closesAt`, then drawn. */
    draw: row.draw && {
      closesAt: new Date(row.draw.closesAt).toISOString(),
      drawn: row.draw.drawnAt !== null,
      entries: Number(row.draw.entries),
    },
    isOwn: user?.id === row.cookId,
    // Conditional meals: "Goes ahead at N, M so far" while the minimum is open (docs/features.md "Conditional meals").
    ...conditionOf(row, row.cutoffAt, now),
  };
}
export type MenuMeal = ReturnType<typeof toMenuMeal>;

/** The dates of a day view change only at the office's midnight: computed once a minute per zone and view. */
const datesMemo = new Map<string, string[]>();
function datesFor(day: MenuMealsInput['day'] & string, timeZone: string, now: Date) {
  const key = `${timeZone}|${day}|${Math.floor(now.getTime() / 60_000)}`;
  let dates = datesMemo.get(key);
  if (!dates) {
    if (datesMemo.size > 500) datesMemo.clear();
    dates = menuDates(day, timeZone, now);
    datesMemo.set(key, dates);
  }
  return dates;
}

/**
 * Visitors and eaters all see the same thing (no own or hidden meals), so their answer is built once per cached
 * menu version (a patch makes a new rows array), filters and set of closed meals, and shared. Cooks and admins,
 * who may see their own or hidden meals, get theirs built per request.
 */
const publicViews = new WeakMap<MenuRow[], Map<string, MenuMeal[]>>();
/** Filter combinations kept per menu version; rarer ones are built per request (no unbounded growth). */
const MAX_VIEWS_PER_MENU = 32;
const isPublicViewer = (user: AuthUser | null, rows: MenuRow[]) =>
  !user || (user.role === 'eater' && rows.every((row) => row.cookId !== user.id));

export async function menuMeals(
  deps: AppDeps,
  user: AuthUser | null,
  input: Required<Pick<MenuMealsInput, 'slug' | 'day'>> & Pick<MenuMealsInput, 'diet' | 'excludeAllergens'>,
): Promise<MenuMeal[]> {
  const now = deps.clock.now();
  const office = await menuOffice(deps, input.slug);
  const dates = datesFor(input.day, office.timeZone, now);
  const rows = await deps.caches.menu.get(office.id, dates.join(','), async () =>
    forCache(await listOfficeMeals(deps.database.db, office.id, dates), office.timeZone, deps.storage),
  );
  const diet = input.diet ?? [];
  const excluded = input.excludeAllergens ?? [];
  const build = () =>
    asPlainJson(
      rows
        .filter((row) => visibleTo(user, row))
        .filter((row) => diet.every((tag) => row.dietaryTags.includes(tag)))
        .filter((row) => !excluded.some((allergen) => row.allergens.includes(allergen)))
        .map((row) => toMenuMeal(row, now, user)),
    );
  if (!isPublicViewer(user, rows)) return build();

  const closed = rows.filter((row) => now.getTime() >= row.cutoffAt.getTime()).length;
  const normalised = (list: string[]) => [...new Set(list)].sort().join(',');
  const key = `${normalised(diet)}|${normalised(excluded)}|${closed}`;
  let views = publicViews.get(rows);
  if (!views) publicViews.set(rows, (views = new Map()));
  let view = views.get(key);
  if (!view) {
    view = build();
    if (views.size < MAX_VIEWS_PER_MENU) views.set(key, view);
  }
  return view;
}

/**
 * The live events of one office's menu, until any of `signals` aborts or the server stops, in a stream place taken
 * beforehand (over HTTP, before the request reached tRPC) or for a client at an address. The office is looked up
 * before the stream starts, so an unknown office (officeNotFound), or too many open streams from a caller without
 * a place (tooManyLiveStreams), are refused like any other call.
 */
export async function liveChanges(deps: AppDeps, slug: string, place: StreamSlot | string, signals: AbortSignal[]) {
  const office = await menuOffice(deps, slug);
  return deps.realtime.subscribe(office.id, place, signals);
}
