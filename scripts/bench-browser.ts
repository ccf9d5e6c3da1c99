// Browser benchmark: frame times while walking on the largest shipped level, time from navigation to
// the first playable frame, and the gzipped size of the production JavaScript.
// Usage: npx tsx scripts/bench-browser.ts [--no-build] [--moves N] [--runs N]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { Game } from '../src/core/game';
import { boardSize, type LevelSource } from '../src/core/level/types';
import { parseCollection } from '../src/core/level/xsb';
import { MODS } from '../src/mods';
import { launchChromium } from './chromium';
import { buildGame, root, startPreview } from './preview-server';

const GOALS = { frameP95Ms: 1000 / 60, firstPlayableMs: 1000, gzipKB: 300 };

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const MOVES = arg('--moves', 80);
const LEVEL = process.argv.includes('--level') ? process.argv[process.argv.indexOf('--level') + 1] : null;
const RUNS = arg('--runs', 5);
const SLIDE_MS = 110;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const ms = (v: number) => `${v.toFixed(1)} ms`;

/** The shipped level with the most cells (then the most boxes), or the one named by `--level`. */
function largestLevel(): { id: string; level: LevelSource; width: number; height: number; boxes: number } {
  let best = { id: '', level: null as unknown as LevelSource, width: 0, height: 0, boxes: 0 };
  for (const file of readdirSync(`${root}levels`).filter((f) => f.endsWith('.xsb'))) {
    const { collection } = parseCollection(readFileSync(`${root}levels/${file}`, 'utf8'));
    for (const level of collection.levels) {
      const { width, height } = boardSize(level.rows);
      const boxes = level.rows.join('').replace(/[^$*]/g, '').length;
      const id = `${file.replace(/\.xsb$/, '')}/${level.index}`;
      const bigger =
        width * height > best.width * best.height ||
        (width * height === best.width * best.height && boxes > best.boxes);
      if (LEVEL ? id === LEVEL : bigger) {
        best = { id, level, width, height, boxes };
      }
    }
  }
  return best;
}

/**
 * A seeded random walk of legal moves (pushes included), avoiding an immediate step back, so the
 * benchmark slides the player and boxes around the level for as long as asked.
 */
function walk(level: LevelSource, limit: number): string {
  const game = Game.fromLevel(level, { catalogue: MODS });
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x80000000;
  };
  const back: Record<string, string> = { l: 'r', r: 'l', u: 'd', d: 'u' };
  let out = '';
  let stuck = 0;
  while (out.length < limit && stuck < 50) {
    const m = 'lurd'[Math.floor(random() * 4)];
    if (out && back[out.at(-1)!.toLowerCase()] === m && random() < 0.8) continue;
    const r = game.move(m);
    if (r.moved) {
      out += m;
      stuck = 0;
    } else stuck++;
  }
  return out;
}

