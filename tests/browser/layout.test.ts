import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys, launch, openGame, paste, ready, snap, state, text } from './browser';

// What fits on a phone: the win card, a hint, the top bars, menus and replay controls, upright and on its side.

const MICROBAN_1 = 'dlUrrrdLullddrUluRuulDrddrruLdlUU';
const TUTORIAL_7 = [...readFileSync('levels/tutorial.xsb', 'utf8').matchAll(/^Solution: (\S+)$/gm)].at(
  -1,
)![1];
const PHONES = [
  { width: 360, height: 640 },
  { width: 375, height: 667 },
  { width: 640, height: 360 },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Rect = { left: number; top: number; right: number; bottom: number };

const open = (path: string, viewport: { width: number; height: number }) =>
  openGame(browser, path, { viewport, hasTouch: true, isMobile: true }, { autoAdvance: false });

const rectOf = (page: Page, selector: string): Promise<Rect> =>
  page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  });

const overlap = (a: Rect, b: Rect) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

/** The win card, once in, lies inside the board's stage with nothing of it scrolled out of sight. */
async function expectWholeWinCard(page: Page, shot: string): Promise<void> {
  const card = page.getByTestId('win');
  await card.waitFor();
  await card.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await snap(page, shot);
  const c = await rectOf(page, '[data-testid="win"]');
  const stage = await rectOf(page, '.play-screen > .stage');
  expect(c.top).toBeGreaterThanOrEqual(stage.top);
  expect(c.bottom).toBeLessThanOrEqual(stage.bottom);
  expect(await card.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
  expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
}

describe('the narrowest phone (320 px)', () => {
  const size = { width: 320, height: 568 };

  it('keeps every top-bar button of the editor and My levels inside the screen', async () => {
    const { page, errors } = await open('#/mine', size);
    await ready(page);
    await page.getByTestId('new-level').click();
    await page.locator('[data-screen="editor"]:not([hidden])').waitFor();
    for (const screen of ['editor', 'mine']) {
      if (screen === 'mine') await page.getByTestId('editor-back').click();
      const bar = `[data-screen="${screen}"]:not([hidden]) .topbar`;
      await page.locator(bar).waitFor();
      await snap(page, `topbar-${screen}-320`);
      const buttons = await page.locator(`${bar} button`).evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return {
            name: el.getAttribute('aria-label') ?? el.textContent,
            left: r.left,
            right: r.right,
            top: r.top,
            bottom: r.bottom,
            clipped: el.scrollWidth > el.clientWidth,
          };
        }),
      );
      expect(buttons.length).toBeGreaterThanOrEqual(3);
      for (const b of buttons) {
        expect(b.left, `${screen}: ${b.name}`).toBeGreaterThanOrEqual(0);
        expect(b.right, `${screen}: ${b.name}`).toBeLessThanOrEqual(size.width);
        expect(b.top, `${screen}: ${b.name}`).toBeGreaterThanOrEqual(0);
        expect(b.bottom, `${screen}: ${b.name}`).toBeLessThanOrEqual(size.height);
        expect(b.clipped, `${screen}: ${b.name}`).toBe(false);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sets the note that replaces the hint buttons on a row of its own, two lines, no divider before it', async () => {
    const { page, errors } = await open('#/bonus-ice/1', size);
    await ready(page);
    const note = page.getByTestId('hint-note');
    expect(await note.textContent()).toBe(
      'Hints are unavailable for ice: the solver does not know about sliding.',
    );
    const lines = await note.evaluate((el) => {
      const s = getComputedStyle(el);
      const inner = el.clientHeight - Number.parseFloat(s.paddingTop) - Number.parseFloat(s.paddingBottom);
      return Math.round(inner / Number.parseFloat(s.lineHeight));
    });
    expect(lines).toBeLessThanOrEqual(2);
    const group = page.locator('.toolbar-assist');
    expect(await group.evaluate((el) => getComputedStyle(el).borderLeftWidth)).toBe('0px');
    await snap(page, 'hint-note-320');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a touch phone (360 x 640)', () => {
  const size = { width: 360, height: 640 };

  /** Every button, field and select shown, with its size. */
  const targets = (page: Page, scope: string) =>
    page.locator(`${scope} :is(button, input, select, textarea)`).evaluateAll((els) =>
      els
        .filter((el) => el.checkVisibility() && !el.closest('[hidden]'))
        .map((el) => {
          const r = el.getBoundingClientRect();
          return {
            name: el.getAttribute('aria-label') || el.textContent?.trim() || el.getAttribute('data-testid'),
            width: r.width,
            height: r.height,
          };
        })
        .filter((t) => t.width > 0),
    );

  const expectThumbSized = (list: Awaited<ReturnType<typeof targets>>, where: string) => {
    expect(list.length, where).toBeGreaterThan(0);
    for (const t of list) {
      expect(t.width, `${where}: ${t.name}`).toBeGreaterThanOrEqual(44);
      expect(t.height, `${where}: ${t.name}`).toBeGreaterThanOrEqual(44);
    }
  };

  it('gives every control of My levels, the settings, the saved positions and a replay a thumb-sized target', async () => {
    const { page, errors } = await open('#/mine', size);
    await ready(page);
    // Two collections, one with a design, and a deletion to undo: every kind of control is shown.
    await page.getByTestId('new-level').click();
    await page.getByTestId('editor-back').click();
    await page.getByTestId('new-collection').click();
    await page.getByTestId('new-level').click();
    await page.getByTestId('editor-back').click();
    await page.getByTestId('own-collection-1').getByTestId('design-delete').last().click();
    await page.getByTestId('undo-delete').waitFor();
    await snap(page, 'touch-mine-360');
    expectThumbSized(await targets(page, '[data-screen="mine"]'), 'My levels');

    await page.evaluate(() => {
      location.hash = '#/microban/1';
    });
    await ready(page);
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-settings').click();
    await page.getByTestId('settings-dialog').waitFor();
    await snap(page, 'touch-settings-360');
    expectThumbSized(await targets(page, '[data-testid="settings-dialog"]'), 'Settings');
    // No key named where there is no keyboard to press it on.
    expect(await page.getByTestId('settings-dialog').locator('legend').allTextContents()).toContain(
      'Sounds and vibration',
    );
    await page.keyboard.press('Escape');

    // Saved positions, with a deletion to undo: Go and Delete side by side must not be mistapped.
    for (const step of ['dl', 'Ur']) {
      await keys(page, step);
      await page.keyboard.press('b');
    }
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-marks').click();
    await page.getByTestId('position-delete-2').click();
    await page.getByTestId('positions-undo').waitFor();
    await snap(page, 'touch-positions-360');
    expectThumbSized(await targets(page, '[data-testid="positions-dialog"]'), 'Saved positions');
    await page.keyboard.press('Escape');
    await page.keyboard.press('r');
    await expect.poll(async () => (await state(page)).lurd).toBe('');

    await keys(page, MICROBAN_1);
    await page.getByTestId('win').waitFor();
    await page.evaluate(() => {
      location.hash = '#/replay/microban/1/moves';
    });
    await page.locator('[data-testid="replay-board"] canvas').first().waitFor();
    await snap(page, 'touch-replay-360');
    expectThumbSized(await targets(page, '[data-screen="replay"]'), 'Replay');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('small screens', () => {
  for (const size of PHONES) {
    const name = `${size.width}x${size.height}`;

    it(`shows the whole win card inside the board's stage at ${name}`, async () => {
      const { page, errors } = await open('#/microban/1', size);
      await ready(page);
      await keys(page, MICROBAN_1);
      await expectWholeWinCard(page, `win-${name}`);
      await expect.poll(() => page.getByTestId('win-next').isVisible()).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`shows the whole hint inside the board's stage at ${name}`, async () => {
      const { page, errors } = await open('#/microban/5', size);
      await ready(page);
      await page.keyboard.press('h');
      await expect
        .poll(() => text(page, 'status'))
        .toMatch(/^Hint: push this box left \(\d+ pushes to go\)\. The box is at column \d+, row \d+\.$/);
      const status = page.getByTestId('status');
      await status.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const s = await rectOf(page, '[data-testid="status"]');
      const stage = await rectOf(page, '.play-screen > .stage');
      expect(s.left).toBeGreaterThanOrEqual(stage.left);
      expect(s.right).toBeLessThanOrEqual(stage.right);
      // Its words wrap rather than run out of the bubble.
      expect(await status.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
      await snap(page, `hint-${name}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`keeps the board big with the d-pad on, the pad beside the buttons, at ${name}`, async () => {
      const { page, errors } = await openGame(
        browser,
        '#/microban/5',
        { viewport: size, hasTouch: true, isMobile: true },
        { dpad: true },
      );
      await ready(page);
      const pad = await rectOf(page, '.dpad');
      const tools = await rectOf(page, '.play-screen > .toolbar');
      const stage = await rectOf(page, '.play-screen > .stage');
      expect(overlap(pad, tools)).toBe(false);
      expect(overlap(pad, stage) || overlap(tools, stage)).toBe(false);
      for (const r of [pad, tools]) {
        expect(r.left).toBeGreaterThanOrEqual(0);
        expect(r.right).toBeLessThanOrEqual(size.width);
        expect(r.bottom).toBeLessThanOrEqual(size.height);
      }
      // Stacked, pad and buttons left the board under a quarter of the height (7 px cells on big levels).
      expect(stage.bottom - stage.top).toBeGreaterThanOrEqual(size.height * 0.4);
      // Every button stays big enough for a thumb.
      const small = await page.$$eval(
        '.dpad-btn, .play-screen > .toolbar .icon-btn',
        (els) =>
          els.filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width < 44 || r.height < 44;
          }).length,
      );
      expect(small).toBe(0);
      await snap(page, `dpad-${name}`);
      // The win card fits the shorter stage too, under a level's note, with the line naming the
      // collection that comes next.
      await page.goto(`${page.url().split('#')[0]}#/tutorial/7`);
      await expect.poll(async () => (await state(page)).levelId).toBe('tutorial/7');
      await keys(page, TUTORIAL_7);
      await expectWholeWinCard(page, `dpad-win-${name}`);
      expect(await text(page, 'win-onward')).toBe('Next: Microban, level 1');
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`names no keys a phone does not have on a solved position at ${name}`, async () => {
      const { page, errors } = await open('#/tutorial/1', size);
      await ready(page);
      await keys(page, 'rRRR');
      await page.getByTestId('win').waitFor();
      // Undo and redo come back to the solved position without the card: the status line speaks.
      await page.getByTestId('undo').click();
      await page.getByTestId('redo').click();
      await expect.poll(() => text(page, 'status')).toBe('Solved!Next level');
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`keeps the hinted box in view when the hint would cover it at ${name}`, async () => {
      const { page, errors } = await open('', size);
      await ready(page);
      // Tall and narrow, so the cells are small; the one push to make is on the bottom row.
      const rows = ['######', ...Array(18).fill('#    #'), '#@$.##', '######'];
      await paste(page, rows.join('\n'));
      await expect.poll(async () => (await state(page)).levelId).toMatch(/^my-/);
      await page.keyboard.press('h');
      await expect.poll(() => text(page, 'status')).toContain('Hint: push this box right');
      const status = page.getByTestId('status');
      await status.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const s = await rectOf(page, '[data-testid="status"]');
      const cells = await page.evaluate(() =>
        [2, 3].map((x) => {
          const c = window.__sokoban!.cellCenter(x, 19);
          return { left: c.x - 2, right: c.x + 2, top: c.y - 2, bottom: c.y + 2 };
        }),
      );
      for (const c of cells) expect(overlap(s, c)).toBe(false);
      await snap(page, `hint-clear-${name}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`lays out the editor's top bar and tools without overlap at ${name}`, async () => {
      const { page, errors } = await open('#/mine', size);
      await ready(page);
      await page.getByTestId('new-level').click();
      await page.locator('[data-screen="editor"]:not([hidden])').waitFor();
      const title = await rectOf(page, '[data-testid="editor-title"]');
      expect(title.right - title.left).toBeGreaterThanOrEqual(120);
      const parts = [
        '[data-testid="editor-back"]',
        '[data-screen="editor"] .level-heading',
        '[data-testid="editor-undo"]',
        '[data-testid="editor-redo"]',
        '[data-testid="editor-share"]',
        '[data-testid="editor-play"]',
      ];
      const rects = await Promise.all(parts.map((s) => rectOf(page, s)));
      rects.forEach((r, i) => {
        expect(r.left, parts[i]).toBeGreaterThanOrEqual(0);
        expect(r.right, parts[i]).toBeLessThanOrEqual(size.width);
        for (let j = i + 1; j < rects.length; j++)
          expect(overlap(r, rects[j]), `${parts[i]} / ${parts[j]}`).toBe(false);
      });
      // Each action is one line of text, not squeezed onto two.
      const play = await rectOf(page, '[data-testid="editor-play"]');
      expect(play.bottom - play.top).toBeLessThan(52);
      // The tools keep their height, and the board gets a usable share of the screen.
      const tool = await rectOf(page, '[data-testid="tool-wall"]');
      expect(tool.bottom - tool.top).toBeGreaterThanOrEqual(36);
      expect(tool.bottom).toBeLessThanOrEqual(
        (await rectOf(page, '[data-screen="editor"] .editor-tools')).bottom,
      );
      const board = await rectOf(page, '[data-screen="editor"] .editor-stage');
      // A usable share of the screen, and whole in view even on a phone on its side: a page scroll in
      // the middle of a drag would fight the painting.
      expect(board.bottom - board.top).toBeGreaterThanOrEqual(Math.min(250, size.height - 160));
      expect(board.bottom).toBeLessThanOrEqual(size.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await snap(page, `editor-${name}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`shows the whole title and every top-bar button of Levels and My levels at ${name}`, async () => {
      const { page, errors } = await open('#/mine', size);
      await ready(page);
      // One design, so My levels lists a row with its buttons.
      await page.getByTestId('new-level').click();
      await page.getByTestId('editor-back').click();
      const row = await page
        .getByTestId('design-1-1')
        .evaluate((el) => [...el.querySelectorAll('button')].map((b) => b.getBoundingClientRect().right));
      for (const right of row) expect(right).toBeLessThanOrEqual(size.width);
      await snap(page, `mine-row-${name}`);
      for (const screen of ['mine', 'levels']) {
        await page.evaluate((s) => {
          location.hash = `#/${s}`;
        }, screen);
        const bar = `[data-screen="${screen}"]:not([hidden]) .topbar`;
        await page.locator(bar).waitFor();
        await snap(page, `${screen}-${name}`);
        const title = page.locator(`${bar} h1`);
        expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth && el.clientWidth > 0)).toBe(
          true,
        );
        const buttons = page.locator(`${bar} button`);
        const rects = await buttons.evaluateAll((els) =>
          els.map((el) => {
            const r = el.getBoundingClientRect();
            return {
              left: r.left,
              top: r.top,
              right: r.right,
              bottom: r.bottom,
              clipped: el.scrollWidth > el.clientWidth,
            };
          }),
        );
        const heading = await rectOf(page, `${bar} h1`);
        for (const r of rects) {
          expect(r.left).toBeGreaterThanOrEqual(0);
          expect(r.right).toBeLessThanOrEqual(size.width);
          expect(r.clipped).toBe(false);
          expect(overlap(r, heading)).toBe(false);
        }
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`keeps the whole menu on the screen at ${name}`, async () => {
      const { page, errors } = await open('#/microban/1', size);
      await ready(page);
      await page.getByTestId('menu').click();
      const menu = page.getByTestId('menu-popup');
      await menu.waitFor();
      const r = await rectOf(page, '[data-testid="menu-popup"]');
      expect(r.top).toBeGreaterThanOrEqual(0);
      expect(r.bottom).toBeLessThanOrEqual(size.height);
      await snap(page, `menu-${name}`);
      // Its last item can be reached (by scrolling the menu, when the screen is short).
      const last = page.getByTestId('menu-help');
      await last.scrollIntoViewIfNeeded();
      const item = await rectOf(page, '[data-testid="menu-help"]');
      expect(item.bottom).toBeLessThanOrEqual(r.bottom + 0.5);
      // Tab leaves the menu closed, not open over the page.
      await page.keyboard.press('Tab');
      await expect.poll(() => menu.count()).toBe(0);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`keeps every replay control on the screen at ${name}`, async () => {
      const { page, errors } = await open('#/microban/1', size);
      await ready(page);
      await keys(page, MICROBAN_1);
      await page.getByTestId('win').waitFor();
      await page.evaluate(() => {
        location.hash = '#/replay/microban/1/moves';
      });
      await page.locator('[data-testid="replay-board"] canvas').first().waitFor();
      await snap(page, `replay-${name}`);
      for (const id of [
        'replay-back',
        'replay-start',
        'replay-end',
        'replay-speed',
        'replay-scrubber',
        'replay-counter',
        'replay-take-over',
        'replay-copy',
      ]) {
        const r = await rectOf(page, `[data-testid="${id}"]`);
        expect(r.bottom, id).toBeLessThanOrEqual(size.height);
        expect(r.right, id).toBeLessThanOrEqual(size.width);
      }
      // What is replayed keeps its counts, on two lines if need be, not cut off at "33 moves, …".
      const label = page.getByTestId('replay-label');
      expect(await text(page, 'replay-label')).toMatch(/^Your best by moves: 33 moves, \d+ pushes$/);
      expect(await label.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      const whole = await rectOf(page, '[data-testid="replay-label"]');
      expect(whole.left).toBeGreaterThanOrEqual(0);
      expect(whole.right).toBeLessThanOrEqual(size.width);
      const board = await rectOf(page, '[data-testid="replay-board"]');
      expect(board.bottom - board.top).toBeGreaterThanOrEqual(100);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`keeps the level's title readable beside "Back to editing" at ${name}`, async () => {
      const { page, errors } = await open('#/mine', size);
      await ready(page);
      await page.getByTestId('new-level').click();
      await page.locator('[data-screen="editor"]:not([hidden])').waitFor();
      await paste(page, 'Title: Beta\n\n#######\n#@ $ .#\n#######\n');
      await expect.poll(() => page.getByTestId('validation-verdict').textContent()).toBe('Playable');
      await page.getByTestId('editor-play').click();
      await page.locator('[data-screen="play"]:not([hidden])').waitFor();
      await expect.poll(() => text(page, 'level-title')).toBe('Beta');
      await snap(page, `play-own-${name}`);
      const title = page.getByTestId('level-title');
      expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth && el.clientWidth >= 60)).toBe(
        true,
      );
      const back = page.getByTestId('back-to-editing');
      if (await back.isVisible()) {
        const heading = await rectOf(page, '[data-screen="play"] .level-heading');
        const r = await rectOf(page, '[data-testid="back-to-editing"]');
        expect(overlap(heading, r)).toBe(false);
        expect(r.right).toBeLessThanOrEqual(size.width);
      } else {
        // Where the bar has no room for it, the menu has it.
        await page.getByTestId('menu').click();
        expect(await text(page, 'menu-edit')).toBe('Back to editing');
        await page.keyboard.press('Escape');
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it(`keeps a very long imported name inside the screen at ${name}`, async () => {
      const { page, errors } = await open('#/microban/1', size);
      await ready(page);
      const long = `Title: ${'Supercalifragilistic'.repeat(6)} and ${'a long name '.repeat(15)}`;
      await paste(page, `${long}\n\n#####\n#@$.#\n#####\n`);
      await expect
        .poll(async () => (await page.evaluate(() => window.__sokoban?.levelId)) ?? '')
        .toMatch(/^my-/);
      const inside = async () => {
        const heading = await rectOf(page, '[data-screen="play"] .level-heading');
        expect(heading.right).toBeLessThanOrEqual(size.width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          size.width,
        );
      };
      await inside();
      await snap(page, `long-name-${name}`);
      await page.evaluate(() => {
        location.hash = '#/levels';
      });
      const card = page.locator('.card-wrap', { hasText: 'Supercalifragilistic' });
      await card.scrollIntoViewIfNeeded();
      const r = await rectOf(page, '.card-wrap:has-text("Supercalifragilistic")');
      expect(r.right).toBeLessThanOrEqual(size.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

/** A phone upright and a desktop, where the toasts are checked. */
const TOAST_SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, touch: false },
];

const openSized = (viewport: { width: number; height: number }, touch: boolean) =>
  openGame(browser, '#/microban/1', { viewport, hasTouch: touch, isMobile: touch }, { autoAdvance: false });

describe("the editor's tool strip", () => {
  /** The strip's overflow marks and the chevron drawn for each, with where Rectangle fill is. */
  const strip = (page: Page) =>
    page.$eval('[data-testid="tool-strip"]', (el) => {
      const tools = el.parentElement!;
      const fill = el.querySelector('[data-testid="tool-rect"]')!.getBoundingClientRect();
      return {
        start: el.classList.contains('has-more-start'),
        end: el.classList.contains('has-more-end'),
        before: getComputedStyle(tools, '::before').content,
        after: getComputedStyle(tools, '::after').content,
        // The panel's box: on a desktop the strip is none of its own.
        fillInView: fill.right <= tools.getBoundingClientRect().right + 0.5,
      };
    });

  it('shows on a phone that tools lie past its end (Rectangle fill), and which way, until scrolled there', async () => {
    const { page, errors } = await open('#/mine', { width: 390, height: 844 });
    await ready(page);
    await page.getByTestId('new-level').click();
    await page.locator('[data-screen="editor"]:not([hidden])').waitFor();
    await expect
      .poll(() => strip(page))
      .toEqual({ start: false, end: true, before: 'none', after: '"›"', fillInView: false });
    expect(await page.getByTestId('tool-strip').evaluate((el) => getComputedStyle(el).maskImage)).not.toBe(
      'none',
    );
    await snap(page, 'editor-tool-strip-start');
    await page.getByTestId('tool-strip').evaluate((el) => el.scrollBy(80, 0));
    await expect
      .poll(() => strip(page))
      .toMatchObject({ start: true, end: true, before: '"‹"', after: '"›"' });
    await page.getByTestId('tool-strip').evaluate((el) => el.scrollBy(1000, 0));
    await expect
      .poll(() => strip(page))
      .toEqual({ start: true, end: false, before: '"‹"', after: 'none', fillInView: true });
    await snap(page, 'editor-tool-strip-end');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('brings the chosen tool clear of the faded ends when it lies off the strip, after a reload too', async () => {
    const { page, errors } = await open('#/mine', { width: 390, height: 844 });
    await ready(page);
    await page.getByTestId('new-level').click();
    const editor = page.locator('[data-screen="editor"]:not([hidden])');
    await editor.waitFor();
    /** Erase, the last tool, stands where the strip shows it whole and unfaded. */
    const eraseClear = () =>
      page.$eval('[data-testid="tool-erase"]', (b) => {
        const s = b.closest('[data-testid="tool-strip"]')!.getBoundingClientRect();
        const r = b.getBoundingClientRect();
        return r.left >= s.left + 63 && r.right <= s.right - 63;
      });
    expect(await eraseClear()).toBe(false);
    await page.getByTestId('tool-strip').evaluate((el) => el.scrollBy(1000, 0));
    await page.getByTestId('tool-erase').click();
    await expect.poll(eraseClear).toBe(true);
    await page.getByTestId('tool-strip').evaluate((el) => el.scrollTo(0, 0));
    expect(await eraseClear()).toBe(false);
    await page.reload();
    await editor.waitFor();
    await expect.poll(() => page.getByTestId('tool-erase').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(eraseClear).toBe(true);
    // Sideways only: the page itself did not scroll.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await snap(page, 'editor-tool-strip-kept-tool');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('marks nothing on a desktop, where every tool is in view', async () => {
    const { page, errors } = await openGame(browser, '#/mine', { viewport: { width: 1280, height: 800 } });
    await ready(page);
    await page.getByTestId('new-level').click();
    await page.locator('[data-screen="editor"]:not([hidden])').waitFor();
    expect(await strip(page)).toEqual({
      start: false,
      end: false,
      before: 'none',
      after: 'none',
      fillInView: true,
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the replay's heading", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ])
    it(`sits in the middle of the screen, Back beside it, at ${viewport.width} px`, async () => {
      const { page, errors } = await open('#/tutorial/2', viewport);
      await ready(page);
      await keys(page, 'rRRurDD');
      await page.getByTestId('win').waitFor();
      await page.evaluate(() => {
        location.hash = '#/replay/tutorial/2/moves';
      });
      await page.locator('[data-testid="replay-board"] canvas').first().waitFor();
      // The words' own boxes, not their blocks': each line of the title and its label is centred.
      const middles = await page.$$eval('.replay-screen .level-heading > *', (els) =>
        els.map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const r = range.getBoundingClientRect();
          return (r.left + r.right) / 2;
        }),
      );
      expect(middles).toHaveLength(2);
      for (const middle of middles) expect(Math.abs(middle - viewport.width / 2)).toBeLessThanOrEqual(2);
      const back = await rectOf(page, '[data-testid="replay-back"]');
      const heading = await rectOf(page, '.replay-screen .level-heading');
      expect(overlap(back, heading)).toBe(false);
      expect(errors).toEqual([]);
      await page.context().close();
    });
});

describe('a toast on the play screen', () => {
  it.each(TOAST_SIZES)(
    'leaves the heading, the HUD and the buttons in view ($name)',
    async ({ name, viewport, touch }) => {
      const { page, errors } = await openSized(viewport, touch);
      await ready(page);
      await keys(page, 'r');
      await page.keyboard.press('b');
      const toast = page.getByTestId('toast');
      await expect.poll(() => toast.textContent()).toContain('Position 1 saved');
      // Still a polite live region, wherever it is put.
      expect(await toast.getAttribute('role')).toBe('status');
      expect(await toast.getAttribute('aria-live')).toBe('polite');
      await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      await snap(page, `toast-${name}`);
      const t = await rectOf(page, '[data-testid="toast"]');
      expect(t.bottom - t.top).toBeGreaterThan(20);
      for (const part of ['.play-screen > .topbar', '.play-screen > .hud', '.play-screen > .toolbar'])
        expect(overlap(t, await rectOf(page, part)), part).toBe(false);
      // A long message (an import's skipped problem) wraps at a reading width, inside the stage.
      await toast.evaluate((el) => {
        el.textContent = 'Imported “A long file”: 3,000 levels (2 problems skipped; the first: '.repeat(3);
      });
      await snap(page, `toast-long-${name}`);
      const long = await rectOf(page, '[data-testid="toast"]');
      const stage = await rectOf(page, '.play-screen .stage');
      expect(long.right - long.left).toBeLessThanOrEqual(Math.min(560, stage.right - stage.left - 24) + 0.5);
      expect(long.left).toBeGreaterThanOrEqual(stage.left);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});

describe('a toast on a phone held sideways', () => {
  for (const viewport of [
    { width: 844, height: 390 },
    { width: 640, height: 360 },
  ])
    it(`goes beside the board, whose height it would cut into, above the buttons at ${viewport.width}x${viewport.height}`, async () => {
      const { page, errors } = await open('#/tutorial/7', viewport);
      await ready(page);
      await page.keyboard.press('b');
      const toast = page.getByTestId('toast');
      await expect.poll(() => toast.textContent()).toContain('This is the start');
      await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      await snap(page, `toast-sideways-${viewport.width}`);
      const t = await rectOf(page, '[data-testid="toast"]');
      expect(t.bottom - t.top).toBeGreaterThan(20);
      for (const part of [
        '.play-screen > .stage',
        '.play-screen > .topbar',
        '.play-screen > .hud',
        '.play-screen > .toolbar',
      ])
        expect(overlap(t, await rectOf(page, part)), part).toBe(false);
      expect(t.left).toBeGreaterThanOrEqual(0);
      expect(t.right).toBeLessThanOrEqual(viewport.width);
      expect(await toast.getAttribute('role')).toBe('status');
      expect(errors).toEqual([]);
      await page.context().close();
    });
});

describe('a toast on the other screens', () => {
  /**
   * What the shown screen's toast covers of its headings, words and controls, as "tag: text". A level
   * screen's tiles scroll under it and are left out, as is the board's canvas.
   */
  const covered = (page: Page) =>
    page.evaluate(() => {
      const t = document.querySelector('[data-testid="toast"]')!.getBoundingClientRect();
      const screen = document.querySelector('[data-screen]:not([hidden])')!;
      return [...screen.querySelectorAll<HTMLElement>('button, a, input, select, h1, h2, h3, p, li, label')]
        .filter((el) => el.checkVisibility() && !el.closest('.card-wrap, .tile'))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          if (r.width < 3 || r.height < 3) return false;
          return (
            Math.min(t.right, r.right) - Math.max(t.left, r.left) > 0.5 &&
            Math.min(t.bottom, r.bottom) - Math.max(t.top, r.top) > 0.5
          );
        })
        .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.trim().slice(0, 40)}`);
    });

  it.each(TOAST_SIZES)(
    'hides no heading or control of the level screen, My levels, a replay or the editor ($name)',
    async ({ name, viewport, touch }) => {
      const { page, errors } = await openSized(viewport, touch);
      await ready(page);
      await keys(page, MICROBAN_1);
      await page.getByTestId('win').waitFor();
      const toast = page.getByTestId('toast');
      for (const [screen, path] of [
        ['levels', '#/levels/microban'],
        ['mine', '#/mine'],
        ['replay', '#/replay/microban/1/moves'],
        ['editor', '#/mine'],
      ]) {
        await page.evaluate((to) => {
          location.hash = to;
        }, path);
        if (screen === 'editor') await page.getByTestId('new-level').click();
        await page.locator(`[data-screen="${screen}"]:not([hidden])`).waitFor();
        // Moves pasted off the play screen, or words that are no level on the editor: a toast either way.
        await paste(page, screen === 'editor' ? 'hello' : 'rrr');
        await expect
          .poll(() => toast.textContent())
          .toMatch(screen === 'editor' ? /Nothing pasted/ : /Those are moves/);
        await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
        await snap(page, `toast-${screen}-${name}`);
        const t = await rectOf(page, '[data-testid="toast"]');
        expect(t.bottom - t.top, screen).toBeGreaterThan(20);
        expect(t.top, screen).toBeGreaterThanOrEqual(0);
        expect(t.bottom, screen).toBeLessThanOrEqual(viewport.height);
        expect(await covered(page), screen).toEqual([]);
        // Gone before the next screen's, so that one is its own.
        await toast.evaluate((el) => {
          el.textContent = '';
        });
      }
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});

describe('a toast over a dialog', () => {
  it.each(TOAST_SIZES)(
    'covers nothing of Settings or the Saved positions, and goes with the room made for it ($name)',
    async ({ name, viewport, touch }) => {
      const { page, errors } = await openSized(viewport, touch);
      await ready(page);
      for (const step of ['dl', 'Ur']) {
        await keys(page, step);
        await page.keyboard.press('b');
      }
      const toast = page.getByTestId('toast');
      for (const [dialog, item] of [
        ['settings-dialog', 'menu-settings'],
        ['positions-dialog', 'menu-marks'],
      ]) {
        await page.getByTestId('menu').click();
        await page.getByTestId(item).click();
        await page.getByTestId(dialog).waitFor();
        const before = await rectOf(page, `[data-testid="${dialog}"]`);
        // Settings reaches the page's toast place (76 px down), where a toast covered its first row.
        if (dialog === 'settings-dialog') expect(before.top).toBeLessThan(76);
        // A toast that comes while any dialog is open: another tab changed the player's levels.
        await page.evaluate(() =>
          window.dispatchEvent(new StorageEvent('storage', { key: 'sokoban.designs', newValue: '[]' })),
        );
        await expect.poll(() => toast.textContent()).toContain('another tab');
        await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
        await snap(page, `toast-${dialog}-${name}`);
        const t = await rectOf(page, '[data-testid="toast"]');
        const box = await rectOf(page, `[data-testid="${dialog}"]`);
        expect(t.bottom - t.top, dialog).toBeGreaterThan(20);
        expect(t.top, dialog).toBeGreaterThanOrEqual(0);
        expect(overlap(t, box), dialog).toBe(false);
        expect(box.bottom, dialog).toBeLessThanOrEqual(viewport.height);
        // Gone, it gives Settings (which moved down for it) its place back.
        if (dialog === 'settings-dialog') {
          await expect.poll(() => toast.textContent(), { timeout: 12_000 }).toBe('');
          expect(await rectOf(page, `[data-testid="${dialog}"]`)).toEqual(before);
        }
        await page.keyboard.press('Escape');
        await page.getByTestId(dialog).waitFor({ state: 'detached' });
      }
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});

describe("the win card's dotted lines", () => {
  /**
   * The lines of the score and metrics as drawn: each line's characters left to right, a dot drawn by
   * CSS (before its element) counted as a "·" there. The text of screen-reader-only parts is left out.
   */
  const drawnLines = (page: Page) =>
    page.locator('[data-testid="win"]').evaluate((card) => {
      const glyphs: { ch: string; left: number; top: number }[] = [];
      for (const row of card.querySelectorAll<HTMLElement>('.win-score, .win-metric-detail')) {
        if (!row.checkVisibility()) continue;
        const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (n.parentElement?.closest('.visually-hidden')) continue;
          for (let i = 0; i < (n.textContent ?? '').length; i++) {
            const ch = n.textContent![i];
            if (!ch.trim()) continue;
            const range = document.createRange();
            range.setStart(n, i);
            range.setEnd(n, i + 1);
            const r = range.getBoundingClientRect();
            glyphs.push({ ch, left: r.left, top: r.top });
          }
        }
        for (const el of row.querySelectorAll<HTMLElement>('*'))
          if (getComputedStyle(el, '::before').content.includes('·')) {
            const r = el.getBoundingClientRect();
            glyphs.push({ ch: '·', left: r.left - 1, top: r.top });
          }
      }
      const lines: { top: number; text: { ch: string; left: number }[] }[] = [];
      for (const g of glyphs) {
        const line = lines.find((l) => Math.abs(l.top - g.top) < 4);
        if (line) line.text.push(g);
        else lines.push({ top: g.top, text: [g] });
      }
      return lines.map((l) =>
        l.text
          .sort((a, b) => a.left - b.left)
          .map((g) => g.ch)
          .join(''),
      );
    });

  for (const width of [320, 330, 360]) {
    it(`starts and ends no line with a "·" at ${width} px`, async () => {
      const { page, errors } = await open('#/microban/1', { width, height: 740 });
      await ready(page);
      await keys(page, MICROBAN_1);
      await page.getByTestId('win').waitFor();
      await page.getByTestId('win-metrics').waitFor({ state: 'attached' });
      await snap(page, `win-dots-${width}`);
      const lines = await drawnLines(page);
      // The score's line, then the metrics' (hidden on a stage under 300 px): several when they wrap.
      expect(lines.length).toBeGreaterThanOrEqual(width > 320 ? 3 : 1);
      expect(lines.join(' ')).toContain('·');
      for (const line of lines) expect(line, lines.join(' / ')).not.toMatch(/^·|·$/);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
  it('lets go of the rows of a win card the next one replaced', async () => {
    const { page, errors } = await open('#/microban/1', { width: 360, height: 740 });
    // Which elements resize observers watch, counted from before the game starts.
    await page.context().addInitScript(() => {
      const watched = new Set<Element>();
      (window as unknown as { watched: Set<Element> }).watched = watched;
      const Real = ResizeObserver;
      window.ResizeObserver = class extends Real {
        private readonly mine = new Set<Element>();
        override observe(target: Element, options?: ResizeObserverOptions) {
          this.mine.add(target);
          watched.add(target);
          super.observe(target, options);
        }
        override unobserve(target: Element) {
          this.mine.delete(target);
          watched.delete(target);
          super.unobserve(target);
        }
        override disconnect() {
          for (const t of this.mine) watched.delete(t);
          this.mine.clear();
          super.disconnect();
        }
      };
    });
    await page.reload();
    await ready(page);
    const rows = () =>
      page.evaluate(() => {
        const watched = [...(window as unknown as { watched: Set<Element> }).watched];
        const dotted = watched.filter((el) => el.classList.contains('dotted-row'));
        return {
          // The HUD's par is a row too, there once.
          onPage: dotted.filter((el) => el.isConnected && el.closest('[data-testid="win"]')).length,
          gone: dotted.length - dotted.filter((el) => el.isConnected).length,
        };
      });
    for (let win = 0; win < 3; win++) {
      if (win) await page.getByText('Play again').click();
      await expect.poll(async () => (await state(page)).moves).toBe(0);
      await keys(page, MICROBAN_1);
      await page.getByTestId('win').waitFor();
      await page.getByTestId('win-metrics').waitFor({ state: 'attached' });
    }
    // The score's row and the metrics' of the card shown; none of the two cards before it.
    await expect.poll(rows).toEqual({ onPage: 2, gone: 0 });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the win card's figures", () => {
  /** The figures ("33 moves", "8 pushes") of the card's text that its lines break between number and word. */
  const brokenFigures = (page: Page) =>
    page.locator('[data-testid="win"]').evaluate((card) => {
      const nodes: Text[] = [];
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
      const text = nodes.map((n) => n.data).join('');
      /** The node and offset of the card text's `at`th character. */
      const place = (at: number): [Text, number] => {
        for (const n of nodes) {
          if (at <= n.data.length) return [n, at];
          at -= n.data.length;
        }
        throw new Error('past the end');
      };
      const broken: string[] = [];
      // The card's text nodes run together ("8 pushesPar 33 moves"): a figure ends before a small letter.
      const figures = [...text.matchAll(/\d[\d,]*\s+(?:moves?|push(?:es)?)(?![a-z])/g)];
      for (const m of figures) {
        const range = document.createRange();
        range.setStart(...place(m.index));
        range.setEnd(...place(m.index + m[0].length));
        const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top));
        if (new Set(tops).size > 1) broken.push(m[0]);
      }
      return { broken, figures: figures.length };
    });

  for (const width of [330, 360]) {
    it(`keeps each "N moves" and "N pushes" on one line at ${width} px`, async () => {
      const { page, errors } = await open('#/microban/1', { width, height: 740 });
      await ready(page);
      // A second, longer solve: the card then says the best and the par, each in moves and pushes.
      await keys(page, MICROBAN_1);
      await page.getByTestId('win').waitFor();
      await page.getByText('Play again').click();
      await expect.poll(async () => (await state(page)).moves).toBe(0);
      await keys(page, `rl${MICROBAN_1}`);
      const card = page.getByTestId('win');
      await card.waitFor();
      await card.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      await expect.poll(() => text(page, 'win')).toContain('Your best: 33 moves, 8 pushes');
      await snap(page, `win-figures-${width}`);
      const { broken, figures } = await brokenFigures(page);
      expect(figures).toBeGreaterThanOrEqual(8);
      expect(broken).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe("the level screen's tiles", () => {
  /** What each tile's foot shows (number, par, best, "Next") that breaks over lines or leaves the tile. */
  const brokenFeet = (page: Page) =>
    page.evaluate(() => {
      const broken: string[] = [];
      for (const tile of document.querySelectorAll('[data-testid="level-tiles"] .tile')) {
        const edge = tile.getBoundingClientRect();
        const walker = document.createTreeWalker(tile.querySelector('.tile-foot')!, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          const rects = [...range.getClientRects()].filter((r) => r.width > 0);
          const lines = new Set(rects.map((r) => Math.round(r.top))).size;
          if (lines > 1 || rects.some((r) => r.right > edge.right || r.left < edge.left))
            broken.push(`${tile.getAttribute('data-testid')}: ${node.textContent}`);
        }
      }
      return broken;
    });

  it('keeps "par 3" and the best or "Next" whole inside a phone\'s narrow tiles, and the count of solves on one line', async () => {
    const { page, errors } = await open('#/tutorial/3', { width: 390, height: 844 });
    await ready(page);
    await keys(page, 'rrurRllulldRR');
    await page.getByTestId('win').waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await state(page)).levelId).toBe('tutorial/4');
    await keys(page, 'u');
    await page.keyboard.press('l');
    await page.getByTestId('level-tiles').waitFor();
    await expect.poll(() => page.getByTestId('level-3').getByTestId('tile-par').textContent()).toBe('par 3');
    await snap(page, 'level-tiles-phone');
    expect(await brokenFeet(page)).toEqual([]);
    // The count went into a column beside the credit, a word a line.
    const stats = await rectOf(page, '[data-testid="collection-stats"]');
    expect(stats.bottom - stats.top).toBeLessThan(30);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps a two-digit par and "Next" whole on a desktop', async () => {
    const { page, errors } = await openGame(browser, '#/microban/152', {}, { autoAdvance: false });
    await ready(page);
    await keys(page, 'u');
    await page.keyboard.press('l');
    await page.getByTestId('level-tiles').waitFor();
    await expect
      .poll(() => page.getByTestId('level-152').getByTestId('tile-par').textContent())
      .toBe('par 35');
    await snap(page, 'level-tiles-desktop');
    expect(await brokenFeet(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  /** The distinct heights of the tiles' feet, and the tiles of a row taller or shorter than the row's first. */
  const tileShapes = (page: Page) =>
    page.evaluate(() => {
      const tiles = [...document.querySelectorAll<HTMLElement>('[data-testid="level-tiles"] .tile')];
      const feet = new Set(tiles.map((t) => Math.round(t.querySelector('.tile-foot')!.clientHeight)));
      const rows = new Map<number, number>();
      const uneven: string[] = [];
      for (const t of tiles) {
        const r = t.getBoundingClientRect();
        const first = rows.get(Math.round(r.top)) ?? r.height;
        rows.set(Math.round(r.top), first);
        if (Math.abs(r.height - first) > 0.5) uneven.push(t.dataset.testid ?? '');
      }
      return { feet: [...feet], uneven };
    });

  it('gives every tile the same foot, three-digit pars and bests whole, on a desktop and a phone', async () => {
    // "par ≤203 pushes" wrapped to "par ≤203 / pushes" on some tiles and not others, so the
    // numbers and pars of a row sat at different heights, and the rows were of different heights.
    const best = (pushes: number) => ({
      moves: pushes * 4,
      pushes,
      lurd: 'R'.repeat(pushes) + 'r'.repeat(pushes * 3),
    });
    const progress = Object.fromEntries(
      [1, 2, 3, 5, 19].map((n) => [
        `sasquatch/${n}`,
        { solved: true, bestMoves: best(150 + n), bestPushes: best(150 + n) },
      ]),
    );
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const phone = viewport.width < 600 && { hasTouch: true, isMobile: true };
      const { page, errors } = await openGame(browser, '#/levels/sasquatch', { viewport, ...phone });
      await page.evaluate((p) => {
        localStorage.setItem('sokoban.progress', JSON.stringify({ v: 1, data: p }));
      }, progress);
      await page.reload();
      await page.getByTestId('level-tiles').waitFor();
      await expect
        .poll(() => page.getByTestId('level-3').getByTestId('tile-par').textContent())
        .toMatch(/^par ≤203/);
      expect(await brokenFeet(page)).toEqual([]);
      expect(await tileShapes(page)).toEqual({ feet: [expect.any(Number)], uneven: [] });
      // Like with like: the best in pushes, the unit of the par above it.
      expect(await page.getByTestId('level-3').getByTestId('tile-par').textContent()).toBe('par ≤203');
      expect(await page.getByTestId('level-3').getByTestId('tile-best').textContent()).toBe('153');
      await snap(page, `level-tiles-sasquatch-${viewport.width}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});

describe('the saved positions dialog', () => {
  it.each([
    { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
    { name: 'desktop', viewport: { width: 1280, height: 800 }, touch: false },
  ])('keeps Delete smaller than Go and well apart from it ($name)', async ({ name, viewport, touch }) => {
    const { page, errors } = await openGame(
      browser,
      '#/microban/1',
      { viewport, hasTouch: touch, isMobile: touch },
      { autoAdvance: false },
    );
    await ready(page);
    await keys(page, 'dl');
    await page.keyboard.press('b');
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-marks').click();
    await page.getByTestId('position-go-1').waitFor();
    await snap(page, `positions-${name}`);
    const go = await rectOf(page, '[data-testid="position-go-1"]');
    const del = await rectOf(page, '[data-testid="position-delete-1"]');
    const area = (r: Rect) => (r.right - r.left) * (r.bottom - r.top);
    expect(area(del)).toBeLessThan(area(go));
    // Side by side in one row, with room between them for a finger that misses Go.
    expect(del.top).toBeLessThan(go.bottom);
    expect(del.left - go.right).toBeGreaterThanOrEqual(24);
    expect(await page.getByTestId('position-delete-1').getAttribute('aria-label')).toBe('Delete position 1');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
