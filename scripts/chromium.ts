import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

// One place that finds and starts Debian's Chromium (Playwright cannot download browsers here), for
// the browser tests and the browser benchmark alike; `scripts/ensure-chromium.mjs` installs it.

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p): p is string => !!p && existsSync(p),
);

const QUIET = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * Launches Chromium headless. A missing browser is a failure, never a skip. `unthrottled` frees the
 * frame rate, so each animation frame's interval is the time that frame really took, not the 60 Hz
 * tick: what frame-time measurements want.
 */
export function launchChromium({ unthrottled = false } = {}): Promise<Browser> {
  if (!executablePath) throw new Error('Chromium not found: run `node scripts/ensure-chromium.mjs`.');
  const args = unthrottled ? [...QUIET, '--disable-gpu-vsync', '--disable-frame-rate-limit'] : QUIET;
  return chromium.launch({ executablePath, args });
}
