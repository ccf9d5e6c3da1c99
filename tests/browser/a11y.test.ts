import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys, launch, openGame, ready, state } from './browser';

// What a keyboard, a screen reader or forced colours (Windows high contrast) finds: focus rings,
// selected choices, names and live announcements.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The focused element's outline, as computed. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    return { role: el.getAttribute('role'), style: s.outlineStyle, width: Number.parseFloat(s.outlineWidth) };
  });

type Rgba = [number, number, number, number];

/** Parses a computed colour (`rgb(1, 2, 3)` or `rgba(1, 2, 3, 0.5)`). */
const rgba = (css: string): Rgba => {
  const [r, g, b, a = 1] = css.match(/[\d.]+/g)!.map(Number);
  return [r, g, b, a];
};

/** WCAG contrast ratio of two opaque colours. */
function contrast(a: Rgba, b: Rgba): number {
  const lum = ([r, g, b]: Rgba) => {
    const l = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * l(r) + 0.7152 * l(g) + 0.0722 * l(b);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Clicks the centre of cell (x, y) of a new design's 7x6 room in the editor. */
async function clickCell(page: Page, x: number, y: number): Promise<void> {
  const box = (await page.locator('[data-screen="editor"] .editor-stage canvas').boundingBox())!;
  await page.mouse.click(box.x + ((x + 0.5) * box.width) / 7, box.y + ((y + 0.5) * box.height) / 6);
}

/** Opens the settings dialog from the More menu. */
async function openSettings(page: Page): Promise<void> {
  await page.getByTestId('menu').click();
  await page.getByTestId('menu-settings').click();
  await page.getByTestId('settings-dialog').waitFor();
}

describe('accessibility', () => {
  for (const forcedColors of ['none', 'active'] as const) {
    it(`rings the focused item of the More menu (forced colours: ${forcedColors})`, async () => {
      const { page, errors } = await openGame(browser, '#/microban/1', { forcedColors });
      await ready(page);
      await page.getByTestId('menu').focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('menu-popup').waitFor();
      await page.keyboard.press('ArrowDown');
      const ring = await focusRing(page);
      expect(ring.role).toBe('menuitem');
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  for (const forcedColors of ['none', 'active'] as const) {
    it(`marks the chosen segment of each setting by more than a shade (forced colours: ${forcedColors})`, async () => {
      const { page, errors } = await openGame(browser, '#/microban/1', { forcedColors });
      await ready(page);
      await openSettings(page);
      const groups = await page.locator('.segmented').evaluateAll((els) =>
        els.map((group) => {
          const look = (span: Element | null) => {
            const s = getComputedStyle(span!);
            return {
              bg: s.backgroundColor,
              border: s.borderTopColor,
              width: Number.parseFloat(s.borderTopWidth),
            };
          };
          return {
            group: getComputedStyle(group).backgroundColor,
            on: look(group.querySelector('input:checked + span')),
            off: look(group.querySelector('input:not(:checked) + span')),
          };
        }),
      );
      expect(groups.length).toBeGreaterThanOrEqual(5);
      for (const { group, on, off } of groups) {
        const ground = rgba(group);
        if (forcedColors === 'none') {
          // An accent edge of 3:1 or more against the group, which the others do not have.
          expect(on.width).toBeGreaterThanOrEqual(2);
          expect(contrast(rgba(on.border), ground)).toBeGreaterThanOrEqual(3);
          expect(rgba(off.border)[3]).toBe(0);
        } else {
          // Shown as a selection is: a background of 3:1 or more against the unchosen ones.
          const offBg = rgba(off.bg)[3] === 0 ? ground : rgba(off.bg);
          expect(contrast(rgba(on.bg), offBg)).toBeGreaterThanOrEqual(3);
        }
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('keeps the keyboard on an editor tool chosen with Enter or Space', async () => {
    const { page, errors } = await openGame(browser, '#/mine');
    await ready(page);
    await page.getByTestId('new-level').click();
    await page.locator('[data-screen="editor"]:not([hidden])').waitFor();
    const focused = () => page.evaluate(() => (document.activeElement as HTMLElement).dataset.testid);
    for (const [tool, key] of [
      ['tool-box', 'Enter'],
      ['tool-goal', 'Space'],
    ]) {
      await page.getByTestId(tool).focus();
      await page.keyboard.press(key);
      expect(await page.getByTestId(tool).getAttribute('aria-pressed')).toBe('true');
      expect(await focused()).toBe(tool);
      expect(await page.locator('.tool[aria-pressed="true"]').count()).toBe(1);
    }
    // Digits pick tools too, and the mark follows.
    await page.getByTestId('tool-goal').blur();
    await page.keyboard.press('1');
    expect(await page.getByTestId('tool-wall').getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('.tool.is-active').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("speaks the editor's verdict when it changes, not the whole panel on every edit", async () => {
    const { page, errors } = await openGame(browser, '#/mine');
    await ready(page);
    await page.getByTestId('new-level').click();
    await page.locator('[data-screen="editor"]:not([hidden])').waitFor();
    // The panel is rebuilt on every edit: neither it nor anything around it is a live region.
    expect(
      await page
        .getByTestId('validation')
        .evaluate((el) => el.closest('[aria-live], [role="status"], [role="alert"], [role="log"]') === null),
    ).toBe(true);
    const live = page.getByTestId('validation-live');
    expect(await live.getAttribute('role')).toBe('status');
    // Everything the live line is given from here on.
    await live.evaluate((el) => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver(() => said.push(el.textContent ?? '')).observe(el, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    const said = () => page.evaluate(() => (window as unknown as { said: string[] }).said);
    // An edit that leaves the verdict as it was says nothing.
    await page.getByTestId('tool-wall').click();
    await clickCell(page, 3, 3);
    await expect.poll(() => page.getByTestId('validation-verdict').textContent()).toBe('Not playable yet');
    expect(await said()).toEqual([]);
    // Playable: said once, then the solver's par.
    for (const [tool, x, y] of [
      ['player', 1, 1],
      ['box', 2, 1],
      ['goal', 4, 1],
    ] as const) {
      await page.getByTestId(`tool-${tool}`).click();
      await clickCell(page, x, y);
    }
    await expect
      .poll(async () => (await said()).at(-1), { timeout: 15_000 })
      .toBe('Playable, par 2 moves, 2 pushes');
    const before = await said();
    expect(before).toContain('Playable');
    expect(before.some((t) => t.startsWith('Not playable yet: '))).toBe(true);
    for (let i = 1; i < before.length; i++) expect(before[i]).not.toBe(before[i - 1]);
    // Another wall, out of the way: the same verdict and par, so nothing more is said.
    await page.getByTestId('tool-wall').click();
    await clickCell(page, 5, 4);
    await expect
      .poll(() => page.getByTestId('solver').getAttribute('data-state'), { timeout: 15_000 })
      .toBe('solved');
    expect(await page.getByTestId('solver').textContent()).toContain('par 2 moves, 2 pushes');
    expect(await said()).toEqual(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('heads the editor screen with a level 1 heading, on a desktop and a phone', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 360, height: 640 },
    ]) {
      const { page, errors } = await openGame(browser, '#/mine', { viewport });
      await ready(page);
      await page.getByTestId('new-level').click();
      const editor = page.locator('[data-screen="editor"]:not([hidden])');
      await editor.waitFor();
      expect(await editor.locator('h1').count()).toBe(1);
      expect(await editor.getByRole('heading', { level: 1 }).textContent()).toBe('Level editor');
      expect(await editor.ariaSnapshot()).toContain('heading "Level editor" [level=1]');
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('keeps the win line for a screen reader only while the win card says it', async () => {
    const { page, errors } = await openGame(browser);
    await ready(page);
    const status = page.getByTestId('status');
    const fullSize = () => status.evaluate((el) => el.getBoundingClientRect().width > 3);
    await keys(page, 'rRR');
    await expect.poll(fullSize).toBe(true);
    await keys(page, 'R');
    expect((await state(page)).solved).toBe(true);
    await page.getByTestId('win').waitFor({ state: 'visible' });
    await page.getByTestId('win').hover();
    expect(await status.textContent()).toContain('Solved in 4 moves');
    expect(await fullSize()).toBe(false);
    expect(await status.ariaSnapshot()).toContain('Solved in 4 moves');
    await page.keyboard.press('Control+z');
    await expect.poll(fullSize).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('names what the More menu holds, saved positions and pasting moves among them', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    const name = await page.getByTestId('menu').getAttribute('aria-label');
    // Each entry the menu shows, as the button's name says it.
    await page.getByTestId('menu').click();
    for (const [entry, words] of [
      ['menu-import', 'import'],
      ['menu-copy-lurd', 'copy'],
      ['menu-paste-lurd', 'paste moves'],
      ['menu-marks', 'saved positions'],
      ['menu-settings', 'settings'],
    ]) {
      expect((await page.getByTestId(entry).textContent())?.toLowerCase()).toContain(words.split(' ')[0]);
      expect(name?.toLowerCase()).toContain(words);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('has one file button in the import dialog, and ties its problems to the text field', async () => {
    const { page, errors } = await openGame(browser, '#/microban/1');
    await ready(page);
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-import').click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.waitFor();
    // The file input is worked by "Open a file…": not a second button to assistive tech.
    const tree = await dialog.ariaSnapshot();
    expect(tree).toContain('button "Open a file…"');
    expect(tree).not.toMatch(/choose file|no file chosen/i);
    // Hidden, it still opens the file chooser for the button.
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Open a file…' }).click();
    expect((await chooser).element()).toBeTruthy();
    const area = page.getByTestId('import-text');
    expect(await area.getAttribute('aria-invalid')).toBeNull();
    await area.fill('#####\n#@$ #\n#####');
    await page.getByTestId('import-submit').click();
    await page.getByTestId('import-error').waitFor();
    expect(await area.getAttribute('aria-invalid')).toBe('true');
    const described = await area.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(described).toContain('These levels cannot be played:');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("names each design's buttons after it on My levels, and says what Undo brings back", async () => {
    const { page, errors } = await openGame(browser, '#/mine');
    await ready(page);
    await page.getByTestId('new-level').click();
    await page.locator('[data-screen="editor"]:not([hidden])').waitFor();
    await page.getByTestId('editor-title').fill('Alpha');
    await page.getByTestId('editor-back').click();
    const row = page.getByTestId('design-1-1');
    await row.waitFor();
    const names = await row
      .locator('button')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.textContent));
    expect(names).toEqual([
      'Edit “Alpha”',
      'Play “Alpha”',
      'Move “Alpha” up',
      'Move “Alpha” down',
      'Delete “Alpha”',
    ]);
    // The visible word starts each name (a voice command says what it sees).
    expect(await row.getByRole('button', { name: 'Edit “Alpha”', exact: true }).textContent()).toBe('Edit');
    expect(
      await page
        .getByTestId('own-collection-1')
        .getByRole('button', { name: 'Delete collection “My levels”', exact: true })
        .count(),
    ).toBe(1);
    // Deleted, focus is on Undo, which says what it undoes.
    await row.getByTestId('design-delete').focus();
    await page.keyboard.press('Enter');
    const undo = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/);
      return {
        testid: el.dataset.testid,
        description: ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
      };
    });
    expect(undo).toEqual({ testid: 'undo-delete', description: 'Deleted “Alpha”.' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
