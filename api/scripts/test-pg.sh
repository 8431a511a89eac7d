#!/usr/bin/env bash
# Runs the API test suite against a real PostgreSQL: a throwaway cluster in a temp dir, on a free port,
# started as user postgres with fsync off, removed afterwards. Usage: api/scripts/test-pg.sh [jest args]
set -euo pipefail
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
[ -x "$PG_BIN/initdb" ] || { echo "PostgreSQL binaries not found in $PG_BIN (apt-get install postgresql)"; exit 1; }

TMP=$(mktemp -d /tmp/aarohi-pg.XXXXXX)
PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" = 0 ]; then chown postgres "$TMP"; fi
cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$TMP/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$TMP"
}
trap cleanup EXIT

as_pg "$PG_BIN/initdb" -D "$TMP/data" -U postgres -A trust --no-sync >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$TMP/data" -l "$TMP/log" -w \
  -o "-p $PORT -k $TMP -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"

cd "$ROOT"
DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" npx jest --selectProjects api --runInBand "$@"