function jsSizes(): { initialKB: number; totalKB: number; files: number } {
  const html = readFileSync(`${root}dist/index.html`, 'utf8');
  const initial = new Set(
    [...html.matchAll(/(?:src|href)="\.?\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1].replace(/^\//, '')),
  );
  let initialBytes = 0;
  let totalBytes = 0;
  const files = readdirSync(`${root}dist/assets`).filter((f) => f.endsWith('.js'));
  for (const f of files) {
    const gz = gzipSync(readFileSync(`${root}dist/assets/${f}`)).length;
    totalBytes += gz;
    if (initial.has(`assets/${f}`)) initialBytes += gz;
  }
  return { initialKB: initialBytes / 1024, totalKB: totalBytes / 1024, files: files.length };
}

/** Records frames while `during` runs (a callback in every frame, so idle frames count too). */
async function sample(
  page: Page,
  during: () => Promise<unknown>,
): Promise<{ frames: number[]; work: number[] }> {
  await page.evaluate(`
    window.__work = [];
    window.__frames = [];
    window.__run = true;
    const tick = () => { if (window.__run) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  `);
  await during();
  return page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __work: number[]; __run: boolean };
    w.__run = false;
    return { frames: w.__frames.slice(1), work: w.__work.slice(1) };
  });
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build') || !existsSync(`${root}dist/index.html`)) buildGame();
  const level = largestLevel();
  const path = walk(level.level, MOVES);
  const sizes = jsSizes();
  const server = await startPreview();
  const browser = await launchChromium({ unthrottled: true });
  try {
    const MARKS = ['start', 'board', 'level', 'playable'] as const;
    /** Median time of each start-up mark over fresh-cache loads. */
    const firstPlayable = async (hash: string) => {
      const runs: Record<string, number>[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        await page.goto(`${server.baseURL}${hash}`);
        await page.waitForFunction(() => window.__sokoban?.ready === true, null, { timeout: 30_000 });
        runs.push(
          await page.evaluate(
            `Object.fromEntries(${JSON.stringify(MARKS)}.map((m) => [m, performance.getEntriesByName('sokoban:' + m)[0].startTime]))`,
          ),
        );
        await context.close();
      }
      const median = Object.fromEntries(
        MARKS.map((m) => [
          m,
          quantile(
            runs.map((r) => r[m]),
            0.5,
          ),
        ]),
      );
      return { ms: median.playable, detail: MARKS.map((m) => `${m} ${Math.round(median[m])}`).join(', ') };
    };
    const loadStart = await firstPlayable('');
    const loadLargest = await firstPlayable(`#/${level.id}`);

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // Times every frame from its first rAF callback to the end of its rendering (a message posted in
    // that callback runs right after the frame's task), so waiting for the frame to start does not
    // count. A string, not a function: tsx would wrap a function's closures in a helper the page lacks.
    await context.addInitScript(`
      const raf = window.requestAnimationFrame.bind(window);
      const channel = new MessageChannel();
      let frame = -1;
      let start = 0;
      let last = 0;
      window.__work = [];
      window.__frames = [];
      window.__run = false;
      channel.port1.onmessage = () => {
        if (window.__run) window.__work.push(performance.now() - start);
      };
      window.requestAnimationFrame = (callback) =>
        raf((t) => {
          if (t !== frame) {
            if (window.__run) window.__frames.push(t - last);
            frame = t;
            last = t;
            start = performance.now();
            channel.port2.postMessage(0);
          }
          callback(t);
        });
    `);
    const page = await context.newPage();
    await page.goto(`${server.baseURL}#/${level.id}`);
    await page.waitForFunction(() => window.__sokoban?.ready === true);
    if (process.env.BENCH_CSS) await page.addStyleTag({ content: process.env.BENCH_CSS });
    const key: Record<string, string> = { l: 'ArrowLeft', u: 'ArrowUp', r: 'ArrowRight', d: 'ArrowDown' };
    const idle = await sample(page, async () => page.waitForTimeout(2000));
    const { frames, work } = await sample(page, async () => {
      for (const m of path) {
        await page.keyboard.press(key[m]);
        await page.waitForTimeout(SLIDE_MS);
      }
    });
    const moved = await page.evaluate(() => window.__sokoban?.moves ?? 0);
    await context.close();

    const p50 = quantile(work, 0.5);
    const p95 = quantile(work, 0.95);
    const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
    console.log(
      `Load average while measuring: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')} on ${cpus().length} cores`,
    );
    console.log(
      `${LEVEL ? 'Level' : 'Largest shipped level'}: ${level.id} (${level.width}x${level.height}, ${level.boxes} boxes)`,
    );
    console.log(
      `Walk: ${moved} of ${path.length} moves played, one every ${SLIDE_MS} ms; ${frames.length} frames`,
    );
    console.log(
      `Frame time while sliding (main thread, first rAF callback to end of rendering): median ${ms(p50)}, p95 ${ms(p95)}, max ${ms(Math.max(...work))}  (goal p95 < ${ms(GOALS.frameP95Ms)}: ${verdict(p95 < GOALS.frameP95Ms)})`,
    );
    console.log(
      `Idle frames on the same page (nothing moving), for comparison: median ${ms(quantile(idle.work, 0.5))}, p95 ${ms(quantile(idle.work, 0.95))}`,
    );
    console.log(
      `Frame intervals (rAF to rAF): median ${ms(quantile(frames, 0.5))}, p95 ${ms(quantile(frames, 0.95))}`,
    );
    console.log(
      `First playable frame (median of ${RUNS}, fresh cache): start page ${ms(loadStart.ms)}, largest level ${ms(loadLargest.ms)}  (goal < ${GOALS.firstPlayableMs} ms: ${verdict(Math.max(loadStart.ms, loadLargest.ms) < GOALS.firstPlayableMs)})`,
    );
    console.log(
      `  start-up marks, ms after navigation: start page: ${loadStart.detail}; largest level: ${loadLargest.detail}`,
    );
    console.log(
      `Gzipped JS: ${sizes.initialKB.toFixed(1)} KB loaded at start, ${sizes.totalKB.toFixed(1)} KB in all ${sizes.files} chunks  (goal < ${GOALS.gzipKB} KB: ${verdict(sizes.totalKB < GOALS.gzipKB)})`,
    );
  } finally {
    await browser.close();
    server.stop();
  }
}

await main();
