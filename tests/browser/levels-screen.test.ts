import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCollection } from '../../src/core/level/xsb';
import { launch, openGame, ready, snap, state, text } from './browser';

// The level screen of a big imported collection: only what is near the view is drawn.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SIZE = 3000;

/** Opens `path` in the game with an import of SIZE Microban boards ("Big 1" to "Big 3000") already kept. */
async function withBigImport(path: string) {
  const { levels } = parseCollection(readFileSync('levels/microban.xsb', 'utf8')).collection;
  const text = Array.from(
    { length: SIZE },
    (_, i) => `${levels[i % levels.length].rows.join('\n')}\nTitle: Big ${i + 1}\n`,
  ).join('\n');
  const imports = JSON.stringify({ v: 1, data: [{ id: 'my-big', title: 'Big', text, added: 1 }] });
  const opened = await openGame(browser);
  await opened.page.context().addInitScript((t) => localStorage.setItem('sokoban.imports', t), imports);
  await opened.page.reload();
  await ready(opened.page);
  await opened.page.evaluate((p) => {
    location.hash = p;
  }, path);
  return opened;
}

const canvases = (page: Page) => page.locator('[data-testid="level-tiles"] canvas').count();

/** The tiles at least partly in the scrolled view, and which of them have no picture. */
const inView = (page: Page) =>
  page.evaluate(() => {
    const view = document.querySelector('.levels-screen .levels-scroll')!.getBoundingClientRect();
    const shown = [...document.querySelectorAll<HTMLElement>('[data-testid="level-tiles"] button')].filter(
      (t) => {
        const r = t.getBoundingClientRect();
        return r.bottom > view.top && r.top < view.bottom;
      },
    );
    return {
      tiles: shown.length,
      blank: shown.filter((t) => !t.querySelector('canvas')).map((t) => t.dataset.testid),
    };
  });

