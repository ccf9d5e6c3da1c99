import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Board } from '../../src/solver/board';
import { parseBoard } from '../../src/solver/board';
import { computePushDistances, UNREACHABLE } from '../../src/solver/distances';
import { LowerBound } from '../../src/solver/lower-bound';
import { NO_MATCH } from '../../src/solver/matching';
import { sideOf, sideToward } from '../../src/solver/sides';
import { collection, LEVEL_DIR, positionAfter, rows } from './helpers';

/**
 * Pushes a lone box needs from (box, player) to goal `goal`, by a 0-1 breadth-first search
 * backwards over every (box, player) pair: walking costs nothing, a push costs one.
 */
function bruteDistances(board: Board, goal: number, walls: Uint8Array): Map<string, number> {
  const open = (c: number) => board.wall[c] === 0 && walls[c] === 0;
  const dist = new Map<string, number>();
  const deque: [number, number, number][] = [];
  for (const p of board.floors)
    if (p !== goal && open(p) && open(goal)) {
      dist.set(`${goal},${p}`, 0);
      deque.push([goal, p, 0]);
    }
  while (deque.length > 0) {
    const [b, p, d] = deque.shift()!;
    if (dist.get(`${b},${p}`)! < d) continue;
    for (const o of board.offsets) {
      // Walking back: the player came from a neighbour.
      const q = p + o;
      if (open(q) && q !== b && (dist.get(`${b},${q}`) ?? Infinity) > d) {
        dist.set(`${b},${q}`, d);
        deque.unshift([b, q, d]);
      }
      // Pushing back: the player on p pushed the box from p onwards to b.
      if (p === b - o && open(p - o) && (dist.get(`${p},${p - o}`) ?? Infinity) > d + 1) {
        dist.set(`${p},${p - o}`, d + 1);
        deque.push([p, p - o, d + 1]);
      }
    }
  }
  return dist;
}

function expectExact(board: Board, walls: Uint8Array): number {
  const table = computePushDistances(board, walls).bySide;
  if (table === undefined) throw new Error('no side table');
  const { size, offsets, goals } = board;
  const open = (c: number) => board.wall[c] === 0 && walls[c] === 0;
  let longer = 0;
  goals.forEach((goal, g) => {
    const brute = bruteDistances(board, goal, walls);
    for (const c of board.floors) {
      if (!open(c)) continue;
      for (const p of board.floors) {
        if (p === c || !open(p)) continue;
        const side = sideOf(table.sides, offsets, c, p);
        // A player cut off from the box (frozen boxes split the floor) has no side: only a
        // box already home needs no push then.
        const got = side >= 0 ? table.toGoal[(g * size + c) * 4 + side] : c === goal ? 0 : UNREACHABLE;
        const want = brute.get(`${c},${p}`) ?? UNREACHABLE;
        expect(got, `goal ${goal}, box ${c}, player ${p}`).toBe(want);
      }
      const plain = computePushDistances(board, walls).toGoal[g * size + c];
      for (let k = 0; k < 4; k++) {
        const sided = table.toGoal[(g * size + c) * 4 + k];
        expect(sided).toBeGreaterThanOrEqual(plain);
        if (sided > plain && sided !== UNREACHABLE) longer++;
      }
    }
  });
  return longer;
}

const CORRIDOR = rows(`
######
#@$ .#
######`);

/** The stored par solutions of Microban (all but one push-optimal), by level number. */
const MICROBAN_SOLUTIONS: Record<string, string> = JSON.parse(
  readFileSync(`${LEVEL_DIR}/solutions/microban.json`, 'utf8'),
);

describe('side distances', () => {
  it('equal a brute-force search over box and player cells (Microban levels)', () => {
    let longer = 0;
    for (const index of [1, 3, 8, 16, 19, 55]) {
      const board = parseBoard(collection('microban')[index - 1].rows);
      longer += expectExact(board, new Uint8Array(board.size));
    }
    // The plain table would pass the bound checks too: the side table must know more.
    expect(longer).toBeGreaterThan(0);
  });

  it('stay exact with boxes frozen into walls (property)', () => {
    const board = parseBoard(collection('microban')[12].rows);
    const cells = [...board.floors];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: cells.length - 1 }), { maxLength: 4 }),
        (picks) => {
          const walls = new Uint8Array(board.size);
          for (const i of picks) walls[cells[i]] = 1;
          expectExact(board, walls);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('tell the sides of a box in a corridor apart: from the far side it can never reach the goal', () => {
    const board = parseBoard(CORRIDOR);
    const table = computePushDistances(board).bySide!;
    const { offsets } = board;
    const box = board.boxes[0];
    const behind = sideOf(table.sides, offsets, box, board.player);
    const beyond = sideOf(table.sides, offsets, box, box + 1);
    expect(behind).toBe(sideToward(table.sides, offsets, box, box - 1));
    expect(beyond).not.toBe(behind);
    expect(computePushDistances(board).toGoal[box]).toBe(2);
    expect(table.toGoal[box * 4 + behind]).toBe(2);
    expect(table.toGoal[box * 4 + beyond]).toBe(UNREACHABLE);
    const bound = new LowerBound(board, computePushDistances(board));
    expect(bound.compute(board.boxes, box + 1)).toBeGreaterThanOrEqual(NO_MATCH);
    expect(bound.compute(board.boxes, board.player)).toBe(2);
    expect(bound.compute(board.boxes)).toBe(2);
  });

  it('make the bound follow the player: never below the plain one, never above the pushes left', () => {
    let sharper = 0;
    for (let index = 1; index <= 40; index++) {
      const board = parseBoard(collection('microban')[index - 1].rows);
      const solution = MICROBAN_SOLUTIONS[String(index)];
      const dist = computePushDistances(board);
      const sided = new LowerBound(board, dist);
      const plain = new LowerBound(board, dist);
      let pushesLeft = [...solution].filter((ch) => ch !== ch.toLowerCase()).length;
      for (let k = 0; k <= solution.length; k++) {
        const { boxes, player } = positionAfter(board, solution.slice(0, k));
        const h = sided.compute(boxes, player);
        const p = plain.compute(boxes);
        expect(h).toBeGreaterThanOrEqual(p);
        expect(h, `Microban ${index} after ${k} moves`).toBeLessThanOrEqual(pushesLeft);
        if (h > p) sharper++;
        if (k < solution.length && solution[k] !== solution[k].toLowerCase()) pushesLeft--;
      }
    }
    expect(sharper).toBeGreaterThan(0);
  });
});
