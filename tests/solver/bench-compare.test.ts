import { describe, expect, it } from 'vitest';
import { type CollectionRun, compareRuns, formatChange } from '../../scripts/bench-compare';

const run = (collection: string, solved: Record<number, number | null>): CollectionRun => ({
  collection,
  levels: Object.entries(solved).map(([level, ms]) => ({
    level: Number(level),
    solved: ms !== null,
    ms: ms ?? 10_000,
    nodes: 1,
  })),
});

describe('compareRuns', () => {
  it('names the levels gained and lost, and times only the levels both runs solved', () => {
    const then = [run('sasquatch', { 1: 1000, 2: null, 3: 500, 4: 2000 }), run('dh5', { 1: null })];
    const now = [run('sasquatch', { 1: 1500, 2: 3000, 3: null, 4: 1000 }), run('microban', { 1: 5 })];
    const [change, ...rest] = compareRuns(then, now);
    // Microban was not in the earlier run, and DH5 is not in this one: neither is compared.
    expect(rest).toEqual([]);
    expect(change).toEqual({ collection: 'sasquatch', gained: [2], lost: [3], both: 2, thenS: 3, nowS: 2.5 });
    expect(formatChange(change)).toBe('sasquatch: +#2 -#3; 2 solved by both in 2.5 s (then 3.0 s, 0.83x)');
  });

  it('says so when the same levels are solved, and gives no ratio without common levels', () => {
    const [same] = compareRuns([run('dh5', { 1: null, 2: 400 })], [run('dh5', { 1: null, 2: 600 })]);
    expect(formatChange(same)).toBe('dh5: same levels; 1 solved by both in 0.6 s (then 0.4 s, 1.50x)');
    const [none] = compareRuns([run('dh5', { 1: null })], [run('dh5', { 1: null })]);
    expect(formatChange(none)).toBe('dh5: same levels; 0 solved by both in 0.0 s (then 0.0 s)');
  });
});
