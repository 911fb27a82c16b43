#!/usr/bin/env bash
# Backs up the product: the PostgreSQL database as a pg_dump custom-format file and, when uploaded images live on
# local disk (no S3_BUCKET), the media folder under DATA_DIR as a tar.gz. Safe while the API runs: pg_dump reads
# one consistent snapshot, and image files are immutable and written by rename (temp files are left out).
#
#   DATABASE_URL=postgres://user:pass@host:5432/db [DATA_DIR=./data] scripts/backup.sh [OUT_DIR]
#
# OUT_DIR defaults to $BACKUP_DIR or ./backups. Prints the files it wrote. pg_dump comes from $PG_BIN, else PATH,
# else the newest /usr/lib/postgresql/<n>/bin; it must be at least the server's major version.
# Restore with scripts/restore.sh. See docs/operations.md.
set -euo pipefail

: "${DATABASE_URL:?set DATABASE_URL (postgres://user:pass@host:5432/db); an embedded PGlite DATA_DIR is backed up by copying the folder with the API stopped}"
DATA_DIR=${DATA_DIR:-./data}
OUT_DIR=${1:-${BACKUP_DIR:-./backups}}

. "$(dirname "${BASH_SOURCE[0]}")/pg-tool.sh"
PG_DUMP=$(pg_tool pg_dump)

stamp=$(date -u +%Y%m%dT%H%M%SZ)
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
