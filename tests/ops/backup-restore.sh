#!/usr/bin/env bash
# Backs up and restores both databases the way docs/operations.md says, and checks the copy: the demo data is seeded
# into a fresh PostgreSQL database and a fresh embedded database (PGlite folder), each is backed up (pg_dump -Fc;
# the stopped folder copied with tar), restored elsewhere (pg_restore into an empty database; the folder unpacked),
# and the restored copy must hold the same rows and accept the migrations as already applied.
# Usage: tests/ops/backup-restore.sh [postgres://admin-url]   (default: the local server, trust auth)
set -euo pipefail
export PGOPTIONS=--client-min-messages=warning
cd "$(dirname "$0")/../.."
ADMIN_URL="${1:-postgres://postgres@127.0.0.1:5432/postgres}"
base="${ADMIN_URL%/*}"
work="$(mktemp -d)"
src=lunchbox_backup_src
dst=lunchbox_backup_restored
cleanup() {
  psql -q "$ADMIN_URL" -c "drop database if exists $src with (force)" -c "drop database if exists $dst with (force)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

counts() { # the rows of the tables that matter, as one line of JSON
  node --import tsx --input-type=module -e '
    import { openDatabase, rowsOf } from "./server/db/client.ts";
    import { sql } from "drizzle-orm";
    const url = process.argv[1];
    const h = await openDatabase(url.startsWith("postgres") ? { kind: "postgres", url } : { kind: "pglite", dataDir: url });
    const r = rowsOf(await h.db.execute(sql`select (select count(*)::int from users) users,
      (select count(*)::int from offices) offices, (select count(*)::int from meals) meals,
      (select count(*)::int from preorders) preorders, (select count(*)::int from email_templates) templates`));
    console.log(JSON.stringify(r[0]));
    await h.close();' "$1"
}

echo "== PostgreSQL: pg_dump -Fc, pg_restore into an empty database"
psql -q "$ADMIN_URL" -c "drop database if exists $src with (force)" -c "create database $src" >/dev/null
DATABASE_URL="$base/$src" npm run -s cli -- seed >/dev/null
pg_dump -Fc -f "$work/lunchbox.dump" "$base/$src"
psql -q "$ADMIN_URL" -c "drop database if exists $dst with (force)" -c "create database $dst" >/dev/null
pg_restore --no-owner -d "$base/$dst" "$work/lunchbox.dump"
DATABASE_URL="$base/$dst" npm run -s cli -- migrate >/dev/null
before="$(counts "$base/$src")"
after="$(counts "$base/$dst")"
echo "  source:   $before"
echo "  restored: $after"
[ "$before" = "$after" ] || { echo "PostgreSQL restore differs" >&2; exit 1; }

echo "== Embedded database: the stopped PGLITE_DIR folder, copied and put back"
PGLITE_DIR="$work/pglite" SEED_DEMO=true npm run -s cli -- seed >/dev/null
tar -C "$work" -czf "$work/pglite.tar.gz" pglite
mkdir "$work/restored" && tar -C "$work/restored" -xzf "$work/pglite.tar.gz"
PGLITE_DIR="$work/restored/pglite" npm run -s cli -- migrate >/dev/null
before="$(counts "$work/pglite")"
after="$(counts "$work/restored/pglite")"
echo "  source:   $before"
echo "  restored: $after"
[ "$before" = "$after" ] || { echo "Embedded database restore differs" >&2; exit 1; }
echo "backup and restore: ok"
