import type { Board } from './board';
import { CorralDeadlocks } from './corral-deadlock';
import { Reach } from './reach';

/** Corrals with more boxes than this are skipped: a per-turn budget rarely settles them. */
const MAX_CORRAL_BOXES = 24;

export interface CorralBudget {
  /** Absolute `performance.now()` deadline. */
  readonly deadline: number;
  /** Maximum positions explored per corral. */
  readonly maxNodes: number;
}

/**
 * Corral deadlocks for the detector: finds the corrals of a position (areas the player
 * cannot reach) and asks {@link CorralDeadlocks} about each, within the budget. Running out
 * of budget answers "not dead" and clears `complete`.
 */
export class CorralChecker {
  private readonly reach: Reach;
  private readonly corrals: CorralDeadlocks;
  private readonly occ: Uint8Array;
  /** Per cell: the call that already put it in an examined area. */
  private readonly areaStamp: Uint32Array;
  private stamp = 0;
  private readonly queue: Int32Array;
  private readonly keptMark: Uint32Array;
  private keptGen = 0;

  constructor(
    private readonly board: Board,
    dead: Uint8Array,
  ) {
    this.reach = new Reach(board);
    this.corrals = new CorralDeadlocks(board, dead);
    this.occ = new Uint8Array(board.size);
    this.areaStamp = new Uint32Array(board.size);
    this.queue = new Int32Array(board.size);
    this.keptMark = new Uint32Array(board.size);
  }

  /**
   * Returns the boxes of one deadlocked corral, or null (also when the budget ran out).
   * With `around` (the pushed box) only the corrals next to it are examined: a push can
   * only create or change those.
   */
  find(
    boxes: ArrayLike<number>,
    player: number,
    budget: CorralBudget,
    around?: number,
  ): { boxes: number[] | null; complete: boolean } {
    const { size, wall, offsets } = this.board;
    const { occ, reach, areaStamp, queue, keptMark } = this;
    for (let i = 0; i < boxes.length; i++) occ[boxes[i]] = 1;
    try {
      reach.fill(occ, player);
      let complete = true;
      const starts = around === undefined ? null : Array.from(offsets, (o) => around + o);
      const count = starts === null ? size : starts.length;
      if (++this.stamp >= 0xfffffff0) {
        areaStamp.fill(0);
        this.stamp = 1;
      }
      const call = this.stamp;
      for (let k = 0; k < count; k++) {
        const c = starts === null ? k : starts[k];
        if (wall[c] === 1 || occ[c] === 1 || reach.isReached(c) || areaStamp[c] === call) continue;
        if (performance.now() > budget.deadline) return { boxes: null, complete: false };
        if (++this.keptGen >= 0xfffffff0) {
          keptMark.fill(0);
          this.keptGen = 1;
        }
        const stamp = this.keptGen;
        // Collect the corral area and the boxes around it.
        let tail = 0;
        queue[tail++] = c;
        areaStamp[c] = call;
        const kept: number[] = [];
        for (let i = 0; i < tail; i++) {
          for (let d = 0; d < 4; d++) {
            const n = queue[i] + offsets[d];
            if (wall[n] === 1) continue;
            if (occ[n] === 1) {
              if (keptMark[n] !== stamp) {
                keptMark[n] = stamp;
                kept.push(n);
              }
            } else if (areaStamp[n] !== call) {
              areaStamp[n] = call;
              queue[tail++] = n;
            }
          }
        }
        if (kept.length > MAX_CORRAL_BOXES) {
          complete = false;
          continue;
        }
        kept.sort((a, b) => a - b);
        const v = this.corrals.verdict(kept, kept.length, reach.min, c, budget.maxNodes, budget.deadline);
        if (v === 'dead') return { boxes: kept, complete };
        if (v === 'budget') complete = false;
      }
      return { boxes: null, complete };
    } finally {
      for (let i = 0; i < boxes.length; i++) occ[boxes[i]] = 0;
    }
  }
}
