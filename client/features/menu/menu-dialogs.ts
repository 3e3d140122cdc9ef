// The menu's dialogs and the cards' "⋯" menu, loaded when first wanted: the first load carries what the
// page shows, not the forms behind its buttons (their number inputs and zod) nor Mantine's Menu and its positioning.
// Pointing at or focusing a button that opens one starts the load, so it is usually there by the click; a part that
// cannot load (offline) says so instead (client/lib/lazy-part.tsx).
import { lazyPart } from '../../lib/lazy-part';

const reserve = lazyPart(
  () => import('./reserve-dialog'),
  (module) => module.ReserveDialog,
);
const loadColleague = () => import('./waitlist-and-handover-dialogs');
const joinWaitlist = lazyPart(loadColleague, (module) => module.JoinWaitlistDialog);
const takeGrab = lazyPart(loadColleague, (module) => module.TakeGrabDialog);
const report = lazyPart(
  () => import('./report-dialog'),
  (module) => module.ReportMealDialog,
);
const moreMenu = lazyPart(
  () => import('./meal-more-menu'),
  (module) => module.MealMoreMenu,
);

export const ReserveDialog = reserve.Part;
export const JoinWaitlistDialog = joinWaitlist.Part;
export const TakeGrabDialog = takeGrab.Part;
export const ReportMealDialog = report.Part;
export const MealMoreMenu = moreMenu.Part;

const preload = () => {
  reserve.preload();
  joinWaitlist.preload();
};

/** Spread `preloadMenuDialogs.onIntent` onto a button that opens a menu dialog. */
export const preloadMenuDialogs = { onIntent: { onPointerEnter: preload, onFocus: preload } };

const preloadMore = () => {
  moreMenu.preload();
  report.preload();
};
/** The same for a card's "⋯" button (its menu, and the report dialog behind it). */
export const preloadMoreMenu = { onIntent: { onPointerEnter: preloadMore, onFocus: preloadMore } };
