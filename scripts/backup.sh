#!/usr/bin/env bash
# Backs up the product, safe while it runs and writes go on. Restore with scripts/restore.sh; see docs/operations.md.
#
# With DATABASE_URL (a PostgreSQL server): the database as a pg_dump custom-format file (one consistent snapshot) and,
# when uploaded images live on local disk (no S3_BUCKET), the media folder under DATA_DIR as a tar.gz (image files
# are immutable and written by rename; temp files are left out).
#
#   DATABASE_URL=postgres://user:pass@host:5432/db [DATA_DIR=./data] scripts/backup.sh [OUT_DIR]
#
# pg_dump comes from $PG_BIN, else PATH, else the newest /usr/lib/postgresql/<n>/bin; it must be at least the
# server's major version.
#
# Without DATABASE_URL (the embedded PGlite of `npm start`): one tar.gz of what DATA_DIR holds — the database
# (pglite/), the images (media/) and the generated JWT secret (jwt-secret, when there is one).
#
#   [DATA_DIR=./data] scripts/backup.sh [OUT_DIR]
#
# A file copy of a live database directory is not consistent, so the running API copies its own database at one
# instant and hands it over on DATA_DIR/backup.sock (api/src/database/embedded-backup.ts); with no API running the
# files are copied as they are (do not start one meanwhile). The database is copied before the images: every image
# it refers to is in the archive.
#
# OUT_DIR defaults to $BACKUP_DIR or ./backups. Prints the files it wrote, written under a .part name and renamed, so
# a backup that failed half way never looks like a good one.
set -euo pipefail

DATA_DIR=${DATA_DIR:-./data}
OUT_DIR=${1:-${BACKUP_DIR:-./backups}}
here=$(dirname "${BASH_SOURCE[0]}")
stamp=$(date -u +%Y%m%dT%H%M%SZ)

if [ -z "${DATABASE_URL:-}" ]; then
  [ -d "$DATA_DIR/pglite" ] || { echo "backup: $DATA_DIR/pglite not found: set DATA_DIR (or DATABASE_URL for a PostgreSQL server)" >&2; exit 1; }
  mkdir -p "$OUT_DIR"
  archive="$OUT_DIR/inmobiliaria-$stamp-data.tar.gz"
  staging=$(mktemp -d "$OUT_DIR/.backup.XXXXXX")
  trap 'rm -rf "$staging" "$archive.part"' EXIT
  rc=0
  node "$here/embedded-backup.mjs" dump "$DATA_DIR" "$staging/pglite.tar" || rc=$?
  if [ "$rc" -eq 0 ]; then
    mkdir "$staging/pglite"
    # PGlite names its members from the root ('/PG_VERSION'): tar strips the slash, and says so.
    tar -C "$staging/pglite" -xf "$staging/pglite.tar" 2> >(grep -v 'Removing leading' >&2)
    rm "$staging/pglite.tar"
    database_from=$staging
  elif [ "$rc" -eq 3 ]; then
    echo "backup: no API is running on $DATA_DIR: copying its database files as they are" >&2
    database_from=$DATA_DIR
  else
    echo "backup: the running API could not copy its database" >&2
    exit 1
  fi
  rest=()
  [ -d "$DATA_DIR/media" ] && rest+=(media)
  [ -f "$DATA_DIR/jwt-secret" ] && rest+=(jwt-secret)
  (umask 077 && tar --exclude='media/.*' -czf "$archive.part" -C "$database_from" pglite ${rest[@]+-C "$DATA_DIR" "${rest[@]}"})
  mv "$archive.part" "$archive"
  echo "$archive"
  [ -z "${S3_BUCKET:-}" ] || echo "backup: uploaded images are in the bucket $S3_BUCKET; back it up with its own tools (versioning or replication)" >&2
  exit 0
fi

. "$here/pg-tool.sh"
PG_DUMP=$(pg_tool pg_dump)

mkdir -p "$OUT_DIR"
dump="$OUT_DIR/inmobiliaria-$stamp.dump"
# Written under a temporary name: a backup that failed half way never looks like a good one.
"$PG_DUMP" --format=custom --no-owner --no-privileges --file="$dump.part" --dbname="$DATABASE_URL"
mv "$dump.part" "$dump"
echo "$dump"

if [ -z "${S3_BUCKET:-}" ] && [ -d "$DATA_DIR/media" ]; then
  media="$OUT_DIR/inmobiliaria-$stamp-media.tar.gz"
  tar -C "$DATA_DIR" --exclude='media/.*' -czf "$media.part" media
  mv "$media.part" "$media"
  echo "$media"
elif [ -n "${S3_BUCKET:-}" ]; then
  echo "backup: images are in the bucket $S3_BUCKET; back it up with its own tools (versioning or replication)" >&2
fi
