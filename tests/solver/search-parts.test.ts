import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Board } from '../../src/solver/board';
import { parseBoard } from '../../src/solver/board';
import { computePullDistances } from '../../src/solver/distances';
import { LowerBound } from '../../src/solver/lower-bound';
import { NO_MATCH } from '../../src/solver/matching';
import { Reach } from '../../src/solver/reach';
import { levelTables } from '../../src/solver/search';
import { solve } from '../../src/solver/solver';
import { collection } from './helpers';

/** Fewest pushes, then fewest moves, by Dijkstra over single player steps (tiny levels only). */
function lexOptimal(board: Board): { pushes: number; moves: number } {
  const PUSH = 1e6;
  const key = (boxes: number[], p: number): string => `${[...boxes].sort((a, b) => a - b).join(',')}|${p}`;
  type Item = { cost: number; boxes: number[]; p: number };
  const heap: Item[] = [];
  const push = (x: Item): void => {
    heap.push(x);
    for (let i = heap.length - 1; i > 0; ) {
      const up = (i - 1) >> 1;
      if (heap[up].cost <= heap[i].cost) break;
      [heap[up], heap[i]] = [heap[i], heap[up]];
      i = up;
    }
  };
  const pop = (): Item => {
    const top = heap[0];
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        let m = i;
        if (l < heap.length && heap[l].cost < heap[m].cost) m = l;
        if (l + 1 < heap.length && heap[l + 1].cost < heap[m].cost) m = l + 1;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i], heap[m]];
        i = m;
      }
    }
    return top;
  };
  const best = new Map<string, number>();
  const start = { cost: 0, boxes: Array.from(board.boxes), p: board.player };
  best.set(key(start.boxes, start.p), 0);
  push(start);
  while (heap.length > 0) {
    const { cost, boxes, p } = pop();
    if (best.get(key(boxes, p))! < cost) continue;
    if (boxes.every((b) => board.goal[b] === 1))
      return { pushes: Math.floor(cost / PUSH), moves: cost % PUSH };
    const occ = new Set(boxes);
    for (const o of board.offsets) {
      const n = p + o;
      if (board.wall[n]) continue;
      let nb = boxes;
      let c = cost + 1;
      if (occ.has(n)) {
        if (board.wall[n + o] || occ.has(n + o)) continue;
        nb = boxes.map((b) => (b === n ? n + o : b));
        c += PUSH;
      }
      const k = key(nb, n);
      if ((best.get(k) ?? Number.POSITIVE_INFINITY) > c) {
        best.set(k, c);
        push({ cost: c, boxes: nb, p: n });
      }
    }
  }
  return { pushes: -1, moves: -1 };
}

describe('optimal mode', () => {
  it('finds the fewest moves among push-optimal solutions', () => {
    for (const index of [1, 2, 3, 4, 9, 17, 21, 28, 40]) {
      const board = parseBoard(collection('microban')[index - 1].rows);
      const r = solve(board, { mode: 'optimal', timeLimitMs: 10_000 });
      expect(r.movesOptimal, `level ${index}`).toBe(true);
      expect({ pushes: r.pushes, moves: r.moves }, `level ${index}`).toEqual(lexOptimal(board));
    }
  });
});

