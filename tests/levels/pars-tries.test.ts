import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  describeTry,
  freshSeeds,
  listTries,
  type RunKind,
  readTries,
  recordTry,
  type Try,
} from '../../scripts/pars-tries';
import { parseCollection } from '../../src/core/level/xsb';

const attempt = (over: Partial<Try> = {}): Try => ({
  order: 'bound',
  weight: 10,
  seed: 0,
  seconds: 300,
  nodes: 120,
  localFrom: 0,
  solved: false,
  date: '2026-11-27',
  ...over,
});

describe('freshSeeds', () => {
  it('skips the seeds run with this order, weight and local deadlocks for as long, and keeps the others', () => {
    const tries = [
      attempt({ seed: 0 }),
      attempt({ seed: 1, seconds: 600 }),
      attempt({ seed: 2, seconds: 120 }), // shorter: a longer run of it is new ground
      attempt({ seed: 3, order: 'advice' }),
      attempt({ seed: 4, weight: 30 }),
      attempt({ seed: 5, localFrom: 'never' }),
    ];
    const kind: RunKind = { order: 'bound', weight: 10, localFrom: 0 };
    const budget = { seconds: 300, nodes: 120 };
    expect(freshSeeds(tries, kind, budget, 4)).toEqual([2, 3, 4, 5]);
    expect(freshSeeds(tries, kind, { ...budget, seconds: 600 }, 1)).toEqual([0]);
    expect(freshSeeds(tries, { ...kind, order: 'advice' }, budget, 2)).toEqual([0, 1]);
    expect(freshSeeds(tries, { ...kind, localFrom: 'never' }, budget, 2)).toEqual([0, 1]);
    expect(freshSeeds(undefined, { ...kind, weight: 30 }, budget, 2)).toEqual([0, 1]);
  });

  it('counts a run that filled its cap as done for any time, and new ground with more room', () => {
    const kind: RunKind = { order: 'bound', weight: 10, localFrom: 0 };
    const tries = [
      attempt({ seed: 0, seconds: 120, nodes: 80, stopped: 'positions', stored: 80.3 }),
      attempt({ seed: 1, seconds: 300, nodes: 80, stopped: 'time', stored: 41.2 }),
      attempt({ seed: 2, seconds: 300, nodes: 80 }), // says nothing: its time is what counts
    ];
    // More time, the same room: seed 0 would stop where it stopped; seeds 1 and 2 had less time.
    expect(freshSeeds(tries, kind, { seconds: 600, nodes: 80 }, 3)).toEqual([1, 2, 3]);
    // More room, the same time: only seed 0 stopped for want of room.
    expect(freshSeeds(tries, kind, { seconds: 300, nodes: 120 }, 2)).toEqual([0, 3]);
    // The solver's default room is the least.
    expect(freshSeeds(tries, kind, { seconds: 60 }, 1)).toEqual([3]);
  });

  it('gives the lowest seeds no matching try had', () => {
    const seedSet = fc.uniqueArray(fc.nat(20), { maxLength: 15 });
    fc.assert(
      fc.property(seedSet, fc.integer({ min: 1, max: 5 }), (had, count) => {
        const tries = had.map((seed) => attempt({ seed }));
        const seeds = freshSeeds(
          tries,
          { order: 'bound', weight: 10, localFrom: 0 },
          { seconds: 300 },
          count,
        );
        expect(seeds).toHaveLength(count);
        expect(seeds.some((s) => had.includes(s))).toBe(false);
        // Lowest: every seed below the last one given is either given or had.
        for (let s = 0; s < seeds[seeds.length - 1]; s++)
          expect(seeds.includes(s) || had.includes(s)).toBe(true);
      }),
    );
  });
});

