import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { existsSync } from 'node:fs';
import { randomIp } from '../../testing/addresses.ts';

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

/**
 * A fresh, isolated browser context (its own cookies and its own client address): one per simulated person.
 * `phone` is a touch screen. The address matters because per-address limits (password work, sign-ups) would
 * otherwise count every browser of the run as one visitor at 127.0.0.1, and journeys in parallel files would
 * refuse each other; the test product trusts one proxy hop, as behind the ingress.
 */
export async function newPerson(
  browser: Browser,
  options: { width?: number; height?: number; phone?: boolean } = {},
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
    ...(options.phone ? { hasTouch: true, isMobile: true, deviceScaleFactor: 2 } : {}),
  });
}
