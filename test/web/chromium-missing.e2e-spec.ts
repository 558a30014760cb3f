// A machine without Chromium fails the browser specs with a message saying how to install it,
// rather than Playwright's own advice to download a browser (which cannot work here).
import { describe, expect, it } from '@jest/globals';
import { launchChromium } from '../support/browser.js';

describe('the browser specs on a machine without Chromium', () => {
  it('fail with the command that installs it and the variable that points elsewhere', async () => {
    await expect(launchChromium('/nonexistent/chromium')).rejects.toThrow(
      /Chromium not found at \/nonexistent\/chromium.*apt-get install -y chromium-headless-shell.*CHROMIUM_PATH/,
    );
  });
});
