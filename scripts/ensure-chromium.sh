#!/bin/sh
# The browser specs (test/web) drive Debian's Chromium headless shell at CHROMIUM_PATH (default
# /usr/bin/chromium-headless-shell; the full browser at /usr/bin/chromium works too, at about
# twice the CPU, docs/performance-history.md): Playwright's own browser download cannot work
# offline. Run before the tests (`npm test`'s pretest and .ci/run), it installs the package when
# the browser is missing and this user may (root with apt-get); otherwise it says how, and the
# specs fail with the same advice.
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
[ -x "$chromium_path" ] && exit 0
case "$(basename "$chromium_path")" in
  chromium) package=chromium ;;
  *) package=chromium-headless-shell ;;
esac
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing at $chromium_path: installing Debian's $package for the browser specs"
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y --no-install-recommends "$package" >/dev/null ||
    { apt-get update >/dev/null && apt-get install -y --no-install-recommends "$package" >/dev/null; }
  [ -x "$chromium_path" ] && exit 0
fi
echo "Chromium is missing at $chromium_path: the browser specs will fail." \
  "Install it with 'apt-get install -y $package' (as root) or set CHROMIUM_PATH." >&2
exit 0
