// The Cooks Directory (docs/features.md): the colleagues who cook in the reader's own office, with their upcoming
// meals and whether the reader follows them. Nobody sees another office's cooks: the office is the reader's,
// never an input; a reader without an office gets an empty answer that says so.
import type { AuthUser } from '../auth/auth-user';
import { findDirectoryOffice, listOfficeCooks } from '../db/queries/directory';
import type { AppDeps } from '../deps';

export async function officeCooks(deps: Pick<AppDeps, 'database' | 'clock'>, user: AuthUser) {
  const office = user.officeId ? await findDirectoryOffice(deps.database.db, user.officeId) : undefined;
  if (!user.officeId || !office) return { office: null, cooks: [] };
  const rows = await listOfficeCooks(deps.database.db, {
    officeId: user.officeId,
    readerId: user.id,
    now: deps.clock.now(),
  });
  return {
    office,
    cooks: rows.map((row) => ({
      ...row,
      isSelf: row.id === user.id,
      // The follow rule (server/db/queries/follows.ts): only someone who has cooked, never oneself.
      canFollow: row.hasCooked && row.id !== user.id,
    })),
  };
}
