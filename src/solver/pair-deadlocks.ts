import type { Board } from './board';
import { Reach } from './reach';

const tables = new WeakMap<Board, PairDeadlocks | null>();

/**
 * Builds that would take more work than this are given up (the table is a luxury): a unit
 * is a cell flooded, and a state or start position costs `STATE_WORK`. About 1 s here, and
 * enough for 1,148 of the 1,177 shipped levels. The build cannot be cancelled midway.
 */
const MAX_BUILD_WORK = 50_000_000;
const STATE_WORK = 50;

/**
 * Two-box deadlocks, by retrograde analysis: every position of two boxes alone on the board
 * (with the player's area) from which both can still reach goals is found by pulling them
 * back from every pair of goals. A pair of cells none of whose positions was reached can
 * never get both its boxes onto goals, wherever the player is, so any position with boxes on
 * both cells is dead (the other boxes only get in the way). This catches what searches
 * limited to neighbouring boxes miss: two boxes far apart in one long corridor, each in the
 * other's way. Sampling the positions a search expanded on Sasquatch #19 (300 k expansions),
 * 17 of 19 dead ones held such a pair, most of them more than ten cells apart.
 */
export class PairDeadlocks {
  /** Per cell: its index among the cells a box may stand on (not dead), or -1. */
  private readonly index: Int32Array;
  private readonly live: number;
  /** One bit per pair of indices (both orders): no position of the pair can be solved. */
  private readonly dead: Uint32Array;
  /**
   * Per pair of indices `i < j`, for pairs that split the floor: bit `d` (of cell `i`) or
   * `4 + d` (of cell `j`) when the neighbour in direction `d` is in an area from which the
   * pair cannot be solved. Every area the pair leaves touches one of its boxes, so the
   * player's area is known by the neighbours it reaches, with no flood.
   */
  private readonly sides: Uint8Array;
  private readonly offsets: Int32Array;
  /** Pairs dead wherever the player is. */
  readonly deadPairs: number;
  /** Pairs dead with the player in some of the areas they leave, not all. */
  readonly sidedPairs: number;

  private constructor(
    board: Board,
    index: Int32Array,
    live: number,
    dead: Uint32Array,
    sides: Uint8Array,
    deadPairs: number,
    sidedPairs: number,
  ) {
    this.offsets = board.offsets;
    this.index = index;
    this.live = live;
    this.dead = dead;
    this.sides = sides;
    this.deadPairs = deadPairs;
    this.sidedPairs = sidedPairs;
  }

  /** Can boxes on `a` and `b` (distinct, not dead squares) never both reach goals? */
  isDead(a: number, b: number): boolean {
    const bit = this.index[a] * this.live + this.index[b];
    return (this.dead[bit >>> 5] & (1 << (bit & 31))) !== 0;
  }

  /**
   * A box of `boxes[0..nb)` that forms a dead pair with the box on `cell` (not a dead square),
   * the player's area being `reach`, or -1. A push changes only the pairs of the box
   * pushed: the player's area among two other boxes stays the same.
   */
  deadPartner(cell: number, boxes: ArrayLike<number>, nb: number, reach: Reach): number {
    const { index, dead, sides, live, offsets } = this;
    const ci = index[cell];
    for (let k = 0; k < nb; k++) {
      const c = boxes[k];
      // Boxes on dead squares are not in the table (the position is dead anyway).
      if (c === cell || index[c] < 0) continue;
      const bit = ci * live + index[c];
      if ((dead[bit >>> 5] & (1 << (bit & 31))) !== 0) return c;
      const lo = ci < index[c] ? cell : c;
      const mask = sides[lo === cell ? bit : index[c] * live + ci];
      if (mask === 0) continue;
      const hi = lo === cell ? c : cell;
      for (let d = 0; d < 8; d++) {
        if ((mask & (1 << d)) !== 0 && reach.isReached((d < 4 ? lo : hi) + offsets[d & 3])) return c;
      }
    }
    return -1;
  }

  /** The table of a board, built on first request and kept with the board. */
  static of(board: Board, deadSquares: Uint8Array): PairDeadlocks | null {
    let t = tables.get(board);
    if (t === undefined) {
      t = PairDeadlocks.build(board, deadSquares);
      tables.set(board, t);
    }
    return t;
  }

