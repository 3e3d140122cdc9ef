// The menu's dialogs and the cards' "⋯" menu, loaded when first wanted: the first load carries what the
// page shows, not the forms behind its buttons (their number inputs and zod) nor Mantine's Menu and its positioning.
// Pointing at or focusing a button that opens one starts the load, so it is usually there by the click.
import { lazy } from 'react';

const loadReserve = () => import('./reserve-dialog');
const loadColleague = () => import('./waitlist-and-handover-dialogs');
const loadReport = () => import('./report-dialog');
const loadMoreMenu = () => import('./meal-more-menu');

export const ReserveDialog = lazy(() => loadReserve().then((module) => ({ default: module.ReserveDialog })));
export const JoinWaitlistDialog = lazy(() =>
  loadColleague().then((module) => ({ default: module.JoinWaitlistDialog })),
);
export const TakeGrabDialog = lazy(() => loadColleague().then((module) => ({ default: module.TakeGrabDialog })));
export const ReportMealDialog = lazy(() => loadReport().then((module) => ({ default: module.ReportMealDialog })));
export const MealMoreMenu = lazy(() => loadMoreMenu().then((module) => ({ default: module.MealMoreMenu })));

const preload = () => {
  void loadReserve();
  void loadColleague();
};

/** Spread `preloadMenuDialogs.onIntent` onto a button that opens a menu dialog. */
export const preloadMenuDialogs = { onIntent: { onPointerEnter: preload, onFocus: preload } };

const preloadMore = () => {
  void loadMoreMenu();
  void loadReport();
};
/** The same for a card's "⋯" button (its menu, and the report dialog behind it). */
export const preloadMoreMenu = { onIntent: { onPointerEnter: preloadMore, onFocus: preloadMore } };
