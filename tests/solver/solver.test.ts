import { describe, expect, it } from 'vitest';
import type { Board } from '../../src/solver/board';
import { parseBoard } from '../../src/solver/board';
import { createDeadlockDetector } from '../../src/solver/deadlock';
import { allPositions, labelSolvable } from '../../src/solver/exhaustive';
import { replayLurd } from '../../src/solver/replay';
import { isSolvable, nextPush, solve } from '../../src/solver/solver';
import { collection, rows } from './helpers';

/** Independent push-optimal reference: plain breadth-first search over pushes. */
function bfsPushes(board: Board): number {
  const area = (occ: Set<number>, from: number): Set<number> => {
    const seen = new Set([from]);
    const stack = [from];
    while (stack.length > 0) {
      const c = stack.pop()!;
      for (const o of board.offsets) {
        const n = c + o;
        if (!board.wall[n] && !occ.has(n) && !seen.has(n)) {
          seen.add(n);
          stack.push(n);
        }
      }
    }
    return seen;
  };
  const key = (boxes: number[], reach: Set<number>) =>
    `${[...boxes].sort((a, b) => a - b)}|${Math.min(...reach)}`;
  let layer = [{ boxes: Array.from(board.boxes), player: board.player }];
  const seen = new Set([key(layer[0].boxes, area(new Set(layer[0].boxes), board.player))]);
  for (let depth = 0; layer.length > 0; depth++) {
    const next: typeof layer = [];
    for (const { boxes, player } of layer) {
      if (boxes.every((b) => board.goal[b])) return depth;
      const occ = new Set(boxes);
      const reach = area(occ, player);
      for (const b of boxes) {
        for (const o of board.offsets) {
          const t = b + o;
          if (!reach.has(b - o) || board.wall[t] || occ.has(t)) continue;
          const nb = boxes.map((x) => (x === b ? t : x));
          const k = key(nb, area(new Set(nb), b));
          if (!seen.has(k)) {
            seen.add(k);
            next.push({ boxes: nb, player: b });
          }
        }
      }
    }
    layer = next;
  }
  return -1;
}

