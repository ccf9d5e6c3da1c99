import { readFileSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCollection } from '../../src/core/level/xsb';
import { encodeShare } from '../../src/formats/share/share';
import { baseURL, keys, launch, openGame, paste, ready, snap, state, text } from './browser';

// The shell end to end in Chromium: keys, buttons, win, persistence, import, help, level screen.
// Tutorial level 1 ("First push") is solved by rRRR; Microban 1 by the solution below.
const MICROBAN_1 = 'dlUrrrdLullddrUluRuulDrddrruLdlUU';
// Microban 15 by fewest moves (37 moves, 14 pushes) and by fewest pushes (43 moves, 12 pushes).
const MICROBAN_15_MOVES = 'DrdddllUUddrruuLuLLLdlluRRRRDrrddllUU';
const MICROBAN_15_PUSHES = 'DrdddllUUddrruuulLLLdlluRRRRdddrruuLrddlluU';
const SMALL = '#######\n#@ $ .#\n#######\nTitle: Small';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits until the level `id` is the one being played. */
const at = (page: Page, id: string | RegExp) =>
  expect
    .poll(async () => (await state(page)).levelId)
    .toMatch(typeof id === 'string' ? new RegExp(`^${id}$`) : id);

/** Import workers that never answer: an import runs until it is cancelled. */
const stallImports = (page: Page) =>
  page.evaluate(() => {
    const Real = Worker;
    window.Worker = class extends Real {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        if (String(url).includes('import')) this.postMessage = () => {};
      }
    };
  });

/** Ctrl+V of a small level, then a menu item in the same task: well within the paste's 300 ms. */
const pasteThenChoose = (page: Page, item: string) =>
  page.evaluate(
    ([t, id]) => {
      const data = new DataTransfer();
      data.setData('text/plain', t);
      document.body.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
      document.querySelector<HTMLElement>('[data-testid="menu"]')!.click();
      document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!.click();
    },
    [SMALL, item],
  );

