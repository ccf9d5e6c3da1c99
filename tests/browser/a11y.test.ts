import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openGame, ready } from './browser';

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
});
