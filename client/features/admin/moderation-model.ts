// What the moderation page and its route loader share: the list input (so the loader fills the entry the page
// reads) and the row type.
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers/_app';
import { REPORT_STATUSES, type ReportStatus } from '../../../shared/enums';
import { pickOne } from '../../lib/search';

export interface ModerationSearch {
  tab?: ReportStatus;
}
export const parseModerationSearch = (search: Record<string, unknown>): ModerationSearch => ({
  tab: pickOne(search.tab, REPORT_STATUSES),
});
export const reportsInput = (tab: ReportStatus) => ({ status: tab });

export type ModerationReport = inferRouterOutputs<AppRouter>['moderation']['reports']['items'][number];

/** An admin's action on a report, asked for from its card and confirmed in a dialog. */
export type ModerationAction =
  | { kind: 'disable' | 'enable' | 'suspend' | 'resolve' | 'dismiss' | 'takeDownWish'; report: ModerationReport }
  | { kind: 'lift'; report: ModerationReport };

/** A report as its card shows it, and where the card's actions go. */
export interface ReportProps {
  report: ModerationReport;
  onAction: (action: ModerationAction) => void;
}
