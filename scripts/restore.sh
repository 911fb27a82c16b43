#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh. Stop the API (every replica) first.
#
# With DATABASE_URL: the database dump into that database and, when given, the media tar.gz into DATA_DIR/media.
# Restore into an empty database or one of the same schema version (objects the dump does not know are left alone).
#
#   DATABASE_URL=postgres://user:pass@host:5432/db [DATA_DIR=./data] scripts/restore.sh DUMP [MEDIA_TAR]
#
# The database is restored in one transaction (--clean --if-exists: what the dump holds is dropped and recreated;
# any error rolls the whole restore back). The media folder is unpacked beside the current one and swapped in by
# rename; the previous folder is kept as media.before-restore-<time> until you delete it.
#
# Without DATABASE_URL (the embedded PGlite): the data archive (…-data.tar.gz) becomes DATA_DIR's database, images
# and JWT secret. It refuses while an API has DATA_DIR open; what DATA_DIR held is kept in
# DATA_DIR/before-restore-<time>.<random>/ until you delete it.
#
#   [DATA_DIR=./data] scripts/restore.sh ARCHIVE
set -euo pipefail

DATA_DIR=${DATA_DIR:-./data}
here=$(dirname "${BASH_SOURCE[0]}")

if [ -z "${DATABASE_URL:-}" ]; then
  if [ $# -ne 1 ]; then
    echo "usage: [DATA_DIR=./data] $0 ARCHIVE   (or DATABASE_URL=… $0 DUMP [MEDIA_TAR] for a PostgreSQL server)" >&2
    exit 2
  fi
  archive=$1
  [ -f "$archive" ] || { echo "restore: no such file: $archive" >&2; exit 1; }
  mkdir -p "$DATA_DIR"
  rc=0
  node "$here/embedded-backup.mjs" running "$DATA_DIR" || rc=$?
  if [ "$rc" -ne 3 ]; then
    echo "restore: an API has $DATA_DIR open (it answers on $DATA_DIR/backup.sock): stop it first" >&2
    exit 1
  fi
  staging=$(mktemp -d "$DATA_DIR/.restore.XXXXXX")
  trap 'rm -rf "$staging"' EXIT
  tar -C "$staging" -xzf "$archive"
  [ -f "$staging/pglite/PG_VERSION" ] || { echo "restore: $archive holds no pglite/ database (is it a PostgreSQL backup? then set DATABASE_URL)" >&2; exit 1; }
  previous=
  for name in pglite media jwt-secret; do
    if [ -e "$DATA_DIR/$name" ]; then
      [ -n "$previous" ] || previous=$(mktemp -d "$DATA_DIR/before-restore-$(date -u +%Y%m%dT%H%M%SZ).XXXXXX")
      mv "$DATA_DIR/$name" "$previous/$name"
    fi
    if [ -e "$staging/$name" ]; then mv "$staging/$name" "$DATA_DIR/$name"; fi
  done
  echo "restored $DATA_DIR from $archive${previous:+; what it held before is in $previous}"
  exit 0
fi

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
  echo "usage: DATABASE_URL=… [DATA_DIR=./data] $0 DUMP [MEDIA_TAR]" >&2
  exit 2
fi
dump=$1
media=${2:-}
[ -f "$dump" ] || { echo "restore: no such file: $dump" >&2; exit 1; }
[ -z "$media" ] || [ -f "$media" ] || { echo "restore: no such file: $media" >&2; exit 1; }

. "$here/pg-tool.sh"
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