  /**
   * The table for a board, or null when it has fewer than two goals or the build would
   * take more than `maxWork` (the default: about a second).
   * `deadSquares` marks cells no goal can be reached from.
   */
  static build(board: Board, deadSquares: Uint8Array, maxWork = MAX_BUILD_WORK): PairDeadlocks | null {
    const { size, width, wall, goals, floors, offsets } = board;
    if (goals.length < 2) return null;
    const index = new Int32Array(size).fill(-1);
    let live = 0;
    for (let i = 0; i < floors.length; i++) if (deadSquares[floors[i]] === 0) index[floors[i]] = live++;
    const occ = new Uint8Array(size);
    const reach = new Reach(board);
    const parent = new Reach(board);
    // A state: boxes a < b and the smallest cell of the player's area. Most pairs leave one
    // area: the first area reached per pair is kept in an array, any other in a set.
    const firstArea = new Int32Array(live * live).fill(-1);
    const otherAreas = new Set<number>();
    const seen = (a: number, b: number, player: number): boolean => {
      const first = firstArea[index[a] * live + index[b]];
      return first === player || (first >= 0 && otherAreas.has((a * size + b) * size + player));
    };
    let queue = new Int32Array(3 * 1024);
    let tail = 0;
    const visit = (x: number, y: number, player: number): void => {
      const a = x < y ? x : y;
      const b = x < y ? y : x;
      const pair = index[a] * live + index[b];
      if (firstArea[pair] < 0) firstArea[pair] = player;
      else if (firstArea[pair] === player) return;
      else {
        const key = (a * size + b) * size + player;
        if (otherAreas.has(key)) return;
        otherAreas.add(key);
      }
      if (tail + 3 > queue.length) {
        const grown = new Int32Array(queue.length * 2);
        grown.set(queue);
        queue = grown;
      }
      queue[tail++] = a;
      queue[tail++] = b;
      queue[tail++] = player;
    };
    let work = 0;
    // Two boxes that leave the floor in one piece (neither 4-adjacent nor cutting a path
    // that cannot go around it) need no flood: the player's area is all of the rest.
    const whole = (a: number, b: number): boolean => {
      if (a - b === 1 || b - a === 1 || a - b === width || b - a === width) return false;
      return reach.linkedAround(occ, a) && reach.linkedAround(occ, b);
    };
    const firstFree = (a: number, b: number): number => {
      for (let i = 0; ; i++) if (floors[i] !== a && floors[i] !== b) return floors[i];
    };
    // Both boxes on goals, the player in any area they leave (each touches one of them).
    for (let i = 0; i < goals.length; i++) {
      for (let j = i + 1; j < goals.length; j++) {
        const g = goals[i];
        const h = goals[j];
        occ[g] = 1;
        occ[h] = 1;
        work += STATE_WORK;
        if (whole(g, h)) visit(g, h, firstFree(g, h));
        else {
          let flooded = false;
          for (let d = 0; d < 8; d++) {
            const n = (d < 4 ? g : h) + offsets[d & 3];
            if (wall[n] === 1 || occ[n] === 1 || (flooded && reach.isReached(n))) continue;
            // Areas already visited from an earlier neighbour are known by their smallest cell.
            reach.fill(occ, n);
            work += reach.count;
            flooded = true;
            visit(g, h, reach.min);
          }
        }
        occ[g] = 0;
        occ[h] = 0;
      }
      if (work > maxWork) return null;
    }
    for (let head = 0; head < tail; head += 3) {
      const a = queue[head];
      const b = queue[head + 1];
      occ[a] = 1;
      occ[b] = 1;
      const open = whole(a, b);
      work += STATE_WORK;
      if (!open) {
        parent.fill(occ, queue[head + 2]);
        work += parent.count;
      }
      if (work > maxWork) return null;
      // Pull either box one cell towards the player, who steps back one more.
      for (let side = 0; side < 2; side++) {
        const box = side === 0 ? a : b;
        const other = side === 0 ? b : a;
        for (let d = 0; d < 4; d++) {
          const to = box + offsets[d];
          const back = to + offsets[d];
          if (wall[back] === 1 || back === other) continue;
          if (open ? wall[to] === 1 || to === other : !parent.isReached(to)) continue;
          occ[box] = 0;
          occ[to] = 1;
          let player = whole(to, other)
            ? firstFree(to, other)
            : open
              ? -1
              : parent.minAfterPull(occ, box, to);
          if (player < 0) {
            reach.fill(occ, back);
            work += reach.count;
            player = reach.min;
          }
          occ[to] = 0;
          occ[box] = 1;
          visit(to, other, player);
        }
      }
      occ[a] = 0;
      occ[b] = 0;
    }
    const dead = new Uint32Array(Math.ceil((live * live) / 32));
    const sides = new Uint8Array(live * live);
    let deadPairs = 0;
    let sidedPairs = 0;
    for (let fi = 0; fi < floors.length; fi++) {
      const a = floors[fi];
      const i = index[a];
      if (i < 0) continue;
      occ[a] = 1;
      for (let fj = fi + 1; fj < floors.length; fj++) {
        const b = floors[fj];
        const j = index[b];
        if (j < 0) continue;
        if (firstArea[i * live + j] < 0) {
          deadPairs++;
          for (const bit of [i * live + j, j * live + i]) dead[bit >>> 5] |= 1 << (bit & 31);
          continue;
        }
        occ[b] = 1;
        if (!whole(a, b)) {
          // Name each area the pair leaves by the neighbours of its boxes in it.
          let mask = 0;
          let done = 0;
          for (let d = 0; d < 8; d++) {
            const n = (d < 4 ? a : b) + offsets[d & 3];
            if ((done & (1 << d)) !== 0 || wall[n] === 1 || occ[n] === 1) continue;
            reach.fill(occ, n);
            work += reach.count;
            const alive = seen(a, b, reach.min);
            for (let e = d; e < 8; e++) {
              if (!reach.isReached((e < 4 ? a : b) + offsets[e & 3])) continue;
              done |= 1 << e;
              if (!alive) mask |= 1 << e;
            }
          }
          if (work > maxWork) return null;
          sides[i * live + j] = mask;
          if (mask !== 0) sidedPairs++;
        }
        occ[b] = 0;
      }
      occ[a] = 0;
    }
    return new PairDeadlocks(board, index, live, dead, sides, deadPairs, sidedPairs);
  }
}
