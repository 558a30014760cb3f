#!/bin/sh
# `npm run test:cluster` and `bench:capacity -- --through-balancer` run the service as
# deploy/ does, behind Debian's haproxy and pgbouncer (issue 45). This installs what is missing
# when this user may (root with apt-get); otherwise it says how, and the run fails with the same
# advice.
missing=""
command -v haproxy >/dev/null 2>&1 || missing="$missing haproxy"
command -v pgbouncer >/dev/null 2>&1 || missing="$missing pgbouncer"
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "missing:$missing: installing Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  # shellcheck disable=SC2086
  apt-get install -y --no-install-recommends $missing >/dev/null ||
    { apt-get update >/dev/null && apt-get install -y --no-install-recommends $missing >/dev/null; }
  command -v haproxy >/dev/null 2>&1 && command -v pgbouncer >/dev/null 2>&1 && exit 0
fi
echo "missing:$missing: install with 'apt-get install -y haproxy pgbouncer'." >&2
exit 0
