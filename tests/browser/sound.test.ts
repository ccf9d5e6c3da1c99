import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { transformWithOxc } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classicPlugin } from '../../src/core/classic';
import { createRuleset, type SoundVoice } from '../../src/core/plugin';
import { MODS } from '../../src/mods';
import { CLASSIC_CUES } from '../../src/ui/app/sound/cues';
import { VOLUME } from '../../src/ui/app/sound/sounds';
import { VOICES } from '../../src/ui/app/sound/synth';
import { launch, openGame, ready, snap, state } from './browser';

// Sounds are heard, not seen: the tests read the cues the game played from its debug handle, and
// that its Web Audio context runs, as it only may after a key press.

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const ARROWS: Record<string, string> = { l: 'ArrowLeft', u: 'ArrowUp', r: 'ArrowRight', d: 'ArrowDown' };

/** Presses the moves one by one, as a person would (a cue repeated within 45 ms is one sound). */
async function play(page: Page, lurd: string): Promise<void> {
  for (const c of lurd) {
    await page.keyboard.press(ARROWS[c.toLowerCase()]);
    await page.waitForTimeout(80);
  }
}

const sound = (page: Page) => page.evaluate(() => window.__sokoban!.sound);

describe('sounds', () => {
  it('plays a cue for a bump, a step, each push and the win, once a key has started the audio', async () => {
    const { page, errors } = await openGame(browser);
    await ready(page);
    // No audio before the player does anything: the browser would refuse to start it.
    expect(await sound(page)).toEqual({ played: [], state: 'none' });
    // Tutorial 1: a wall above, then rRRR.
    await play(page, 'u');
    await play(page, 'rRRR');
    expect((await state(page)).solved).toBe(true);
    const s = await sound(page);
    expect(s.played).toEqual(['blocked', 'step', 'push', 'push', 'win']);
    expect(s.state).toBe('running');
    await play(page, 'l');
    await expect.poll(async () => (await sound(page)).played.at(-1)).toBe('step');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('turns sounds off with M and back on, says so, and keeps the choice over a reload', async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/1');
    await ready(page);
    await page.keyboard.press('m');
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain('Sounds off');
    await play(page, 'rR');
    expect((await sound(page)).played).toEqual([]);
    await page.reload();
    await ready(page);
    await play(page, 'u');
    expect((await sound(page)).played).toEqual([]);
    // Settings shows the choice M made, and M brings back the level the player had.
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-settings').click();
    expect(await page.getByTestId('setting-sound-off').isChecked()).toBe(true);
    expect(await page.getByTestId('settings-dialog').locator('legend').allTextContents()).toContain(
      'Sounds (M turns them off and on)',
    );
    await page.getByTestId('setting-sound-quiet').check({ force: true });
    await snap(page, 'settings-sound');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    await play(page, 'R');
    expect((await sound(page)).played).toEqual(['push']);
    await page.keyboard.press('m');
    await play(page, 'R');
    expect((await sound(page)).played).toEqual(['push']);
    await page.keyboard.press('m');
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain('Sounds on');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('sokoban.settings')!).data.sound);
    expect(saved).toBe('quiet');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('vibration', () => {
  it('buzzes a phone for each goal filled and the win, with the sounds, and not once they are off', async () => {
    const { page, errors } = await openGame(
      browser,
      '#/microban/1',
      { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
      { autoAdvance: false },
    );
    await page.addInitScript(() => {
      const buzzes: unknown[] = [];
      (window as unknown as { buzzes: unknown[] }).buzzes = buzzes;
      navigator.vibrate = ((pattern: VibratePattern) => buzzes.push(pattern) > 0) as Navigator['vibrate'];
    });
    await page.reload();
    await ready(page);
    const buzzes = () => page.evaluate(() => (window as unknown as { buzzes: unknown[] }).buzzes);
    await play(page, 'dlUrrrdLullddrUluRuulDrddrruLdlUU');
    await expect.poll(async () => (await buzzes()).at(-1)).toEqual([20, 40, 20, 40, 60]);
    // Microban 1 has two boxes: the first one home buzzes once, briefly.
    expect(await buzzes()).toEqual([12, [20, 40, 20, 40, 60]]);
    // Sounds off: no buzz either.
    await page.getByTestId('menu').click();
    await page.getByTestId('menu-settings').click();
    await page.getByTestId('setting-sound-off').check({ force: true });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
    await page.keyboard.press('Control+z');
    await play(page, 'U');
    await expect.poll(async () => (await state(page)).solved).toBe(true);
    expect(await buzzes()).toHaveLength(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('sounds in a replay', () => {
  it('plays each step of a replay as play does, and a step back as an undo', async () => {
    const { page, errors } = await openGame(browser, '#/tutorial/1', {}, { autoAdvance: false });
    await ready(page);
    await play(page, 'rRRR');
    await expect.poll(async () => (await sound(page)).played.at(-1)).toBe('win');
    await page.evaluate(() => {
      location.hash = '#/replay/tutorial/1/moves';
    });
    await page.locator('[data-testid="replay-board"] canvas').first().waitFor();
    const before = (await sound(page)).played.length;
    for (let i = 0; i < 4; i++) {
      await page.getByTestId('replay-step').click();
      await page.waitForTimeout(80);
    }
    await page.getByTestId('replay-step-back').click();
    await expect
      .poll(async () => (await sound(page)).played.slice(before))
      .toEqual(['step', 'push', 'push', 'win', 'undo']);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the sounds as sound', () => {
  it('renders every sound of the game and its mods audible, unclipped and over within its length', async () => {
    // The synth alone, rendered offline by Chromium's own Web Audio at the "On" volume: a sound is
    // checked by its samples, as a screen is by its screenshot.
    const source = readFileSync(new URL('../../src/ui/app/sound/synth.ts', import.meta.url), 'utf8');
    const code = (await transformWithOxc(source, 'synth.ts', { lang: 'ts' })).code;
    const sounds: Record<string, readonly SoundVoice[]> = Object.fromEntries(
      CLASSIC_CUES.map((cue) => [cue, VOICES[cue]]),
    );
    for (const plugin of MODS.values())
      for (const [kind, voices] of createRuleset([classicPlugin, plugin]).sounds)
        sounds[`${plugin.name}/${kind}`] = voices;
    expect(Object.keys(sounds)).toEqual(expect.arrayContaining(['ice/slide', 'teleport/teleport']));
    const { page, errors } = await openGame(browser);
    await ready(page);
    await page.addScriptTag({
      type: 'module',
      content: `${code}\nwindow.__synth = { playVoices, makeNoise, soundLength };`,
    });
    await page.waitForFunction(() => '__synth' in window);
    const figures = await page.evaluate(
      async ({ sounds, volume }) => {
        // biome-ignore lint/suspicious/noExplicitAny: the synth module, loaded by the script tag above
        const synth = (window as any).__synth;
        const out: Record<string, { peak: number; rms: number; tail: number }> = {};
        for (const [name, voices] of Object.entries(sounds)) {
          const rate = 22050;
          const length = synth.soundLength(voices) as number;
          const ctx = new OfflineAudioContext(1, Math.ceil(rate * (length + 0.2)), rate);
          const gain = ctx.createGain();
          gain.gain.value = volume;
          gain.connect(ctx.destination);
          synth.playVoices(ctx, gain, voices, synth.makeNoise(ctx));
          const data = (await ctx.startRendering()).getChannelData(0);
          const end = Math.ceil(rate * (length + 0.03));
          let peak = 0;
          let sum = 0;
          let tail = 0;
          for (let i = 0; i < data.length; i++) {
            const a = Math.abs(data[i]);
            if (i < end) {
              peak = Math.max(peak, a);
              sum += a * a;
            } else tail = Math.max(tail, a);
          }
          out[name] = { peak, rms: Math.sqrt(sum / end), tail };
        }
        return out;
      },
      { sounds, volume: VOLUME.on },
    );
    for (const [name, f] of Object.entries(figures)) {
      expect(f.peak, name).toBeGreaterThan(0.02);
      expect(f.peak, name).toBeLessThan(0.5);
      // Silent after its length: no voice left ringing.
      expect(f.tail, name).toBeLessThan(0.001);
    }
    // The step, heard most, is the softest of the sounds a turn makes.
    for (const cue of ['push', 'goal', 'win'] as const)
      expect(figures.step.rms).toBeLessThan(figures[cue].rms);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
