// Access requests from the landing page's wizard, and first-party analytics events.
import type { Executor } from '../client';
import { accessRequests, analyticsEvents } from '../schema';

export async function insertAccessRequest(
  db: Executor,
  input: { userId: string | null; email: string; officeGuess: string; note: string; now: Date },
) {
  const [row] = await db
    .insert(accessRequests)
    .values({ userId: input.userId, email: input.email, officeGuess: input.officeGuess, orgGuess: null, note: input.note, createdAt: input.now })
    .returning({ id: accessRequests.id });
  return row!;
}

export async function insertAnalyticsEvent(
  db: Executor,
  input: { name: string; category: string; label: string; value: number; userId: string | null; props?: Record<string, string>; now: Date },
) {
  await db.insert(analyticsEvents).values({
    name: input.name,
    category: input.category,
    label: input.label,
    value: input.value,
    userId: input.userId,
    props: input.props ?? {},
    createdAt: input.now,
  });
}
