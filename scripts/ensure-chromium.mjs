#!/usr/bin/env node
// Browser tests drive Debian's Chromium (Playwright cannot download browsers here). Run before `npm test`:
// finds Chromium, installs it with apt-get when missing and possible, and fails loudly otherwise.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
);
const found = () => candidates.find((p) => existsSync(p));

if (!found()) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (root && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium package for the browser tests...");
    try {
      execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
        stdio: 'inherit',
      });
    } catch {
      // Reported below.
    }
  }
}

const path = found();
if (!path) {
  console.error(
    'Chromium not found. The browser tests need it: install Debian\'s "chromium" package ' +
      '(apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.',
  );
  process.exit(1);
}
console.log(`Browser tests will use ${path}`);
