import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys, launch, openGame, paste, ready, snap, state, text } from './browser';

// An installed game is played on trains and planes: once loaded, it keeps every file it needs.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the service worker has kept the game's files and serves this page. */
const kept = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);

describe('offline', () => {
  it('plays every collection, imports and hints with the network gone, once the game has loaded', async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/1');
    await ready(page);
    await kept(page);
    await page.context().setOffline(true);
    await page.reload();
    await ready(page);
    expect(await text(page, 'level-title')).toBe('First push');
    // A collection never opened online: its levels were kept all the same.
    await page.evaluate(() => {
      location.hash = '#/sasquatch-v/3';
    });
    await expect.poll(async () => (await state(page)).levelId).toBe('sasquatch-v/3');
    await ready(page);
    // The solver's worker answers a hint.
    await page.evaluate(() => {
      location.hash = '#/microban/1';
    });
    await expect.poll(async () => (await state(page)).levelId).toBe('microban/1');
    await page.keyboard.press('h');
    await expect
      .poll(() => page.getByTestId('status').getAttribute('data-hint'), { timeout: 15_000 })
      .toMatch(/^\d+,\d+,[lurd]$/);
    // The import worker reads a pasted level.
    await paste(page, '#######\n#@ $ .#\n#######\nTitle: Offline');
    await expect.poll(async () => (await state(page)).levelId, { timeout: 10_000 }).toMatch(/^my-/);
    await keys(page, 'rRR');
    expect((await state(page)).solved).toBe(true);
    await snap(page, 'offline-solved');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