describe('the level screen of a big collection', () => {
  it('goes with End to the last level and with Home to the first, before the tiles between are built', async () => {
    const { page, errors } = await withBigImport('#/microban/1');
    // End (then Home) in the very task that puts up the first tiles: the rest come tasks later.
    const focused = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const press = (key: string) => {
            document.activeElement!.dispatchEvent(
              new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
            );
            return [
              document.activeElement?.getAttribute('data-testid') ?? '',
              String(document.querySelectorAll('[data-testid="level-tiles"] button').length),
            ];
          };
          new MutationObserver((_, watch) => {
            const first = document.querySelector<HTMLElement>('[data-testid="level-1"]');
            if (!first) return;
            watch.disconnect();
            first.focus();
            resolve([...press('End'), ...press('Home'), ...press('End')]);
          }).observe(document.body, { childList: true, subtree: true });
          location.hash = '#/levels/my-big';
        }),
    );
    const [end, builtAtEnd, home, , again] = focused;
    expect(end).toBe(`level-${SIZE}`);
    // Only the blocks it needs, not all 3000.
    expect(Number(builtAtEnd)).toBeLessThan(SIZE);
    expect(home).toBe('level-1');
    expect(again).toBe(`level-${SIZE}`);
    // Every tile comes, in order, and the last stays in view and drawn as the tiles above it come.
    await expect.poll(() => page.locator('[data-testid="level-tiles"] button').count()).toBe(SIZE);
    await page.locator(`[data-testid="level-${SIZE}"] canvas`).waitFor();
    await expect.poll(async () => (await inView(page)).blank).toEqual([]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      `level-${SIZE}`,
    );
    expect((await inView(page)).tiles).toBeGreaterThan(10);
    const last = await page.getByTestId(`level-${SIZE}`).boundingBox();
    const view = await page.locator('.levels-screen .levels-scroll').boundingBox();
    expect(last!.y).toBeGreaterThanOrEqual(view!.y);
    expect(last!.y + last!.height).toBeLessThanOrEqual(view!.y + view!.height + 1);
    await snap(page, 'levels-big-end-at-once');
    const order = await page.$$eval('[data-testid="level-tiles"] button', (tiles) =>
      tiles.every((t, i) => t.dataset.testid === `level-${i + 1}`),
    );
    expect(order).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("takes End straight to the last level, not by the screen's start tile built on the way", async () => {
    // Level 300 is being played: the screen starts at its tile, in the first block but past the first tiles.
    const { page, errors } = await withBigImport('#/my-big/300');
    await expect.poll(async () => (await state(page)).levelId).toBe('my-big/300');
    const focused = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          document.addEventListener('focusin', (e) => {
            seen.push((e.target as HTMLElement).dataset.testid ?? '');
          });
          new MutationObserver((_, watch) => {
            const first = document.querySelector<HTMLElement>('[data-testid="level-1"]');
            if (!first) return;
            watch.disconnect();
            first.focus();
            first.dispatchEvent(
              new KeyboardEvent('keydown', { key: 'End', bubbles: true, cancelable: true }),
            );
            resolve(seen);
          }).observe(document.body, { childList: true, subtree: true });
          location.hash = '#/levels/my-big';
        }),
    );
    expect(focused).toEqual(['level-1', `level-${SIZE}`]);
    // Left alone, the screen starts at level 300.
    await page.evaluate(() => {
      location.hash = '#/my-big/300';
    });
    await expect.poll(async () => (await state(page)).screen).toBe('play');
    await page.evaluate(() => {
      location.hash = '#/levels/my-big';
    });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('level-300');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws only the tiles near the view, yet names and reaches every one', async () => {
    const { page, errors } = await withBigImport('#/levels/my-big');
    await page.locator('[data-testid="level-1"] canvas').waitFor();
    expect(await canvases(page)).toBeLessThan(200);
    expect(await text(page, 'collection-stats')).toBe('0 of 3000 solved');
    // Every tile comes, with its name, though few have pictures.
    await expect.poll(() => page.locator('[data-testid="level-tiles"] button').count()).toBe(SIZE);
    expect(await page.getByTestId('level-2999').getAttribute('aria-label')).toBe('2999: Big 2999');
    expect(await canvases(page)).toBeLessThan(200);
    await expect.poll(async () => (await inView(page)).blank).toEqual([]);
    expect((await inView(page)).tiles).toBeGreaterThan(10);
    await snap(page, 'levels-big-top');

    // End goes to the last tile, scrolled into view and drawn; pictures far above are let go.
    await page.getByTestId('level-1').focus();
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      `level-${SIZE}`,
    );
    await page.locator(`[data-testid="level-${SIZE}"] canvas`).waitFor();
    await expect.poll(async () => (await inView(page)).blank).toEqual([]);
    expect(await page.locator('[data-testid="level-1"] canvas').count()).toBe(0);
    expect(await canvases(page)).toBeLessThan(200);

    // Scrolled to the middle, the tiles there are drawn once the scrolling stops.
    await page.locator('.levels-screen .levels-scroll').evaluate((s) => {
      s.scrollTop = s.scrollHeight / 2;
    });
    await expect.poll(async () => (await inView(page)).blank).toEqual([]);
    await snap(page, 'levels-big-middle');

    // A far tile opens its own level, and back on the level screen it is the one in view.
    await page.getByTestId('level-2500').click();
    await expect.poll(async () => (await state(page)).levelId).toBe('my-big/2500');
    expect(await text(page, 'level-title')).toBe('Big 2500');
    await ready(page);
    await page.keyboard.press('l');
    await page.getByTestId('level-tiles').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('level-2500');
    await page.locator('[data-testid="level-2500"] canvas').waitFor();
    expect(await page.getByTestId('level-2500').getAttribute('aria-label')).toContain('the level you are on');
    expect((await inView(page)).tiles).toBeGreaterThan(0);
    await expect.poll(async () => (await inView(page)).blank).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
