import { describe, expect, it } from 'vitest';
import { firstUnsolved, recordSolve, solvedCount } from '../../src/ui/app/progress';

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
});

describe('collection progress', () => {
  const progress = {
    'c/1': { solved: true },
    'c/2': { solved: true },
    'c/4': { solved: true },
    'd/3': { solved: true },
  };
  it('suggests the first unsolved level', () => {
    expect(firstUnsolved('c', 5, progress)).toBe(3);
    expect(firstUnsolved('d', 5, progress)).toBe(1);
    expect(firstUnsolved('c', 2, progress)).toBeNull();
  });
  it('counts solved levels of one collection only', () => {
    expect(solvedCount('c', 5, progress)).toBe(3);
    expect(solvedCount('c', 3, progress)).toBe(2);
    expect(solvedCount('d', 5, progress)).toBe(1);
  });
});
