import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { glyphsOf } from '../../src/core/game';
import { parseCollection } from '../../src/core/level/xsb';
import { MODS } from '../../src/mods';
import { launch, openGame, snap } from './browser';

// Every mod works in the browser from its bonus collection: its first level, played by keys with the
// solution stored in the file, is won; the mod's sprites draw without console errors.
const dir = new URL('../../levels/mods/', import.meta.url);
const mods = readdirSync(dir)
  .filter((f) => f.endsWith('.xsb'))
  .map((f) => {
    const { collection } = parseCollection(readFileSync(new URL(f, dir), 'utf8'), { glyphs: glyphsOf(MODS) });
    return { name: f.replace(/\.xsb$/, ''), solution: collection.levels[0].solutions[0] };
  });

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const KEY: Record<string, string> = { l: 'ArrowLeft', u: 'ArrowUp', r: 'ArrowRight', d: 'ArrowDown' };
const solved = (page: Page) => page.evaluate(() => window.__sokoban?.solved === true);

describe('bonus levels of every mod', () => {
  it('ships a bonus collection for each mod in the catalogue', () => {
    expect(mods.map((m) => m.name).sort()).toEqual([...MODS.keys()].sort());
    expect(mods.length).toBeGreaterThanOrEqual(7);
  });

  it.each(mods)('$name: level 1 is won by typing its stored solution', async ({ name, solution }) => {
    const { page, errors } = await openGame(browser, `#/bonus-${name}/1`);
    await page.waitForFunction(() => window.__sokoban?.ready === true);
    await expect.poll(() => page.evaluate(() => window.__sokoban?.levelId)).toBe(`bonus-${name}/1`);
    for (const c of solution) await page.keyboard.press(KEY[c.toLowerCase()]);
    await expect.poll(() => solved(page)).toBe(true);
    await snap(page, `mod-${name}-won`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