describe('search parts', () => {
  const levels = [3, 14, 28, 60, 93].map((i) => parseBoard(collection('microban')[i - 1].rows));

  /** A seeded random integer below `n`, the same sequence on every run. */
  function seeded(seed: number): (n: number) => number {
    let s = seed >>> 0;
    return (n) => {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      return (s >>> 8) % n;
    };
  }

  /** A random legal push sequence: positions with the pushed box and the cell it left. */
  function* walk(board: Board, seed: number, steps: number) {
    const rnd = seeded(seed);
    const boxes = Array.from(board.boxes);
    const occ = new Uint8Array(board.size);
    for (const b of boxes) occ[b] = 1;
    const reach = new Reach(board);
    let player = board.player;
    for (let k = 0; k < steps; k++) {
      reach.fill(occ, player);
      const legal: [number, number][] = [];
      boxes.forEach((b, i) => {
        for (let d = 0; d < 4; d++) {
          const o = board.offsets[d];
          if (!board.wall[b + o] && !occ[b + o] && reach.isReached(b - o)) legal.push([i, d]);
        }
      });
      if (legal.length === 0) return;
      const [i, d] = legal[rnd(legal.length)];
      const from = boxes[i];
      yield { boxes, occ, reach, player, i, from, to: from + board.offsets[d] };
      occ[from] = 0;
      occ[from + board.offsets[d]] = 1;
      boxes[i] = from + board.offsets[d];
      player = from;
    }
  }

  it('the flood fill reaches what a plain flood does, across the wrap of its stamps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: levels.length - 1 }), fc.nat(), (li, seed) => {
        const board = levels[li];
        const reach = new Reach(board);
        // Three fills before the stamps wrap: cells stamped before it must not look reached after.
        reach.gen = 0x7ffffffd;
        for (const { occ, player } of walk(board, seed, 12)) {
          reach.fill(occ, player);
          const seen = new Set([player]);
          for (const c of seen)
            for (const o of board.offsets) if (!board.wall[c + o] && !occ[c + o]) seen.add(c + o);
          const cells = Array.from(reach.cells.subarray(0, reach.count));
          expect(cells.sort((a, b) => a - b)).toEqual([...seen].sort((a, b) => a - b));
          expect(reach.min).toBe(Math.min(...seen));
          for (let c = 0; c < board.size; c++) expect(reach.isReached(c)).toBe(seen.has(c));
        }
      }),
      { numRuns: 40, seed: 3 },
    );
  });

  it('the O(1) canonical player cell after a push agrees with a flood fill', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: levels.length - 1 }), fc.nat(), (li, seed) => {
        const board = levels[li];
        const check = new Reach(board);
        for (const { occ, reach, from, to } of walk(board, seed, 60)) {
          // `reach` was filled for the position before the push; apply the push to `occ`.
          occ[from] = 0;
          occ[to] = 1;
          const fast = reach.minAfterPush(occ, from, to);
          check.fill(occ, from);
          if (fast >= 0) expect(fast).toBe(check.min);
          occ[to] = 0;
          occ[from] = 1;
        }
      }),
      { numRuns: 60, seed: 7 },
    );
  });

  it('the O(1) canonical player cell after a pull agrees with a flood fill', () => {
    let fastAnswers = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: levels.length - 1 }), fc.nat(), (li, seed) => {
        const board = levels[li];
        const rnd = seeded(seed);
        // Pull backwards from the solved position, the player starting on a random free cell.
        const boxes = Array.from(board.goals);
        const occ = new Uint8Array(board.size);
        for (const b of boxes) occ[b] = 1;
        const free = Array.from({ length: board.size }, (_, c) => c).filter((c) => !board.wall[c] && !occ[c]);
        let player = free[rnd(free.length)];
        const reach = new Reach(board);
        const check = new Reach(board);
        for (let k = 0; k < 60; k++) {
          reach.fill(occ, player);
          const legal: [number, number][] = [];
          boxes.forEach((c, i) => {
            for (let d = 0; d < 4; d++) {
              const o = board.offsets[d];
              const p = c - o;
              if (reach.isReached(p) && !board.wall[p - o] && !occ[p - o]) legal.push([i, d]);
            }
          });
          if (legal.length === 0) return;
          const [i, d] = legal[rnd(legal.length)];
          const c = boxes[i];
          const p = c - board.offsets[d];
          occ[c] = 0;
          occ[p] = 1;
          boxes[i] = p;
          player = p - board.offsets[d];
          const fast = reach.minAfterPull(occ, c, p);
          check.fill(occ, player);
          if (fast >= 0) {
            fastAnswers++;
            expect(fast).toBe(check.min);
          }
        }
      }),
      { numRuns: 60, seed: 5 },
    );
    expect(fastAnswers).toBeGreaterThan(100);
  });

  it('repairing the matching bound gives the value of a fresh solve', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: levels.length - 1 }), fc.nat(), (li, seed) => {
        const board = levels[li];
        const { dist } = levelTables(board);
        const incremental = new LowerBound(board, dist);
        const fresh = new LowerBound(board, dist);
        for (const { boxes, i, from, to } of walk(board, seed, 60)) {
          expect(incremental.setParent(boxes)).toBe(fresh.compute(boxes));
          boxes[i] = to;
          const viaChild = incremental.child(boxes, i, from, to);
          expect(viaChild).toBe(fresh.compute(boxes));
          boxes[i] = from;
        }
      }),
      { numRuns: 40, seed: 11 },
    );
  });

  it('the approximate child bound is a feasible matching: never below the optimum, at most 2 above', () => {
    let above = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: levels.length - 1 }), fc.nat(), (li, seed) => {
        const board = levels[li];
        const { dist } = levelTables(board);
        const approx = new LowerBound(board, dist);
        approx.approximate = true;
        const exact = new LowerBound(board, dist);
        for (const { boxes, i, from, to } of walk(board, seed, 60)) {
          approx.setParent(boxes);
          boxes[i] = to;
          const estimate = approx.child(boxes, i, from, to);
          const optimum = exact.compute(boxes);
          boxes[i] = from;
          if (optimum >= NO_MATCH) expect(estimate).toBeGreaterThanOrEqual(NO_MATCH);
          else {
            expect(estimate).toBeGreaterThanOrEqual(optimum);
            expect(estimate - optimum).toBeLessThanOrEqual(2);
            if (estimate > optimum) above++;
          }
        }
      }),
      { numRuns: 40, seed: 13 },
    );
    // The walks must reach pushes where the estimate differs, or this tested nothing.
    expect(above).toBeGreaterThan(0);
  });

  it('pull distances count the pushes that bring a lone box from the target to a cell', () => {
    const board = levels[4];
    const starts = Int32Array.from(board.boxes);
    const pull = computePullDistances(board, starts);
    starts.forEach((s0, j) => {
      // Lone-box pushes forward from s0: the player needs the cell behind the box.
      const dist = new Map<number, number>([[s0, 0]]);
      const queue = [s0];
      for (let k = 0; k < queue.length; k++) {
        const c = queue[k];
        for (const o of board.offsets) {
          if (board.wall[c - o] || board.wall[c + o] || dist.has(c + o)) continue;
          dist.set(c + o, dist.get(c)! + 1);
          queue.push(c + o);
        }
      }
      for (const c of board.floors) {
        const got = pull.toGoal[j * board.size + c];
        expect(got === 0xffff ? undefined : got).toBe(dist.get(c));
      }
    });
  });
});
