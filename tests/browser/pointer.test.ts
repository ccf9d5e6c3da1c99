import { readFileSync } from 'node:fs';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Game } from '../../src/core/game';
import { parseCollection } from '../../src/core/level/xsb';
import { DELTAS, type Direction } from '../../src/core/pipeline/turn';
import { encodeShare } from '../../src/formats/share/share';
import type { HoldRepeat } from '../../src/ui/app/storage/schema';
import { launch, openGame, ready, snap, state } from './browser';

// Pointer and touch play end to end: click-walks, box transports by click and by drag, right-click and
// button undo, swipes, taps, pinches, and the phone layouts.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Cell = { x: number; y: number };

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const PHONE_LANDSCAPE = { ...PHONE, viewport: { width: 844, height: 390 } };

const player = (page: Page) => page.evaluate(() => window.__sokoban!.player);
const centre = (page: Page, c: Cell) => page.evaluate(({ x, y }) => window.__sokoban!.cellCenter(x, y), c);

/** Opens a level and waits until it is playable. */
async function open(page: Page, id: string): Promise<void> {
  await page.evaluate((h) => {
    location.hash = h;
  }, `#/${id}`);
  await expect.poll(async () => (await state(page)).levelId).toBe(id);
  await page.waitForFunction(() => window.__sokoban?.ready === true);
  await expect.poll(async () => (await state(page)).moves).toBe(0);
}

async function click(page: Page, c: Cell, button: 'left' | 'right' = 'left'): Promise<void> {
  const p = await centre(page, c);
  await page.mouse.click(p.x, p.y, { button });
}

async function tap(page: Page, c: Cell): Promise<void> {
  const p = await centre(page, c);
  await page.touchscreen.tap(p.x, p.y);
}

/** Waits until a walk has stopped with `moves` made. */
const settled = (page: Page, moves: number) => expect.poll(async () => (await state(page)).moves).toBe(moves);

/** A touch sequence through the DevTools protocol (what a finger on a phone produces). */
async function touches(cdp: CDPSession, frames: { x: number; y: number }[][]): Promise<void> {
  let down = 0;
  for (const points of frames) {
    const type = down === 0 ? 'touchStart' : points.length === 0 ? 'touchEnd' : 'touchMove';
    await cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((p, i) => ({ x: p.x, y: p.y, id: i + 1 })),
    });
    down = points.length;
  }
}

async function swipe(cdp: CDPSession, from: { x: number; y: number }, dir: Direction): Promise<void> {
  const [dx, dy] = DELTAS[dir];
  const path = [0, 15, 30, 45].map((d) => [{ x: from.x + dx * d, y: from.y + dy * d }]);
  await touches(cdp, [...path, []]);
}

/**
 * A level's stored solution as pointer actions: each push becomes "pick the box, pick the cell one
 * step on". Everything between pushes is walked by the game itself.
 */
function pushPlan(collection: string, index: number): { box: Cell; to: Cell }[] {
  const text = readFileSync(`levels/${collection}.xsb`, 'utf8');
  const level = parseCollection(text).collection.levels[index - 1];
  const game = Game.fromLevel(level);
  const plan: { box: Cell; to: Cell }[] = [];
  for (const c of level.solutions[0]) {
    const dir = ({ l: 'left', u: 'up', r: 'right', d: 'down' } as const)[c.toLowerCase() as 'l'];
    const [dx, dy] = DELTAS[dir];
    const p = game.player!;
    if (c === c.toUpperCase()) {
      const box = { x: p.x + dx, y: p.y + dy };
      plan.push({ box, to: { x: box.x + dx, y: box.y + dy } });
    }
    game.move(dir);
  }
  return plan;
}

const tutorialSize = () =>
  parseCollection(readFileSync('levels/tutorial.xsb', 'utf8')).collection.levels.length;

