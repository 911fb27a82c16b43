# Sourced by backup.sh and restore.sh: pg_tool NAME prints the path of a PostgreSQL client program — from $PG_BIN,
# else PATH, else the newest /usr/lib/postgresql/<n>/bin — or stops the script.
pg_tool() {
  local name=$1
  if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN/$name"; return; fi
  if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return; fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$dir" ] && [ -x "$dir/$name" ]; then echo "$dir/$name"; return; fi
  echo "$(basename "$0"): $name not found (install the PostgreSQL client or set PG_BIN)" >&2
  exit 1
}
