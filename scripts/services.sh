#!/usr/bin/env bash
# Installs (if needed) and starts Redis and PostgreSQL on 127.0.0.1 for the store tests and
# for a shared store, and installs Debian's Chromium headless shell (and a colour emoji font) for
# the live map's browser tests (test/web, driven by playwright-core at
# /usr/bin/chromium-headless-shell: tools/chromium.ts). Idempotent and quick when all are already
# installed and running.
# Run as root (CI and the dev machines are). Prints the two URLs the tests read:
#   REDIS_URL=redis://127.0.0.1:6379
#   DATABASE_URL=postgres://risk:risk@127.0.0.1:5432/risk
set -euo pipefail

# Only the two URL lines may reach stdout (.ci/run exports them); every tool's chatter
# (pg_ctlcluster's "Removed stale pid file.", apt) goes to stderr.
exec 3>&1 1>&2

log() { echo "services: $*" >&2; }

# A daemon must hold none of our descriptors: one that keeps the caller's stdout, stderr or
# fd 3 open keeps a pipe reading it (CI's $(...), a log collector) waiting for ever.
detached() { "$@" </dev/null >>/tmp/risk-services.log 2>&1 3>&-; }
trap 'log "failed; the end of /tmp/risk-services.log:"; tail -n 20 /tmp/risk-services.log >&2 || true' ERR

need_install=()
command -v redis-server >/dev/null 2>&1 || need_install+=(redis-server)
ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || need_install+=(postgresql)
[ -x /usr/bin/chromium-headless-shell ] || need_install+=(chromium-headless-shell)
# Player names and the log carry emoji (🤖, dice): without a colour emoji font the screenshots
# people look at show empty boxes where every phone and desktop shows them.
[ -e /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || need_install+=(fonts-noto-color-emoji)
if [ ${#need_install[@]} -gt 0 ]; then
  log "installing ${need_install[*]}"
  export DEBIAN_FRONTEND=noninteractive
  detached apt-get update -qq
  # The packages' install scripts may start their service: detached, like the starts below.
  detached apt-get install -y -qq "${need_install[@]}"
fi

# Redis: a daemon on loopback, no persistence needed by the tests.
if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  log "starting redis"
  detached redis-server --bind 127.0.0.1 --port 6379 --daemonize yes --save '' --appendonly no \
    --logfile /tmp/risk-redis.log
  for _ in $(seq 1 50); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 0.1; done
fi

# PostgreSQL: Debian's cluster tools; create the cluster if the package did not.
PGVER=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h 2>/dev/null | grep -q "^$PGVER main"; then
  log "creating cluster $PGVER/main"
  detached pg_createcluster "$PGVER" main
fi
if ! pg_lsclusters -h | grep -q "^$PGVER main .* online"; then
  log "starting postgresql $PGVER"
  detached pg_ctlcluster "$PGVER" main start
fi
for _ in $(seq 1 50); do pg_isready -h 127.0.0.1 -q && break; sleep 0.2; done
psql_su() { su postgres -c "psql -v ON_ERROR_STOP=1 -qAt $*"; }
if [ "$(psql_su "-c \"SELECT 1 FROM pg_roles WHERE rolname='risk'\"")" != "1" ]; then
  log "creating role and database risk"
  psql_su "-c \"CREATE ROLE risk LOGIN PASSWORD 'risk' CREATEDB\""
fi
if [ "$(psql_su "-c \"SELECT 1 FROM pg_database WHERE datname='risk'\"")" != "1" ]; then
  psql_su "-c \"CREATE DATABASE risk OWNER risk\""
fi

echo "REDIS_URL=redis://127.0.0.1:6379" >&3
echo "DATABASE_URL=postgres://risk:risk@127.0.0.1:5432/risk" >&3
