import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeShare } from '../../src/formats/share/share';
import { parseBoard } from '../../src/solver/board';
import { solve } from '../../src/solver/solver';
import { emptyRoom } from '../../src/ui/app/editor/model';
import { collection } from '../solver/helpers';
import { keys, launch, openGame, paste, ready, snap, state, text } from './browser';

// The level designer end to end: draw, validate, play, win, share, open the link elsewhere, reload.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const visible = (page: Page, screen: string) =>
  page.locator(`[data-screen="${screen}"]:not([hidden])`).waitFor();

/** Clicks the centre of board cell (x, y) of the editor's canvas (the board is `w` x `h` cells). */
async function clickCell(page: Page, x: number, y: number, w: number, h: number): Promise<void> {
  const box = (await page.locator('[data-screen="editor"] .editor-stage canvas').boundingBox())!;
  await page.mouse.click(box.x + ((x + 0.5) * box.width) / w, box.y + ((y + 0.5) * box.height) / h);
}

/** Paints cells of a new design's 7x6 room, each with its tool: `['box', 2, 1]`. */
async function paint(page: Page, ...cells: [tool: string, x: number, y: number][]): Promise<void> {
  for (const [tool, x, y] of cells) {
    await page.getByTestId(`tool-${tool}`).click();
    await clickCell(page, x, y, 7, 6);
  }
}

/** Opens My levels on a fresh page and starts a new design: the editor on an empty room. */
async function newDesign(browser: Browser) {
  const opened = await openGame(browser, '#/mine');
  await ready(opened.page);
  await opened.page.getByTestId('new-level').click();
  await visible(opened.page, 'editor');
  return opened;
}

/** Makes a new design from My levels, names it and paints it, and waits until it is playable. */
async function playableDesign(page: Page, title: string, ...cells: [tool: string, x: number, y: number][]) {
  await page.getByTestId('new-level').click();
  await visible(page, 'editor');
  await page.getByTestId('editor-title').fill(title);
  await paint(page, ...cells);
  await expect.poll(() => page.getByTestId('validation-verdict').textContent()).toBe('Playable');
}

/** The first design of My levels as the editor saved it to the store. */
const firstDesign = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('sokoban.designs') ?? '{}').data.collections[0].designs[0] as {
        rows: string[];
        headers?: [string, string][];
      },
  );

