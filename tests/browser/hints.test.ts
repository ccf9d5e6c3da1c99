import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Game } from '../../src/core/game';
import { parseCollection } from '../../src/core/level/xsb';
import { keys, launch, openGame, paste, ready, snap, state, text } from './browser';

// The solver's side of play in Chromium: hints, solve from here, the background "still solvable?"
// check, plain-words deadlocks, pars, and what mods put in the HUD.

const pars = JSON.parse(readFileSync('levels/pars.json', 'utf8'));
const parSolutions: Record<string, string> = JSON.parse(
  readFileSync('levels/solutions/sasquatch-iii.json', 'utf8'),
);
const sasquatch1 = parseCollection(readFileSync('levels/sasquatch.xsb', 'utf8')).collection;
const sasquatch4 = parseCollection(readFileSync('levels/sasquatch-iv.xsb', 'utf8')).collection;
const sasquatch3 = parseCollection(readFileSync('levels/sasquatch-iii.xsb', 'utf8')).collection;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the game with saved settings (no auto-advance, so a win stays on screen). */
async function openWithSettings(path: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openGame(browser, path, {}, { autoAdvance: false, undo: 'move' });
  await ready(opened.page);
  return opened;
}

/** Opens the game and plays a pasted level (no par, no known solution: the solver starts blind). */
async function openPasted(level: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openGame(browser);
  await ready(opened.page);
  await pasteLevel(opened.page, level);
  return opened;
}

/** Pastes a level and waits until it is the one being played. */
async function pasteLevel(page: Page, level: string): Promise<void> {
  await paste(page, level);
  await expect.poll(async () => (await state(page)).levelId).toMatch(/^my-/);
}

