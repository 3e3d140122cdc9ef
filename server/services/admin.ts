// Admin use cases.
import type { Database } from '../db/client';
import { dashboardCounts } from '../db/queries/admin';

export const dashboardStats = (db: Database) => dashboardCounts(db);
