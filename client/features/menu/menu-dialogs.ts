// The menu's dialogs, loaded when first wanted (issue 15): the first load carries what the page shows, not the forms
// behind its buttons (their number inputs and zod). Pointing at or focusing a button that opens one starts the load,
// so it is usually there by the click.
import { lazy } from 'react';

const loadReserve = () => import('./reserve-dialog');
const loadColleague = () => import('./colleague-dialogs');
const loadReport = () => import('./report-dialog');

export const ReserveDialog = lazy(() => loadReserve().then((module) => ({ default: module.ReserveDialog })));
export const JoinWaitlistDialog = lazy(() => loadColleague().then((module) => ({ default: module.JoinWaitlistDialog })));
export const TakeGrabDialog = lazy(() => loadColleague().then((module) => ({ default: module.TakeGrabDialog })));
export const ReportMealDialog = lazy(() => loadReport().then((module) => ({ default: module.ReportMealDialog })));

const preload = () => {
  void loadReserve();
  void loadColleague();
};

/** Spread `preloadMenuDialogs.onIntent` onto a button that opens a menu dialog. */
export const preloadMenuDialogs = { onIntent: { onPointerEnter: preload, onFocus: preload } };
