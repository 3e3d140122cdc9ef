// The closed-day rule (docs/architecture.md: one home per rule): no meal is listed, or moved, onto a day its
// office is closed. The service looks the day up; this decides.
import type { AppErrorCode } from '../../shared/errors';

export interface ClosedDayLookup {
  label: string;
}

/** The refusal for a meal on `closed` (the office's closed day at the meal's date, if any), or null. */
export function closedDayRefusal(closed: ClosedDayLookup | undefined): { code: AppErrorCode; label: string } | null {
  return closed ? { code: 'officeClosed', label: closed.label } : null;
}
