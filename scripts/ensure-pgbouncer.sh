#!/bin/sh
# The pooler spec (test/pooler.e2e-spec.ts) runs the service behind a pgbouncer of its own in
# transaction mode (issue 45). Run before the tests (`npm test`'s pretest and .ci/run), this
# installs Debian's package when it is missing and this user may (root with apt-get); otherwise it
# says how, and the spec fails with the same advice.
command -v pgbouncer >/dev/null 2>&1 && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "pgbouncer is missing: installing Debian's pgbouncer for the pooler spec"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y --no-install-recommends pgbouncer >/dev/null ||
    { apt-get update >/dev/null && apt-get install -y --no-install-recommends pgbouncer >/dev/null; }
  command -v pgbouncer >/dev/null 2>&1 && exit 0
fi
echo "pgbouncer is missing: the pooler spec will fail. Install it with 'apt-get install -y pgbouncer'." >&2
exit 0