describe('pointer play with a mouse', () => {
  it('walks to a clicked cell by a shortest path, shakes at an unreachable one, and undoes with a right-click', async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/3');
    await ready(page);
    // Hovering shows where the player can walk.
    const over = await centre(page, { x: 2, y: 3 });
    await page.mouse.move(over.x, over.y);
    await page.waitForTimeout(100);
    expect(await page.locator('#board').evaluate((el) => (el as HTMLElement).style.cursor)).toBe('pointer');
    await snap(page, 'pointer-hover-reach');
    // "Far goal first": the player at (1,3); (3,1) is four steps away.
    await click(page, { x: 3, y: 1 });
    await settled(page, 4);
    expect(await player(page)).toEqual({ x: 3, y: 1 });
    expect((await state(page)).pushes).toBe(0);
    // Behind the box: nothing moves, the board shakes.
    await click(page, { x: 6, y: 2 });
    expect(await page.locator('#board.is-refused').count()).toBe(1);
    await page.waitForTimeout(200);
    expect((await state(page)).moves).toBe(4);
    // One right-click takes back the whole walk.
    await click(page, { x: 1, y: 1 }, 'right');
    expect((await state(page)).moves).toBe(0);
    expect(await player(page)).toEqual({ x: 1, y: 3 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('holds a click-walk while Settings covers the board, and walks on once it closes', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    // A paused fake clock: the walk steps only as the test moves time on.
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    // The player at (2,3); (1,5) is three steps away. The first step is taken at once.
    await click(page, { x: 1, y: 5 });
    expect((await state(page)).moves).toBe(1);
    // Chosen in the page: clicks that wait for a still page would wait on the paused clock.
    await page.evaluate(() => {
      for (const id of ['menu', 'menu-settings'])
        document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!.click();
    });
    expect(await page.getByTestId('settings-dialog').count()).toBe(1);
    await page.clock.runFor(5000);
    expect((await state(page)).moves).toBe(1);
    await snap(page, 'walk-held-by-settings');
    await page.keyboard.press('Escape');
    // A dialog's close event comes in a task of its own, after the key press returns.
    await expect.poll(() => page.getByTestId('settings-dialog').count()).toBe(0);
    await page.clock.runFor(5000);
    await snap(page, 'walk-on-after-settings');
    expect((await state(page)).moves).toBe(3);
    expect(await player(page)).toEqual({ x: 1, y: 5 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('selects a box, highlights where it can go, transports it on a click, and undoes it in one step', async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/2');
    await ready(page);
    await page.mouse.move(5, 5);
    await click(page, { x: 2, y: 2 });
    await page.waitForTimeout(150);
    await snap(page, 'pointer-box-selected');
    // Around the corner to (4,3): R R u r D, two pushes then a turn.
    await click(page, { x: 4, y: 3 });
    await settled(page, 5);
    const s = await state(page);
    expect(s.lurd).toBe('RRurD');
    expect(s.pushes).toBe(3);
    expect(s.solved).toBe(false);
    await page.getByTestId('undo').click();
    await expect.poll(async () => (await state(page)).moves).toBe(0);
    expect(await player(page)).toEqual({ x: 1, y: 2 });
    // Redo brings the whole transport back.
    await page.getByTestId('redo').click();
    expect((await state(page)).lurd).toBe('RRurD');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('drags a box and drops it on a highlighted cell', async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/2');
    await ready(page);
    const from = await centre(page, { x: 2, y: 2 });
    const to = await centre(page, { x: 4, y: 4 });
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await snap(page, 'pointer-box-drag');
    await page.mouse.up();
    await expect.poll(async () => (await state(page)).solved).toBe(true);
    expect((await state(page)).lurd).toBe('RRurDD');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('re-plans a dragged box’s walk when a door shuts in its way', async () => {
    // The first push takes the box off its switch and shuts the door at (1,1), which the planned walk
    // back round the box goes through; the drag still ends with the box where it was dropped.
    const rows = ['#######', '#/   ##', '#    @#', '# "## #', '#   . #', '#######'];
    const code = encodeShare({ level: { rows, title: 'Round the door', mods: ['doors'] } });
    const { page, errors } = await openGame(browser, `#/share/${code}`);
    await ready(page);
    const from = await centre(page, { x: 2, y: 3 });
    const to = await centre(page, { x: 1, y: 2 });
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await state(page)).pushes, { timeout: 10_000 }).toBe(2);
    expect((await state(page)).lurd).toBe('ddlllUludrdrrruullL');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('finishes the whole tutorial with nothing but clicks', async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/1');
    await ready(page);
    for (let n = 1; n <= tutorialSize(); n++) {
      await open(page, `tutorial/${n}`);
      const plan = pushPlan('tutorial', n);
      for (const [i, step] of plan.entries()) {
        await click(page, step.box);
        await click(page, step.to);
        await expect.poll(async () => (await state(page)).pushes, { timeout: 5000 }).toBe(i + 1);
      }
      await expect.poll(async () => (await state(page)).solved, { message: `tutorial ${n}` }).toBe(true);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('touch play on a phone', () => {
  it('swipes one move per swipe, held or not when held moves never repeat, and taps to walk', async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/3', PHONE);
    await ready(page);
    const cdp = await page.context().newCDPSession(page);
    const mid = await centre(page, { x: 3, y: 2 });
    await swipe(cdp, mid, 'up');
    await swipe(cdp, mid, 'up');
    expect(await player(page)).toEqual({ x: 1, y: 1 });
    await swipe(cdp, mid, 'right');
    expect(await player(page)).toEqual({ x: 2, y: 1 });
    expect((await state(page)).moves).toBe(3);
    // Swipe left and hold: the first step at once, and no other however long the finger stays.
    await touches(cdp, [[mid], [{ x: mid.x - 15, y: mid.y }], [{ x: mid.x - 30, y: mid.y }]]);
    expect((await state(page)).moves).toBe(4);
    await page.waitForTimeout(700);
    expect((await state(page)).moves).toBe(4);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect(await player(page)).toEqual({ x: 1, y: 1 });
    // A tap walks.
    await tap(page, { x: 3, y: 3 });
    await expect.poll(() => player(page)).toEqual({ x: 3, y: 3 });
    expect((await state(page)).moves).toBe(8);
    expect(await page.evaluate(() => window.scrollY + document.scrollingElement!.scrollTop)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('repeats a held swipe like a held key', async () => {
    const { page } = await openGame(browser, '#/tutorial/1', PHONE, { holdRepeat: 'quick' });
    await ready(page);
    const cdp = await page.context().newCDPSession(page);
    const p = await centre(page, { x: 1, y: 1 });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ ...p, id: 1 }] });
    for (const d of [15, 30])
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: p.x + d, y: p.y, id: 1 }],
      });
    // The finger stays down until the repeats have pushed the box home (the wall stops any more).
    await expect.poll(async () => (await state(page)).solved, { timeout: 5000 }).toBe(true);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const s = await state(page);
    expect(s.lurd).toBe('rRRR');
    expect(s.solved).toBe(true);
    await page.context().close();
  });

  it('tells a phone player once that a board too small to tap can be pinched', async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/3', PHONE);
    await ready(page);
    // The toast's element is made by the first message.
    const toastText = (p: Page) =>
      p.evaluate(() => document.querySelector('[data-testid="toast"]')?.textContent ?? '');
    await page.waitForTimeout(300);
    expect(await toastText(page)).toBe('');
    await open(page, 'microban-iv/102');
    await expect.poll(() => toastText(page)).toMatch(/^Pinch the board to zoom in/);
    await snap(page, 'phone-pinch-hint');
    // The heading keeps the collection's whole name, the place in it said short ("Microban …" hid the IV).
    expect(await page.getByTestId('collection-title').textContent()).toBe('Microban IV · 102/102');
    const cut = await page.evaluate(() => {
      const name = document.querySelector<HTMLElement>('.level-collection-name')!;
      return name.scrollWidth > name.clientWidth;
    });
    expect(cut).toBe(false);
    // Once a visit: after that message has gone, the next small board says nothing.
    await expect.poll(() => toastText(page), { timeout: 10_000 }).toBe('');
    await open(page, 'sasquatch-viii/49');
    await page.waitForTimeout(500);
    expect(await toastText(page)).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('pinches to zoom and pans with two fingers without ever moving the player', async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/3', PHONE);
    await ready(page);
    const cdp = await page.context().newCDPSession(page);
    const c = await centre(page, { x: 3, y: 2 });
    const frames: { x: number; y: number }[][] = [];
    // Two fingers land, spread apart (zoom in), then slide together (pan), then lift.
    for (const spread of [20, 40, 60, 80, 100])
      frames.push([
        { x: c.x - spread, y: c.y },
        { x: c.x + spread, y: c.y },
      ]);
    for (const shift of [10, 20, 30, 40])
      frames.push([
        { x: c.x - 100 + shift, y: c.y + shift },
        { x: c.x + 100 + shift, y: c.y + shift },
      ]);
    await touches(cdp, [...frames, []]);
    const transform = await page.locator('#board').evaluate((el) => (el as HTMLElement).style.transform);
    expect(transform).toMatch(/scale\((\d+(\.\d+)?)\)/);
    expect(Number(/scale\(([\d.]+)\)/.exec(transform)![1])).toBeGreaterThan(2);
    expect((await state(page)).moves).toBe(0);
    await snap(page, 'pointer-phone-zoomed');
    // Zoomed in, a tap still lands on the right cell.
    await tap(page, { x: 2, y: 1 });
    await expect.poll(() => player(page)).toEqual({ x: 2, y: 1 });
    expect((await state(page)).moves).toBe(3);
    // A finger landing, then a second one, then both sliding: still no move.
    const before = (await state(page)).moves;
    await touches(cdp, [
      [{ x: c.x, y: c.y }],
      [
        { x: c.x, y: c.y },
        { x: c.x + 50, y: c.y },
      ],
      [
        { x: c.x - 60, y: c.y },
        { x: c.x + 60, y: c.y },
      ],
      [
        { x: c.x - 60, y: c.y + 60 },
        { x: c.x + 60, y: c.y + 60 },
      ],
      [],
    ]);
    expect((await state(page)).moves).toBe(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('finishes the whole tutorial with nothing but taps', async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/1', PHONE);
    await ready(page);
    for (let n = 1; n <= tutorialSize(); n++) {
      await open(page, `tutorial/${n}`);
      for (const [i, step] of pushPlan('tutorial', n).entries()) {
        await tap(page, step.box);
        await tap(page, step.to);
        await expect.poll(async () => (await state(page)).pushes, { timeout: 5000 }).toBe(i + 1);
      }
      await expect.poll(async () => (await state(page)).solved, { message: `tutorial ${n}` }).toBe(true);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('solves tutorial 2 with swipes alone', async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/2', PHONE);
    await ready(page);
    const cdp = await page.context().newCDPSession(page);
    const mid = await centre(page, { x: 3, y: 2 });
    for (const c of 'RRurDD') {
      const dir = ({ l: 'left', u: 'up', r: 'right', d: 'down' } as const)[c.toLowerCase() as 'l'];
      await swipe(cdp, mid, dir);
    }
    expect(await state(page)).toMatchObject({ lurd: 'RRurDD', solved: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lays out for phones in portrait and landscape, with big enough buttons and an optional d-pad', async () => {
    for (const [name, options] of [
      ['portrait', PHONE],
      ['landscape', PHONE_LANDSCAPE],
    ] as const) {
      const { page, errors } = await openGame(browser, '#/tutorial/4', options);
      await ready(page);
      await page.waitForTimeout(300);
      await snap(page, `pointer-phone-${name}`);
      const viewport = options.viewport;
      // Every control is at least 44 px and on screen; the board takes a good share of the screen.
      const buttons = await page.locator('.play-screen button:visible').evaluateAll((els) =>
        els.map((e) => ({
          label: e.getAttribute('aria-label') ?? e.textContent,
          ...e.getBoundingClientRect().toJSON(),
        })),
      );
      for (const b of buttons.filter((b) => b.width > 0)) {
        expect(Math.min(b.width, b.height), `${name}: ${b.label}`).toBeGreaterThanOrEqual(44);
        expect(b.right, `${name}: ${b.label}`).toBeLessThanOrEqual(viewport.width + 0.5);
        expect(b.bottom, `${name}: ${b.label}`).toBeLessThanOrEqual(viewport.height + 0.5);
      }
      const stage = await page.locator('.stage').boundingBox();
      expect(stage!.width * stage!.height).toBeGreaterThan(viewport.width * viewport.height * 0.3);
      expect(await page.evaluate(() => document.scrollingElement!.scrollHeight <= innerHeight)).toBe(true);
      // Turn the d-pad on in the settings; it moves the player.
      await page.getByTestId('menu').click();
      await page.getByTestId('menu-settings').click();
      await page.getByTestId('setting-dpad-true').check();
      await page.keyboard.press('Escape');
      await page.getByTestId('dpad').waitFor({ state: 'visible' });
      await page.waitForTimeout(300);
      await snap(page, `pointer-phone-${name}-dpad`);
      await page.getByTestId('dpad-up').tap();
      await expect.poll(async () => (await state(page)).moves).toBe(1);
      const dpad = await page.getByTestId('dpad').boundingBox();
      expect(dpad!.y + dpad!.height).toBeLessThanOrEqual(viewport.height + 0.5);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});

describe('a gamepad', () => {
  // Chromium has no gamepad to plug in, so the Gamepad API is stood in for by a pad whose buttons
  // the test presses; everything after `navigator.getGamepads()` is the game's own code.
  async function withPad(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const pad = {
        id: 'test pad (standard mapping)',
        index: 0,
        connected: true,
        mapping: 'standard',
        axes: [0, 0, 0, 0],
        buttons: Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 })),
      };
      (window as unknown as { __pad: typeof pad }).__pad = pad;
      Object.defineProperty(navigator, 'getGamepads', { value: () => [pad, null, null, null] });
    });
  }
  const setButton = (page: Page, index: number, pressed: boolean) =>
    page.evaluate(
      ([i, p]) => {
        const pad = (window as unknown as { __pad: { buttons: { pressed: boolean; value: number }[] } })
          .__pad;
        pad.buttons[i as number] = { ...pad.buttons[i as number], pressed: p as boolean, value: p ? 1 : 0 };
      },
      [index, pressed],
    );
  const setStick = (page: Page, x: number, y: number) =>
    page.evaluate(
      ([ax, ay]) => {
        (window as unknown as { __pad: { axes: number[] } }).__pad.axes = [ax, ay, 0, 0];
      },
      [x, y],
    );

  /** Opens tutorial 1 with the stand-in pad plugged in; a win stays on screen, and undo goes move by move. */
  async function openWithPad(holdRepeat: HoldRepeat): Promise<{ page: Page; errors: string[] }> {
    const opened = await openGame(browser, '', {}, { autoAdvance: false, undo: 'move', holdRepeat });
    await withPad(opened.page);
    await opened.page.reload();
    await open(opened.page, 'tutorial/1');
    await opened.page.evaluate(() => window.dispatchEvent(new Event('gamepadconnected')));
    return opened;
  }

  it('moves with the d-pad and undoes with B, one step per press', async () => {
    const { page, errors } = await openWithPad('off');
    // D-pad right (button 15), pressed and let go: one move.
    await setButton(page, 15, true);
    await expect.poll(async () => (await state(page)).moves).toBe(1);
    await setButton(page, 15, false);
    // B (button 1) undoes it.
    await setButton(page, 1, true);
    await expect.poll(async () => (await state(page)).moves).toBe(0);
    await setButton(page, 1, false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('walks on while the stick is held', async () => {
    const { page, errors } = await openWithPad('quick');
    // The stick held right repeats moves until the box is home: rRRR.
    await setStick(page, 0.9, 0.1);
    await expect.poll(async () => (await state(page)).solved, { timeout: 10_000 }).toBe(true);
    await setStick(page, 0, 0);
    expect((await state(page)).lurd).toBe('rRRR');
    await snap(page, 'gamepad-solved');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
