#!/usr/bin/env bash
# Backs up and restores both databases the way docs/operations.md says, and checks the copy: the demo data is seeded
# into a fresh PostgreSQL database and a fresh embedded database (PGlite folder), each is backed up (pg_dump -Fc;
# the stopped folder copied with tar), restored elsewhere (pg_restore into an empty database; the folder unpacked),
# and the restored copy must hold the same rows, accept the migrations as already applied, and show the same week
# menu and ledgers through the app (tests/ops/app-view.ts).
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

view() { # what the app shows on the database (tests/ops/app-view.ts): rows, the week menu, two ledgers
  node --import tsx tests/ops/app-view.ts "$1"
}

echo "== PostgreSQL: pg_dump -Fc, pg_restore into an empty database"
psql -q "$ADMIN_URL" -c "drop database if exists $src with (force)" -c "create database $src" >/dev/null
DATABASE_URL="$base/$src" npm run -s cli -- seed >/dev/null
pg_dump -Fc -f "$work/lunchbox.dump" "$base/$src"
psql -q "$ADMIN_URL" -c "drop database if exists $dst with (force)" -c "create database $dst" >/dev/null
pg_restore --no-owner -d "$base/$dst" "$work/lunchbox.dump"
DATABASE_URL="$base/$dst" npm run -s cli -- migrate >/dev/null
before="$(view "$base/$src")"
after="$(view "$base/$dst")"
echo "  source:   ${before:0:150}… (${#before} characters)"
echo "  restored: ${after:0:150}… (${#after} characters)"
[ "$before" = "$after" ] || { echo "PostgreSQL restore differs" >&2; exit 1; }

echo "== Embedded database: the stopped PGLITE_DIR folder, copied and put back"
PGLITE_DIR="$work/pglite" SEED_DEMO=true npm run -s cli -- seed >/dev/null
tar -C "$work" -czf "$work/pglite.tar.gz" pglite
mkdir "$work/restored" && tar -C "$work/restored" -xzf "$work/pglite.tar.gz"
PGLITE_DIR="$work/restored/pglite" npm run -s cli -- migrate >/dev/null
before="$(view "$work/pglite")"
after="$(view "$work/restored/pglite")"
echo "  source:   ${before:0:150}… (${#before} characters)"
echo "  restored: ${after:0:150}… (${#after} characters)"
[ "$before" = "$after" ] || { echo "Embedded database restore differs" >&2; exit 1; }
echo "backup and restore: ok"
