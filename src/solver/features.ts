import type { Board } from './board';
import { BucketQueue } from './bucket-queue';

/**
 * Feature-space search support, after Festival's FESS (Shoham and Schaeffer): positions are
 * grouped into cells of a small feature space, and the search takes the best position of
 * each non-empty cell in turn. A best-first search sinks into whichever valley its bound
 * likes; cycling over feature cells keeps positions with more goals packed, or with the
 * board less cut up, in play even while their bound looks worse.
 *
 * Two features: *packing* (boxes on goals) and *connectivity* (how many separate areas the
 * boxes cut the floor into). Counting goals filled in a packing order found by retrograde
 * analysis, as Festival does, did worse here: see docs/SOLVER.md.
 */

/** Computes a position's feature cell from its box occupancy. */
export class FeatureSpace {
  private readonly stamp: Uint32Array;
  private readonly stack: Int32Array;
  private gen = 0;

  constructor(private readonly board: Board) {
    this.stamp = new Uint32Array(board.size);
    this.stack = new Int32Array(board.size);
  }

  /** Boxes on goals. */
  filled(occ: Uint8Array): number {
    const { goals } = this.board;
    let n = 0;
    for (let i = 0; i < goals.length; i++) n += occ[goals[i]];
    return n;
  }

  /** Separate floor areas left by the boxes. */
  areas(occ: Uint8Array): number {
    const { floors, wall, offsets } = this.board;
    if (++this.gen === 0xffffffff) {
      this.stamp.fill(0);
      this.gen = 1;
    }
    const { stamp, stack, gen } = this;
    let areas = 0;
    for (let k = 0; k < floors.length; k++) {
      const s = floors[k];
      if (stamp[s] === gen || occ[s] === 1) continue;
      areas++;
      let top = 0;
      stamp[s] = gen;
      stack[top++] = s;
      while (top > 0) {
        const c = stack[--top];
        for (let d = 0; d < 4; d++) {
          const n = c + offsets[d];
          if (stamp[n] === gen || wall[n] === 1 || occ[n] === 1) continue;
          stamp[n] = gen;
          stack[top++] = n;
        }
      }
    }
    return areas;
  }

  cellOf(occ: Uint8Array): number {
    return this.filled(occ) * 256 + Math.min(this.areas(occ), 255);
  }
}

/**
 * Pops taken from one cell before moving to the next. Consecutive expansions from one cell
 * are often parent and child, so the matching bound is repaired (a row or two) rather than
 * solved again: with 4, Microban IV took 12% fewer expansions and the same Sasquatch levels
 * took 6% less time than with 1 (docs/SOLVER.md).
 */
export const FEATURE_RUN = 4;

/**
 * An open list over feature cells: each pop takes the best node of the next non-empty
 * cell in turn, a few (`FEATURE_RUN`) at a time. Call `assign` before a node's first `push`.
 */
export class FeatureQueue {
  private readonly cells = new Map<number, BucketQueue>();
  private readonly ring: BucketQueue[] = [];
  private cellOfNode = new Int32Array(1 << 12);
  private turn = 0;
  private run = 0;
  size = 0;

  assign(id: number, cell: number): void {
    if (id >= this.cellOfNode.length) {
      const grown = new Int32Array(Math.max(id + 1, this.cellOfNode.length * 2));
      grown.set(this.cellOfNode);
      this.cellOfNode = grown;
    }
    this.cellOfNode[id] = cell;
  }

  /** The last pop did not count against its cell's turn (it was moved to another cell). */
  refund(): void {
    if (this.run > 0) this.run--;
  }

  /** The cell `id` was last assigned. */
  cellOf(id: number): number {
    return this.cellOfNode[id];
  }

  push(id: number, priority: number): void {
    const key = this.cellOfNode[id];
    let q = this.cells.get(key);
    if (q === undefined) {
      q = new BucketQueue();
      this.cells.set(key, q);
      this.ring.push(q);
    }
    q.push(id, priority);
    this.size++;
  }

  pop(): number {
    if (this.size === 0) return -1;
    const { ring } = this;
    for (;;) {
      if (this.turn >= ring.length) this.turn = 0;
      const q = ring[this.turn];
      if (q.size > 0 && this.run < FEATURE_RUN) {
        this.run++;
        this.size--;
        return q.pop();
      }
      this.run = 0;
      this.turn++;
    }
  }
}
