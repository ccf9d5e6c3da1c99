import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from '../../scripts/chromium';
import type { Settings } from '../../src/ui/app/storage/schema';

/** Launches Debian's Chromium headless. A missing browser is a failure, never a skip. */
export const launch = (): Promise<Browser> => launchChromium();

/** The preview server's address, provided by the global setup. */
export const baseURL = (): string => inject('baseURL');

/**
 * Opens the game in a fresh context and collects console errors and failed requests, which a test
 * asserts are empty. `settings` are saved before the first page load, as a returning player's would be
 * (only if none are saved yet, so a test that changes them keeps its change over a reload).
 *
 * Held moves never repeat unless a test asks for it: a person's key press or swipe lasts well under
 * the repeat delay, but on a loaded machine Playwright's key down and key up can be further apart,
 * and the repeat would add a move the test did not type. The tests of holding set `holdRepeat`.
 */
export async function openGame(
  browser: Browser,
  path = '',
  options: BrowserContextOptions = {},
  settings: Partial<Settings> = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  await context.addInitScript(
    (data) => {
      if (localStorage.getItem('sokoban.settings') === null)
        localStorage.setItem('sokoban.settings', JSON.stringify({ v: 1, data }));
    },
    { holdRepeat: 'off', ...settings },
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('requestfailed', (r) => {
    // A request cut off because the test navigated or reloaded (net::ERR_ABORTED) is not a failure.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') errors.push(`request failed: ${r.url()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  await page.goto(baseURL() + path);
  return { page, errors };
}

/** Saves a screenshot into screenshots/ (ignored by git) for a person to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync('screenshots', { recursive: true });
  await page.screenshot({ path: `screenshots/${name}.png` });
}

/** The game's read-only debug handle (`window.__sokoban`), copied out of the page. */
export type GameState = {
  levelId: string | null;
  moves: number;
  pushes: number;
  lurd: string;
  solved: boolean;
  screen: string;
};

/** Waits until the game has loaded its level and accepts input. */
export const ready = (page: Page) => page.waitForFunction(() => window.__sokoban?.ready === true);

/** A snapshot of the game's state (the handle's plain fields). */
export const state = (page: Page): Promise<GameState> =>
  page.evaluate(() => {
    const s = window.__sokoban!;
    return {
      levelId: s.levelId,
      moves: s.moves,
      pushes: s.pushes,
      lurd: s.lurd,
      solved: s.solved,
      screen: s.screen,
    };
  });

/** The trimmed text of the first element with a `data-testid`. */
export const text = async (page: Page, testid: string) =>
  ((await page.getByTestId(testid).first().textContent()) ?? '').trim();

const ARROWS: Record<string, string> = { l: 'ArrowLeft', u: 'ArrowUp', r: 'ArrowRight', d: 'ArrowDown' };

/** Types a LURD string as arrow key presses. */
export async function keys(page: Page, lurd: string): Promise<void> {
  for (const c of lurd) await page.keyboard.press(ARROWS[c.toLowerCase()]);
}

/** Dispatches a paste of `text` on the page, as Ctrl+V does with the clipboard's text. */
export async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.body.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}