describe('hints and the solver in the browser', () => {
  it('hints the next push on tutorial level 3 and counts the hint, also after a reload', async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/3');
    await ready(page);
    expect(await page.getByTestId('hints').isVisible()).toBe(false);
    await page.keyboard.press('h');
    // The far goal first: the box at (5,2) goes right onto the goal at (6,2).
    await expect.poll(() => page.getByTestId('status').getAttribute('data-hint')).toBe('5,2,r');
    expect(await text(page, 'status')).toMatch(/^Hint: push this box right \(\d+ pushes? to go\)/);
    expect(await text(page, 'hints')).toBe('1');
    await snap(page, 'hint-shown');
    // Asking again from the same position shows the same push, and is not counted as another hint.
    await page.keyboard.press('h');
    await expect.poll(() => page.getByTestId('status').getAttribute('data-hint')).toBe('5,2,r');
    expect(await text(page, 'hints')).toBe('1');
    // Following the hint plays on; the next hint is for the new position.
    await keys(page, 'rrurR');
    await expect.poll(() => page.getByTestId('status').getAttribute('data-hint')).toBe(null);
    await page.getByTestId('hint').click();
    await expect.poll(() => page.getByTestId('status').getAttribute('data-hint')).toMatch(/^\d+,\d+,[lurd]$/);
    expect(await text(page, 'hints')).toBe('2');
    await page.reload();
    await ready(page);
    expect(await text(page, 'hints')).toBe('2');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('hints at once on a big level along the solution stored with its par', async () => {
    // Sasquatch III #30: 42 boxes and a 204-push par that took the solver more than a few
    // seconds to find. The stored solution is replayed in the worker and the hint is its first
    // push, with no search.
    const lurd = parSolutions['30'];
    const par = pars['sasquatch-iii.xsb']['30'];
    const game = Game.fromLevel(sasquatch3.levels[29]);
    const firstPush = lurd.search(/[LURD]/);
    game.play(lurd.slice(0, firstPush));
    const dir = lurd[firstPush].toLowerCase();
    const [dx, dy] = { l: [-1, 0], u: [0, -1], r: [1, 0], d: [0, 1] }[dir as 'l']!;
    const box = `${game.player!.x + dx},${game.player!.y + dy},${dir}`;
    const { page, errors } = await openGame(browser, '#/sasquatch-iii/30');
    await ready(page);
    await page.keyboard.press('h');
    await expect.poll(() => page.getByTestId('status').getAttribute('data-hint')).toBe(box);
    expect(await text(page, 'status')).toContain(`(${par.pushes} pushes to go)`);
    await snap(page, 'hint-big-level');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("hints at once on an imported big level along its file's own Solution:, shown as no par", async () => {
    // The same level pasted with its solution as a file would carry it: no par, so only the
    // file's Solution: line (checked by a replay first) can steer the hint.
    const lurd = parSolutions['30'];
    const par = pars['sasquatch-iii.xsb']['30'];
    const game = Game.fromLevel(sasquatch3.levels[29]);
    const firstPush = lurd.search(/[LURD]/);
    game.play(lurd.slice(0, firstPush));
    const dir = lurd[firstPush].toLowerCase();
    const [dx, dy] = { l: [-1, 0], u: [0, -1], r: [1, 0], d: [0, 1] }[dir as 'l']!;
    const box = `${game.player!.x + dx},${game.player!.y + dy},${dir}`;
    const { page, errors } = await openPasted(
      `${sasquatch3.levels[29].rows.join('\n')}\nSolution: lurd\nSolution: ${lurd}\n`,
    );
    await page.keyboard.press('h');
    await expect.poll(() => page.getByTestId('status').getAttribute('data-hint')).toBe(box);
    expect(await text(page, 'status')).toContain(`(${par.pushes} pushes to go)`);
    expect(await page.getByTestId('par').isVisible()).toBe(false);
    await snap(page, 'hint-imported-solution');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('solves from here as one undo step, even when undo goes move by move', async () => {
    const { page, errors } = await openWithSettings('#/microban/2');
    await keys(page, 'r');
    const before = (await state(page)).lurd;
    expect(before).toBe('r');
    await page.getByTestId('solve').click();
    await expect.poll(async () => (await state(page)).solved, { timeout: 20000 }).toBe(true);
    expect((await state(page)).moves).toBeGreaterThan(1);
    await expect.poll(() => page.getByTestId('win').isVisible()).toBe(true);
    // The level counts as solved, but the solver's moves are no best of the player's.
    expect(await text(page, 'win')).toContain('Solved with help. Solve it yourself to set a best.');
    expect(await text(page, 'win')).not.toContain('matched');
    await snap(page, 'solve-from-here-done');
    await page.getByTestId('undo').click();
    await expect.poll(async () => (await state(page)).lurd).toBe(before);
    expect((await state(page)).solved).toBe(false);
    // Redo brings the whole solution back in one step too.
    await page.getByTestId('redo').click();
    await expect.poll(async () => (await state(page)).solved).toBe(true);
    // And it stays one step after a reload.
    await page.reload();
    await ready(page);
    await expect.poll(async () => (await state(page)).solved).toBe(true);
    await page.getByTestId('undo').click();
    await expect.poll(async () => (await state(page)).lurd).toBe(before);
    await page.getByTestId('levels').click();
    const tile = page.getByTestId('level-2');
    await expect.poll(() => tile.getAttribute('aria-label')).toContain('solved with help');
    expect(await tile.getAttribute('class')).toContain('is-helped');
    expect(await text(page, 'collection-stats')).toBe('1 of 155 solved (1 with help)');
    await snap(page, 'levels-solved-with-help');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('holds a solution being played while Settings covers the board, and plays it on once it closes', async () => {
    const { page, errors } = await openWithSettings('#/microban/2');
    // A paused fake clock: the playback steps only as the test moves time on.
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const lurd = async () => (await state(page)).lurd;
    // Clicked in the page: clicks that wait for a still page would wait on the paused clock.
    const click = (...ids: string[]) =>
      page.evaluate((ids) => {
        for (const id of ids) document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!.click();
      }, ids);
    await click('solve');
    const playsPast = (n: number) =>
      expect
        .poll(
          async () => {
            await page.clock.runFor(50);
            return (await lurd()).length;
          },
          { timeout: 20000 },
        )
        .toBeGreaterThan(n);
    await playsPast(2);
    await click('menu', 'menu-settings');
    const held = await lurd();
    await page.clock.runFor(20_000);
    expect(await lurd()).toBe(held);
    expect(await page.getByTestId('settings-dialog').count()).toBe(1);
    await snap(page, 'solution-held-by-settings');
    await page.keyboard.press('Escape');
    // A dialog's close event comes in a task of its own, after the key press returns.
    await expect.poll(() => page.getByTestId('settings-dialog').count()).toBe(0);
    await playsPast(held.length);
    await page.clock.runFor(20_000);
    const s = await state(page);
    expect(s.solved).toBe(true);
    expect(s.lurd.startsWith(held)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('stays on a level the solver finished, even with the automatic next level on', async () => {
    const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
    const { page, errors } = await openGame(browser, '#/tutorial/5', phone, { autoAdvance: true });
    await ready(page);
    await page.getByTestId('solve').click();
    const card = page.getByTestId('win');
    await card.waitFor({ state: 'visible', timeout: 20000 });
    expect(await text(page, 'win')).toContain('Solved with help');
    // No countdown: the player asked to see a solution, and goes on when they choose.
    expect(await page.locator('.win-timer').count()).toBe(0);
    await snap(page, 'solve-from-here-stays');
    // Well past the advance's 1.8 s: still here, with the card.
    await page.waitForTimeout(2600);
    expect((await state(page)).levelId).toBe('tutorial/5');
    expect(await card.isVisible()).toBe(true);
    await page.getByTestId('win-next').click();
    await expect.poll(async () => (await state(page)).levelId).toBe('tutorial/6');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says when a hint ran out of time on a level no solution is known of, and that asking again tries another way', async () => {
    const { page, errors } = await openPasted(CHECKERBOARD);
    await page.keyboard.press('h');
    // A pasted level has no par and the player has not solved it: nothing steered the search.
    const outOfTime =
      'No hint found in time. No solution of this level is known yet. Ask again and the solver tries another way.';
    await expect.poll(() => text(page, 'status'), { timeout: 20000 }).toBe(outOfTime);
    expect(await page.getByTestId('status').getAttribute('data-hint')).toBe(null);
    // No advice was given, so none is counted.
    expect(await page.getByTestId('hints').isVisible()).toBe(false);
    await snap(page, 'hint-out-of-time');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says why a dead position the deadlock phase does not flag is dead, once the worker proves it', async () => {
    // Microban 17. Pushing the middle box of the row down shuts the player in above the boxes, who all
    // need pushing up from below; every way out pushes a box against the bottom wall. Only a search
    // (local or corral) proves that, and the level keeps the engine to the quick classes; the worker
    // proves it instead, then its detector, free of the turn's 2 ms, names the boxes' deadlock.
    const { page, errors } = await openPasted(MICROBAN_17_FAST);
    // The HUD's Solvable tile follows the position from the start.
    await expect.poll(() => text(page, 'solvable'), { timeout: 10000 }).toBe('Yes');
    await keys(page, 'dD');
    await expect
      .poll(() => text(page, 'status'), { timeout: 10000 })
      .toBe("These boxes are in each other's way for good: this can no longer be solved.Undo");
    expect(await page.getByTestId('status').getAttribute('class')).toContain('is-alert');
    // The board badges the boxes it names: the pushed one and the two beside the player's way out.
    expect(await page.getByTestId('status').getAttribute('data-dead')).toBe('1,3 3,3 2,4');
    expect(await text(page, 'solvable')).toBe('No');
    await page.waitForTimeout(400); // for the picture: the status line has faded in
    await snap(page, 'dead-end-named');
    await page.getByTestId('status').getByRole('button', { name: 'Undo' }).click();
    expect((await state(page)).lurd).toBe('d');
    // While the position undo went back to is checked, the tile says so: the dead one's "No", even
    // dimmed, would tell of a position no longer on the board.
    expect(['…', 'Yes']).toContain(await text(page, 'solvable'));
    expect(await page.getByTestId('solvable').getAttribute('class')).not.toContain('is-stale');
    await snap(page, 'solvable-after-undo');
    await expect.poll(() => text(page, 'status')).toBe('');
    expect(await page.getByTestId('status').getAttribute('data-dead')).toBe(null);
    // Undo is checked too: the position before the dead push can still be solved.
    await expect.poll(() => text(page, 'solvable'), { timeout: 10000 }).toBe('Yes');
    // A walk that keeps the boxes where they are is not checked and says nothing.
    await keys(page, 'r');
    expect(await text(page, 'solvable')).toBe('Yes');
    await page.waitForTimeout(500);
    expect(await text(page, 'status')).toBe('');
    expect(await text(page, 'solvable')).toBe('Yes');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('Esc closes a hint and keeps the moves; with nothing shown it restarts', async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/3');
    await ready(page);
    await keys(page, 'r');
    await page.keyboard.press('h');
    await expect.poll(() => page.getByTestId('status').getAttribute('data-hint')).not.toBeNull();
    await page.keyboard.press('Escape');
    await expect.poll(() => text(page, 'status')).toBe('');
    expect((await state(page)).lurd).toBe('r');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await state(page)).lurd).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('answers H and Solve in a dead end with a refusal that keeps the why, not silence', async () => {
    const { page, errors } = await openPasted('######\n#@$  #\n#  . #\n######');
    await keys(page, 'R');
    await expect.poll(() => text(page, 'status')).toContain('This box can never reach a goal');
    await page.keyboard.press('h');
    await expect
      .poll(() => text(page, 'status'))
      .toMatch(/^No hint from here\. This box can never reach a goal/);
    expect(await text(page, 'hints')).toBe('0');
    await page.getByTestId('solve').click();
    await expect.poll(() => text(page, 'status')).toMatch(/^Nothing to solve from here\. This box/);
    await page.getByTestId('status').getByRole('button', { name: 'Undo' }).click();
    expect((await state(page)).lurd).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('names a proven deadlock in plain words', async () => {
    const { page } = await openPasted('######\n#@$  #\n#  . #\n######');
    await keys(page, 'R');
    await expect.poll(() => text(page, 'status')).toContain('This box can never reach a goal');
    // The engine's proof needs no worker.
    expect(await text(page, 'solvable')).toBe('No');
    await page.context().close();
  });

  it('looks longer when the player presses an "Unknown" tile', async () => {
    // Sasquatch IV #27 (10 boxes), pasted: about 4 s of search from the start, where the check has 1.5 s.
    const { page, errors } = await openPasted(sasquatch4.levels[26].rows.join('\n'));
    const tile = page.getByTestId('solvable');
    await expect.poll(() => tile.textContent(), { timeout: 10000 }).toBe('Unknown');
    const button = page.getByTestId('solvable-tile');
    expect(await button.isEnabled()).toBe(true);
    await button.click();
    expect(await tile.getAttribute('data-state')).toBe('checking');
    await expect.poll(() => tile.textContent(), { timeout: 20000 }).toBe('Yes');
    // Only an "Unknown" asks for more.
    expect(await button.isEnabled()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('turns the check off in the settings, for players who would rather find out, and back on', async () => {
    const { page, errors } = await openPasted(MICROBAN_17_FAST);
    const tile = page.getByTestId('solvable');
    await expect.poll(() => tile.textContent(), { timeout: 10000 }).toBe('Yes');
    const setCheck = async (on: boolean) => {
      await page.getByTestId('menu').click();
      await page.getByTestId('menu-settings').click();
      await page.getByTestId(`setting-solvableCheck-${on}`).check({ force: true });
      await page.keyboard.press('Escape');
    };
    await setCheck(false);
    expect(await tile.isVisible()).toBe(false);
    // The dead push the worker alone proves now goes unremarked, also after a reload.
    await page.reload();
    await ready(page);
    await keys(page, 'dD');
    await page.waitForTimeout(1500);
    expect(await text(page, 'status')).toBe('');
    expect(await tile.isVisible()).toBe(false);
    await setCheck(true);
    await expect.poll(() => tile.textContent(), { timeout: 10000 }).toBe('No');
    expect(await text(page, 'status')).toContain("in each other's way for good");
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says "Unknown" when the check runs out of time, and shows no tile where the check does not run', async () => {
    // Sasquatch #19 (9 boxes), pasted: no par to steer by, and the solver needs about 30 s from the
    // start where the check has 1.5 s. The check says so rather than guess either way.
    const { page, errors } = await openPasted(sasquatch1.levels[18].rows.join('\n'));
    const tile = page.getByTestId('solvable');
    await expect.poll(() => tile.textContent(), { timeout: 10000 }).toBe('Unknown');
    expect(await tile.getAttribute('data-state')).toBe('unknown');
    expect(await text(page, 'status')).toBe('');
    // For the picture: the import's toast covers the top of the board for a few seconds.
    await expect
      .poll(() => page.getByTestId('toast').getAttribute('class'), { timeout: 10000 })
      .toBe('toast');
    await page.waitForTimeout(300);
    await snap(page, 'solvable-unknown');
    // While the position after a push is checked, the last word stays, dimmed, rather than flicker.
    await keys(page, 'urR');
    // The window: 350 ms before the check starts, then its 1.5 s search.
    await expect.poll(async () => (await state(page)).pushes).toBe(1);
    expect(await tile.getAttribute('data-state')).toBe('checking');
    expect(await tile.textContent()).toBe('Unknown');
    expect(await tile.getAttribute('class')).toContain('is-stale');
    await expect.poll(() => tile.getAttribute('data-state'), { timeout: 10000 }).toBe('unknown');
    expect(await tile.getAttribute('class')).not.toContain('is-stale');
    // The shipped level has a par: its solution steers the check, which finds a way at once.
    await page.goto(`${page.url().split('#')[0]}#/sasquatch/19`);
    await expect.poll(async () => (await state(page)).levelId).toBe('sasquatch/19');
    // Another level starts afresh: the pasted level's word is not kept, even dimmed.
    expect(['…', 'Yes']).toContain(await tile.textContent());
    await expect.poll(() => tile.textContent(), { timeout: 10000 }).toBe('Yes');
    // Forty boxes are beyond the check: no tile rather than an eternal "Unknown".
    await pasteLevel(page, CHECKERBOARD);
    await page.waitForTimeout(500);
    expect(await tile.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the rules of a rules level in the HUD, and the note instead of hints', async () => {
    const { page, errors } = await openGame(browser, '#/bonus-rules/1');
    await ready(page);
    await expect.poll(() => text(page, 'mod-status')).toContain('WALL IS STOP');
    // This level has no boxes, so the HUD has no box count (it said "0/0").
    expect(await page.getByTestId('boxes-on-goals').isVisible()).toBe(false);
    expect(await text(page, 'hint-note')).toBe('Hints are unavailable for rule levels.');
    expect(await page.getByTestId('hint').isVisible()).toBe(false);
    await page.keyboard.press('h');
    await expect.poll(() => text(page, 'status')).toBe('Hints are unavailable for rule levels.');
    await snap(page, 'rules-hud');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('melts the lava when LAVA IS MELT is spelled, and the hero walks on to win', async () => {
    const { page, errors } = await openGame(browser, '#/bonus-rules/11');
    await ready(page);
    await expect.poll(() => text(page, 'mod-status')).toContain('HERO IS MELT');
    await snap(page, 'rules-cold-feet');
    await keys(page, 'rUluR');
    await expect.poll(() => text(page, 'mod-status')).toContain('LAVA IS MELT');
    await page.waitForTimeout(300);
    await snap(page, 'rules-cold-feet-melted');
    await keys(page, 'RRdrru');
    await expect.poll(async () => (await state(page)).solved).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('counts goals covered on a holes level with spare boxes', async () => {
    const { page, errors } = await openGame(browser, '#/bonus-holes/3');
    await ready(page);
    expect(await page.getByTestId('boxes-on-goals').evaluate((e) => e.parentElement?.textContent)).toBe(
      'Goals0/1',
    );
    expect(await text(page, 'mod-status')).toContain('2 spare boxes');
    await snap(page, 'holes-hud');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws mod state that appears mid-game: a stuck box, a filled hole', async () => {
    const { page, errors } = await openGame(browser, '#/bonus-sticky/1');
    await ready(page);
    await keys(page, 'RR');
    await expect.poll(async () => (await state(page)).lurd).toBe('RR');
    await page.waitForTimeout(300);
    await snap(page, 'sticky-stuck');
    await page.getByTestId('levels').click();
    await page.evaluate(() => {
      location.hash = '#/bonus-holes/1';
    });
    await expect.poll(async () => (await state(page)).levelId).toBe('bonus-holes/1');
    expect(await text(page, 'mod-status')).toContain('1 open hole');
    await keys(page, 'R'); // the first box fills the hole; both leave the board
    await expect.poll(() => text(page, 'mod-status')).not.toContain('open hole');
    await page.waitForTimeout(300);
    await snap(page, 'holes-filled');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows pars readably in the HUD and on the level tiles', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    await expect.poll(() => text(page, 'par')).toBe('8 pushes, 33 moves');
    await page.getByTestId('levels').click();
    await expect.poll(() => page.getByTestId('level-1').getByTestId('tile-par').textContent()).toBe('par 8');
    expect(await page.getByTestId('level-1').getByTestId('tile-unit').textContent()).toBe('pushes');
    await snap(page, 'level-tiles-pars');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

const MICROBAN_17_FAST = [
  '#####',
  '# @ #',
  '#...#',
  '#$$$##',
  '#    #',
  '#    #',
  '######',
  'Title: Shut in',
  'Rules: deadlocks=fast',
].join('\n');

// Microban III #58 (40 boxes): pasted, it has no par to steer by, and fast mode needs far more than a
// hint's 5 s for it (the pars' 120 s run found a solution after 29 s).
const CHECKERBOARD = [
  '###############',
  '#             #',
  '# # # # # # # #',
  '#  $.$.$.$.$  #',
  '# #.$.$.$.$.# #',
  '#  $.$.$.$.$  #',
  '# #.$.$.$.$.# #',
  '#  $.$.@.$.$  #',
  '# #.$.$.$.$.# #',
  '#  $.$.$.$.$  #',
  '# #.$.$.$.$.# #',
  '#  $.$.$.$.$  #',
  '# # # # # # # #',
  '#             #',
  '###############',
  'Title: Checkerboard',
].join('\n');
