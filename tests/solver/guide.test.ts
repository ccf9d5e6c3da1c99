import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/solver/board';
import { Guide } from '../../src/solver/guide';
import { pushesToLurd } from '../../src/solver/paths';
import { Reach } from '../../src/solver/reach';
import { replayLurd } from '../../src/solver/replay';
import { Search } from '../../src/solver/search';
import { solve } from '../../src/solver/solver';
import { collection, positionAfter, readLevels } from './helpers';

const fixtures = readLevels(new URL('../fixtures/microban-solved.xsb', import.meta.url));

/** The LURD up to and including the k-th push. */
function prefix(lurd: string, k: number): string {
  let pushes = 0;
  for (let i = 0; i < lurd.length; i++) {
    if (lurd[i] !== lurd[i].toLowerCase() && ++pushes === k) return lurd.slice(0, i + 1);
  }
  return lurd;
}

describe('known-solution guide', () => {
  const level = fixtures.find((l) => l.solutions[0].replace(/[a-z]/g, '').length >= 100)!;
  const board = parseBoard(level.rows);
  const known = level.solutions[0];

  it('accepts only a legal LURD that solves the level', () => {
    expect(Guide.fromSolution(board, known)).not.toBeNull();
    expect(Guide.fromSolution(board, known.slice(0, -1))).toBeNull();
    expect(Guide.fromSolution(board, `${known}x`)).toBeNull();
    expect(Guide.fromSolution(board, 'l'.repeat(80))).toBeNull();
  });

  it('answers at once on the path, with the rest of the known solution', () => {
    const k = 15;
    const at = positionAfter(board, prefix(known, k));
    const r = solve(board, { from: at, knownSolution: known, nodeLimit: 10 });
    expect(r.solved).toBe(true);
    expect(r.nodes).toBe(0);
    expect(replayLurd(level.rows, prefix(known, k) + r.solution).solved).toBe(true);
  });

  it('finds the way back to the path from positions off it, within budgets the plain search misses', () => {
    const guide = Guide.fromSolution(board, known)!;
    const total = known.replace(/[a-z]/g, '').length;
    let guided = 0;
    let plain = 0;
    let tried = 0;
    for (const k of [total >> 2, total >> 1, (3 * total) >> 2]) {
      const before = prefix(known, k);
      const at = positionAfter(board, before);
      const occ = new Uint8Array(board.size);
      for (const b of at.boxes) occ[b] = 1;
      const reach = new Reach(board);
      reach.fill(occ, at.player);
      for (const b of at.boxes) {
        for (let dir = 0; dir < 4; dir++) {
          const o = board.offsets[dir];
          if (board.wall[b + o] || occ[b + o] || !reach.isReached(b - o)) continue;
          const step = pushesToLurd(board, at.boxes, at.player, [{ box: b, dir }]);
          const from = positionAfter(board, before + step);
          if (guide.find(board, from.boxes, from.player) >= 0) continue;
          // Deviations into a deadlock have no way back; the rest must all find one.
          if (solve(board, { from, timeLimitMs: 60_000 }).reason === 'unsolvable') continue;
          tried++;
          const budget = { from, nodeLimit: 400, timeLimitMs: 60_000 };
          const withGuide = solve(board, { ...budget, knownSolution: known });
          expect(withGuide.solved).toBe(true);
          expect(replayLurd(level.rows, before + step + withGuide.solution).solved).toBe(true);
          guided++;
          if (solve(board, budget).solved) plain++;
        }
      }
    }
    expect(tried).toBeGreaterThanOrEqual(2);
    expect(guided).toBeGreaterThan(plain);
  });
});

describe('known solution in optimal mode', () => {
  const level = collection('microban')[150];
  const board = parseBoard(level.rows);
  const plain = solve(board, { mode: 'optimal', timeLimitMs: 60_000 });
  const pushes = (lurd: string) => lurd.replace(/[a-z]/g, '').length;

  it('stops once nothing shorter than an optimal known solution is left, with the same answer', () => {
    expect(plain.solved && plain.movesOptimal).toBe(true);
    const bounded = solve(board, { mode: 'optimal', timeLimitMs: 60_000, knownSolution: plain.solution });
    expect(bounded.pushes).toBe(plain.pushes);
    expect(bounded.moves).toBe(plain.moves);
    expect(bounded.movesOptimal).toBe(true);
    expect(bounded.expanded).toBeLessThan(plain.expanded);
    // Positions that cannot finish below the bound are not even stored.
    expect(bounded.nodes).toBeLessThan(plain.nodes);
    expect(replayLurd(level.rows, bounded.solution).solved).toBe(true);
  });

  it('caps the moves pass at movesTimeLimitMs, keeping the proven pushes', () => {
    const capped = solve(board, { mode: 'optimal', timeLimitMs: 60_000, movesTimeLimitMs: 0 });
    expect(capped.pushes).toBe(plain.pushes);
    expect(capped.movesOptimal).toBe(false);
    expect(capped.moves).toBeGreaterThan(plain.moves);
    expect(capped.expanded).toBeLessThan(plain.expanded);
    expect(replayLurd(level.rows, capped.solution).solved).toBe(true);
  });

  it('still finds the optimum below a longer known solution', () => {
    const fast = solve(board, { mode: 'fast', timeLimitMs: 60_000 });
    expect(pushes(fast.solution)).toBeGreaterThan(plain.pushes);
    const bounded = solve(board, { mode: 'optimal', timeLimitMs: 60_000, knownSolution: fast.solution });
    expect(bounded.pushes).toBe(plain.pushes);
    expect(replayLurd(level.rows, bounded.solution).solved).toBe(true);
  });

  it('bounds a search from a position on the known solution by the pushes it has left', () => {
    const k = 20;
    const before = prefix(plain.solution, k);
    const from = positionAfter(board, before);
    const rest = solve(board, { mode: 'optimal', from, timeLimitMs: 60_000 });
    const bounded = solve(board, {
      mode: 'optimal',
      from,
      timeLimitMs: 60_000,
      knownSolution: plain.solution,
    });
    expect(bounded.pushes).toBe(plain.pushes - k);
    expect(rest.pushes).toBe(plain.pushes - k);
    expect(bounded.expanded).toBeLessThanOrEqual(rest.expanded);
    expect(replayLurd(level.rows, before + bounded.solution).solved).toBe(true);
  });
});

describe('Search.upperBound', () => {
  const level = collection('microban')[150];
  const board = parseBoard(level.rows);
  const optimum = solve(board, { mode: 'optimal', timeLimitMs: 60_000 }).pushes;

  /** An optimal search run until nothing below `bound` is left, with or without the bound set. */
  function run(bound: number, prune: boolean) {
    const s = new Search(board);
    s.start(board.boxes, board.player, 'optimal', 1);
    if (prune) s.upperBound = bound;
    for (;;) {
      const out = s.step(256, 10_000_000);
      if (out !== null) return { s, out };
      if (s.frontier >= bound) return { s, out: null };
    }
  }

  it('stores no child that cannot finish below the bound, and runs dry when the bound is the optimum', () => {
    const plain = run(optimum, false);
    const pruned = run(optimum, true);
    expect(pruned.out?.reason).toBe('unsolvable');
    expect(pruned.s.nodes).toBeLessThan(plain.s.nodes);
    // Both searched everything below the bound: the same positions were expanded.
    expect(pruned.s.expanded).toBeLessThanOrEqual(plain.s.expanded);
  });

  it('still finds a solution shorter than the bound', () => {
    const { out } = run(optimum + 2, true);
    expect(out?.pushes?.length).toBe(optimum);
  });
});
