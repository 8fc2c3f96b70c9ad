import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { existsSync } from 'node:fs';

// Debian's Chromium, never a downloaded browser build: the test runner installs it when missing.
const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Launches headless Chromium with the flags this machine needs (no sandbox as root, no background networking). */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? CHROMIUM_PATHS.find((path) => existsSync(path));
  if (!executablePath) throw new Error('Chromium is not installed: run `apt-get install -y chromium`');
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** A fresh, isolated browser context (its own cookies): one per simulated person. `phone` is a touch screen. */
export async function newPerson(
  browser: Browser,
  options: { width?: number; height?: number; phone?: boolean } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    ...(options.phone ? { hasTouch: true, isMobile: true, deviceScaleFactor: 2 } : {}),
  });
}