describe('solve', () => {
  it('solves the first 50 Microban levels with valid solutions', () => {
    for (const level of collection('microban').slice(0, 50)) {
      const board = parseBoard(level.rows);
      const r = solve(board, { timeLimitMs: 60_000 });
      expect(r.solved, `level ${level.index}`).toBe(true);
      const check = replayLurd(level.rows, r.solution);
      expect(check.solved, `level ${level.index}`).toBe(true);
      expect(check.pushes).toBe(r.pushes);
      expect(check.moves).toBe(r.moves);
    }
  });

  it('takes the cell order it is given (Sasquatch #20: about 77 k expansions by the bound, 21 k by advice)', () => {
    const level = collection('sasquatch')[19];
    const board = parseBoard(level.rows);
    // Generous time limits: the expansions, not the clock, are what is compared.
    const bound = solve(board, { order: 'bound', timeLimitMs: 60_000 });
    const advice = solve(board, { order: 'advice', timeLimitMs: 60_000 });
    for (const r of [bound, advice]) {
      expect(r.solved).toBe(true);
      expect(replayLurd(level.rows, r.solution).solved).toBe(true);
    }
    expect(advice.expanded * 2).toBeLessThan(bound.expanded);
  });

  it('a seed changes the path the fast search takes, never the validity of what it finds', () => {
    let differ = 0;
    for (const level of collection('microban').slice(60, 80)) {
      // A fresh board each time: patterns learned by one search would prune the next.
      const run = (seed?: number) => solve(parseBoard(level.rows), { seed, timeLimitMs: 5000 });
      const plain = run();
      expect(run(0).expanded).toBe(plain.expanded);
      const seeded = [1, 2].map(run);
      for (const r of seeded) {
        expect(r.solved, `level ${level.index}`).toBe(true);
        expect(replayLurd(level.rows, r.solution).solved, `level ${level.index}`).toBe(true);
      }
      // The same seed, the same search.
      expect(run(2).expanded).toBe(seeded[1].expanded);
      if (seeded.some((r) => r.expanded !== plain.expanded)) differ++;
    }
    expect(differ).toBeGreaterThanOrEqual(10);
  });

  it('a weight changes the path too, with either cell order; a weight that is not one is refused', () => {
    let differ = 0;
    for (const level of collection('microban').slice(80, 95)) {
      for (const order of ['bound', 'advice'] as const) {
        const run = (weight?: number) => solve(parseBoard(level.rows), { weight, order, timeLimitMs: 5000 });
        const plain = run();
        expect(run(10).expanded, `level ${level.index}`).toBe(plain.expanded);
        const other = run(3);
        expect(other.solved, `level ${level.index}`).toBe(true);
        expect(replayLurd(level.rows, other.solution).solved, `level ${level.index}`).toBe(true);
        if (other.expanded !== plain.expanded) differ++;
      }
    }
    expect(differ).toBeGreaterThanOrEqual(10);
    const board = parseBoard(collection('microban')[0].rows);
    for (const weight of [0, 1.5, 101, Number.NaN])
      expect(() => solve(board, { weight })).toThrow(/weight wants a whole number/);
  });

  it('defaults to the greedier weight 30 on levels of more than 30 boxes', () => {
    const level = collection('sasquatch-vi')[32]; // #33, 36 boxes
    const board = parseBoard(level.rows);
    expect(board.boxes.length).toBeGreaterThan(30);
    // A fresh board per run: deadlock patterns one run learns on a board would prune the next.
    const run = (weight?: number) => solve(parseBoard(level.rows), { weight, timeLimitMs: 20_000 });
    const plain = run();
    expect(plain.solved).toBe(true);
    expect(run(30).expanded).toBe(plain.expanded);
    expect(run(10).expanded).not.toBe(plain.expanded);
  });

  it('optimal mode matches a brute-force push count on small levels', () => {
    for (const index of [1, 2, 3, 4, 9, 14, 17, 21, 28, 40]) {
      const level = collection('microban')[index - 1];
      const board = parseBoard(level.rows);
      const r = solve(board, { mode: 'optimal', timeLimitMs: 5000 });
      expect(r.solved).toBe(true);
      expect(replayLurd(level.rows, r.solution).solved).toBe(true);
      expect(r.pushes, `level ${index}`).toBe(bfsPushes(board));
    }
  });

  it('returns an empty solution for a solved level and unsolvable for a dead one', () => {
    expect(solve(parseBoard(['#####', '#@* #', '#####']))).toMatchObject({ solved: true, solution: '' });
    const dead = parseBoard(
      rows(`
######
#$  .#
# @  #
######`),
    );
    expect(solve(dead)).toMatchObject({ solved: false, reason: 'unsolvable' });
  });

  it('proves unsolvable only by exhausting the search space', () => {
    // Take dead positions that no cheap check catches, so the search has to run dry.
    let tried = 0;
    for (const index of [3, 13]) {
      const board = parseBoard(collection('microban')[index - 1].rows);
      const labels = labelSolvable(board);
      const d = createDeadlockDetector(board);
      for (const pos of allPositions(board)) {
        if (labels.isSolvable(pos.boxes, pos.player)) continue;
        if (d.check(pos.boxes, pos.player, { classes: ['dead-square', 'freeze', 'bipartite'] }).dead)
          continue;
        const r = solve(board, { from: pos });
        expect(r).toMatchObject({ solved: false, reason: 'unsolvable' });
        if (r.expanded > 0) tried++;
      }
    }
    expect(tried).toBeGreaterThan(0);
  });

  it('stops on time, node limit and cancellation, and reports progress', () => {
    const hard = parseBoard(collection('microban')[152].rows);
    expect(solve(hard, { timeLimitMs: 50 }).reason).toBe('timeout');
    expect(solve(hard, { nodeLimit: 5000 }).reason).toBe('node-limit');
    const signal = { aborted: false };
    let calls = 0;
    const r = solve(hard, {
      signal,
      progressIntervalMs: 0,
      onProgress: (p) => {
        calls++;
        expect(p.nodes).toBeGreaterThan(0);
        if (calls === 3) signal.aborted = true;
      },
    });
    expect(r.reason).toBe('cancelled');
    expect(calls).toBe(3);
  });
});

describe('hints and solvability', () => {
  const level = collection('microban')[0];
  const board = parseBoard(level.rows);

  it('gives the next push from a position', () => {
    const hint = nextPush(board, { boxes: board.boxes, player: board.player });
    expect(hint).not.toBeNull();
    if (hint === null || 'reason' in hint) throw new Error('expected a hint');
    const check = replayLurd(level.rows, hint.lurd);
    expect(check.legal).toBe(true);
    expect(check.pushes).toBe(1);
  });

  it('answers solvable / unsolvable / unknown', () => {
    expect(isSolvable(board, { boxes: board.boxes, player: board.player })).toBe('solvable');
    const hard = parseBoard(collection('microban')[152].rows);
    expect(isSolvable(hard, { boxes: hard.boxes, player: hard.player }, { timeLimitMs: 20 })).toBe('unknown');
    const dead = parseBoard(['######', '#$  .#', '# @  #', '######']);
    expect(isSolvable(dead, { boxes: dead.boxes, player: dead.player })).toBe('unsolvable');
  });
});
