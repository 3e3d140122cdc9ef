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
