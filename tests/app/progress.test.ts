import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstUnsolved, nextToPlay, recordSolve, solvedCount } from '../../src/ui/app/progress';
import type { LevelProgress } from '../../src/ui/app/storage/schema';

const sol = (moves: number, pushes: number) => ({ moves, pushes, lurd: 'l'.repeat(moves) });

describe('recordSolve', () => {
  it('marks a first solve, which is not a "new best" (there was none)', () => {
    const r = recordSolve(undefined, sol(30, 9));
    expect(r.firstSolve).toBe(true);
    expect(r.newBestMoves).toBe(false);
    expect(r.progress).toEqual({ solved: true, bestMoves: sol(30, 9), bestPushes: sol(30, 9) });
  });

  it('keeps the fewest moves and the fewest pushes separately', () => {
    const first = recordSolve(undefined, sol(30, 9)).progress;
    const fewerMoves = recordSolve(first, sol(26, 11));
    expect(fewerMoves.newBestMoves).toBe(true);
    expect(fewerMoves.newBestPushes).toBe(false);
    expect(fewerMoves.progress.bestMoves).toEqual(sol(26, 11));
    expect(fewerMoves.progress.bestPushes).toEqual(sol(30, 9));
    expect(fewerMoves.previous).toEqual(sol(30, 9));
    const fewerPushes = recordSolve(fewerMoves.progress, sol(40, 8));
    expect(fewerPushes.progress.bestPushes).toEqual(sol(40, 8));
    expect(fewerPushes.progress.bestMoves).toEqual(sol(26, 11));
  });

  it('breaks ties on the other count and ignores worse solutions', () => {
    const p = recordSolve(undefined, sol(30, 9)).progress;
    expect(recordSolve(p, sol(30, 8)).progress.bestMoves).toEqual(sol(30, 8));
    const worse = recordSolve(p, sol(31, 10));
    expect(worse.newBestMoves || worse.newBestPushes || worse.firstSolve).toBe(false);
    expect(worse.progress).toEqual(p);
  });

  it('marks a solve the solver finished as solved with help, with no best', () => {
    const r = recordSolve({ solved: false, hints: 2 }, sol(12, 3), true);
    expect(r.helped).toBe(true);
    expect(r.firstSolve || r.newBestMoves || r.newBestPushes).toBe(false);
    expect(r.progress).toEqual({ solved: true, helped: true, hints: 2 });
  });

  it('leaves a solved level as it was after a solve with help, even one shorter than the best', () => {
    const p = recordSolve(undefined, sol(30, 9)).progress;
    const r = recordSolve(p, sol(10, 2), true);
    expect(r.progress).toEqual(p);
    expect(r.newBestMoves || r.newBestPushes || r.firstSolve).toBe(false);
  });

  it("counts the player's own solve after one with help as their first, and drops the mark", () => {
    const helped = recordSolve(undefined, sol(12, 3), true).progress;
    const own = recordSolve(helped, sol(20, 5));
    expect(own.firstSolve).toBe(true);
    expect(own.progress).toEqual({ solved: true, bestMoves: sol(20, 5), bestPushes: sol(20, 5) });
  });

  it('keeps as bests the fewest of the own solves, whatever the order and the solves with help', () => {
    const solve = fc.record({
      moves: fc.integer({ min: 1, max: 40 }),
      pushes: fc.integer({ min: 1, max: 40 }),
      helped: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(solve, { maxLength: 12 }), (solves) => {
        let p: LevelProgress | undefined;
        for (const s of solves) p = recordSolve(p, sol(s.moves, s.pushes), s.helped).progress;
        const own = solves.filter((s) => !s.helped);
        const byMoves = own.reduce<(typeof own)[number] | undefined>(
          (b, s) => (!b || s.moves < b.moves || (s.moves === b.moves && s.pushes < b.pushes) ? s : b),
          undefined,
        );
        const byPushes = own.reduce<(typeof own)[number] | undefined>(
          (b, s) => (!b || s.pushes < b.pushes || (s.pushes === b.pushes && s.moves < b.moves) ? s : b),
          undefined,
        );
        expect(p?.solved ?? false).toBe(solves.length > 0);
        expect(!!p?.helped).toBe(solves.length > 0 && own.length === 0);
        expect(p?.bestMoves && [p.bestMoves.moves, p.bestMoves.pushes]).toEqual(
          byMoves && [byMoves.moves, byMoves.pushes],
        );
        expect(p?.bestPushes && [p.bestPushes.moves, p.bestPushes.pushes]).toEqual(
          byPushes && [byPushes.moves, byPushes.pushes],
        );
      }),
    );
  });
});

describe('collection progress', () => {
  const progress = {
    'c/1': { solved: true },
    'c/2': { solved: true },
    'c/4': { solved: true, helped: true },
    'c/5': { solved: false, hints: 2 },
    'd/3': { solved: true, helped: true },
  };
  it('suggests the first unsolved level', () => {
    expect(firstUnsolved('c', 5, progress)).toBe(3);
    expect(firstUnsolved('d', 5, progress)).toBe(1);
    expect(firstUnsolved('c', 2, progress)).toBeNull();
  });
  it('goes on with the level being played while unsolved, else the next unsolved after it', () => {
    expect(nextToPlay('c', 5, progress, 5)).toBe(5);
    expect(nextToPlay('c', 5, progress, 4)).toBe(5);
    // Past the end it wraps round to the unsolved level before.
    expect(nextToPlay('c', 6, { ...progress, 'c/5': { solved: true }, 'c/6': { solved: true } }, 6)).toBe(3);
    expect(nextToPlay('c', 5, progress, null)).toBe(3);
    expect(nextToPlay('c', 2, progress, 1)).toBeNull();
  });
  it('counts solved levels of one collection only', () => {
    expect(solvedCount('c', 5, progress)).toBe(3);
    expect(solvedCount('c', 3, progress)).toBe(2);
    expect(solvedCount('d', 5, progress)).toBe(1);
  });
  it('counts, of those, the ones solved only with help', () => {
    expect(solvedCount('c', 5, progress, 'helped')).toBe(1);
    expect(solvedCount('c', 3, progress, 'helped')).toBe(0);
    expect(solvedCount('d', 5, progress, 'helped')).toBe(1);
  });
});
