// Debian's Chromium driven by playwright-core for the web client's specs (test/web). Playwright's own
// browser download cannot work here (no internet): the browser is the system's, found at
// CHROMIUM_PATH (default /usr/bin/chromium-headless-shell, Debian's chromium-headless-shell: the
// same Blink as the full browser in Chromium's old headless mode, about 60% less CPU a spec,
// docs/performance-history.md); .ci/run installs it, and a missing one fails the specs with the
// command that installs it.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

export function missingChromiumMessage(path: string): string {
  return (
    `Chromium not found at ${path}: the web client's browser tests (test/web) need it. ` +
    "Install Debian's package with `apt-get install -y chromium-headless-shell` (as root), or set " +
    'CHROMIUM_PATH to a Chromium or Chrome binary.'
  );
}

/**
 * Headless, with a fresh profile. As root Chromium refuses its sandbox; the background-networking
 * flags stop it calling Google's hosts, which this machine's closed network refuses
 * (seen on the machines this project is tested on).
 */
export async function launchChromium(path = CHROMIUM_PATH): Promise<Browser> {
  if (!existsSync(path)) throw new Error(missingChromiumMessage(path));
  return chromium.launch({
    executablePath: path,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
