import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCollection } from '../../src/core/level/xsb';
import { launch, openGame, snap } from './browser';

// The level screen's thumbnails, read back pixel by pixel from their canvases.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Rgb = [number, number, number];
const hex = (h: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;

/** How many pixels of the thumbnail in `testId` (a level's tile, a saved position) are exactly each colour. */
const countColours = (page: Page, testId: string, colours: Rgb[]) =>
  page.evaluate(
    ({ testId, colours }) => {
      const canvas = document.querySelector<HTMLCanvasElement>(`[data-testid="${testId}"] canvas`)!;
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      return colours.map(([r, g, b]) => {
        let count = 0;
        for (let i = 0; i < data.length; i += 4)
          if (data[i] === r && data[i + 1] === g && data[i + 2] === b && data[i + 3] === 255) count++;
        return count;
      });
    },
    { testId, colours },
  );

/** Opens a collection's level screen and waits for its last tile's picture. */
async function levelScreen(collection: string, last: number) {
  const opened = await openGame(browser, `#/levels/${collection}`);
  await opened.page.locator(`[data-testid="level-${last}"] canvas`).waitFor();
  return opened;
}

describe('level thumbnails', () => {
  it("draw a mod level's cells in the mod's colours", async () => {
    const { page, errors } = await levelScreen('bonus-ice', 4);
    // Ice level 1 is `#@$~~~~.#`: four ice cells of 8 x 8 pixels, pale blue.
    const [ice] = await countColours(page, 'level-1', [hex('#bfdff0')]);
    expect(ice).toBe(4 * 8 * 8);
    await snap(page, 'thumbnails-ice');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("draw a mod's mark over its colour: which way a one-way cell points", async () => {
    const { page, errors } = await levelScreen('bonus-oneway', 4);
    // One-way level 1 is `#@ ←  #` over 7 columns: a 10-pixel cell whose wedge points left, so its
    // dark pixels sit in the cell's right half (the wedge's base) more than in its left (the tip).
    const halves = await page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="level-1"] canvas')!;
      const side = canvas.width / 7;
      const { data } = canvas.getContext('2d')!.getImageData(3 * side, side, side, side);
      const dark = [0, 0];
      for (let i = 0; i < data.length; i += 4)
        if (data[i] === 0x3f && data[i + 1] === 0x4a && data[i + 2] === 0x56)
          dark[(i / 4) % side < side / 2 ? 0 : 1]++;
      return dark;
    });
    expect(halves[0]).toBeGreaterThan(0);
    expect(halves[1]).toBeGreaterThan(halves[0]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draw the floor a teleporter leads to beyond a wall', async () => {
    const { page, errors } = await levelScreen('bonus-teleport', 4);
    // Teleport level 1 is `#@ (#( $.#`: the box and the goal stand beyond the wall, reached by the pads.
    const [box, padA] = await countColours(page, 'level-1', [hex('#eba94e'), hex('#48c3d6')]);
    expect(box).toBeGreaterThan(0);
    expect(padA).toBe(2 * 7 * 7);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("draw a saved position's mod cells", async () => {
    const { page, errors } = await openGame(browser, '#/bonus-ice/2');
    await page.waitForFunction(() => window.__sokoban?.ready === true);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('b');
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-marks').click();
    await page.locator('[data-testid="position-1"] canvas').waitFor();
    const [ice] = await countColours(page, 'position-1', [hex('#bfdff0')]);
    expect(ice).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['microban', 155],
    ['sasquatch-iii', 50],
  ])('draw %s exactly as before mods had colours', async (collection, count) => {
    const { levels } = parseCollection(readFileSync(`levels/${collection}.xsb`, 'utf8')).collection;
    expect(levels.length).toBe(count);
    const { page, errors } = await levelScreen(collection, count);
    const differing = await page.evaluate(
      ({ boards, oracle }) => {
        // The thumbnail drawing before mods had colours, kept here as the reference.
        const draw = new Function('rows', 'maxSide', oracle) as (r: string[], s: number) => HTMLCanvasElement;
        const pixels = (c: HTMLCanvasElement) =>
          c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data.join();
        return boards.flatMap((rows, i) => {
          const shown = document.querySelector<HTMLCanvasElement>(`[data-testid="level-${i + 1}"] canvas`)!;
          return pixels(shown) === pixels(draw(rows, 72)) ? [] : [i + 1];
        });
      },
      { boards: levels.map((l) => l.rows), oracle: CLASSIC_THUMBNAIL },
    );
    expect(differing).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** The body of `drawThumbnail(rows, maxSide)` as it was before mods had colours. */
const CLASSIC_THUMBNAIL = `
const COLORS = { floor: '#e7e1d4', wall: '#5d6f84', goal: '#45b596', box: '#eba94e', boxOnGoal: '#227563', player: '#6f74e8' };
const width = Math.max(1, ...rows.map((r) => r.length));
const height = Math.max(1, rows.length);
const at = (x, y) => rows[y]?.[x] ?? '';
const floor = new Set();
const stack = [];
rows.forEach((r, y) => { const x = r.search(/[@+]/); if (x >= 0) stack.push([x, y]); });
while (stack.length) {
  const [x, y] = stack.pop();
  const key = y * width + x;
  if (floor.has(key) || x < 0 || y < 0 || y >= rows.length || x >= width || at(x, y) === '#' || at(x, y) === '') continue;
  floor.add(key);
  stack.push([x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]);
}
const cell = Math.max(1, Math.floor(maxSide / Math.max(width, height)));
const dpr = Math.min(2, window.devicePixelRatio || 1);
const canvas = document.createElement('canvas');
canvas.width = Math.round(width * cell * dpr);
canvas.height = Math.round(height * cell * dpr);
const ctx = canvas.getContext('2d');
ctx.scale(dpr, dpr);
const fill = (x, y, color, inset = 0) => {
  ctx.fillStyle = color;
  ctx.fillRect(x * cell + inset, y * cell + inset, cell - 2 * inset, cell - 2 * inset);
};
rows.forEach((row, y) => {
  for (let x = 0; x < row.length; x++) {
    const c = row[x];
    if (c === '#') fill(x, y, COLORS.wall);
    else if (floor.has(y * width + x)) {
      fill(x, y, COLORS.floor);
      const inset = cell > 4 ? cell * 0.15 : 0;
      if (c === '.' || c === '+') fill(x, y, COLORS.goal, cell * 0.3);
      if (c === '$') fill(x, y, COLORS.box, inset);
      if (c === '*') fill(x, y, COLORS.boxOnGoal, inset);
      if (c === '@' || c === '+') fill(x, y, COLORS.player, inset);
    }
  }
});
return canvas;
`;
