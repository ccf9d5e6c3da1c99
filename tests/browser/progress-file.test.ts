import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys, launch, openGame, ready, snap, state, text } from './browser';

// Progress lives in one browser's storage; a file carries it to another.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function openSettings(page: Page): Promise<void> {
  await page.getByTestId('menu').click();
  await page.getByTestId('menu-settings').click();
  await page.getByTestId('settings-dialog').waitFor();
}

/** Drops a file on the page, as a player dragging it from their files would. */
const dropFile = (page: Page, name: string, content: string) =>
  page.evaluate(
    ([n, t]) => {
      const data = new DataTransfer();
      data.items.add(new File([t], n, { type: 'application/json' }));
      for (const type of ['dragenter', 'dragover', 'drop'])
        document.body.dispatchEvent(
          new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }),
        );
    },
    [name, content],
  );

const stored = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k)])));

describe('a progress file', () => {
  it('brings a solve and its best back into a browser that has none', async () => {
    const first = await openGame(browser, '#/tutorial/1', {}, { autoAdvance: false });
    await ready(first.page);
    await keys(first.page, 'rRRR');
    await expect.poll(async () => (await state(first.page)).solved).toBe(true);
    await openSettings(first.page);
    await first.page.getByTestId('progress-save').scrollIntoViewIfNeeded();
    await snap(first.page, 'progress-file-settings');
    const [download] = await Promise.all([
      first.page.waitForEvent('download'),
      first.page.getByTestId('progress-save').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sokoban-progress-\d{4}-\d\d-\d\d\.json$/);
    // Read now: the download goes with its browser context.
    const saved = readFileSync((await download.path())!);
    const file = { name: download.suggestedFilename(), mimeType: 'application/json', buffer: saved };
    expect(JSON.parse(saved.toString('utf8'))).toMatchObject({
      format: 'sokoban-workshop-progress',
      version: 1,
      data: {
        progress: { 'tutorial/1': { solved: true, bestMoves: { moves: 4, pushes: 3, lurd: 'rRRR' } } },
      },
    });
    expect(first.errors).toEqual([]);
    await first.page.context().close();

    // Another browser, with nothing stored but the test's settings.
    const { page, errors } = await openGame(browser, '#/tutorial/1');
    await ready(page);
    expect(await text(page, 'best')).toBe('–');
    await openSettings(page);
    await page.getByTestId('progress-file').setInputFiles(file);
    await expect
      .poll(() => text(page, 'toast'), { timeout: 10_000 })
      .toContain('Loaded from "sokoban-progress-');
    expect(await text(page, 'toast')).toContain('1 solved level');
    await ready(page);
    expect(await text(page, 'best')).toBe('4/3');
    await snap(page, 'progress-file-loaded');
    // The same file again adds nothing, and says so.
    await openSettings(page);
    await page.getByTestId('progress-file').setInputFiles(file);
    await expect.poll(() => text(page, 'toast')).toContain('has nothing this browser does not have already');
    expect(errors).toEqual([]);
    await page.context().close();

    // Dropped on the page of a third browser, the file loads as from Settings.
    const third = await openGame(browser, '#/tutorial/1');
    await ready(third.page);
    await dropFile(third.page, file.name, saved.toString('utf8'));
    await expect
      .poll(() => text(third.page, 'toast'), { timeout: 10_000 })
      .toContain('Loaded from "sokoban-progress-');
    await ready(third.page);
    expect(await text(third.page, 'best')).toBe('4/3');
    expect(third.errors).toEqual([]);
    await third.page.context().close();
  });

  it('refuses a dropped .json file that is not a progress file, naming why, and changes nothing', async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/1');
    await ready(page);
    const before = await stored(page);
    await dropFile(page, 'package.json', '{"name": "not progress"}');
    await expect
      .poll(() => text(page, 'toast'))
      .toContain('"package.json" was not loaded: it is not a progress file');
    expect(await stored(page)).toEqual(before);
    expect((await state(page)).levelId).toBe('tutorial/1');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('refuses a file that is not one, naming why, and changes nothing', async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/1');
    await ready(page);
    await openSettings(page);
    const before = await stored(page);
    const input = page.getByTestId('progress-file');
    await input.setInputFiles({
      name: 'levels.xsb',
      mimeType: 'text/plain',
      buffer: Buffer.from('#####\n#@$.#\n#####'),
    });
    await expect
      .poll(() => text(page, 'toast'))
      .toBe('"levels.xsb" was not loaded: it is not a progress file (it is not JSON). Nothing was changed.');
    const newer = JSON.stringify({ format: 'sokoban-workshop-progress', version: 99, data: {} });
    await input.setInputFiles({
      name: 'newer.json',
      mimeType: 'application/json',
      buffer: Buffer.from(newer),
    });
    await expect
      .poll(() => text(page, 'toast'))
      .toContain('"newer.json" was not loaded: it was saved by a newer version');
    await snap(page, 'progress-file-refused');
    expect(await stored(page)).toEqual(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