describe('the level editor', () => {
  it('draws a level, plays and wins it, shares it, and the link plays in a fresh browser', async () => {
    const { page, errors } = await openGame(browser, '#/mine');
    await ready(page);
    await visible(page, 'mine');
    await page.getByTestId('new-level').click();
    await visible(page, 'editor');
    await page.getByTestId('editor-title').fill('Two steps');
    // The new design is a 7x6 walled room; an empty room is reported, not accepted.
    await expect.poll(() => page.getByTestId('validation-verdict').textContent()).toBe('Not playable yet');
    await paint(page, ['player', 1, 1], ['box', 2, 1], ['goal', 4, 1]);
    await expect.poll(() => page.getByTestId('validation-verdict').textContent()).toBe('Playable');
    expect(await page.getByTestId('check-goals').textContent()).toContain('1 of 1 goal reachable');
    expect(await page.getByTestId('check-dead').textContent()).toContain('No box starts on a dead square');
    // The solver's verdict and par arrive from the worker.
    await expect
      .poll(() => page.getByTestId('solver').getAttribute('data-state'), { timeout: 15_000 })
      .toBe('solved');
    expect(await page.getByTestId('solver').textContent()).toContain('par 2 moves, 2 pushes');
    // A box in a corner is on a dead square, and undo takes the edit back. The click on the board
    // leaves the name field, so Ctrl+Z is the editor's undo, not the field's.
    await page.getByTestId('tool-box').click();
    await page.getByTestId('editor-title').focus();
    await clickCell(page, 5, 4, 7, 6);
    await expect.poll(() => page.getByTestId('validation-verdict').textContent()).toBe('Not playable yet');
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('validation-verdict').textContent()).toBe('Playable');
    expect(await page.getByTestId('editor-title').inputValue()).toBe('Two steps');
    await expect
      .poll(() => page.getByTestId('solver').getAttribute('data-state'), { timeout: 15_000 })
      .toBe('solved');
    await snap(page, 'editor');

    // Play it: one push, back to editing, play again: the move is still there.
    await page.getByTestId('editor-play').click();
    await visible(page, 'play');
    await expect.poll(async () => (await state(page)).levelId).toMatch(/^own-[a-z0-9]+\/1$/);
    await keys(page, 'R');
    await expect.poll(async () => (await state(page)).moves).toBe(1);
    await page.getByTestId('back-to-editing').click();
    await visible(page, 'editor');
    expect(await page.getByTestId('editor-title').inputValue()).toBe('Two steps');
    await page.getByTestId('editor-play').click();
    await visible(page, 'play');
    await expect.poll(async () => (await state(page)).moves).toBe(1);
    await keys(page, 'R');
    await expect.poll(async () => (await state(page)).solved).toBe(true);
    await page.getByTestId('win').waitFor();
    // Drawn with dots between them; read with commas, each with what it counts.
    expect(await page.getByTestId('win-metrics').textContent()).toMatch(
      /1 box line \(.+\), 1 box change \(.+\), 1 pushing session \(.+\), 1 player line \(.+\)/,
    );
    expect(await page.getByTestId('win-metrics').textContent()).toContain('Fewest moves: 2 moves, 2 pushes');
    await snap(page, 'win-metrics');
    // A level being made: the card's first offer is to go back to editing it.
    expect(await page.getByTestId('win-edit').evaluate((b) => b === document.activeElement)).toBe(true);
    expect(await page.getByTestId('win-levels').count()).toBe(0);

    // The replay view of the best.
    await page.getByTestId('win-replay-moves').click();
    await visible(page, 'replay');
    expect(await page.getByTestId('replay-counter').textContent()).toContain('Move 0 of 2');
    await page.getByTestId('replay-step').click();
    expect(await page.getByTestId('replay-counter').textContent()).toContain('Move 1 of 2 · 1 push');
    await snap(page, 'replay');
    await page.getByTestId('replay-back').click();
    await visible(page, 'play');

    // Share it from the editor.
    await page.getByTestId('win-edit').click();
    await visible(page, 'editor');
    const editorUrl = page.url();
    await page.getByTestId('editor-share').click();
    const url = await page.getByTestId('share-url').inputValue();
    expect(url).toMatch(/#\/share\/1[\w-]+$/);
    // What a Copy button says shows over the dialog, not under its backdrop.
    await page.getByTestId('share-dialog').getByRole('button', { name: 'Copy' }).first().click();
    await page.getByTestId('share-dialog').getByTestId('toast').waitFor({ state: 'visible' });
    await snap(page, 'editor-share');
    await page.keyboard.press('Escape');

    // A reload keeps the design.
    await page.reload();
    await visible(page, 'editor');
    expect(page.url()).toBe(editorUrl);
    expect(await page.getByTestId('editor-title').inputValue()).toBe('Two steps');
    await expect.poll(() => page.getByTestId('validation-verdict').textContent()).toBe('Playable');
    // Its collection lists it as solved, with the best.
    await page.getByTestId('editor-back').click();
    await visible(page, 'mine');
    expect(await page.getByTestId('design-1-1').textContent()).toContain('Two steps');
    expect(await page.getByTestId('design-1-1').textContent()).toContain('Solved · best 2 moves, 2 pushes');
    await snap(page, 'my-levels');
    expect(errors).toEqual([]);
    await page.context().close();

    // The link in a fresh context (no storage) plays the level.
    const other = await openGame(browser, url.slice(url.indexOf('#')));
    await ready(other.page);
    await expect.poll(async () => (await state(other.page)).screen).toBe('play');
    expect(await other.page.getByTestId('level-title').textContent()).toBe('Two steps');
    await keys(other.page, 'RR');
    await expect.poll(async () => (await state(other.page)).solved).toBe(true);
    expect(other.errors).toEqual([]);
    await other.page.context().close();

    // The same link pasted into a game (as a player who got it in a message would) plays it too.
    const pasted = await openGame(browser, '#/microban/1');
    await ready(pasted.page);
    await paste(pasted.page, url);
    await expect.poll(() => text(pasted.page, 'level-title')).toBe('Two steps');
    expect(pasted.errors).toEqual([]);
    await pasted.page.context().close();
  });

  it('plays the edited board after a play-test, and keeps no progress of the old one', async () => {
    const { page, errors } = await openGame(browser, '#/mine', {}, { autoAdvance: false });
    await ready(page);
    await page.getByTestId('new-level').click();
    await visible(page, 'editor');
    await paint(page, ['player', 1, 1], ['box', 2, 1], ['goal', 4, 1]);
    await expect.poll(() => page.getByTestId('validation-verdict').textContent()).toBe('Playable');
    await page.getByTestId('editor-play').click();
    await visible(page, 'play');
    await keys(page, 'R');
    await expect.poll(async () => (await state(page)).moves).toBe(1);
    // Back in the editor, a second box and goal make it a different level.
    await page.getByTestId('back-to-editing').click();
    await visible(page, 'editor');
    await paint(page, ['box', 2, 3], ['goal', 4, 3]);
    await expect.poll(() => page.getByTestId('validation-verdict').textContent()).toBe('Playable');
    await page.getByTestId('editor-play').click();
    await visible(page, 'play');
    // The new board from its start: two boxes, no moves; the old push does not solve it.
    await expect.poll(async () => (await state(page)).moves).toBe(0);
    expect(await page.getByTestId('boxes-on-goals').textContent()).toContain('0/2');
    await keys(page, 'R');
    await expect.poll(async () => (await state(page)).moves).toBe(1);
    expect((await state(page)).solved).toBe(false);
    await snap(page, 'editor-replayed-edit');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps progress with its design when designs move or are deleted, and lets go of a deleted one being played', async () => {
    const { page, errors } = await openGame(browser, '#/mine', {}, { autoAdvance: false });
    await ready(page);
    const credit = (row: number) => text(page, `design-1-${row}`);
    await playableDesign(page, 'First', ['player', 1, 1], ['box', 2, 1], ['goal', 4, 1]);
    await page.getByTestId('editor-play').click();
    await visible(page, 'play');
    await keys(page, 'RR');
    await expect.poll(async () => (await state(page)).solved).toBe(true);
    await page.evaluate(() => {
      location.hash = '#/mine';
    });
    await visible(page, 'mine');
    await playableDesign(page, 'Second', ['player', 1, 3], ['box', 2, 3], ['goal', 4, 3]);
    await page.getByTestId('editor-back').click();
    await visible(page, 'mine');
    expect(await credit(1)).toContain('Solved · best 2 moves, 2 pushes');
    expect(await credit(2)).toContain('Playable');
    // Moving the solved design down takes its progress along.
    await page.getByTestId('design-1-1').getByTestId('design-down').click();
    expect(await credit(1)).toMatch(/Second.*Playable/);
    expect(await credit(2)).toMatch(/First.*Solved/);
    // Deleting the design before it, and undoing that, leaves its progress where it is.
    await page.getByTestId('design-1-1').getByTestId('design-delete').click();
    expect(await credit(1)).toMatch(/First.*Solved/);
    await page.getByTestId('undo-delete').click();
    expect(await credit(2)).toMatch(/First.*Solved/);
    await page.reload();
    await visible(page, 'mine');
    expect(await credit(2)).toMatch(/First.*Solved/);
    // The Levels screen's card for own levels leads to My levels; it has no delete that wipes them.
    await page.evaluate(() => {
      location.hash = '#/levels';
    });
    const card = page.locator('.card-wrap', { hasText: 'My levels' });
    await expect.poll(() => card.locator('.card-credit').textContent()).toBe('Made in the editor');
    expect(await card.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await snap(page, 'levels-own-card');
    await card.getByRole('button', { name: 'Edit My levels in My levels' }).click();
    await visible(page, 'mine');
    // A design deleted while it is being played is not played on (nor is its win kept) under its old id.
    await page.getByTestId('design-1-1').getByRole('button', { name: 'Play' }).click();
    await visible(page, 'play');
    await expect.poll(() => page.title()).toContain('Second');
    await page.evaluate(() => {
      location.hash = '#/mine';
    });
    await visible(page, 'mine');
    await page.getByTestId('design-1-1').getByTestId('design-delete').click();
    await page.goBack();
    await visible(page, 'play');
    // The id now names First, which opens as it was left: solved, with its own moves.
    await expect.poll(() => page.title()).toContain('First');
    expect((await state(page)).lurd).toBe('RR');
    await page.evaluate(() => {
      location.hash = '#/mine';
    });
    expect(await credit(1)).toMatch(/First.*Solved/);
    await snap(page, 'mine-progress');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('plays past a draft, and sets progress aside while a solved board is edited, until the edit is undone', async () => {
    const { page, errors } = await openGame(browser, '#/mine', {}, { autoAdvance: false });
    await ready(page);
    const credit = (row: number) => text(page, `design-1-${row}`);
    const entries = () => page.evaluate(() => history.length);
    const start = await entries();
    await playableDesign(page, 'Alpha', ['player', 1, 1], ['box', 2, 1], ['goal', 4, 1]);
    await page.getByTestId('editor-back').click();
    await page.getByTestId('new-level').click(); // a draft: an empty room
    await page.getByTestId('editor-back').click();
    await playableDesign(page, 'Beta', ['player', 1, 3], ['box', 2, 3], ['goal', 4, 3]);
    await page.getByTestId('editor-back').click();
    await visible(page, 'mine');
    // Each editor's Back was the browser's Back: one entry ahead, none stacked behind.
    expect(await entries()).toBe(start + 1);
    // Only the playable levels are played: the draft is not in the way of N.
    await page.getByTestId('design-1-1').getByRole('button', { name: 'Play' }).click();
    await visible(page, 'play');
    expect(await text(page, 'collection-title')).toBe('My levels · 1 of 2');
    await keys(page, 'RR');
    await expect.poll(async () => (await state(page)).solved).toBe(true);
    await page.keyboard.press('n');
    await expect.poll(() => page.title()).toContain('Beta');
    expect(await text(page, 'collection-title')).toBe('My levels · 2 of 2');
    // A second box makes Alpha another level: its progress goes, in My levels and in play.
    await page.evaluate(() => {
      location.hash = '#/mine';
    });
    await visible(page, 'mine');
    await page.getByTestId('design-1-1').getByTestId('design-edit').click();
    await visible(page, 'editor');
    await paint(page, ['box', 2, 3], ['goal', 4, 3]);
    await page.getByTestId('editor-back').click();
    expect(await credit(1)).toMatch(/Alpha.*Playable/);
    await page.getByTestId('design-1-1').getByRole('button', { name: 'Play' }).click();
    await visible(page, 'play');
    await expect.poll(() => text(page, 'boxes-on-goals')).toBe('0/2');
    expect((await state(page)).moves).toBe(0);
    // Undoing the edit gives the old board back, and its progress with it.
    await page.getByTestId('back-to-editing').click();
    await visible(page, 'editor');
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    await page.getByTestId('editor-back').click();
    expect(await credit(1)).toMatch(/Alpha.*Solved · best 2 moves/);
    await page.reload();
    await visible(page, 'mine');
    expect(await credit(1)).toMatch(/Alpha.*Solved/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lists own collections on the level screen in the order of My levels', async () => {
    const { page, errors } = await openGame(browser, '#/mine');
    await ready(page);
    await playableDesign(page, 'One', ['player', 1, 1], ['box', 2, 1], ['goal', 4, 1]);
    await page.getByTestId('editor-back').click();
    await page.getByTestId('new-collection').click();
    await page.getByTestId('own-collection-2').getByRole('button', { name: 'New level' }).click();
    await visible(page, 'editor');
    await paint(page, ['player', 1, 1], ['box', 2, 1], ['goal', 4, 1]);
    await page.getByTestId('editor-back').click();
    await page.getByTestId('own-collection-2').getByTestId('collection-up').click();
    const order = async () => {
      await page.evaluate(() => {
        location.hash = '#/levels';
      });
      await visible(page, 'levels');
      return page.locator('.card-wrap:has([data-testid^="edit-own-"]) .card-title').allTextContents();
    };
    expect(await order()).toEqual(['Collection 2', 'My levels']);
    await page.reload();
    expect(await order()).toEqual(['Collection 2', 'My levels']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('exports share links for the playable levels only, under the collection name as written', async () => {
    const { page, errors } = await openGame(browser, '#/mine');
    await ready(page);
    await playableDesign(page, 'One', ['player', 1, 1], ['box', 2, 1], ['goal', 4, 1]);
    await page.getByTestId('editor-back').click();
    await visible(page, 'mine');
    // A second level, left as a draft (an empty room).
    await page.getByTestId('new-level').click();
    await visible(page, 'editor');
    await page.getByTestId('editor-back').click();
    await visible(page, 'mine');
    await page.getByTestId('collection-name-1').fill('Niveaux d’été');
    await page.getByTestId('collection-name-1').press('Enter');
    await page.getByTestId('collection-export').click();
    await page.getByTestId('export-format').selectOption('url');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('Niveaux-d-été.txt');
    const links = readFileSync((await download.path())!, 'utf8').match(/#\/share\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    await expect.poll(() => text(page, 'toast')).toContain('1 draft left out');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("exports the level being edited under its own name, not its collection's", async () => {
    const { page, errors } = await openGame(browser, '#/mine');
    await ready(page);
    await playableDesign(page, 'Corner case', ['player', 1, 1], ['box', 2, 1], ['goal', 4, 1]);
    await page.getByTestId('editor-export').click();
    await expect.poll(() => text(page, 'export-dialog')).toContain('Export “Corner case”');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('Corner-case.xsb');
    const xsb = readFileSync((await download.path())!, 'utf8');
    expect(xsb.split('\n')[0]).toBe('Title: Corner case');
    expect(xsb).not.toContain('My levels');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("copies a collection level into the editor with its name and its author's credit", async () => {
    const { page, errors } = await openGame(browser, '#/microban/1', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await ready(page);
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-edit').click();
    await visible(page, 'editor');
    expect(await page.getByTestId('editor-title').inputValue()).toBe('Microban 1 (copy)');
    await expect.poll(() => page.getByTestId('validation-verdict').textContent()).toBe('Playable');
    // Played as a level of My levels, it still credits the author when copied out again.
    await page.getByTestId('editor-play').click();
    await visible(page, 'play');
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-copy-xsb').click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain('Microban 1 (copy)');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Author: David W. Skinner');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows where a level's name goes when its title is emptied", async () => {
    const { page, errors } = await newDesign(browser);
    const title = page.getByTestId('editor-title');
    await title.fill('');
    expect(await title.getAttribute('placeholder')).toBe('Name this level');
    // The hint is drawn: not the background's colour.
    const colour = await title.evaluate((el) => getComputedStyle(el, '::placeholder').color);
    expect(colour).not.toBe(await title.evaluate((el) => getComputedStyle(el).backgroundColor));
    await title.blur();
    await page.mouse.move(0, 799);
    await snap(page, 'editor-untitled');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps a chosen board size across a reload, and ignores an emptied size field', async () => {
    const { page, errors } = await newDesign(browser);
    const width = page.getByTestId('editor-width');
    await width.fill('11');
    await width.press('Enter');
    await expect.poll(() => width.inputValue()).toBe('11');
    // Emptying the field and leaving it changes nothing.
    await width.fill('');
    await page.getByTestId('editor-height').focus();
    await expect.poll(() => width.inputValue()).toBe('11');
    expect(await page.getByTestId('editor-undo').isEnabled()).toBe(true);
    await page.reload();
    await visible(page, 'editor');
    await expect.poll(() => width.inputValue()).toBe('11');
    expect(await page.getByTestId('editor-height').inputValue()).toBe('6');
    await snap(page, 'editor-wide');
    // Ctrl+Z in a size field undoes the board's resize, and the fields say the board's size.
    const height = page.getByTestId('editor-height');
    await height.fill('3');
    await height.press('Tab');
    await expect.poll(() => height.inputValue()).toBe('3');
    await height.focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => height.inputValue()).toBe('6');
    expect(await page.getByTestId('editor-redo').isEnabled()).toBe(true); // the board's undo, not the text's
    await page.keyboard.press('Control+y');
    await expect.poll(() => height.inputValue()).toBe('3');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('paints the cell under the pointer on the board as resized by a size typed just before the click', async () => {
    const { page, errors } = await newDesign(browser);
    await page.getByTestId('tool-box').click();
    const width = page.getByTestId('editor-width');
    await width.fill('9');
    // No Enter: the click leaves the field, which applies the size, then paints.
    const canvas = page.locator('[data-screen="editor"] .editor-stage canvas');
    const before = (await canvas.boundingBox())!;
    const at = { x: before.x + (3.5 * before.width) / 7, y: before.y + (2.5 * before.height) / 6 };
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => width.inputValue()).toBe('9');
    const after = (await canvas.boundingBox())!;
    const x = Math.floor(((at.x - after.x) / after.width) * 9);
    const y = Math.floor(((at.y - after.y) / after.height) * 6);
    expect(x).not.toBe(3); // the board moved under the pointer, or this proves nothing
    await expect.poll(async () => (await firstDesign(page)).rows[y]?.[x]).toBe('$');
    expect((await firstDesign(page)).rows.join('').split('$').length - 1).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('adds and removes a row or column at any side, says what a cut took, and undoes it', async () => {
    const { page, errors } = await newDesign(browser);
    await paint(page, ['box', 1, 1]);
    const side = page.getByTestId('editor-side');
    const add = page.getByTestId('editor-side-add');
    const height = page.getByTestId('editor-height');
    const width = page.getByTestId('editor-width');
    await side.selectOption('top');
    expect(await add.getAttribute('aria-label')).toBe('Add a row at the top');
    await add.click();
    await expect.poll(() => height.inputValue()).toBe('7');
    // Room made above the level: the box moved down with it.
    await expect.poll(async () => (await firstDesign(page)).rows[2]).toBe('#$    #');
    expect((await firstDesign(page)).rows[0].trim()).toBe('');
    // By keys alone: the side, Tab to −, Enter.
    await side.focus();
    await side.selectOption('left');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Remove a column on the left',
    );
    await page.keyboard.press('Enter');
    await expect.poll(() => width.inputValue()).toBe('6');
    await expect
      .poll(() => text(page, 'toast'))
      .toBe('Shrinking removed the left wall. Ctrl+Z brings it back.');
    await expect.poll(async () => (await firstDesign(page)).rows[2]).toBe('$    #');
    await page.keyboard.press('Control+z');
    await expect.poll(() => width.inputValue()).toBe('7');
    await page.keyboard.press('Control+z');
    await expect.poll(() => height.inputValue()).toBe('6');
    await expect.poll(async () => (await firstDesign(page)).rows[1]).toBe('#$    #');
    // At the size limit nothing moves, and the range is said.
    await height.fill('3');
    await height.press('Enter');
    await expect.poll(async () => (await firstDesign(page)).rows.length).toBe(3);
    const rows = (await firstDesign(page)).rows;
    await side.selectOption('top');
    await page.getByTestId('editor-side-remove').click();
    await expect.poll(() => text(page, 'toast')).toBe('Height goes from 3 to 64.');
    expect((await firstDesign(page)).rows).toEqual(rows);
    await snap(page, 'editor-side');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the chosen tool and side across a reload', async () => {
    const { page, errors } = await newDesign(browser);
    await page.getByTestId('tool-box').click();
    await page.getByTestId('editor-side').selectOption('left');
    await page.reload();
    await visible(page, 'editor');
    await expect.poll(() => page.getByTestId('tool-box').getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('tool-wall').getAttribute('aria-pressed')).toBe('false');
    await clickCell(page, 2, 2, 7, 6);
    await expect.poll(async () => (await firstDesign(page)).rows[2]).toBe('# $   #');
    expect(await page.getByTestId('editor-side').inputValue()).toBe('left');
    expect(await page.getByTestId('editor-side-add').getAttribute('aria-label')).toBe(
      'Add a column on the left',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says what shrinking the board cut off, and why a typed size became another', async () => {
    const { page, errors } = await newDesign(browser);
    await paint(page, ['goal', 5, 1], ['box', 4, 4], ['player', 5, 4]);
    const height = page.getByTestId('editor-height');
    await height.fill('4');
    await height.press('Enter');
    await expect
      .poll(() => page.getByTestId('toast').textContent())
      .toBe('Shrinking removed the player, 1 box, and the bottom wall. Ctrl+Z brings them back.');
    await snap(page, 'editor-shrunk');
    await page.keyboard.press('Control+z');
    await expect.poll(() => height.inputValue()).toBe('6');
    await expect.poll(() => page.getByTestId('validation-verdict').textContent()).toBe('Playable');
    // A wall the room needs, cut alone, is said too: the room is open.
    await height.fill('5');
    await height.press('Enter');
    await expect
      .poll(() => page.getByTestId('toast').textContent())
      .toBe('Shrinking removed the bottom wall. Ctrl+Z brings it back.');
    await page.keyboard.press('Control+z');
    await expect.poll(() => height.inputValue()).toBe('6');
    // Growing, or shrinking off only floor outside the room, says nothing of a cut.
    await page.evaluate(() => {
      document.querySelector('[data-testid="toast"]')!.textContent = '';
    });
    const width = page.getByTestId('editor-width');
    await width.fill('9');
    await width.press('Enter');
    await expect.poll(() => width.inputValue()).toBe('9');
    await width.fill('8');
    await width.press('Enter');
    await expect.poll(() => width.inputValue()).toBe('8');
    expect(await page.getByTestId('toast').textContent()).toBe('');
    // A size past the editor's range is brought in, and the designer is told the range; with a cut,
    // both are said.
    await width.fill('200');
    await width.press('Enter');
    await expect.poll(() => width.inputValue()).toBe('64');
    await expect
      .poll(() => page.getByTestId('toast').textContent())
      .toBe('Width goes from 3 to 64: 200 became 64.');
    await snap(page, 'editor-size-limit');
    await height.fill('1');
    await height.press('Enter');
    await expect.poll(() => height.inputValue()).toBe('3');
    await expect
      .poll(() => page.getByTestId('toast').textContent())
      .toBe(
        'Height goes from 3 to 64: 1 became 3. Shrinking removed the player, 1 box, and the bottom wall. Ctrl+Z brings them back.',
      );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('on a phone, hints at taps rather than Shift or Tab, and keeps the tools in view below the board', async () => {
    const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
    const { page, errors } = await openGame(browser, '#/mine', phone);
    await ready(page);
    await page.getByTestId('new-level').click();
    await visible(page, 'editor');
    // The hint speaks of what a phone has: no Shift, Tab or keys button.
    expect(await text(page, 'editor-hint')).toBe(
      'Tap or drag to paint; with Rectangle fill on, a drag fills an area.',
    );
    // Tapping the field scrolls the editor's column down to it, past the board.
    const height = page.getByTestId('editor-height');
    await height.tap();
    await height.fill('4');
    await height.press('Enter');
    await expect.poll(() => page.getByTestId('toast').textContent()).toContain('the bottom wall');
    const scrolled = await page.$eval('[data-screen="editor"] .editor-body', (el) => el.scrollTop);
    expect(scrolled).toBeGreaterThan(100);
    await snap(page, 'editor-phone-resized');
    const strip = (await page.getByTestId('tool-strip').boundingBox())!;
    const bar = (await page.locator('[data-screen="editor"] .topbar').boundingBox())!;
    expect(strip.y).toBeGreaterThanOrEqual(bar.y + bar.height - 0.5);
    expect(strip.y + strip.height).toBeLessThanOrEqual(844);
    // Not only drawn there: a tap there picks the tool, with no scroll first.
    const box = (await page.getByTestId('tool-box').boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.getByTestId('tool-box').getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps its undo history across a reload: Ctrl+Z goes on where it left off', async () => {
    const { page, errors } = await newDesign(browser);
    await paint(page, ['player', 1, 1], ['box', 2, 2], ['goal', 4, 3]);
    const height = page.getByTestId('editor-height');
    await height.fill('5');
    await height.press('Enter');
    await expect.poll(() => height.inputValue()).toBe('5');
    // One step undone before the reload stays to redo after it.
    await page.keyboard.press('Control+z');
    await expect.poll(() => height.inputValue()).toBe('6');
    await expect.poll(() => page.getByTestId('validation-verdict').textContent()).toBe('Playable');
    await page.reload();
    await visible(page, 'editor');
    await expect.poll(() => page.getByTestId('editor-undo').isEnabled()).toBe(true);
    expect(await page.getByTestId('editor-redo').isEnabled()).toBe(true);
    // Kept small: the four strokes and a resize, not five boards.
    const stored = await page.evaluate(() => localStorage.getItem('sokoban.editorEdits') ?? '');
    expect(stored.length).toBeLessThan(400);
    await page.keyboard.press('Control+y');
    await expect.poll(() => height.inputValue()).toBe('5');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('editor-undo').isEnabled()).toBe(false);
    // Back to the empty room the design started as (saved after a pause).
    await expect
      .poll(async () => (await firstDesign(page)).rows)
      .toEqual(['#######', '#     #', '#     #', '#     #', '#     #', '#######']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("keeps each design's undo history when another design is edited in between", async () => {
    const { page, errors } = await newDesign(browser);
    await page.getByTestId('editor-title').fill('First');
    await paint(page, ['box', 2, 2]);
    await page.getByTestId('editor-back').click();
    await visible(page, 'mine');
    await page.getByTestId('new-level').click();
    await visible(page, 'editor');
    await paint(page, ['goal', 3, 3]);
    await page.getByTestId('editor-back').click();
    await visible(page, 'mine');
    await page.getByTestId('design-1-1').getByTestId('design-edit').click();
    await visible(page, 'editor');
    expect(await page.getByTestId('editor-title').inputValue()).toBe('First');
    await expect.poll(() => page.getByTestId('editor-undo').isEnabled()).toBe(true);
    await page.getByTestId('editor-undo').click();
    await expect.poll(async () => (await firstDesign(page)).rows).toEqual(emptyRoom());
    // And over a reload, as the design last opened with a history.
    await page.getByTestId('editor-redo').click();
    await page.reload();
    await visible(page, 'editor');
    await expect.poll(() => page.getByTestId('editor-undo').isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('puts pasted level text on the board as one undoable edit, and says why it cannot', async () => {
    const { page, errors } = await newDesign(browser);
    const editorUrl = page.url();
    await paste(page, 'Title: Pasted\n\n########\n#@ $  .#\n########\n');
    await expect
      .poll(() => page.getByTestId('toast').textContent())
      .toContain('Pasted the level onto the board');
    // It stays in the editor (nothing imported or played), with the pasted board.
    expect(page.url()).toBe(editorUrl);
    await expect.poll(() => page.getByTestId('editor-width').inputValue()).toBe('8');
    expect(await page.getByTestId('editor-height').inputValue()).toBe('3');
    await expect.poll(() => page.getByTestId('validation-verdict').textContent()).toBe('Playable');
    // The new design takes the pasted level's name.
    expect(await page.getByTestId('editor-title').inputValue()).toBe('Pasted');
    await snap(page, 'editor-pasted');
    // Text with an unknown character is refused with its place; the board stays.
    await paste(page, '#####\n#@$x#\n#####');
    await expect.poll(() => page.getByTestId('toast').textContent()).toContain('line 2, column 4');
    expect(await page.getByTestId('editor-width').inputValue()).toBe('8');
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('editor-width').inputValue()).toBe('7');
    expect(await page.getByTestId('editor-height').inputValue()).toBe('6');
    // A pasted level's mods come with it, and go with it on undo: the old board must not play with
    // chain pushes.
    await paste(page, 'Mods: chain\n\n#######\n#@$$..#\n#######\n');
    await expect.poll(() => page.getByTestId('mod-chain').isChecked()).toBe(true);
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('mod-chain').isChecked()).toBe(false);
    expect(await page.getByTestId('editor-width').inputValue()).toBe('7');
    await page.keyboard.press('Control+y');
    await expect.poll(() => page.getByTestId('mod-chain').isChecked()).toBe(true);
    // A pasted board brings exactly its mods: those it names and those whose glyphs it uses.
    await paste(page, '######\n#@=~.#\n######\n');
    await expect.poll(() => page.getByTestId('mod-ice').isChecked()).toBe(true);
    expect(await page.getByTestId('mod-chain').isChecked()).toBe(false);
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('mod-chain').isChecked()).toBe(true);
    // Each mod says what it does, to the eye on hover and to a screen reader in its name.
    const sticky = page.getByRole('checkbox', { name: /sticky.*can never be pushed again/ });
    expect(await sticky.count()).toBe(1);
    await page.getByTestId('mod-ice').uncheck();
    // A mod ticked by hand is an edit too.
    await page.getByTestId('mod-ice').check();
    await page.getByTestId('editor-undo').click();
    await expect.poll(() => page.getByTestId('mod-ice').isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("sets a mod's rules in the Mods panel: refused when out of limits, undone, kept over a reload, shown in play", async () => {
    const { page, errors } = await openGame(browser, '#/mine');
    await ready(page);
    await playableDesign(page, 'Chained', ['player', 1, 1], ['box', 2, 2], ['goal', 4, 2]);
    /** The design as the export writes it. */
    const exported = async () => {
      await page.getByTestId('editor-export').click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('export-download').click(),
      ]);
      return readFileSync((await download.path())!, 'utf8');
    };
    const maxChain = page.getByTestId('rule-maxChain');
    expect(await maxChain.count()).toBe(0);
    await page.getByTestId('mod-chain').check();
    // Chain's default, with what the rule means.
    await expect.poll(() => maxChain.inputValue()).toBe('0');
    expect(await text(page, 'rules-chain')).toContain('How many boxes in a row one push can move');
    // Named in words, with the name a Rules: line spells beside them.
    const named = page.getByRole('spinbutton', { name: 'A push moves maxChain', exact: true });
    expect(await named.count()).toBe(1);
    expect(await page.locator('label[for="rule-maxChain"] code').innerText()).toBe('maxChain');
    // A value the rule does not take is refused beside the field, and the level keeps its value.
    await maxChain.fill('-1');
    await maxChain.press('Enter');
    await expect.poll(() => text(page, 'rule-maxChain-error')).toContain('a whole number, 0 or more');
    expect(await maxChain.getAttribute('aria-invalid')).toBe('true');
    expect(await exported()).not.toContain('Rules:');
    await maxChain.fill('2');
    await maxChain.press('Enter');
    await expect.poll(() => page.getByTestId('rule-maxChain-error').isHidden()).toBe(true);
    expect(await exported()).toContain('Rules: maxChain=2');
    // One undo step each way, from the field itself.
    await maxChain.press('Control+z');
    await expect.poll(() => maxChain.inputValue()).toBe('0');
    await maxChain.press('Control+y');
    await expect.poll(() => maxChain.inputValue()).toBe('2');
    await snap(page, 'editor-rules');
    await page.reload();
    await visible(page, 'editor');
    await expect.poll(() => maxChain.inputValue()).toBe('2');
    expect(await exported()).toContain('Mods: chain\nRules: maxChain=2');
    // The player is told the level's rule.
    await page.getByTestId('editor-play').click();
    await visible(page, 'play');
    // In words, not as the rule's name and value.
    await expect.poll(() => text(page, 'level-rule')).toBe('Rule — A push moves: up to 2 boxes in a row');
    await page.getByTestId('back-to-editing').click();
    await visible(page, 'editor');
    // Unticking chain takes its rule out of the level; undo brings both back.
    await page.getByTestId('mod-chain').uncheck();
    await expect.poll(() => maxChain.count()).toBe(0);
    expect(await exported()).not.toContain('Rules:');
    await page.getByTestId('editor-undo').click();
    await expect.poll(() => maxChain.inputValue()).toBe('2');
    // A pasted level's rules show in the panel.
    await paste(page, 'Mods: ice\n\n######\n#@$ .#\n######\nRules: iceSlidesPlayer=false\n');
    await expect.poll(() => page.getByTestId('mod-ice').isChecked()).toBe(true);
    expect(await page.getByTestId('rule-iceSlidesPlayer').isChecked()).toBe(false);
    await page.getByTestId('rule-iceSlidesPlayer').check();
    expect(await exported()).not.toContain('Rules:');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a share link in the editor with /edit', async () => {
    const { page, errors } = await openGame(browser, '#/mine');
    await ready(page);
    // The code comes from the game's own share dialog.
    await page.getByTestId('new-level').click();
    await visible(page, 'editor');
    await paint(page, ['player', 1, 1], ['box', 2, 1], ['goal', 3, 1]);
    await page.getByTestId('editor-share').click();
    const edit = await page.getByTestId('share-edit-url').inputValue();
    await page.context().close();
    const other = await openGame(browser, edit.slice(edit.indexOf('#')));
    await ready(other.page);
    await visible(other.page, 'editor');
    await expect.poll(() => other.page.getByTestId('validation-verdict').textContent()).toBe('Playable');
    // The same link again opens the copy it made rather than making another.
    const first = other.page.url();
    await other.page.evaluate(
      (hash) => {
        location.hash = hash;
      },
      edit.slice(edit.indexOf('#')),
    );
    await expect.poll(() => other.page.url()).toBe(first);
    await other.page.getByTestId('editor-back').click();
    await visible(other.page, 'mine');
    expect(await other.page.locator('.design-row').count()).toBe(1);
    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
    await other.page.context().close();
  });

  it('shows a fast solution shortened by the optimizer when the fewest pushes take too long (Microban #139)', async () => {
    const level = collection('microban')[138];
    const board = parseBoard(level.rows);
    // The clock only stops the search; a loaded machine must not turn this into a failure.
    const fast = solve(board, { timeLimitMs: 60_000 });
    expect(fast.solved).toBe(true);
    const code = encodeShare({ level: { rows: level.rows, title: 'Microban 139' } });
    const { page, errors } = await openGame(browser, `#/share/${code}/edit`);
    await ready(page);
    await visible(page, 'editor');
    const line = page.getByTestId('solver');
    await expect.poll(() => line.textContent(), { timeout: 20_000 }).toMatch(/not optimal/);
    const pushes = Number(/(\d+) pushes/.exec((await line.textContent()) ?? '')?.[1]);
    // Fewer than the fast search's own solution, never fewer than the proven par (106).
    expect(pushes).toBeLessThan(fast.pushes);
    expect(pushes).toBeGreaterThanOrEqual(106);
    await snap(page, 'editor-fast-optimized');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('counts boxes on dead squares in words that agree with the count', async () => {
    // A box in the top right corner can never move; the other box has a goal it can reach.
    const one = ['######', '#@  $#', '# $ .#', '#   .#', '######'];
    const two = ['######', '#$  $#', '# @ .#', '#   .#', '######'];
    for (const [rows, said, shot] of [
      [one, '1 box on a dead square (ringed in red)', 'editor-dead-one'],
      [two, '2 boxes on dead squares (ringed in red)', 'editor-dead-two'],
    ] as const) {
      const code = encodeShare({ level: { rows: [...rows], title: 'Dead boxes' } });
      const { page, errors } = await openGame(browser, `#/share/${code}/edit`);
      await ready(page);
      await visible(page, 'editor');
      await expect.poll(() => page.getByTestId('check-dead').textContent()).toContain(said);
      await snap(page, shot);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('says why a level is unsolvable and rings the boxes of the deadlock', async () => {
    // The two boxes stand side by side against the top wall: neither can move, and the row's goals are
    // out of reach. No box is on a dead square; only the solver's verdict can say it.
    const rows = ['######', '#.$$.#', '#    #', '# @  #', '######'];
    const code = encodeShare({ level: { rows, title: 'Stuck pair' } });
    const { page, errors } = await openGame(browser, `#/share/${code}/edit`);
    await ready(page);
    await visible(page, 'editor');
    expect(await page.getByTestId('check-dead').textContent()).toContain('No box starts on a dead square');
    const line = page.getByTestId('solver');
    await expect.poll(() => line.getAttribute('data-state'), { timeout: 15_000 }).toBe('unsolvable');
    expect(await line.textContent()).toContain(
      'Unsolvable: these two boxes are frozen against the wall (ringed in red)',
    );
    await snap(page, 'editor-unsolvable');
    // The ring's red on the left edge of each box's cell, and not on the goal beside them.
    const edge = (x: number, y: number) =>
      page.evaluate(
        ([cx, cy]) => {
          const canvas = document.querySelector<HTMLCanvasElement>(
            '[data-screen="editor"] .editor-stage canvas',
          )!;
          const t = canvas.width / 6;
          const px = Math.round(cx * t + 2); // the stroke's centre line
          const py = Math.round((cy + 0.5) * t);
          return [...canvas.getContext('2d')!.getImageData(px, py, 1, 1).data.slice(0, 3)];
        },
        [x, y] as const,
      );
    for (const x of [2, 3]) {
      const [r, g, b] = await edge(x, 1);
      expect(r, `box at (${x}, 1)`).toBeGreaterThan(200);
      expect(g, `box at (${x}, 1)`).toBeLessThan(140);
      expect(b, `box at (${x}, 1)`).toBeLessThan(120);
    }
    const [, goalG] = await edge(1, 1);
    expect(goalG).toBeGreaterThan(140);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("draws a mod's glyphs with the mod's own art, as the game will show them", async () => {
    const rows = ['######', '#@~$.#', '######'];
    const code = encodeShare({ level: { rows, title: 'Iced', mods: ['ice'] } });
    const { page, errors } = await openGame(browser, `#/share/${code}/edit`);
    await ready(page);
    await visible(page, 'editor');
    await snap(page, 'editor-mod-art');
    // Pale ice at the left of the "~" cell, not the lettered tile's purple that stood in for it.
    const pixel = () =>
      page.evaluate(() => {
        const canvas = document.querySelector<HTMLCanvasElement>(
          '[data-screen="editor"] .editor-stage canvas',
        )!;
        const t = canvas.width / 6;
        return [
          ...canvas
            .getContext('2d')!
            .getImageData(Math.round(2.25 * t), Math.round(1.5 * t), 1, 1)
            .data.slice(0, 3),
        ];
      });
    await expect.poll(async () => (await pixel())[0], { timeout: 5000 }).toBeGreaterThan(170);
    const [r, g, b] = await pixel();
    expect(b).toBeGreaterThan(200);
    expect(b).toBeGreaterThanOrEqual(r);
    expect(g).toBeGreaterThan(170);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws a bare box on its goal as play does where the mods leave it uncounted (paint): off goal', async () => {
    // The '*' at column 5 counts for nothing in a paint level until it has a coat; the editor drew it
    // in the dark green of a box home, where play draws the box of column 3.
    const rows = ['#######', '#@$ *◇#', '#######'];
    const code = encodeShare({ level: { rows, title: 'Bare', mods: ['paint'] } });
    const { page, errors } = await openGame(browser, `#/share/${code}/edit`);
    await ready(page);
    await visible(page, 'editor');
    await snap(page, 'editor-paint-bare-box');
    const centre = (x: number) =>
      page.evaluate((cx) => {
        const canvas = document.querySelector<HTMLCanvasElement>(
          '[data-screen="editor"] .editor-stage canvas',
        )!;
        const t = canvas.width / 7;
        const at = [Math.round((cx + 0.5) * t), Math.round(1.5 * t)] as const;
        return [...canvas.getContext('2d')!.getImageData(at[0], at[1], 1, 1).data.slice(0, 3)];
      }, x);
    await expect.poll(async () => (await centre(2))[0], { timeout: 5000 }).toBeGreaterThan(150);
    expect(await centre(4)).toEqual(await centre(2));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws the Box on goal tool as the board draws it: off goal in paint, with the check mark in classic', async () => {
    // The palette's Box on goal kept the check mark of a box home in a paint design, while the board
    // (and play) drew that '*' as a plain box over the goal.
    const centre = (page: Page, tool: string) =>
      page.evaluate((id) => {
        const canvas = document.querySelector<HTMLCanvasElement>(`[data-testid="tool-${id}"] canvas`)!;
        const mid = Math.round(canvas.width / 2);
        return [...canvas.getContext('2d')!.getImageData(mid, mid, 1, 1).data.slice(0, 3)];
      }, tool);
    const open = async (mods: string[]) => {
      const rows = ['#####', '#@$.#', '#####'];
      const code = encodeShare({ level: { rows, title: 'Tools', mods } });
      const opened = await openGame(browser, `#/share/${code}/edit`);
      await ready(opened.page);
      await visible(opened.page, 'editor');
      await expect
        .poll(async () => (await centre(opened.page, 'box'))[0], { timeout: 5000 })
        .toBeGreaterThan(150);
      return opened;
    };
    const paint = await open(['paint']);
    await snap(paint.page, 'editor-paint-palette');
    expect(await centre(paint.page, 'box-on-goal')).toEqual(await centre(paint.page, 'box'));
    expect(paint.errors).toEqual([]);
    await paint.page.context().close();
    const classic = await open([]);
    expect(await centre(classic.page, 'box-on-goal')).not.toEqual(await centre(classic.page, 'box'));
    await classic.page.context().close();
  });

  it('explains a malformed share link instead of crashing', async () => {
    const { page, errors } = await openGame(browser, '#/share/1Zz-not-a-level');
    await ready(page);
    const dialog = page.getByTestId('share-error');
    await dialog.waitFor();
    expect(await page.getByTestId('share-error-message').textContent()).toMatch(
      /damaged|incomplete|share code/i,
    );
    await snap(page, 'share-error');
    await page.keyboard.press('Escape');
    await visible(page, 'levels');
    // Focus lands on the level list, where the keyboard can go on.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80)))
      .toContain('class="card');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps keyboard focus on the control used when My levels redraws: move, delete, undo', async () => {
    const { page, errors } = await openGame(browser, '#/mine');
    await ready(page);
    await visible(page, 'mine');
    for (let i = 0; i < 3; i++) {
      await page.getByTestId('new-level').click();
      await visible(page, 'editor');
      await page.getByTestId('editor-back').click();
      await visible(page, 'mine');
    }
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return `${el.closest<HTMLElement>('.design-row')?.dataset.testid ?? ''} ${el.dataset.testid}`;
      });
    // The third level moved to the top by Enter twice: focus rides along, then takes Move down.
    await page.getByTestId('design-1-3').getByTestId('design-up').focus();
    await page.keyboard.press('Enter');
    expect(await focused()).toBe('design-1-2 design-up');
    await page.keyboard.press('Enter');
    expect(await focused()).toBe('design-1-1 design-down');
    // Delete: focus on Undo; Undo: focus back on the level's Delete.
    await page.getByTestId('design-1-1').getByTestId('design-delete').focus();
    await page.keyboard.press('Enter');
    expect(await focused()).toBe(' undo-delete');
    await page.keyboard.press('Enter');
    expect(await focused()).toBe('design-1-1 design-delete');
    // A whole collection goes without a confirm() (Undo is the safety), and comes back.
    await page.getByTestId('collection-delete').focus();
    await page.keyboard.press('Enter');
    expect(await text(page, 'undo-banner')).toContain('Deleted the collection “My levels” and its 3 levels.');
    await page.keyboard.press('Enter');
    await page.getByTestId('design-1-3').waitFor();
    expect(await focused()).toBe(' collection-delete');
    // A new collection's name takes the keys at once, and Enter keeps it there.
    await page.getByTestId('new-collection').click();
    await page.keyboard.type('Second set');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('collection-name-2').inputValue()).toBe('Second set');
    expect(await focused()).toBe(' collection-name-2');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('paints with the keyboard: Tab to the board, arrows move the cursor, Space paints and says the cell', async () => {
    const { page, errors } = await newDesign(browser);
    const rows = async () => (await firstDesign(page)).rows;
    const live = () => text(page, 'editor-cursor-live');
    // The board comes after the tools in the tab order; focus puts the cursor on the top left cell.
    await page.getByTestId('tool-rect').focus();
    await page.keyboard.press('Tab');
    const board = await page.evaluate(() => {
      const el = document.activeElement!;
      return [el.tagName, el.getAttribute('role'), el.getAttribute('aria-label')];
    });
    expect(board).toEqual([
      'CANVAS',
      'application',
      'Level board: arrow keys move the cursor, Enter paints with the current tool, Shift+arrows select an area to fill',
    ]);
    await expect.poll(live).toBe('column 1, row 1: wall');
    // Arrows move the cursor (and stop at the edge); a digit still picks a tool on the focused board.
    await keys(page, 'lrrd');
    await expect.poll(live).toBe('column 3, row 2: floor');
    await page.keyboard.press('4');
    expect(await page.getByTestId('tool-box').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press(' ');
    await expect.poll(live).toBe('column 3, row 2: box');
    await expect.poll(async () => (await rows())[1]).toBe('# $   #');
    await snap(page, 'editor-keyboard-cursor');
    // Enter paints too, and each key paint is one edit that Ctrl+Z takes back.
    await page.keyboard.press('1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(live).toBe('column 4, row 2: wall');
    await expect.poll(async () => (await rows())[1]).toBe('# $#  #');
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await rows())[1]).toBe('# $   #');
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await rows())[1]).toBe('#     #');
    // The keys were the board's: the page did not scroll, and the board kept the focus.
    expect(await page.evaluate(() => [window.scrollY, document.activeElement?.tagName])).toEqual([
      0,
      'CANVAS',
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
  it('fills an area with the keyboard: Shift+arrows select it, Space fills it as one edit, Esc drops it', async () => {
    const { page, errors } = await newDesign(browser);
    const rows = async () => (await firstDesign(page)).rows;
    const live = () => text(page, 'editor-cursor-live');
    /** The colour at the centre of board cell (x, y) of the 7x6 room. */
    const pixel = (x: number, y: number) =>
      page.evaluate(
        ([x, y]) => {
          const c = document.querySelector<HTMLCanvasElement>('[data-screen="editor"] .editor-stage canvas')!;
          const at = [Math.floor(((x + 0.5) * c.width) / 7), Math.floor(((y + 0.5) * c.height) / 6)];
          return [...c.getContext('2d')!.getImageData(at[0], at[1], 1, 1).data];
        },
        [x, y],
      );
    await page.getByTestId('tool-rect').focus();
    await page.keyboard.press('Tab');
    await keys(page, 'rd');
    await expect.poll(live).toBe('column 2, row 2: floor');
    const plain = await pixel(2, 2);
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(live).toBe('3 by 2 cells, from column 2, row 2 to column 4, row 3');
    // The selection is drawn as a dragged rectangle is: its cells are tinted.
    expect(await pixel(2, 2)).not.toEqual(plain);
    await snap(page, 'editor-keyboard-selection');
    await page.keyboard.press('1');
    await page.keyboard.press(' ');
    await expect.poll(live).toBe('Filled 3 by 2 cells, from column 2, row 2 to column 4, row 3');
    await expect.poll(async () => (await rows()).slice(1, 4)).toEqual(['####  #', '####  #', '#     #']);
    // One Ctrl+Z takes the whole area back, untinted: the selection ended with the fill.
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await rows()).slice(1, 3)).toEqual(['#     #', '#     #']);
    expect(await pixel(2, 2)).toEqual(plain);
    // Esc drops a selection and does nothing else: the editor stays, nothing is painted.
    await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(live).toBe('2 by 1 cells, from column 3, row 3 to column 4, row 3');
    await page.keyboard.press('Escape');
    await expect.poll(live).toBe('column 3, row 3: floor');
    await page.keyboard.press(' ');
    await expect.poll(async () => (await rows())[2]).toBe('# #   #');
    expect(await page.locator('[data-screen="editor"]').isHidden()).toBe(false);
    // A plain arrow ends a selection and moves.
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect.poll(live).toBe('column 4, row 4: floor');
    // In Rectangle fill, Space marks a corner, plain arrows stretch it, and Space fills.
    await page.keyboard.press('r');
    expect(await page.getByTestId('tool-rect').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('3');
    await page.keyboard.press(' ');
    await expect.poll(live).toBe('1 by 1 cell, column 4, row 4');
    await keys(page, 'rd');
    await expect.poll(live).toBe('2 by 2 cells, from column 4, row 4 to column 5, row 5');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await rows()).slice(3, 5)).toEqual(['#  .. #', '#  .. #']);
    expect(await page.evaluate(() => [window.scrollY, document.activeElement?.tagName])).toEqual([
      0,
      'CANVAS',
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("lists the editor's own keys on ?, and leaves ? typed into a field to the field", async () => {
    const { page, errors } = await newDesign(browser);
    const help = page.getByTestId('help-dialog');
    await page.keyboard.press('?');
    await help.waitFor({ state: 'visible' });
    expect(await help.locator('h2').textContent()).toBe('Editor keys');
    const body = await help.innerText();
    for (const k of ['Shift+Drag', 'R', '1–9', 'Shift+←', 'Space', 'Esc', 'Ctrl+Z', 'Ctrl+Y', 'Ctrl+V'])
      expect(body).toContain(k);
    // The play screen's keys are not the editor's.
    expect(body).not.toContain('Next / previous level');
    await snap(page, 'editor-keys');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    expect(await page.locator('[data-screen="editor"]').isHidden()).toBe(false);
    // The Keys button opens the same list.
    await page.getByTestId('editor-help').click();
    await help.waitFor({ state: 'visible' });
    await page.keyboard.press('?');
    await help.waitFor({ state: 'detached' });
    // In a text field, ? is a character.
    const title = page.getByTestId('editor-title');
    await title.fill('Why');
    await title.press('?');
    expect(await title.inputValue()).toBe('Why?');
    await page.getByTestId('editor-width').press('?');
    await page.waitForTimeout(200);
    expect(await help.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('with letter keys off, leaves R, the tool digits, Space and ? alone and does not list them; Ctrl+Z still undoes', async () => {
    const { page, errors } = await openGame(browser, '#/mine', {}, { letterKeys: false });
    await ready(page);
    await page.getByTestId('new-level').click();
    await visible(page, 'editor');
    const rows = async () => (await firstDesign(page)).rows;
    const pressed = (testid: string) => page.getByTestId(testid).getAttribute('aria-pressed');
    const help = page.getByTestId('help-dialog');
    await paint(page, ['box', 2, 1]);
    await expect.poll(async () => (await rows())[1]).toBe('# $   #');
    // On the page and on the focused board alike, character keys do nothing.
    for (const key of ['r', '1', '5', '9', '?']) await page.keyboard.press(key);
    await page.getByTestId('tool-rect').focus();
    await page.keyboard.press('Tab');
    // The cursor is where the click painted.
    await expect.poll(() => text(page, 'editor-cursor-live')).toBe('column 3, row 2: box');
    for (const key of ['r', '1', '?', ' ']) await page.keyboard.press(key);
    await page.waitForTimeout(200);
    expect(await pressed('tool-rect')).toBe('false');
    expect(await pressed('tool-box')).toBe('true');
    expect(await help.count()).toBe(0);
    expect(await rows()).toEqual(['#######', '# $   #', '#     #', '#     #', '#     #', '#######']);
    // Named keys still act: Enter paints the cursor's cell, Ctrl+Z takes it back, and the click too.
    await keys(page, 'r');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await rows())[1]).toBe('# $$  #');
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await rows())[1]).toBe('# $   #');
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await rows())[1]).toBe('#     #');
    // The keys list offers only the keys that act, and the panel does not send the player to ?.
    expect(await text(page, 'validation')).toContain('The keys button lists them all.');
    // Nor do the buttons' names.
    expect(await page.getByTestId('editor-help').getAttribute('aria-label')).toBe('Editor keys');
    expect(await page.getByTestId('tool-wall').getAttribute('title')).toBe('Wall');
    await page.getByTestId('editor-help').click();
    await help.waitFor({ state: 'visible' });
    const caps = await help.locator('kbd').allTextContents();
    for (const cap of ['R', '1–9', 'Space', '?']) expect(caps).not.toContain(cap);
    for (const cap of ['Click', '←', 'Enter', 'Esc', 'Ctrl+Z', 'Ctrl+V']) expect(caps).toContain(cap);
    await snap(page, 'editor-keys-letters-off');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    // Turned on in the settings, the same keys act on the editor.
    await page.evaluate(() => {
      location.hash = '#/microban/1';
    });
    await visible(page, 'play');
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-settings').click();
    await page.getByTestId('setting-letterKeys-true').check({ force: true });
    await page.keyboard.press('Escape');
    await page.goBack();
    await visible(page, 'editor');
    expect(await page.getByTestId('editor-help').getAttribute('aria-label')).toBe('Editor keys (?)');
    expect(await page.getByTestId('tool-wall').getAttribute('title')).toBe('Wall (1)');
    await page.keyboard.press('r');
    await expect.poll(() => pressed('tool-rect')).toBe('true');
    await page.keyboard.press('1');
    await expect.poll(() => pressed('tool-wall')).toBe('true');
    await page.keyboard.press('?');
    await help.waitFor({ state: 'visible' });
    expect(await help.locator('kbd').allTextContents()).toContain('1–9');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('drops "Link copied." when the editor is left for My levels', async () => {
    const { page, errors } = await openGame(browser, '#/mine', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await ready(page);
    await playableDesign(page, 'Shared', ['player', 1, 1], ['box', 2, 1], ['goal', 4, 1]);
    await page.getByTestId('editor-share').click();
    await page.getByTestId('share-dialog').waitFor({ state: 'visible' });
    await expect.poll(() => text(page, 'toast')).toBe('Link copied.');
    await page.keyboard.press('Escape');
    await page.getByTestId('share-dialog').waitFor({ state: 'detached' });
    expect(await text(page, 'toast')).toBe('Link copied.');
    await page.getByTestId('editor-back').click();
    await visible(page, 'mine');
    // The link was the design's: on My levels the words would speak of nothing there.
    expect(await text(page, 'toast')).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('takes a Rules: part no mod reads out of the level from the Mods panel, as one edit Ctrl+Z takes back', async () => {
    const { page, errors } = await newDesign(browser);
    const headers = async () => (await firstDesign(page)).headers;
    const problems = () => text(page, 'validation-problems');
    await paste(page, '#######\n#@$  .#\n#######\nRules: maxChain=2, nonsense=1,maxchian\n');
    await expect.poll(() => text(page, 'rules-unknown')).toContain('nonsense=1');
    expect(await text(page, 'rules-unknown')).toContain('maxchian');
    expect(await problems()).toContain('Unknown rule "nonsense=1"');
    await snap(page, 'editor-unknown-rules');
    await page.getByTestId('unknown-rule-0').click();
    await expect.poll(headers).toEqual([['Rules', 'maxChain=2, maxchian']]);
    expect(await text(page, 'rules-unknown')).not.toContain('nonsense');
    expect(await problems()).not.toContain('nonsense');
    // The focus stays in the list, on the part that took the removed one's place.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('unknown-rule-0');
    await page.keyboard.press('Control+z');
    await expect.poll(headers).toEqual([['Rules', 'maxChain=2, nonsense=1,maxchian']]);
    await expect.poll(() => text(page, 'rules-unknown')).toContain('nonsense=1');
    // With both gone, the level plays with the rule it knows, which stays.
    await page.getByTestId('unknown-rule-1').click();
    await page.getByTestId('unknown-rule-0').click();
    await expect.poll(headers).toEqual([['Rules', 'maxChain=2']]);
    expect(await page.getByTestId('rules-unknown').count()).toBe(0);
    await expect.poll(() => page.getByTestId('validation-verdict').textContent()).toBe('Playable');
    expect(await page.getByTestId('rule-maxChain').inputValue()).toBe('2');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lists what keeps a design from play as the checks are drawn: a mark each, a sentence, not a code listing', async () => {
    const { page, errors } = await newDesign(browser);
    await paint(page, ['box', 2, 2]);
    const items = page.getByTestId('validation-problems').locator('li');
    await expect
      .poll(() => items.allTextContents())
      .toEqual(['!The level has no player (@ or +)', '!1 box but 0 goals']);
    expect(await items.locator('.check-mark.is-bad').count()).toBe(2);
    const font = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((e) => getComputedStyle(e).fontFamily);
    expect(await font('[data-testid="validation-problems"] li span:last-child')).toBe(
      await font('.panel-hint'),
    );
    // Without a goal there is nothing to reach: no "0 of 0 goals reachable" with a tick.
    expect(await page.getByTestId('check-goals').count()).toBe(0);
    await snap(page, 'editor-problems');
    await paint(page, ['player', 1, 1], ['goal', 4, 2]);
    await expect.poll(() => page.getByTestId('validation-verdict').textContent()).toBe('Playable');
    expect(await page.getByTestId('check-goals').textContent()).toContain('1 of 1 goal reachable');
    expect(await page.getByTestId('validation-problems').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("drops the editor's toast when Play this opens the play screen, and keeps one raised to say what is played", async () => {
    const { page, errors } = await openGame(browser, '#/mine');
    await ready(page);
    const level = '#######\n#@$  .#\n#######\n';
    await page.getByTestId('new-level').click();
    await visible(page, 'editor');
    await paste(page, level);
    await expect.poll(() => text(page, 'toast')).toContain('Ctrl+Z takes it back');
    await page.getByTestId('editor-play').click();
    await visible(page, 'play');
    // The paste's words were about the editor: there is nothing to take back here.
    expect(await text(page, 'toast')).toBe('');
    // The same board again: the note that it is a copy, raised as the level opens, stays.
    await page.getByTestId('back-to-editing').click();
    await visible(page, 'editor');
    await page.getByTestId('editor-back').click();
    await visible(page, 'mine');
    await page.getByTestId('new-level').click();
    await visible(page, 'editor');
    await paste(page, level);
    await expect.poll(() => text(page, 'toast')).toContain('Ctrl+Z takes it back');
    await page.getByTestId('editor-play').click();
    await visible(page, 'play');
    expect(await text(page, 'toast')).toContain('This level is a copy of My levels #1');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
