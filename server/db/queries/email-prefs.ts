import type { Locale } from '../../../shared/enums';
import type { Executor } from '../client';
import { emailPrefs } from '../schema';

export async function insertEmailPrefs(db: Executor, values: { userId: string; unsubToken: string; locale: Locale }) {
  await db.insert(emailPrefs).values(values).onConflictDoNothing();
}