describe('recordTry', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('adds to what is on disk, levels in number order and collections by name', () => {
    dir = mkdtempSync(join(tmpdir(), 'tries-'));
    const url = pathToFileURL(join(dir, 'tries.json'));
    expect(readTries(url)).toEqual({});
    recordTry('sasquatch.xsb', 12, attempt({ seed: 1 }), url);
    recordTry('sasquatch.xsb', 3, attempt({ seed: 2, solved: true }), url);
    recordTry('dh5.xsb', 7, attempt(), url);
    recordTry('sasquatch.xsb', 12, attempt({ seed: 5 }), url);
    const tries = readTries(url);
    expect(Object.keys(tries)).toEqual(['dh5.xsb', 'sasquatch.xsb']);
    expect(Object.keys(tries['sasquatch.xsb'])).toEqual(['3', '12']);
    expect(tries['sasquatch.xsb'][12].map((t) => t.seed)).toEqual([1, 5]);
    expect(tries['sasquatch.xsb'][3]).toEqual([attempt({ seed: 2, solved: true })]);
    // No temporary file is left behind, and each try has a line of its own.
    expect(readdirSync(dir)).toEqual(['tries.json']);
    const text = readFileSync(join(dir, 'tries.json'), 'utf8');
    expect(text.split('\n').filter((line) => line.includes('"seed"'))).toHaveLength(4);
    expect(JSON.parse(text)).toEqual(tries);
    const { date, solved, ...rest } = attempt({ seed: 9 });
    recordTry('dh5.xsb', 7, { date, stored: 98.7, solved, stopped: 'time', ...rest }, url);
    expect(readFileSync(join(dir, 'tries.json'), 'utf8')).toContain(
      '{"order":"bound","weight":10,"seed":9,"seconds":300,"nodes":120,"localFrom":0,"solved":false,"stopped":"time","stored":98.7,"date":"2026-11-27"}',
    );
  });
});

describe('listTries', () => {
  it('lists each missing level with its boxes and tries, longest first', () => {
    const tries = {
      'dh5.xsb': {
        11: [attempt({ seed: 1 }), attempt({ order: 'advice', weight: 30, seed: 2, seconds: 600 })],
      },
    };
    const missing = {
      'dh5.xsb': [
        { index: 11, boxes: 20 },
        { index: 12, boxes: 7 },
      ],
    };
    expect(listTries(tries, missing)).toEqual([
      'dh5.xsb #11 (20 boxes): advice w30 s2 600s, bound w10 s1 300s',
      'dh5.xsb #12 (7 boxes): no long try',
    ]);
    expect(describeTry(attempt({ solved: true }))).toBe('bound w10 s0 300s solved');
    expect(describeTry(attempt({ stopped: 'time', stored: 41.2 }))).toBe('bound w10 s0 300s 41.2M');
    expect(describeTry(attempt({ stopped: 'positions', stored: 120 }))).toBe('bound w10 s0 300s 120M full');
  });
});

describe('levels/pars-tries.json', () => {
  const levelsDir = new URL('../../levels/', import.meta.url);
  const pars = JSON.parse(readFileSync(new URL('pars.json', levelsDir), 'utf8'));
  const tries = readTries();

  it('names shipped levels, and every level a try solved has a par', () => {
    const files = Object.keys(tries);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const { collection } = parseCollection(readFileSync(new URL(file, levelsDir), 'utf8'));
      for (const [level, had] of Object.entries(tries[file])) {
        expect(Number(level)).toBeGreaterThanOrEqual(1);
        expect(Number(level)).toBeLessThanOrEqual(collection.levels.length);
        for (const t of had) {
          expect(['bound', 'advice']).toContain(t.order);
          expect(t.seconds).toBeGreaterThanOrEqual(60);
          expect(t.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          // How it stopped is told for runs without a solution only, with what they had stored.
          if (t.stopped !== undefined) {
            expect(t.solved).toBe(false);
            expect(t.stored).toBeGreaterThan(0);
          }
          // A solution found is a par, or the par was better already.
          if (t.solved) expect(pars[file]?.[level]).toBeDefined();
        }
      }
    }
  });
});