describe('the game in the browser', () => {
  it('loads cleanly: a level, its HUD, the icon and manifest, and no errors', async () => {
    const { page, errors } = await openGame(browser);
    await ready(page);
    const s = await state(page);
    expect(s.levelId).toBe('tutorial/1');
    expect(await text(page, 'level-title')).toBe('First push');
    expect(await page.title()).toContain('First push');
    expect(await text(page, 'moves')).toBe('0');
    expect(await text(page, 'pushes')).toBe('0');
    expect(await text(page, 'boxes-on-goals')).toBe('0/1');
    expect(await page.getByTestId('level-note').innerText()).toMatch(/push/i);
    for (const rel of ['icon', 'manifest']) {
      const href = await page.locator(`link[rel="${rel}"]`).getAttribute('href');
      const res = await page.request.get(new URL(href!, page.url()).href);
      expect(res.status(), rel).toBe(200);
    }
    const manifest = await (await page.request.get(new URL('manifest.webmanifest', page.url()).href)).json();
    expect(manifest.icons.length).toBeGreaterThan(0);
    await snap(page, 'level');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('solves tutorial level 1 with the keys, celebrates, and goes on to level 2', async () => {
    const { page, errors } = await openGame(browser);
    await ready(page);
    await keys(page, 'rRR');
    expect(await text(page, 'moves')).toBe('3');
    expect(await text(page, 'pushes')).toBe('2');
    await keys(page, 'R');
    expect((await state(page)).solved).toBe(true);
    await expect.poll(() => text(page, 'status')).toContain('Solved');
    await page.getByTestId('win').waitFor({ state: 'visible' });
    // A dot between them on the card; a comma to a screen reader.
    expect(await page.locator('.win-score').textContent()).toBe('4 moves, 3 pushes');
    expect(await text(page, 'win')).toContain('Par matched: 3 pushes, 4 moves!');
    expect(await text(page, 'boxes-on-goals')).toBe('1/1');
    await page.waitForTimeout(400);
    await snap(page, 'win');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await state(page)).levelId).toBe('tutorial/2');
    expect(await text(page, 'level-title')).toBe('Around the corner');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('compares a solve with the par on both counts, pushes first, as the par is ranked', async () => {
    // Fewer moves than the par's 43 but more pushes than its 12: once "Par 43 moves: matched!".
    const { page, errors } = await openGame(browser, '#/microban/15', {}, { autoAdvance: false });
    await ready(page);
    await keys(page, 'DrdddllUUddrruuLuLLLdlluRRRRDrrddllUU');
    await page.getByTestId('win').waitFor({ state: 'visible' });
    expect(await page.locator('.win-score').textContent()).toBe('37 moves, 14 pushes');
    expect(await text(page, 'win-par')).toBe('Par: 12 pushes, 43 moves. You: 2 more pushes, 6 fewer moves');
    await snap(page, 'win-par-mixed');
    await page.keyboard.press('l');
    await page.getByTestId('level-tiles').waitFor();
    // The tile compares like with like: the best in pushes, the par's unit, said once ("✓37" in
    // moves beside "par 12 pushes" read as a par beaten).
    const tile = page.getByTestId('level-15');
    expect(await tile.getByTestId('tile-unit').textContent()).toBe('pushes');
    expect(await tile.getByTestId('tile-par').textContent()).toBe('par 12');
    expect(await tile.getByTestId('tile-best').textContent()).toBe('14');
    expect(await tile.getAttribute('title')).toBe(
      'Level 15 · par: 12 pushes, 43 moves · your best: 14 pushes, 37 moves',
    );
    expect(await tile.getAttribute('aria-label')).toMatch(
      /^15, par: 12 pushes, 43 moves, solved in 14 pushes and 37 moves,/,
    );
    expect(await tile.getByTestId('tile-best').getAttribute('class')).toBe('tile-best');
    expect(await text(page, 'collection-stats')).toBe('1 of 155 solved');
    // Solved again in the par's 12 pushes: the tile's check becomes a star, and the collection counts it.
    await page.keyboard.press('Escape');
    await page.getByTestId('level-tiles').waitFor({ state: 'hidden' });
    await page.keyboard.press('r');
    await keys(page, 'DrdddllUUddrruuulLLLdlluRRRRdddrruuLrddlluU');
    await page.getByTestId('win').waitFor({ state: 'visible' });
    await page.keyboard.press('l');
    await page.getByTestId('level-tiles').waitFor();
    expect(await tile.getByTestId('tile-best').getAttribute('class')).toBe('tile-best is-par');
    expect(await tile.getByTestId('tile-best').textContent()).toBe('12');
    expect(await tile.getAttribute('aria-label')).toMatch(/, solved at par in 12 pushes and 43 moves,/);
    expect(await text(page, 'collection-stats')).toBe('1 of 155 solved · 1 at par');
    await snap(page, 'levels-at-par');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("says a par beaten when a level's own par header is beaten", async () => {
    const { page, errors } = await openGame(browser, '#/microban/1', {}, { autoAdvance: false });
    await ready(page);
    await paste(page, `${SMALL}\nPar: 5\nPar-Pushes: 3`);
    await expect.poll(async () => (await state(page)).levelId).toMatch(/^my-[a-z0-9]+\/1$/);
    await keys(page, 'rRR');
    await page.getByTestId('win').waitFor({ state: 'visible' });
    expect(await text(page, 'win-par')).toBe(
      'Par beaten! Par: 3 pushes, 5 moves. You: 1 fewer push, 2 fewer moves',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('stops the timed advance when the pointer goes to the win card, so its links can be used', async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/1', {}, { autoAdvance: true });
    await ready(page);
    await keys(page, 'rRRR');
    const card = page.getByTestId('win');
    await card.waitFor({ state: 'visible' });
    await card.hover();
    expect(await text(page, 'win')).toContain('Press Enter for the next level');
    // Well past the advance's 1.8 s: still here, with the card.
    await page.waitForTimeout(2600);
    expect((await state(page)).levelId).toBe('tutorial/1');
    expect(await card.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await state(page)).levelId).toBe('tutorial/2');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps Tab on the win card, so Enter still goes on as the card says', async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/2', {}, { autoAdvance: false });
    await ready(page);
    await keys(page, 'rRRurDD');
    await page.getByTestId('win').waitFor({ state: 'visible' });
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return { text: el?.textContent, onCard: !!el?.closest('[data-testid="win"]') };
      });
    expect(await focused()).toEqual({ text: 'Next level', onCard: true });
    // Past the last button Tab wraps to the card's first (the best's Replay link), and back; it
    // never reaches "Previous level" on the toolbar behind.
    await page.keyboard.press('Tab');
    expect(await focused()).toEqual({ text: 'Replay', onCard: true });
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toEqual({ text: 'Next level', onCard: true });
    expect(await text(page, 'win')).toContain('Press Enter for the next level');
    await page.keyboard.press('Enter');
    await at(page, 'tutorial/3');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says on the win card what Enter does on the focused button, as Tab moves among them', async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/2', {}, { autoAdvance: false });
    await ready(page);
    await keys(page, 'rRRurDD');
    await page.getByTestId('win').waitFor({ state: 'visible' });
    const hint = () => page.locator('.win-hint').textContent();
    expect(await hint()).toBe('Press Enter for the next level');
    await page.keyboard.press('Shift+Tab');
    expect(await hint()).toBe('Press Enter to play again');
    // Past the last button Tab wraps to the first (the best's Replay link): the words follow.
    await page.keyboard.press('Tab');
    expect(await hint()).toBe('Press Enter for the next level');
    await page.keyboard.press('Tab');
    expect(await hint()).toBe('Press Enter to replay');
    // Enter on the fold of what the figures mean opens it, and goes nowhere.
    await page.keyboard.press('Tab');
    expect(await hint()).toBe('Press Enter to show what they mean');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('win-meanings').isVisible()).toBe(true);
    expect(await hint()).toBe('Press Enter to hide what they mean');
    expect((await state(page)).levelId).toBe('tutorial/2');
    await page.keyboard.press('Tab');
    expect(await hint()).toBe('Press Enter to play again');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await state(page)).moves).toBe(0);
    expect((await state(page)).levelId).toBe('tutorial/2');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("puts the win card's box lines and sessions into plain words, on hover and for a screen reader", async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/2', {}, { autoAdvance: false });
    await ready(page);
    await keys(page, 'rRRurDD');
    const metrics = page.getByTestId('win-metrics').locator('.win-metric');
    await metrics.first().waitFor({ state: 'visible' });
    // The figures stay for the players who compare them; each says what it counts.
    expect(await metrics.evaluateAll((ms) => ms.map((m) => m.getAttribute('title')))).toEqual([
      'Box lines: runs of pushes that keep one box going the same way',
      'Box changes: how many times you started pushing a different box',
      'Pushing sessions: runs of pushes with no walking in between',
      'Player lines: straight runs of steps, walking or pushing',
    ]);
    expect(await page.getByTestId('win-metrics').textContent()).toContain(
      '2 box lines (runs of pushes that keep one box going the same way), 1 box change (how many times you started pushing a different box)',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("unfolds what the win card's figures mean at a tap, on a phone, whose finger cannot hover for a tooltip", async () => {
    const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
    const { page, errors } = await openGame(browser, '#/tutorial/2', phone, { autoAdvance: true });
    await ready(page);
    await keys(page, 'rRRurDD');
    const meanings = page.getByTestId('win-meanings');
    const toggle = page.getByTestId('win-meanings-toggle');
    await toggle.waitFor({ state: 'visible' });
    expect(await meanings.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.tap();
    expect(await meanings.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect((await meanings.innerText()).split('\n')).toEqual([
      'Box lines: runs of pushes that keep one box going the same way',
      'Box changes: how many times you started pushing a different box',
      'Pushing sessions: runs of pushes with no walking in between',
      'Player lines: straight runs of steps, walking or pushing',
    ]);
    await snap(page, 'win-meanings-phone');
    // The tap was a reach for the card: it waits, rather than going on under the finger.
    await page.waitForTimeout(2600);
    expect((await state(page)).levelId).toBe('tutorial/2');
    await toggle.tap();
    expect(await meanings.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('goes on by itself after move keys pressed past the win, and says when another key holds it', async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/1', {}, { autoAdvance: true });
    await ready(page);
    // The solving walk's last presses run on past the win: no reach for the card.
    await keys(page, 'rRRRRR');
    await page.getByTestId('win').waitFor({ state: 'visible' });
    expect(await page.locator('.win-timer').count()).toBe(1);
    await expect.poll(async () => (await state(page)).levelId, { timeout: 5000 }).toBe('tutorial/2');
    // A key that is no move (Shift+Tab, to the card's other links) holds the advance, and the card says so.
    await keys(page, 'RRurDD');
    await page.getByTestId('win').waitFor({ state: 'visible' });
    await page.keyboard.press('Shift+Tab');
    expect(await page.locator('.win-timer').count()).toBe(0);
    await expect.poll(() => text(page, 'win')).toContain('Waiting for you. Press Enter to play again');
    await snap(page, 'win-held');
    expect((await state(page)).levelId).toBe('tutorial/2');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('goes on with Enter from a solved position reached again by redo', async () => {
    const { page, errors } = await openGame(browser, '', {}, { autoAdvance: false });
    await ready(page);
    await keys(page, 'rRRR');
    await expect.poll(async () => (await state(page)).solved).toBe(true);
    await page.keyboard.press('z');
    await expect.poll(async () => (await state(page)).solved).toBe(false);
    // Enter does nothing on an unsolved board...
    await page.keyboard.press('Enter');
    expect((await state(page)).levelId).toBe('tutorial/1');
    await page.keyboard.press('y');
    await expect.poll(async () => (await state(page)).solved).toBe(true);
    // ...and continues from the solved one.
    await page.keyboard.press('Enter');
    await at(page, 'tutorial/2');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('walks while a move key is held, at its own repeat rate', async () => {
    const { page } = await openGame(browser, '#/tutorial/1', {}, { holdRepeat: 'quick' });
    await ready(page);
    await page.keyboard.down('ArrowRight');
    // The key stays down until the repeats have pushed the box home (the wall stops any more).
    await expect.poll(async () => (await state(page)).solved, { timeout: 5000 }).toBe(true);
    await page.keyboard.up('ArrowRight');
    const s = await state(page);
    expect(s.lurd).toBe('rRRR');
    expect(s.solved).toBe(true);
    await page.context().close();
  });

  it("makes one move of a held key when held moves never repeat, and ignores the system's repeat", async () => {
    const { page } = await openGame(browser, '#/tutorial/1');
    await ready(page);
    await page.keyboard.down('ArrowRight');
    await page.keyboard.down('ArrowRight'); // the system's auto-repeat (repeat: true)
    await page.waitForTimeout(700);
    await page.keyboard.up('ArrowRight');
    expect((await state(page)).lurd).toBe('r');
    // The setting is in the settings dialog, and it takes effect at once.
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-settings').click();
    await page.getByTestId('setting-holdRepeat-slow').check();
    await snap(page, 'settings-hold-repeat');
    await page.keyboard.press('Escape');
    await page.keyboard.down('ArrowRight');
    await expect.poll(async () => (await state(page)).solved, { timeout: 5000 }).toBe(true);
    await page.keyboard.up('ArrowRight');
    expect((await state(page)).lurd).toBe('rRRR');
    await page.context().close();
  });

  it('undoes and redoes with the buttons, and restarts with R', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    expect(await text(page, 'par')).toBe('8 pushes, 33 moves');
    await keys(page, 'dlUrr');
    expect(await text(page, 'moves')).toBe('5');
    await page.getByTestId('undo').click();
    await page.getByTestId('undo').click();
    expect(await text(page, 'moves')).toBe('3');
    expect((await state(page)).lurd).toBe('dlU');
    await page.getByTestId('redo').click();
    expect(await text(page, 'moves')).toBe('4');
    await page.keyboard.press('r');
    expect(await text(page, 'moves')).toBe('0');
    await page.keyboard.press('z');
    expect(await text(page, 'moves')).toBe('4');
    await page.keyboard.press('Control+Shift+Z');
    expect(await text(page, 'moves')).toBe('0');
    expect(
      await page.evaluate(() => [window.scrollX, window.scrollY, document.scrollingElement?.scrollTop]),
    ).toEqual([0, 0, 0]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps progress, bests and the undo history across a reload', async () => {
    const { page, errors } = await openGame(browser);
    await ready(page);
    await keys(page, 'rRRR'); // solve tutorial 1
    await page.goto(new URL('#/microban/1', page.url()).href);
    await at(page, 'microban/1');
    await keys(page, MICROBAN_1.slice(0, 10));
    await page.getByTestId('undo').click();
    await page.getByTestId('undo').click();
    await page.reload();
    await ready(page);
    let s = await state(page);
    expect(s.levelId).toBe('microban/1');
    expect(s.moves).toBe(8);
    expect(s.lurd).toBe(MICROBAN_1.slice(0, 8));
    // The redo branch came back too.
    await page.getByTestId('redo').click();
    await page.getByTestId('redo').click();
    s = await state(page);
    expect(s.lurd).toBe(MICROBAN_1.slice(0, 10));
    await page.getByTestId('levels').click(); // opens on the current collection
    await page.getByTestId('levels-back').click();
    await page.getByTestId('collection-tutorial').click();
    const tile = page.getByTestId('level-1');
    await expect.poll(() => tile.getAttribute('class')).toContain('is-solved');
    // A tile's name starts with the number it shows, and says the "Next" it shows.
    expect(await tile.getAttribute('aria-label')).toBe(
      '1: First push, par: 3 pushes, 4 moves, solved at par in 3 pushes and 4 moves',
    );
    expect(await page.getByTestId('level-2').getAttribute('class')).toContain('is-suggested');
    expect(await text(page, 'level-2')).toMatch(/^2.*Next$/);
    expect(await page.getByTestId('level-2').getAttribute('aria-label')).toMatch(
      /^2: Around the corner, .*Next to play$/,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the level being played when the page opens at an address that names no level', async () => {
    const { page, errors } = await openGame(browser, '#/microban/3');
    await ready(page);
    await keys(page, 'r');
    await expect.poll(async () => (await state(page)).lurd).toBe('r');
    const base = page.url().split('#')[0];
    // A full load (a new query, not just a hash change), as when a bad link is opened in a new tab.
    await page.goto(`${base}?again#/nonsense/99`);
    await ready(page);
    await at(page, 'microban/3');
    expect((await state(page)).lurd).toBe('r');
    expect(page.url()).toMatch(/#\/microban\/3$/);
    await expect.poll(() => text(page, 'toast')).toMatch(/nonsense/i);
    // The saved place was not overwritten by a fallback.
    await page.reload();
    await ready(page);
    await at(page, 'microban/3');
    // An address of no shape the game knows (there is no level 0) is said so too, not passed over.
    await page.evaluate(() => {
      location.hash = '#/microban/0';
    });
    await expect.poll(() => text(page, 'toast')).toContain('“#/microban/0” is not the address of a level');
    await expect.poll(() => page.url()).toMatch(/#\/microban\/3$/);
    expect((await state(page)).lurd).toBe('r');
    // A collection that is not there: all of them, and a word why.
    await page.evaluate(() => {
      location.hash = '#/levels/doesnotexist';
    });
    await expect.poll(() => text(page, 'toast')).toContain('There is no collection “doesnotexist”');
    await expect.poll(() => page.url()).toMatch(/#\/levels$/);
    await expect.poll(() => page.getByTestId('collection-microban').isVisible()).toBe(true);
    // Once it has faded, the message leaves the live region too, so no screen reader finds it later.
    await expect.poll(() => text(page, 'toast'), { timeout: 10_000 }).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('plays a pasted level', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    await paste(page, SMALL);
    await expect.poll(async () => (await state(page)).levelId).toMatch(/^my-[a-z0-9]+\/1$/);
    expect(await text(page, 'level-title')).toBe('Small');
    await keys(page, 'rRR');
    expect((await state(page)).solved).toBe(true);
    // The import persists as a collection under "My levels".
    await page.reload();
    await ready(page);
    await page.getByTestId('levels').click();
    expect(await text(page, 'collection-credit')).toBe('Small');
    await page.getByTestId('levels-back').click();
    await expect.poll(() => page.locator('[data-testid^="collection-my-"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('finds a collection imported again, saved with CRLF or with solutions added, with its progress', async () => {
    const pack = (box: string) =>
      `Title: Pack\n\n${'#'.repeat(box.length + 4)}\n#@${box}.#\n${'#'.repeat(box.length + 4)}\nTitle: One\n\n######\n#@$ .#\n######\nTitle: Two\n`;
    // The solved level stays on screen, to be read after each import.
    const { page, errors } = await openGame(browser, '', {}, { autoAdvance: false });
    // An import from when an id hashed the whole text (so it has another id) is found by its text.
    await page.context().addInitScript((text) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      const imports = [{ id: 'my-oldid', title: 'Pack', text, added: 1 }];
      localStorage.setItem('sokoban.imports', JSON.stringify({ v: 1, data: imports }));
    }, pack('$'));
    await page.reload();
    await ready(page);
    const stored = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('sokoban.imports') ?? '{"data":[]}').data.length);
    const level = async () => (await state(page)).levelId;
    await paste(page, pack('$'));
    await expect.poll(level).toBe('my-oldid/1');
    // A new pack, solved, then the same levels from Windows with JSoko's solutions in: the same
    // collection, best and all.
    await paste(page, pack(' $'));
    await expect.poll(level).not.toBe('my-oldid/1');
    const id = await level();
    await keys(page, 'rr');
    await expect.poll(() => text(page, 'best')).toBe('2/1');
    await paste(
      page,
      pack(' $').replace('Title: One\n', 'Title: One\nSolution: rR\n').replace(/\n/g, '\r\n'),
    );
    const keptText = () =>
      page.evaluate(
        (id) =>
          JSON.parse(localStorage.getItem('sokoban.imports')!).data.find((c: { id: string }) => c.id === id)
            .text as string,
        id?.split('/')[0],
      );
    // The toast and level are the last import's already: the file's own text, kept, says this one ended.
    await expect.poll(keptText, { timeout: 10_000 }).toContain('Solution: rR\r\n');
    await expect.poll(() => text(page, 'toast')).toContain('Imported “Pack”: 2 levels');
    await expect.poll(level).toBe(id);
    expect(await text(page, 'best')).toBe('2/1');
    expect(await stored()).toBe(2);
    // What the file changed beyond the boards comes in with it (a level's new title, its solution),
    // and stays after a reload; the collection keeps its id and progress.
    await paste(page, pack(' $').replace('Title: One\n', 'Title: The first one\nSolution: rR\n'));
    await expect.poll(() => text(page, 'level-title'), { timeout: 10_000 }).toBe('The first one');
    expect(await level()).toBe(id);
    expect(await stored()).toBe(2);
    expect(await keptText()).toContain('Title: The first one\nSolution: rR');
    await page.reload();
    await ready(page);
    expect(await text(page, 'level-title')).toBe('The first one');
    expect(await text(page, 'best')).toBe('2/1');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('does not import what the browser has no room to keep, and keeps the imports it had', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    await paste(page, SMALL);
    await expect.poll(async () => (await state(page)).levelId).toMatch(/^my-[a-z0-9]+\/1$/);
    const small = (await state(page)).levelId;
    // Fill the origin's storage until less than a collection's worth of room is left.
    await page.evaluate(() => {
      let n = 0;
      for (let size = 1 << 20; size >= 1024; size >>= 1)
        for (;;)
          try {
            localStorage.setItem(`filler.${n++}`, 'x'.repeat(size));
          } catch {
            break;
          }
    });
    await paste(page, readFileSync('levels/microban.xsb', 'utf8'));
    // Said once, in the toast or (when the import took long enough to open it) the Import dialog, and
    // not followed by the store's own words about the write that failed.
    const refusal = page.getByText('was not imported: this browser has no room').first();
    await expect.poll(() => refusal.isVisible()).toBe(true);
    expect(await text(page, 'toast')).not.toContain('could not be saved');
    await snap(page, 'import-no-room');
    expect((await state(page)).levelId).toBe(small);
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('filler.')) localStorage.removeItem(key);
    });
    await page.reload();
    await ready(page);
    await page.getByTestId('levels').click();
    await page.getByTestId('levels-back').click();
    await expect.poll(() => page.locator('[data-testid^="collection-my-"]').count()).toBe(1);
    expect(await page.locator('[data-testid^="collection-my-"]').textContent()).toContain('Small');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the parser error for pasted garbage and leaves the game alone', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    await keys(page, 'dl');
    await paste(page, '#####\n#@x.#\n#####');
    const dialog = page.getByTestId('import-dialog');
    await dialog.waitFor({ state: 'visible' });
    // Pasted text has no file name to put before the place: it is spelt out, not a bare "2:3:".
    expect(await text(page, 'import-error')).toContain(
      'line 2, column 3: level 1 "Level 1": unknown character "x" in the board',
    );
    await snap(page, 'error');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const s = await state(page);
    expect([s.levelId, s.lurd]).toEqual(['microban/1', 'dl']);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('imports 10,000 levels in a worker: the page keeps drawing, shows the work, and Esc or Cancel stops it', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    await keys(page, 'dl');
    // Microban's boards, numbered on: a megabyte that takes the worker seconds to check.
    const boards = parseCollection(readFileSync('levels/microban.xsb', 'utf8')).collection.levels;
    const big = Array.from(
      { length: 10000 },
      (_, i) => `${boards[i % boards.length].rows.join('\n')}\nTitle: Big ${i + 1}\n`,
    ).join('\n');
    // Counts from 10,000 up are grouped as the browser's locale writes them.
    const tenThousand = await page.evaluate(() => (10000).toLocaleString());
    await page.evaluate(() => {
      const w = window as unknown as { frames: number };
      w.frames = 0;
      const tick = () => {
        w.frames++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const frames = () => page.evaluate(() => (window as unknown as { frames: number }).frames);
    const stored = () =>
      page.evaluate(() => JSON.parse(localStorage.getItem('sokoban.imports') ?? '{"data":[]}').data.length);
    const dialog = page.getByTestId('import-dialog');
    // Esc closes the dialog and stops the import with it.
    await paste(page, big);
    await dialog.waitFor({ state: 'visible' });
    await expect.poll(() => text(page, 'import-status')).toMatch(/^Importing…/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await stored()).toBe(0);
    // The page keeps drawing while the worker checks, and says how far it got; Cancel stops it.
    await paste(page, big);
    // Slow machines take a while to start the worker and read the megabyte before the first count.
    await expect
      .poll(() => text(page, 'import-status'), { timeout: 30_000 })
      .toMatch(new RegExp(`^Importing… \\S+ of ${tenThousand.replace(/\W/g, '\\$&')} levels checked$`));
    await snap(page, 'import-running');
    const before = await frames();
    await expect.poll(frames, { timeout: 10_000 }).toBeGreaterThan(before + 5);
    expect(await page.getByTestId('import-held').textContent()).toContain('1.0 MB of level text');
    expect(await page.getByTestId('import-text').isHidden()).toBe(true);
    await page.getByTestId('import-cancel').click();
    await expect.poll(() => text(page, 'import-status')).toBe('Import cancelled: nothing was imported.');
    expect(await stored()).toBe(0);
    const s = await state(page);
    expect([s.levelId, s.lurd]).toEqual(['microban/1', 'dl']);
    // The text is still there: Play imports it all.
    await page.getByTestId('import-submit').click();
    await expect
      .poll(async () => (await state(page)).levelId, { timeout: 30_000 })
      .toMatch(/^my-[a-z0-9]+\/1$/);
    expect(await text(page, 'collection-title')).toBe(`Pasted levels (${tenThousand}) · 1 of ${tenThousand}`);
    expect(await text(page, 'level-title')).toBe('Big 1');
    await expect
      .poll(() => text(page, 'toast'))
      .toBe(`Imported “Pasted levels (${tenThousand})”: ${tenThousand} levels.`);
    expect(await stored()).toBe(1);
    await snap(page, 'import-done');
    // Pasted into the dialog's field, a long text is held aside too; "Type instead" lets go of it.
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-import').click();
    await page.getByTestId('import-text').evaluate((area, t) => {
      const data = new DataTransfer();
      data.setData('text/plain', t);
      area.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, big);
    await page.getByTestId('import-held').waitFor({ state: 'visible' });
    expect(await page.getByTestId('import-text').isHidden()).toBe(true);
    await page.getByRole('button', { name: 'Type instead' }).click();
    expect(await page.getByTestId('import-held').isHidden()).toBe(true);
    expect(await page.getByTestId('import-text').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('names every kind of text the import dialog takes, and a share link pasted there opens its level', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-import').click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.locator('.dialog-lead').textContent()).toMatch(
      /^Paste levels \(XSB, SOK, SLC or a share link\) below, or open a file;/,
    );
    const code = encodeShare({ level: { rows: ['#######', '#@ $ .#', '#######'], title: 'Shared' } });
    await page.getByTestId('import-text').fill(`${baseURL()}#/share/${code}`);
    await page.getByTestId('import-submit').click();
    await expect.poll(() => text(page, 'level-title')).toBe('Shared');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says what is wrong with pasted moves that have a typo, not that they are no level', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    await paste(page, `${MICROBAN_1.slice(0, 10)},${MICROBAN_1.slice(10)}`);
    await page.getByTestId('import-dialog').waitFor({ state: 'visible' });
    // Polled: on a busy machine the dialog opens on the import still running, and its words follow.
    await expect
      .poll(() => text(page, 'import-error'))
      .toContain(
        'These look like moves (LURD), but cannot be read: unexpected "," at position 11; LURD uses l, u, r, d.',
      );
    // Headed as moves, not as "levels" the player never pasted.
    expect(await page.locator('.import-error-title').textContent()).toBe('These moves cannot be played:');
    expect((await state(page)).lurd).toBe('');
    // Mended in the dialog's field, they play.
    await page.getByTestId('import-text').fill(MICROBAN_1);
    await page.getByTestId('import-submit').click();
    await expect.poll(async () => (await state(page)).solved, { timeout: 20_000 }).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps a running import beside its own text: a long paste into its field waits until it ends', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    await stallImports(page);
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-import').click();
    await page.getByTestId('import-text').fill(SMALL);
    await page.getByTestId('import-submit').click();
    await expect.poll(() => text(page, 'import-status')).toBe('Importing…');
    await page.getByTestId('import-text').evaluate((area, t) => {
      const data = new DataTransfer();
      data.setData('text/plain', t);
      area.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, SMALL.repeat(5000));
    expect(await page.getByTestId('import-held').isHidden()).toBe(true);
    expect(await page.getByTestId('import-text').inputValue()).toBe(SMALL);
    await page.getByTestId('import-cancel').click();
    await expect.poll(() => text(page, 'import-status')).toBe('Import cancelled: nothing was imported.');
    expect(await page.getByTestId('import-text').inputValue()).toBe(SMALL);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("opens a slow paste's Import dialog over no dialog the player opened meanwhile, but once that closes", async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    await stallImports(page);
    // Ctrl+V, then Settings at once: open before the paste's 300 ms are up.
    await pasteThenChoose(page, 'menu-settings');
    const settings = page.getByTestId('settings-dialog');
    await settings.waitFor({ state: 'visible' });
    // Settings stays the one dialog, and says the import runs.
    await expect.poll(() => text(page, 'toast')).toContain('Importing…');
    await page.waitForTimeout(600);
    expect(await page.locator('dialog[open]').count()).toBe(1);
    expect(await settings.isVisible()).toBe(true);
    await snap(page, 'import-paste-then-settings');
    // Closed, it gives way to the Import dialog on the running import, whose Cancel stops it.
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'detached' });
    await expect.poll(() => text(page, 'import-status')).toBe('Importing…');
    expect(await page.locator('dialog[open]').count()).toBe(1);
    expect(await page.getByTestId('import-text').inputValue()).toBe(SMALL);
    await page.getByTestId('import-cancel').click();
    await expect.poll(() => text(page, 'import-status')).toBe('Import cancelled: nothing was imported.');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps Settings, opened while a paste was imported, open over the same board: the level waits for it to close', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    await keys(page, 'dl');
    // Ctrl+V of a level, then Settings at once: the import ends while Settings is open.
    await pasteThenChoose(page, 'menu-settings');
    const settings = page.getByTestId('settings-dialog');
    const toasts = async () => (await page.getByTestId('toast').allTextContents()).map((t) => t.trim());
    await expect.poll(async () => (await toasts()).join('\n')).toContain('Imported “Small”');
    await snap(page, 'import-done-under-settings');
    expect(await settings.isVisible()).toBe(true);
    const s = await state(page);
    expect([s.levelId, s.lurd]).toEqual(['microban/1', 'dl']);
    expect(await toasts()).toContain('Imported “Small”: 1 level. It opens when this dialog closes.');
    // Closed by the player, it gives way to the imported level.
    await page.keyboard.press('Escape');
    await settings.waitFor({ state: 'detached' });
    await at(page, /^my-/);
    expect(await text(page, 'level-title')).toBe('Small');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows a pasted import in the menu's Import dialog opened before its own would show: one dialog", async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    await stallImports(page);
    // Ctrl+V, then the menu's Import at once: well within the 300 ms before the paste shows a dialog.
    await pasteThenChoose(page, 'menu-import');
    const dialogs = page.getByTestId('import-dialog');
    await expect.poll(() => text(page, 'import-status')).toBe('Importing…');
    expect(await page.getByTestId('import-text').inputValue()).toBe(SMALL);
    await page.waitForTimeout(600);
    expect(await dialogs.count()).toBe(1);
    expect(await page.locator('dialog[open]').count()).toBe(1);
    await snap(page, 'import-paste-then-menu');
    // The dialog is the paste's: its Cancel stops that import, and then nothing runs.
    await page.getByTestId('import-cancel').click();
    await expect.poll(() => text(page, 'import-status')).toBe('Import cancelled: nothing was imported.');
    await page.keyboard.press('Escape');
    await dialogs.waitFor({ state: 'detached' });
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-import').click();
    await dialogs.waitFor({ state: 'visible' });
    expect(await text(page, 'import-status')).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("imports a pasted file read after the menu's Import opened in that dialog, not in a second one later", async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    await stallImports(page);
    // Ctrl+V of a file, then the menu's Import in the same task: the dialog is open before the file's
    // text is read.
    await page.evaluate((t) => {
      const data = new DataTransfer();
      data.items.add(new File([t], 'small.sok', { type: '' }));
      document.body.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
      document.querySelector<HTMLElement>('[data-testid="menu"]')!.click();
      document.querySelector<HTMLElement>('[data-testid="menu-import"]')!.click();
    }, SMALL);
    const dialogs = page.getByTestId('import-dialog');
    await expect.poll(() => text(page, 'import-status')).toBe('Importing…');
    expect(await page.getByTestId('import-text').inputValue()).toBe(SMALL);
    await page.waitForTimeout(600);
    expect(await page.locator('dialog[open]').count()).toBe(1);
    await snap(page, 'import-file-paste-then-menu');
    // Its Cancel stops the file's import, and closed, no other Import dialog follows it.
    await page.getByTestId('import-cancel').click();
    await expect.poll(() => text(page, 'import-status')).toBe('Import cancelled: nothing was imported.');
    await page.keyboard.press('Escape');
    await dialogs.waitFor({ state: 'detached' });
    await page.waitForTimeout(600);
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('takes a file dropped or text pasted on the open import dialog into it, not into a second dialog', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    // Import workers that never answer, until told to: each import runs until it is cancelled.
    await page.evaluate(() => {
      const Real = Worker;
      const w = window as unknown as { stall: boolean };
      w.stall = true;
      window.Worker = class extends Real {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          if (w.stall && String(url).includes('import')) this.postMessage = () => {};
        }
      };
    });
    const dialogs = page.getByTestId('import-dialog');
    const area = page.getByTestId('import-text');
    const drop = (name: string, t: string) =>
      dialogs.evaluate(
        (el, [n, t]) => {
          const data = new DataTransfer();
          data.items.add(new File([t], n, { type: '' }));
          for (const type of ['dragenter', 'dragover', 'drop'])
            el.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
        },
        [name, t],
      );
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-import').click();
    await drop('first.sok', SMALL);
    await expect.poll(() => text(page, 'import-status')).toBe('Importing…');
    expect(await area.inputValue()).toBe(SMALL);
    // Past the 300 ms after which a slow import shows a dialog of its own: still one.
    await page.waitForTimeout(600);
    expect(await dialogs.count()).toBe(1);
    // While it runs, another file leaves its text alone and is said to be refused.
    await drop('second.sok', SMALL.replace('Small', 'Second'));
    await expect
      .poll(() => text(page, 'toast'))
      .toBe('This text was not imported: another import is still running: wait for it, or cancel it.');
    expect(await area.inputValue()).toBe(SMALL);
    expect(await text(page, 'import-status')).toBe('Importing…');
    await page.getByTestId('import-cancel').click();
    await expect.poll(() => text(page, 'import-status')).toBe('Import cancelled: nothing was imported.');
    // Ctrl+V with the focus on the dialog's buttons: the text goes into it, and fails there.
    await page.evaluate(() => {
      (window as unknown as { stall: boolean }).stall = false;
    });
    await page.getByTestId('import-submit').evaluate((button) => {
      const data = new DataTransfer();
      data.setData('text/plain', '#####\n#@$ #\n#####\nTitle: No goal');
      button.focus();
      button.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    await expect.poll(() => text(page, 'import-error')).toContain('These levels cannot be played');
    expect(await area.inputValue()).toContain('Title: No goal');
    await page.waitForTimeout(600);
    expect(await dialogs.count()).toBe(1);
    // A good file dropped there is imported and played.
    await drop('third.sok', SMALL);
    await at(page, /^my-/);
    expect(await text(page, 'collection-title')).toBe('third · 1 of 1');
    // The dialog closes as the level opens, not necessarily before the address changes.
    await expect.poll(() => dialogs.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('imports a file chosen in the import dialog', async () => {
    const { page } = await openGame(browser);
    await ready(page);
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-import').click();
    await page.getByTestId('import-file').setInputFiles({
      name: 'two.xsb',
      mimeType: 'text/plain',
      buffer: Buffer.from(`${SMALL}\n\n#####\n#@$.#\n#####\n`),
    });
    await expect.poll(async () => (await state(page)).levelId).toMatch(/^my-/);
    expect(await text(page, 'collection-title')).toBe('two · 1 of 2');
    expect(await text(page, 'level-title')).toBe('Small');
    // What was imported is said on the page, not lost with the dialog that closed.
    await expect.poll(() => text(page, 'toast')).toBe('Imported “two”: 2 levels.');
    // It moves there from the closing dialog once the dialog's close event has run, a task later.
    await expect
      .poll(() => page.locator('.play-screen .stage > [data-testid="toast"].is-shown').count())
      .toBe(1);
    // An older tool's Latin-1 file keeps its accents.
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-import').click();
    await page.getByTestId('import-file').setInputFiles({
      name: 'vieux.xsb',
      mimeType: 'text/plain',
      buffer: Buffer.from('#####\n#@$.#\n#####\nTitle: Été à Besançon\n', 'latin1'),
    });
    await expect.poll(() => text(page, 'level-title')).toBe('Été à Besançon');
    await page.context().close();
  });

  it('offers share-link files (.url) in the import dialog, and imports one', async () => {
    const { page, errors } = await openGame(browser);
    await ready(page);
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-import').click();
    const accept = (await page.getByTestId('import-file').getAttribute('accept'))?.split(',');
    expect(accept).toEqual(expect.arrayContaining(['.xsb', '.sok', '.slc', '.url']));
    // Not text/plain, as a desktop may label the file: the extension is what lets it in.
    const a = encodeShare({ level: { rows: ['#######', '#@ $ .#', '#######'], title: 'Linked' } });
    const b = encodeShare({ level: { rows: ['#####', '#@$.#', '#####'] } });
    await page.getByTestId('import-file').setInputFiles({
      name: 'links.url',
      mimeType: 'application/x-mswinurl',
      buffer: Buffer.from(`${baseURL()}#/share/${a}\n${b}\n`),
    });
    await expect.poll(async () => (await state(page)).levelId).toMatch(/^my-/);
    expect(await text(page, 'collection-title')).toBe('links · 1 of 2');
    expect(await text(page, 'level-title')).toBe('Linked');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('plays moves put into the import dialog on the level, as a paste would (a phone has no Ctrl+V)', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1', {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await ready(page);
    await page.getByTestId('menu').tap();
    await page.getByTestId('menu-import').tap();
    await page.getByTestId('import-text').fill(MICROBAN_1);
    await page.getByTestId('import-submit').tap();
    await page.getByTestId('import-dialog').waitFor({ state: 'detached' });
    await expect.poll(async () => (await state(page)).solved, { timeout: 20_000 }).toBe(true);
    const s = await state(page);
    expect([s.levelId, s.lurd]).toEqual(['microban/1', MICROBAN_1]);
    expect(await page.evaluate(() => sessionStorage.getItem('sokoban.importDraft'))).toBeNull();
    // With no level on screen, the moves are kept in the dialog and said to be moves.
    await page.evaluate(() => {
      location.hash = '#/levels';
    });
    await page.getByTestId('import-levels').tap();
    await page.getByTestId('import-text').fill('dlUr');
    await page.getByTestId('import-submit').tap();
    await expect
      .poll(() => text(page, 'import-error'))
      .toContain('These are moves (LURD), not a level: open a level to play them on.');
    expect(await page.getByTestId('import-text').inputValue()).toBe('dlUr');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('names Ctrl+V and dropping files on a desktop only: a phone is sent to the import text box', async () => {
    const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
    for (const [options, said] of [
      [{}, 'press Ctrl+V to paste moves.'],
      [phone, 'paste the moves into "Import levels…" in this menu, and press Play.'],
    ] as const) {
      const { page, errors } = await openGame(browser, '#/microban/1', options);
      await ready(page);
      // The page is not allowed to read the clipboard here, as on many browsers.
      await page.getByTestId('menu').click();
      await page.getByTestId('menu-paste-lurd').click();
      await expect.poll(() => text(page, 'toast')).toBe(`The clipboard cannot be read here: ${said}`);
      await page.getByTestId('menu').click();
      await page.getByTestId('menu-import').click();
      const lead = await page.getByTestId('import-dialog').locator('.dialog-lead').textContent();
      expect(lead).toContain('moves (LURD) pasted here are played on the level.');
      expect(/Ctrl\+V|drop a file/.test(lead ?? '')).toBe(options !== phone);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('keeps text typed into the import dialog across a reload, until it is imported', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-import').click();
    await page.getByTestId('import-text').fill('Title: Half typed\n#####\n#@$');
    await page.reload();
    await ready(page);
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-import').click();
    expect(await page.getByTestId('import-text').inputValue()).toBe('Title: Half typed\n#####\n#@$');
    await page.getByTestId('import-text').fill('Title: Half typed\n#####\n#@$.#\n#####');
    await page.getByTestId('import-submit').click();
    await expect.poll(async () => (await state(page)).levelId).toMatch(/^my-/);
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-import').click();
    expect(await page.getByTestId('import-text').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a level file dropped on the page', async () => {
    const { page, errors } = await openGame(browser);
    await ready(page);
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], 'dropped.sok', { type: '' }));
      for (const type of ['dragenter', 'dragover', 'drop'])
        document.body.dispatchEvent(
          new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }),
        );
    }, SMALL);
    await at(page, /^my-/);
    expect(await text(page, 'collection-title')).toBe('dropped · 1 of 1');
    expect(await page.evaluate(() => document.body.classList.contains('is-dropping'))).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('refuses a file dropped on a dialog other than Import, and keeps the browser from opening it', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    await keys(page, 'dl');
    for (const [item, dialog] of [
      ['menu-settings', 'settings-dialog'],
      ['menu-help', 'help-dialog'],
      ['menu-marks', 'positions-dialog'],
    ]) {
      await page.getByTestId('menu').click();
      await page.getByTestId(item).click();
      // A level and moves that fit here (a step right): neither is taken.
      for (const [name, t] of [
        ['level.sok', SMALL],
        ['moves.txt', 'r'],
      ]) {
        const kept = await page.getByTestId(dialog).evaluate(
          (el, [n, t]) => {
            const data = new DataTransfer();
            data.items.add(new File([t], n, { type: 'text/plain' }));
            const drop = new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true });
            for (const type of ['dragenter', 'dragover'])
              el.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
            el.dispatchEvent(drop);
            return drop.defaultPrevented;
          },
          [name, t],
        );
        expect(kept, `${name} on ${dialog}`).toBe(true);
        await expect.poll(() => text(page, 'toast')).toBe('Close this dialog to drop a file.');
        await page.waitForTimeout(300);
        expect(await page.getByTestId('import-dialog').count()).toBe(0);
        expect(await page.getByTestId(dialog).isVisible()).toBe(true);
        const s = await state(page);
        expect([s.levelId, s.lurd], `${name} on ${dialog}`).toEqual(['microban/1', 'dl']);
      }
      await page.keyboard.press('Escape');
      await page.getByTestId(dialog).waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('leaves a toast that says the same again as it is, so a screen reader reads it once', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-settings').click();
    const drop = () =>
      page.getByTestId('settings-dialog').evaluate((el) => {
        const data = new DataTransfer();
        data.items.add(new File(['r'], 'moves.txt', { type: 'text/plain' }));
        for (const type of ['dragenter', 'dragover', 'drop'])
          el.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
      });
    await drop();
    await expect.poll(() => text(page, 'toast')).toBe('Close this dialog to drop a file.');
    await page.evaluate(() => {
      const w = window as unknown as { rewrites: number };
      w.rewrites = 0;
      new MutationObserver((records) => {
        w.rewrites += records.length;
      }).observe(document.querySelector('[data-testid="toast"]')!, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await drop();
    await drop();
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => (window as unknown as { rewrites: number }).rewrites)).toBe(0);
    expect(await text(page, 'toast')).toBe('Close this dialog to drop a file.');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('refuses a file read after Settings or Help opened: nothing changes behind the dialog, and a toast says why', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    await keys(page, 'dl');
    for (const [item, dialog] of [
      ['menu-settings', 'settings-dialog'],
      ['menu-help', 'help-dialog'],
    ]) {
      for (const how of ['drop', 'paste']) {
        // Moves that fit here (a step right), and a level.
        for (const [kind, t] of [
          ['moves.txt', 'r'],
          ['level.sok', SMALL],
        ]) {
          const name = `${how}-${dialog}-${kind}`;
          // Dropped or pasted on the board, then the dialog chosen in the same task: it is open
          // before the file's text is read.
          await page.evaluate(
            ([n, t, how, id]) => {
              const data = new DataTransfer();
              data.items.add(new File([t], n, { type: 'text/plain' }));
              const init = { bubbles: true, cancelable: true };
              if (how === 'paste')
                document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, ...init }));
              else
                for (const type of ['dragenter', 'dragover', 'drop'])
                  document.body.dispatchEvent(new DragEvent(type, { dataTransfer: data, ...init }));
              document.querySelector<HTMLElement>('[data-testid="menu"]')!.click();
              document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!.click();
            },
            [name, t, how, item],
          );
          // Toasts as they are now (`text` would wait for one that never comes).
          const toasts = async () => (await page.getByTestId('toast').allTextContents()).map((t) => t.trim());
          await expect
            .poll(toasts)
            .toContain(
              `"${name}" arrived after this dialog opened, so nothing was played: close the dialog, then drop or paste it again.`,
            );
          if (name === 'drop-settings-dialog-moves.txt') await snap(page, 'drop-then-settings');
          expect(await page.getByTestId(dialog).isVisible(), name).toBe(true);
          expect(await page.getByTestId('import-dialog').count(), name).toBe(0);
          const s = await state(page);
          expect([s.levelId, s.lurd], name).toEqual(['microban/1', 'dl']);
          await page.keyboard.press('Escape');
          await page.getByTestId(dialog).waitFor({ state: 'detached' });
        }
      }
    }
    // Closed, the dialog leaves the same board, and nothing plays or opens afterwards.
    const s = await state(page);
    expect([s.levelId, s.lurd]).toEqual(['microban/1', 'dl']);
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('holds pasted moves while Help or Settings covers the board, and plays them on once it closes', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1', {}, { autoAdvance: false });
    await ready(page);
    // A paused fake clock: the playback steps only as the test moves time on.
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const lurd = async () => (await state(page)).lurd;
    /** Moves time on a step at a time until the playback has made more than `n` moves. */
    const playsPast = (n: number) =>
      expect
        .poll(async () => {
          await page.clock.runFor(110);
          return (await lurd()).length;
        })
        .toBeGreaterThan(n);
    const open = (id: string) => page.getByTestId(id).count();
    await paste(page, MICROBAN_1);
    await playsPast(3);
    for (const [item, dialog] of [
      ['menu-help', 'help-dialog'],
      ['menu-settings', 'settings-dialog'],
    ]) {
      // Chosen in one task (clicks that wait for a still page would wait on the paused clock).
      await page.evaluate((id) => {
        document.querySelector<HTMLElement>('[data-testid="menu"]')!.click();
        document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!.click();
      }, item);
      expect(await open(dialog)).toBe(1);
      const held = await lurd();
      // Ten seconds behind the dialog: far longer than the rest of the playback takes.
      await page.clock.runFor(10_000);
      expect(await lurd(), dialog).toBe(held);
      expect(await open(dialog)).toBe(1);
      // The status line still offers Stop for when the dialog closes.
      expect(await text(page, 'status')).toContain('Playing your moves');
      if (dialog === 'help-dialog') await snap(page, 'playback-held-by-help');
      await page.keyboard.press('Escape');
      // A dialog's close event comes in a task of its own, after the key press returns.
      await expect.poll(() => open(dialog)).toBe(0);
      // Closed, the moves go on from where they were held.
      await playsPast(held.length);
      expect((await lurd()).startsWith(held)).toBe(true);
      if (dialog === 'help-dialog') await snap(page, 'playback-on-after-help');
    }
    await page.clock.runFor(10_000);
    const s = await state(page);
    expect([s.solved, s.lurd]).toEqual([true, MICROBAN_1]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('waits after a win when the player asks it to, and remembers that setting', async () => {
    const { page } = await openGame(browser, '#/tutorial/1');
    await ready(page);
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-settings').click();
    await page.getByTestId('setting-autoAdvance-false').check({ force: true });
    await snap(page, 'settings');
    await page.keyboard.press('Escape');
    await page.reload();
    await ready(page);
    await keys(page, 'rRRR');
    await page.getByTestId('win').waitFor({ state: 'visible' });
    expect(await text(page, 'win')).toContain('Press Enter for the next level');
    await page.waitForTimeout(2500);
    expect((await state(page)).levelId).toBe('tutorial/1');
    await page.getByTestId('win-next').click();
    await at(page, 'tutorial/2');
    // A dialog open when the browser's Back or Forward changes the page goes with the page.
    await page.keyboard.press('l');
    await page.getByTestId('level-tiles').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await state(page)).screen).toBe('play');
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-settings').click();
    await page.getByTestId('settings-dialog').waitFor();
    await page.goForward();
    await page.getByTestId('level-tiles').waitFor();
    await page.getByTestId('settings-dialog').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('goes from the end of the tutorial into Microban, and never back past a first level', async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/7', {}, { autoAdvance: false });
    await ready(page);
    const tutorial = readFileSync('levels/tutorial.xsb', 'utf8');
    const last = [...tutorial.matchAll(/^Solution: (\S+)$/gm)].at(-1)![1];
    await keys(page, last);
    await page.getByTestId('win').waitFor({ state: 'visible' });
    expect(await text(page, 'win-onward')).toBe('Next: Microban, level 1');
    expect(await text(page, 'win-next')).toBe('Next level');
    await page.waitForTimeout(800); // the card's entrance, for the picture
    await snap(page, 'win-last-of-tutorial');
    await page.keyboard.press('Enter');
    await at(page, 'microban/1');
    // P on a first level stays put (it went round to the collection's last), and its button is off.
    expect(await page.getByTestId('prev').isDisabled()).toBe(true);
    await page.keyboard.press('p');
    await page.waitForTimeout(300);
    expect((await state(page)).levelId).toBe('microban/1');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows every key in the help overlay; Esc closes it without restarting', async () => {
    const { page } = await openGame(browser, '#/microban/1');
    await ready(page);
    await keys(page, 'd');
    await page.keyboard.press('?');
    const help = page.getByTestId('help-dialog');
    await help.waitFor({ state: 'visible' });
    const body = await help.innerText();
    for (const k of ['Ctrl+Z', 'Ctrl+Shift+Z', 'Backspace', 'Esc', 'W', 'N', 'P', '?'])
      expect(body).toContain(k);
    await snap(page, 'help');
    await page.keyboard.press('ArrowLeft'); // ignored while the dialog is open
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    expect((await state(page)).lurd).toBe('d');
    await page.context().close();
  });

  it('shows a phone the touch gestures and buttons first, on one screen, and folds the keys under them', async () => {
    const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
    const { page, errors } = await openGame(browser, '#/tutorial/1', phone);
    await ready(page);
    // Not "Keyboard help" on a phone: the keys come last there.
    expect(await page.getByTestId('help').getAttribute('aria-label')).toMatch(/^Help\b/);
    await page.getByTestId('help').tap();
    const help = page.getByTestId('help-dialog');
    await help.waitFor({ state: 'visible' });
    const terms = await help
      .locator('dt')
      .evaluateAll((ds) => ds.filter((d) => d.checkVisibility()).map((d) => d.textContent));
    expect(terms.slice(0, 5)).toEqual(['Tap', 'Tap a box', 'Drag a box', 'Swipe', 'Pinch']);
    expect(await help.getByText('Undo, redo').isVisible()).toBe(true);
    // The keys are there, folded: none shows until asked for.
    expect(await help.locator('kbd').first().isVisible()).toBe(false);
    const keysToggle = help.getByText('Keyboard keys');
    // All of it fits the phone's screen, the fold included.
    const box = await help.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    expect(await keysToggle.isVisible()).toBe(true);
    await keysToggle.tap();
    await help.locator('kbd', { hasText: 'Ctrl+Z' }).first().waitFor({ state: 'visible' });
    // Unfolded, the list scrolls under the title and its close button, which stay.
    const body = help.locator('.dialog-body');
    expect(await body.evaluate((b) => b.scrollHeight > b.clientHeight)).toBe(true);
    await body.evaluate((b) => b.scrollTo(0, b.scrollHeight));
    const frame = await help.boundingBox();
    const close = await help.getByRole('button', { name: 'Close' }).boundingBox();
    const last = await help.getByText('This help').boundingBox();
    expect(close?.y).toBeGreaterThanOrEqual(frame?.y ?? 0);
    expect((last?.y ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual((frame?.y ?? 0) + (frame?.height ?? 0));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lists collections with credits and opens a level from the level screen', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    await page.keyboard.press('l');
    await page.getByTestId('level-tiles').waitFor();
    await page.getByTestId('levels-back').click();
    // The click re-renders the screen; read it once the collection list has replaced the tiles.
    await page.getByTestId('collection-microban').waitFor();
    await page.getByTestId('level-tiles').waitFor({ state: 'detached' });
    const list = (await page.locator('.levels-screen').textContent()) ?? '';
    for (const credit of [
      'Microban',
      'by David W. Skinner',
      'SokEvo',
      'by Lee J Haywood',
      'dh5',
      'by David Holland',
      'Tutorial',
      'Bonus',
      'My levels',
    ])
      expect(list).toContain(credit);
    await expect.poll(() => text(page, 'collection-microban')).toContain('0 / 155');
    await snap(page, 'levels');
    await page.getByTestId('collection-microban').click();
    expect(await text(page, 'collection-credit')).toBe('Microban by David W. Skinner');
    await snap(page, 'levels-collection');
    await page.getByTestId('level-3').click();
    await expect.poll(async () => (await state(page)).levelId).toBe('microban/3');
    expect((await state(page)).screen).toBe('play');
    // Esc from the level screen goes back to the level, and the address still names it.
    await page.keyboard.press('l');
    await page.getByTestId('level-tiles').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await state(page)).screen).toBe('play');
    expect(new URL(page.url()).hash).toBe('#/microban/3');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offers to continue with the level the player is on, not the first unplayed one', async () => {
    const { page, errors } = await openGame(browser, '#/microban/3');
    await ready(page);
    await keys(page, 'ru');
    await page.keyboard.press('l');
    await page.getByTestId('level-tiles').waitFor();
    expect(await text(page, 'play-suggested')).toBe('Continue with level 3');
    // An untitled level is named by its number, and the tile's "Next" is in its name.
    expect(await page.getByTestId('level-3').getAttribute('aria-label')).toMatch(
      /^3, par: \d+ pushes, \d+ moves, Next to play, the level you are on$/,
    );
    await page.getByTestId('play-suggested').click();
    await expect.poll(async () => (await state(page)).levelId).toBe('microban/3');
    expect((await state(page)).lurd).toBe('ru');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('still knows the level the player is on, and the pars, after a reload on the level screen', async () => {
    const { page, errors } = await openGame(browser, '#/microban/3');
    await ready(page);
    await keys(page, 'ru');
    await page.keyboard.press('l');
    await page.getByTestId('level-tiles').waitFor();
    await page.reload();
    await page.getByTestId('level-tiles').waitFor();
    // No level is open after the reload, yet the screen offers the one left, as before it.
    expect(await text(page, 'play-suggested')).toBe('Continue with level 3');
    expect(await page.getByTestId('level-3').getAttribute('aria-label')).toMatch(
      /^3, par: \d+ pushes, \d+ moves, Next to play, the level you are on$/,
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('level-3');
    expect(await page.getByTestId('level-1').getByTestId('tile-par').textContent()).toBe('par 8');
    await snap(page, 'levels-reloaded');
    await page.getByTestId('play-suggested').click();
    await expect.poll(async () => (await state(page)).levelId).toBe('microban/3');
    expect((await state(page)).lurd).toBe('ru');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('moves between level tiles with the arrow keys, Home and End', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    await page.keyboard.press('l');
    await page.getByTestId('level-tiles').waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    await page.getByTestId('level-1').focus();
    const columns = await page.evaluate(() => {
      const tiles = [...document.querySelectorAll<HTMLElement>('[data-testid="level-tiles"] button')];
      return tiles.filter((t) => t.offsetTop === tiles[0].offsetTop).length;
    });
    expect(columns).toBeGreaterThan(1);
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('level-2');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(`level-${2 + columns}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('level-1');
    // Past an edge nothing moves, and the page does not scroll instead.
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('level-1');
    await page.keyboard.press('End');
    expect(await focused()).toBe('level-155');
    await page.keyboard.press('Home');
    expect(await focused()).toBe('level-1');
    // The game behind did not take the arrows as moves.
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await state(page)).screen).toBe('play');
    expect((await state(page)).lurd).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("goes back with the browser's own Back, so there and back again stacks no history", async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    const entries = () => page.evaluate(() => history.length);
    const start = await entries();
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('l');
      await page.getByTestId('level-tiles').waitFor();
      await page.keyboard.press('Escape');
      await expect.poll(async () => (await state(page)).screen).toBe('play');
    }
    expect(new URL(page.url()).hash).toBe('#/microban/1');
    expect(await entries()).toBe(start + 1);
    // A collection opened from the list, and its Back button: the list again, one entry fewer.
    await page.keyboard.press('l');
    await page.getByTestId('levels-back').click();
    await page.getByTestId('collection-sokevo').click();
    await page.getByTestId('level-tiles').waitFor();
    await page.getByTestId('levels-back').click();
    await page.getByTestId('collection-sokevo').waitFor();
    expect(new URL(page.url()).hash).toBe('#/levels');
    // Where the page was not opened from, Back still leads there, as a new entry.
    await page.getByTestId('levels-back').click();
    await expect.poll(async () => (await state(page)).screen).toBe('play');
    expect(new URL(page.url()).hash).toBe('#/microban/1');
    expect(await entries()).toBe(start + 3);
    expect(errors).toEqual([]);
    await page.context().close();
  });
  it('says when a box is stuck and offers undo', async () => {
    const { page } = await openGame(browser);
    await ready(page);
    await paste(page, '######\n#@$  #\n#  . #\n######');
    await expect.poll(async () => (await state(page)).levelId).toMatch(/^my-/);
    await keys(page, 'R'); // along the top wall, with no goal there
    await expect.poll(() => text(page, 'status')).toContain('can no longer be solved');
    await snap(page, 'deadlock');
    await page.getByTestId('status').getByRole('button', { name: 'Undo' }).click();
    expect((await state(page)).lurd).toBe('');
    await expect.poll(() => text(page, 'status')).toBe('');
    await page.context().close();
  });

  it('says when two boxes block each other for good, the player on the wrong side', async () => {
    const { page } = await openGame(browser);
    await ready(page);
    // Both goals on the left: the right-hand box needs the player on its right, beyond it.
    await paste(page, '##########\n#..$ @ $ #\n##########');
    await expect.poll(async () => (await state(page)).levelId).toMatch(/^my-/);
    await keys(page, 'lL');
    await expect.poll(() => text(page, 'status')).toContain('two boxes can never both reach goals');
    // For the picture only: the pushed box gets its mark when its slide ends.
    await page.waitForTimeout(500);
    await snap(page, 'deadlock-pair');
    await page.context().close();
  });

  it("says when boxes are in each other's way for good, which only the local search proves", async () => {
    const { page } = await openGame(browser);
    await ready(page);
    // Pushed left, the box can only go down onto the box below it, which can only go left into a
    // pocket the player never reaches, and only once its neighbour moves, which it cannot.
    await paste(page, '#######\n##   ##\n## $@##\n#     #\n# **. #\n#######');
    await expect.poll(async () => (await state(page)).levelId).toMatch(/^my-/);
    await keys(page, 'L');
    await expect.poll(() => text(page, 'status')).toContain("in each other's way for good");
    await page.waitForTimeout(500);
    await snap(page, 'deadlock-local');
    await page.context().close();
  });

  it('copies the level and the moves to the clipboard', async () => {
    const { page } = await openGame(browser, '#/microban/1', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await ready(page);
    await keys(page, 'dlU');
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-copy-lurd').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('dlU');
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-copy-xsb').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('#*@  #');
    const xsb = await page.evaluate(() => navigator.clipboard.readText());
    expect(xsb).toContain('Title: Microban 1');
    expect(xsb).toContain('Author: David W. Skinner');
    expect(xsb).not.toContain('Solution');
    // Solved, the level goes with the best as a Solution: line, once when it is best both ways.
    const solution = 'dlUrrrdLullddrUluRuulDrddrruLdlUU';
    await page.getByTestId('restart').click();
    await keys(page, solution);
    await expect.poll(async () => (await state(page)).solved).toBe(true);
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-copy-xsb').click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain(`Solution: ${solution}`);
    expect((await page.evaluate(() => navigator.clipboard.readText())).match(/Solution/g)).toHaveLength(1);
    await page.context().close();
  });

  it('plays pasted moves: on from here, from the start when only there, and names a move that fits nowhere', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await ready(page);
    await paste(page, 'uuuu');
    await expect
      .poll(() => text(page, 'toast'))
      .toContain('do not fit this level from the start: move 3 (up) is blocked');
    expect((await state(page)).lurd).toBe('');
    // The player's next moves, in either case and with a run count: played on as one undo step.
    await keys(page, MICROBAN_1.slice(0, 2));
    await paste(page, 'u3rD');
    await expect.poll(async () => (await state(page)).lurd).toBe(MICROBAN_1.slice(0, 7));
    await page.keyboard.press('z');
    await expect.poll(async () => (await state(page)).lurd).toBe(MICROBAN_1.slice(0, 2));
    // A whole solution pasted mid-attempt (here from the menu) restarts and solves: the player's own win.
    await page.evaluate((t) => navigator.clipboard.writeText(t), MICROBAN_1);
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-paste-lurd').click();
    await expect.poll(() => text(page, 'toast')).toContain('fit from the start, so the level was restarted');
    await expect.poll(async () => (await state(page)).solved, { timeout: 15_000 }).toBe(true);
    const progress = await page.evaluate(() => JSON.parse(localStorage.getItem('sokoban.progress') ?? '{}'));
    expect(progress.data['microban/1']).toMatchObject({
      solved: true,
      bestMoves: { moves: MICROBAN_1.length },
    });
    expect(progress.data['microban/1'].helped).toBeUndefined();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('pasted while a playback runs, moves wait for it to stop, and one Undo takes them back', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1', {}, { autoAdvance: false });
    await ready(page);
    await paste(page, MICROBAN_1);
    await expect.poll(async () => (await state(page)).lurd.length).toBeGreaterThan(3);
    // The whole solution again, planned from wherever the stopped playback left the board (here it
    // still solves from there), and played after it stopped, not lost.
    await paste(page, MICROBAN_1);
    await expect.poll(async () => (await state(page)).solved, { timeout: 15_000 }).toBe(true);
    // (The board decides which moves push, so only the letters, not their case, must match.)
    expect((await state(page)).lurd.toLowerCase().endsWith(MICROBAN_1.toLowerCase())).toBe(true);
    await page.keyboard.press('z');
    await expect.poll(async () => (await state(page)).solved).toBe(false);
    const stopped = (await state(page)).lurd;
    expect(stopped.length).toBeGreaterThan(3);
    expect(MICROBAN_1.startsWith(stopped)).toBe(true);
    await paste(page, 'r0');
    await expect
      .poll(() => text(page, 'toast'))
      .toBe('These moves cannot be read: the moves end with a count and no letter.');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('saves positions with B, lists them after a reload, and goes back to one as an undoable jump', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    await keys(page, MICROBAN_1.slice(0, 5));
    await page.keyboard.press('b');
    await expect.poll(() => text(page, 'toast')).toContain('Position 1 saved');
    await keys(page, MICROBAN_1.slice(5, 8));
    await page.reload();
    await ready(page);
    await page.getByTestId('menu').click();
    await expect.poll(() => text(page, 'menu-marks')).toBe('Saved positions (1)…');
    await page.getByTestId('menu-marks').click();
    const dialog = page.getByTestId('positions-dialog');
    await expect.poll(() => text(page, 'position-1')).toContain('5 moves, 1 push');
    await dialog.getByTestId('positions-save').click();
    await expect.poll(() => text(page, 'positions-note')).toBe('Position 2 saved.');
    await expect.poll(() => text(page, 'position-2')).toContain('8 moves, 2 pushes');
    await snap(page, 'saved-positions');
    await dialog.getByTestId('position-go-1').click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(async () => (await state(page)).lurd).toBe(MICROBAN_1.slice(0, 5));
    await expect.poll(() => text(page, 'announcer')).toBe('Back at a saved position. 0 of 2 boxes on goals.');
    // One undo takes the whole jump back.
    await page.keyboard.press('z');
    await expect.poll(async () => (await state(page)).lurd).toBe(MICROBAN_1.slice(0, 8));
    // Deleting keeps the keyboard in the list, on the row that took the deleted one's place.
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-marks').click();
    await dialog.getByTestId('position-delete-1').click();
    await expect.poll(() => dialog.locator('li').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'position-go-1',
    );
    // A mistaken delete is taken back: the position returns to its place, with the keyboard on it.
    await dialog.getByTestId('positions-undo').click();
    await expect.poll(() => dialog.locator('li').count()).toBe(2);
    expect(await text(page, 'position-1')).toContain('5 moves, 1 push');
    expect(await text(page, 'positions-note')).toBe('Position 1 is back.');
    expect(await dialog.getByTestId('positions-undo').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'position-go-1',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('saves with B in the saved positions dialog, as its button says, unless the letter keys are off', async () => {
    for (const letterKeys of [true, false]) {
      const { page, errors } = await openGame(browser, '#/microban/1', {}, { letterKeys });
      await ready(page);
      await keys(page, MICROBAN_1.slice(0, 5));
      await page.getByTestId('menu').click();
      await page.getByTestId('menu-marks').click();
      const save = page.getByTestId('positions-save');
      expect(await save.textContent()).toBe(letterKeys ? 'Save this position (B)' : 'Save this position');
      await page.keyboard.press('b');
      if (letterKeys) await expect.poll(() => text(page, 'positions-note')).toBe('Position 1 saved.');
      else await page.waitForTimeout(300);
      expect(await page.getByTestId('positions-list').locator('li').count()).toBe(letterKeys ? 1 : 0);
      // The dialog stays open and the board where it was.
      expect(await page.getByTestId('positions-dialog').count()).toBe(1);
      expect((await state(page)).lurd).toBe(MICROBAN_1.slice(0, 5));
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('speaks to a screen reader: the level, each turn, the whole position on V, and where the hinted box is', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    await expect
      .poll(() => text(page, 'announcer'))
      .toMatch(/^Microban, level 1 of 155: .+\. 1 of 2 boxes on goals\.$/);
    await keys(page, 'd');
    await expect.poll(() => text(page, 'announcer')).toBe('Down.');
    // A quick run of keys is one sentence, about the last turn.
    await keys(page, 'lU');
    await expect.poll(() => text(page, 'announcer')).toBe('Pushed up. 0 of 2 boxes on goals.');
    await page.keyboard.press('v');
    await expect
      .poll(() => text(page, 'announcer'))
      .toMatch(/^You are at column \d+, row \d+(, on a goal)?\. Left: /);
    // The status line's words are its live region; its button is not read out with them.
    const live = page.locator('[data-testid="status"] [aria-live]');
    expect(await live.count()).toBe(1);
    expect(await live.locator('button').count()).toBe(0);
    await page.keyboard.press('h');
    await expect
      .poll(() => live.textContent())
      .toMatch(/^Hint: push this box .+ The box is at column \d+, row \d+\.$/);
    expect(await page.locator('#board').getAttribute('role')).toBe('application');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says the whole position from the menu on a phone, in the words V gives', async () => {
    const said: string[] = [];
    for (const phone of [false, true]) {
      const { page, errors } = await openGame(
        browser,
        '#/microban/1',
        phone ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : {},
      );
      await ready(page);
      await keys(page, 'dlU');
      await expect.poll(() => text(page, 'announcer')).toBe('Pushed up. 0 of 2 boxes on goals.');
      if (phone) {
        await page.getByTestId('menu').tap();
        await page.getByTestId('menu-describe').tap();
        await page.getByTestId('menu-popup').waitFor({ state: 'detached' });
      } else await page.keyboard.press('v');
      await expect.poll(() => text(page, 'announcer')).toMatch(/^You are at column/);
      said.push(await text(page, 'announcer'));
      expect(errors).toEqual([]);
      await page.context().close();
    }
    expect(said[1]).toBe(said[0]);
  });

  it('holds the automatic next level while the keyboard is on the win card', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1', {}, { autoAdvance: true });
    await ready(page);
    await keys(page, MICROBAN_1);
    await expect.poll(async () => (await state(page)).solved).toBe(true);
    await page.keyboard.press('Shift+Tab');
    await page.waitForTimeout(2500);
    expect((await state(page)).levelId).toBe('microban/1');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="win"]') !== null)).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps what two tabs of the game each solved and played', async () => {
    const { page: a, errors } = await openGame(browser, '#/microban/1', {}, { autoAdvance: false });
    await ready(a);
    const b = await a.context().newPage();
    await b.goto(a.url().replace('#/microban/1', '#/microban/2'));
    await ready(b);
    await keys(a, MICROBAN_1);
    await expect.poll(async () => (await state(a)).solved).toBe(true);
    await keys(b, 'rddLruulDuullddR'); // Microban 2
    await expect.poll(async () => (await state(b)).solved).toBe(true);
    await a.keyboard.press('n');
    await expect.poll(async () => (await state(a)).levelId).toBe('microban/2');
    await keys(a, 'r');
    await b.keyboard.press('n');
    await expect.poll(async () => (await state(b)).levelId).toBe('microban/3');
    await keys(b, 'r');
    for (const p of [a, b]) await p.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    const progress = await a.evaluate(
      () => JSON.parse(localStorage.getItem('sokoban.progress') ?? '{}').data,
    );
    expect(Object.keys(progress).sort()).toEqual(['microban/1', 'microban/2']);
    const games = await a.evaluate(() =>
      Object.keys(JSON.parse(localStorage.getItem('sokoban.games') ?? '{}').data),
    );
    expect(games).toEqual(expect.arrayContaining(['microban/2', 'microban/3']));
    expect(errors).toEqual([]);
    await a.context().close();
  });

  it('refuses to edit a level too big for the editor rather than cut it', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    const wide = ['#'.repeat(100), `#@${' '.repeat(94)}$.#`, '#'.repeat(100)].join('\n');
    await paste(page, wide);
    await expect.poll(async () => (await state(page)).levelId).toMatch(/^my-/);
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-edit').click();
    await expect
      .poll(() => text(page, 'toast'))
      .toBe('That level is 100 x 3; the editor takes up to 64 x 64.');
    expect((await state(page)).screen).toBe('play');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says plainly that it cannot start in a browser without WebGL, instead of a blank page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        type: string,
        ...rest: unknown[]
      ) {
        return /webgl|webgpu/.test(type)
          ? null
          : (original as (...a: unknown[]) => unknown).call(this, type, ...rest);
      } as typeof original;
      Object.defineProperty(navigator, 'gpu', { value: undefined });
    });
    const page = await context.newPage();
    await page.goto(`${baseURL()}#/microban/1`);
    await expect.poll(() => text(page, 'fatal'), { timeout: 15_000 }).toContain('The game could not start');
    expect(await text(page, 'fatal')).toContain('it needs WebGL');
    await snap(page, 'fatal');
    await context.close();
  });

  it('opens the level last played when the record of it is damaged, not the first level', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('sokoban.current', '{"v":1,"data":12');
      localStorage.setItem(
        'sokoban.games',
        JSON.stringify({
          v: 1,
          data: { 'microban/3': { history: '1:r', at: 20 }, 'microban/2': { history: '1:r', at: 10 } },
        }),
      );
    });
    const page = await context.newPage();
    await page.goto(`${baseURL()}#/`);
    await ready(page);
    const s = await state(page);
    expect(s.levelId).toBe('microban/3');
    expect(s.lurd).toBe('r');
    await context.close();
  });

  it('lets a player turn letter keys off, so a stray R no longer restarts; arrows and Ctrl+Z still work', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    const labels = () =>
      page.evaluate(() =>
        ['undo', 'restart', 'next', 'levels', 'help', 'hint'].map(
          (id) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('aria-label') ?? '',
        ),
      );
    const board = () => page.locator('#board').getAttribute('aria-label');
    expect(await labels()).toEqual([
      'Undo (Z)',
      'Restart (R)',
      'Next level (N)',
      'Levels (L)',
      'Keyboard help (?)',
      'Hint (H)',
    ]);
    expect(await board()).toBe('Board: arrow keys move, V describes the position');
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-settings').click();
    await page.getByTestId('setting-letterKeys-false').check({ force: true });
    await snap(page, 'settings-letter-keys');
    await page.keyboard.press('Escape');
    // The buttons no longer name keys that do nothing now, nor does the board.
    const unnamed = ['Undo', 'Restart', 'Next level', 'Levels', 'Keyboard help', 'Hint'];
    expect(await labels()).toEqual(unnamed);
    expect(await page.getByTestId('undo').getAttribute('title')).toBe('Undo');
    expect(await board()).toBe('Board: arrow keys move');
    await keys(page, 'dl');
    for (const key of ['r', 'z', 'n', 'd']) await page.keyboard.press(key);
    let s = await state(page);
    expect([s.levelId, s.lurd]).toEqual(['microban/1', 'dl']);
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await state(page)).lurd).toBe('d');
    // The keys list offers only the keys that still act.
    await page.getByTestId('help').click();
    const help = page.getByTestId('help-dialog');
    await help.waitFor({ state: 'visible' });
    const caps = await help.locator('kbd').allTextContents();
    for (const cap of ['W', 'Z', 'R', 'N', '?']) expect(caps).not.toContain(cap);
    for (const cap of ['←', 'Backspace', 'Ctrl+Z', 'Esc', 'Enter']) expect(caps).toContain(cap);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    await page.reload();
    await ready(page);
    await page.keyboard.press('r');
    s = await state(page);
    expect(s.lurd).toBe('d');
    expect(await labels()).toEqual(unnamed);
    // After a reload the help still lists only the keys that act, and says why the letters are missing.
    await page.getByTestId('help').click();
    await help.waitFor({ state: 'visible' });
    expect(await help.locator('.dialog-lead').textContent()).toContain('The letter keys are off');
    const listed = await help.locator('kbd').allTextContents();
    expect(listed).toEqual(expect.arrayContaining(['←', 'Ctrl+Z', 'Esc']));
    for (const k of ['W', 'R', 'B', 'V', '?']) expect(listed).not.toContain(k);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('recovers from damaged saved data, says so once, and keeps what is valid', async () => {
    const { page, errors } = await openGame(browser);
    await ready(page);
    // The damage is written by a script that runs in the next document before the game's own scripts,
    // after the page being left has saved on page hide, and only once (the reload below must not redo it).
    await page.context().addInitScript(() => {
      if (sessionStorage.getItem('damage-written')) return;
      sessionStorage.setItem('damage-written', '1');
      localStorage.setItem('sokoban.settings', '{not json');
      localStorage.setItem(
        'sokoban.progress',
        JSON.stringify({ v: 1, data: { 'tutorial/1': { solved: true }, 'tutorial/2': 'oops' } }),
      );
      localStorage.setItem('sokoban.current', JSON.stringify({ v: 1, data: 'tutorial/2' }));
    });
    // Without a level in the address, the game opens the level stored as current.
    await page.goto(new URL('./', page.url()).href);
    await ready(page);
    await expect.poll(() => text(page, 'toast')).toContain('could not be read');
    expect(await text(page, 'toast')).toContain('settings');
    expect((await state(page)).levelId).toBe('tutorial/2');
    await page.reload();
    await ready(page);
    await page.waitForTimeout(300);
    expect(await page.getByTestId('toast').count()).toBe(0);
    await page.getByTestId('levels').click();
    await expect.poll(() => page.getByTestId('level-1').getAttribute('class')).toContain('is-solved');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('plays a bonus level that needs a mod', async () => {
    const { page, errors } = await openGame(browser, '#/bonus-ice/1');
    await ready(page);
    expect(await text(page, 'collection-title')).toMatch(/^Ice · 1 of \d+$/);
    expect(await page.getByTestId('par').isVisible()).toBe(false);
    await keys(page, 'RrR');
    await expect.poll(async () => (await state(page)).solved).toBe(true);
    await snap(page, 'bonus-ice');
    // Its replay is drawn by the game's renderer (the ice as in play), and keys drive it.
    await page.getByTestId('win-replay-moves').click();
    await page.locator('[data-screen="replay"]:not([hidden])').waitFor();
    await page.locator('[data-testid="replay-board"] canvas').first().waitFor();
    const counter = () => text(page, 'replay-counter');
    expect(await counter()).toBe('Move 0 of 3 · 0 pushes');
    await page.keyboard.press('End');
    expect(await counter()).toBe('Move 3 of 3 · 2 pushes');
    await page.keyboard.press('ArrowLeft');
    expect(await counter()).toBe('Move 2 of 3 · 1 push');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    expect(await counter()).toBe('Move 1 of 3 · 1 push');
    // A screen reader on the slider hears its place as the counter writes it.
    expect(await page.getByTestId('replay-scrubber').getAttribute('aria-valuetext')).toBe('Move 1 of 3');
    await snap(page, 'replay-ice');
    await page.keyboard.press('Space');
    await expect.poll(counter).toBe('Move 3 of 3 · 2 pushes');
    expect(await page.getByTestId('replay-speed').locator('option').first().textContent()).toBe('1 move/s');
    // Esc leaves from the scrubber too, which takes the other keys for itself.
    await page.getByTestId('replay-scrubber').focus();
    await page.keyboard.press('Escape');
    await page.locator('[data-screen="play"]:not([hidden])').waitFor();
    // And from the speed list, a field whose other keys are its own.
    await page.getByTestId('win-replay-moves').click();
    await page.locator('[data-screen="replay"]:not([hidden])').waitFor();
    await page.getByTestId('replay-speed').focus();
    await page.keyboard.press('Escape');
    await page.locator('[data-screen="play"]:not([hidden])').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  /** Microban 15 opened with two bests stored: its fewest moves (37) take two more pushes than its fewest pushes (12, in 43 moves). */
  async function openWithTwoBests(options: BrowserContextOptions = {}) {
    const opened = await openGame(browser, '#/microban/15', options);
    const { page } = opened;
    await ready(page);
    await page.context().addInitScript(
      ([byMoves, byPushes]) => {
        if (sessionStorage.getItem('bests-written')) return;
        sessionStorage.setItem('bests-written', '1');
        const best = (lurd: string) => ({
          moves: lurd.length,
          pushes: lurd.replace(/[lurd]/g, '').length,
          lurd,
        });
        localStorage.setItem(
          'sokoban.progress',
          JSON.stringify({
            v: 1,
            data: { 'microban/15': { solved: true, bestMoves: best(byMoves), bestPushes: best(byPushes) } },
          }),
        );
      },
      [MICROBAN_15_MOVES, MICROBAN_15_PUSHES],
    );
    await page.reload();
    await ready(page);
    return opened;
  }

  it('shows both bests on the HUD when they differ, in a tile that fits a phone', async () => {
    for (const width of [1280, 390]) {
      const { page, errors } = await openWithTwoBests({ viewport: { width, height: 844 } });
      expect(await text(page, 'best')).toBe('37/14 · 43/12');
      // The figure each best is not best in is muted: the pushes of the first, the moves of the second.
      expect(await page.getByTestId('best').locator('.best-other').allTextContents()).toEqual(['14', '43']);
      // A screen reader hears words, not "37 slash 14 dot 43 slash 12".
      expect(await page.locator('.hud').ariaSnapshot()).toContain(
        'Best fewest moves: 37 moves, 14 pushes; fewest pushes: 43 moves, 12 pushes Par',
      );
      const tile = await page.getByTestId('best').locator('..').boundingBox();
      expect(tile!.x).toBeGreaterThanOrEqual(0);
      expect(tile!.x + tile!.width).toBeLessThanOrEqual(width);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('reads the par in the HUD pushes first with their units, as the win card and the tiles do, on a phone too', async () => {
    // It read "43 / 12" on a phone (moves first, like the Best beside it), where the card and the
    // tiles said "par 12 pushes".
    for (const width of [1280, 390]) {
      const phone = width < 600 && { hasTouch: true, isMobile: true };
      const { page, errors } = await openWithTwoBests({ viewport: { width, height: 844 }, ...phone });
      const counts = await page
        .getByTestId('par')
        .locator('.dotted-item')
        .evaluateAll((items) =>
          items.map((item) => {
            const r = item.getBoundingClientRect();
            return {
              text: item.textContent,
              shown: item.checkVisibility(),
              lines: new Set([...item.getClientRects()].map((l) => Math.round(l.top))).size,
              top: Math.round(r.top),
              inside: r.left >= 0 && r.right <= innerWidth,
            };
          }),
        );
      await snap(page, `hud-par-${width}`);
      const top = counts[0]?.top;
      expect(counts).toEqual(
        ['12 pushes', '43 moves'].map((text) => ({ text, shown: true, lines: 1, top, inside: true })),
      );
      expect(await page.getByTestId('par').locator('..').getAttribute('title')).toBe(
        'Par: 12 pushes, 43 moves (optimal)',
      );
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('offers both bests from the menu to replay, when they are two solutions', async () => {
    const { page, errors } = await openWithTwoBests();
    await page.getByTestId('menu').click();
    expect(await text(page, 'menu-replay-moves')).toBe('Replay your best by moves');
    await page.getByTestId('menu-replay-pushes').click();
    await page.locator('[data-screen="replay"]:not([hidden])').waitFor();
    expect((await text(page, 'replay-label')).replace(/\s/g, ' ')).toBe(
      'Your best by pushes: 43 moves, 12 pushes',
    );
    expect(await text(page, 'replay-counter')).toBe('Move 0 of 43 · 0 pushes');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("copies a replayed best's moves, and takes the level over at the replay's move as one undo step", async () => {
    const { page, errors } = await openGame(browser, '#/microban/1', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await ready(page);
    await keys(page, MICROBAN_1);
    await expect.poll(async () => (await state(page)).solved).toBe(true);
    await page.getByTestId('win-replay-moves').click();
    await page.locator('[data-screen="replay"]:not([hidden])').waitFor();
    await page.locator('[data-testid="replay-board"] canvas').first().waitFor();
    await page.getByTestId('replay-copy').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(MICROBAN_1);
    expect(await text(page, 'toast')).toBe('33 moves copied (LURD).');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    expect(await text(page, 'replay-counter')).toBe('Move 3 of 33 · 1 push');
    await page.getByTestId('replay-take-over').click();
    await page.locator('[data-screen="play"]:not([hidden])').waitFor();
    expect(await state(page)).toMatchObject({ levelId: 'microban/1', lurd: 'dlU', solved: false });
    expect(await page.getByTestId('win').isVisible()).toBe(false);
    expect(await text(page, 'toast')).toContain('from move 3 of the replay');
    // The board is the player's: the next key plays on, and one Undo takes the jump back to the win.
    await keys(page, 'r');
    expect((await state(page)).lurd).toBe('dlUr');
    await page.keyboard.press('z');
    await page.keyboard.press('z');
    await expect.poll(async () => (await state(page)).lurd).toBe(MICROBAN_1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('plays a replay with Space only while the letter keys are on; its Play button always', async () => {
    for (const letterKeys of [false, true]) {
      const { page, errors } = await openGame(
        browser,
        '#/tutorial/1',
        {},
        { letterKeys, autoAdvance: false },
      );
      await ready(page);
      await keys(page, 'rRRR');
      await page.getByTestId('win-replay-moves').click();
      await page.locator('[data-screen="replay"]:not([hidden])').waitFor();
      await page.locator('[data-testid="replay-board"] canvas').first().waitFor();
      const counter = () => text(page, 'replay-counter');
      expect(await counter()).toBe('Move 0 of 4 · 0 pushes');
      await page.keyboard.press('Space');
      if (letterKeys) await expect.poll(counter).toBe('Move 4 of 4 · 3 pushes');
      else {
        // Well past the four moves at 8 a second: nothing played.
        await page.waitForTimeout(800);
        expect(await counter()).toBe('Move 0 of 4 · 0 pushes');
        // The arrows still step, and the button plays.
        await page.keyboard.press('ArrowRight');
        expect(await counter()).toBe('Move 1 of 4 · 0 pushes');
        await page.getByTestId('replay-play').click();
        await expect.poll(counter).toBe('Move 4 of 4 · 3 pushes');
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it("holds a replay while a dialog covers it (a pasted level's Import), and plays on once it closes", async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/1', {}, { autoAdvance: false });
    await ready(page);
    await keys(page, 'rRRR');
    await page.getByTestId('win-replay-moves').click();
    await page.locator('[data-screen="replay"]:not([hidden])').waitFor();
    await page.locator('[data-testid="replay-board"] canvas').first().waitFor();
    const counter = () => text(page, 'replay-counter');
    await stallImports(page);
    // A paused fake clock: the replay steps only as the test moves time on.
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    // Play (8 moves a second), and a level pasted: its import opens the Import dialog after 300 ms.
    await page.evaluate(() => document.querySelector<HTMLElement>('[data-testid="replay-play"]')!.click());
    await paste(page, SMALL);
    await page.clock.runFor(350);
    expect(await page.getByTestId('import-dialog').count()).toBe(1);
    expect(await counter()).toBe('Move 2 of 4 · 1 push');
    await page.clock.runFor(5000);
    expect(await counter()).toBe('Move 2 of 4 · 1 push');
    await snap(page, 'replay-held-by-import');
    // Closed by its button (the import with it), the replay goes on to the end.
    await page.evaluate(() =>
      document.querySelector<HTMLElement>('[data-testid="import-dialog"] .dialog-header button')!.click(),
    );
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await page.clock.runFor(1000);
    expect(await counter()).toBe('Move 4 of 4 · 3 pushes');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('follows prefers-reduced-motion', async () => {
    const { page } = await openGame(browser, '', { reducedMotion: 'reduce' });
    await ready(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('reduce-motion'))).toBe(
      true,
    );
    await page.context().close();
  });
});
