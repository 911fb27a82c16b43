#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh: the database dump into DATABASE_URL and, when given, the media
# tar.gz into DATA_DIR/media. Stop every API replica first, and restore into an empty database or one of the same
# schema version (objects the dump does not know are left alone).
#
#   DATABASE_URL=postgres://user:pass@host:5432/db [DATA_DIR=./data] scripts/restore.sh DUMP [MEDIA_TAR]
#
# The database is restored in one transaction (--clean --if-exists: what the dump holds is dropped and recreated;
# any error rolls the whole restore back). The media folder is unpacked beside the current one and swapped in by
# rename; the previous folder is kept as media.before-restore-<time> until you delete it.
set -euo pipefail

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: DATABASE_URL=… [DATA_DIR=./data] $0 DUMP [MEDIA_TAR]" >&2
  exit 2
fi
: "${DATABASE_URL:?set DATABASE_URL (postgres://user:pass@host:5432/db)}"
DATA_DIR=${DATA_DIR:-./data}
dump=$1
media=${2:-}
[ -f "$dump" ] || { echo "restore: no such file: $dump" >&2; exit 1; }
[ -z "$media" ] || [ -f "$media" ] || { echo "restore: no such file: $media" >&2; exit 1; }

. "$(dirname "${BASH_SOURCE[0]}")/pg-tool.sh"
PG_RESTORE=$(pg_tool pg_restore)

"$PG_RESTORE" --clean --if-exists --no-owner --no-privileges --single-transaction --exit-on-error --dbname="$DATABASE_URL" "$dump"
echo "database restored from $dump"

if [ -n "$media" ]; then
  mkdir -p "$DATA_DIR"
  staging=$(mktemp -d "$DATA_DIR/.restore.XXXXXX")
  trap 'rm -rf "$staging"' EXIT
  tar -C "$staging" -xzf "$media"
  [ -d "$staging/media" ] || { echo "restore: $media holds no media/ folder" >&2; exit 1; }
  if [ -d "$DATA_DIR/media" ]; then
    previous="$DATA_DIR/media.before-restore-$(date -u +%Y%m%dT%H%M%SZ)"
    mv "$DATA_DIR/media" "$previous"
    echo "previous media folder kept as $previous"
  fi
  mv "$staging/media" "$DATA_DIR/media"
  echo "media restored from $media"
fi
