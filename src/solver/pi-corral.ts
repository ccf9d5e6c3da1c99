import type { Board } from './board';
import type { CorralDeadlocks } from './corral-deadlock';
import { CORRAL_MAX_BOXES } from './corral-deadlock';
import type { Reach } from './reach';

/**
 * PI-corral pruning. A corral is a connected area of free cells the player cannot reach;
 * its boxes are the boxes next to it. Call it PI when every push of those boxes the player
 * could make without entering the corral goes into the corral (I), and all such pushes are
 * possible right now (P). If the corral also needs work (a box of it off goal, or a goal
 * inside it), every solution pushes one of its boxes before the corral can open, and that
 * push can be moved to the front without breaking the rest. So only pushes of the
 * corral's boxes need to be generated: a large cut of the branching factor, and complete.
 */
export class PiCorralFinder {
  private readonly label: Uint32Array;
  private readonly boxMark: Uint32Array;
  private readonly queue: Int32Array;
  private readonly tmp: Int32Array;
  private gen = 0;
  private boxStamp = 0;
  /** After a successful `find`, `boxes[0..count)` are the indices (into `cur`) of the corral's boxes. */
  readonly boxes: Int32Array;
  count = 0;
  /** Set by `find` when a corral turned out to be a deadlock (then it returns false). */
  dead = false;
  /** Optional corral deadlock test, run on every corral that needs work. */
  deadlocks: CorralDeadlocks | null = null;
  private readonly keptCells: Int32Array;
  /**
   * With free goals (a stage, `stages.ts`): the cells of the goals that are not free. Only a
   * corral holding one of those needs work *for the stage*: its other boxes may stay put.
   */
  private readonly fixedGoal: Uint8Array | null;

  constructor(private readonly board: Board) {
    const { freeGoal } = board;
    this.fixedGoal = freeGoal === undefined ? null : new Uint8Array(board.size);
    if (this.fixedGoal !== null && freeGoal !== undefined)
      for (let g = 0; g < board.goals.length; g++) if (freeGoal[g] === 0) this.fixedGoal[board.goals[g]] = 1;
    this.label = new Uint32Array(board.size);
    this.boxMark = new Uint32Array(board.size);
    this.queue = new Int32Array(board.size);
    this.boxes = new Int32Array(board.goals.length);
    this.tmp = new Int32Array(board.goals.length);
    this.keptCells = new Int32Array(board.goals.length);
  }

  /**
   * `boxIndex[c]` is 1 + the index in `cur` of the box on `c`, or 0. Returns true when a PI
   * corral was found; its boxes are left in `boxes`. Prefers the corral with fewest boxes.
   */
  find(cur: Int32Array, boxIndex: Int16Array, reach: Reach): boolean {
    const { wall, goal, offsets } = this.board;
    const label = this.label;
    const queue = this.queue;
    const nb = cur.length;
    let bestCount = nb + 1;
    const tmp = this.tmp;
    const base = this.gen;
    this.dead = false;
    for (let i = 0; i < nb; i++) {
      for (let d = 0; d < 4; d++) {
        const start = cur[i] + offsets[d];
        if (wall[start] === 1 || boxIndex[start] !== 0 || reach.isReached(start)) continue;
        if (label[start] > base) continue;
        // A new corral area: label it, note whether it contains a goal.
        const id = ++this.gen;
        if (this.gen >= 0xfffffff0) {
          label.fill(0);
          this.boxMark.fill(0);
          this.gen = 1;
          this.boxStamp = 0;
          return false;
        }
        let head = 0;
        let tail = 0;
        queue[tail++] = start;
        label[start] = id;
        let needsWork = false;
        let stageWork = false;
        const stamp = ++this.boxStamp;
        let count = 0;
        const fixedGoal = this.fixedGoal;
        while (head < tail) {
          const c = queue[head++];
          if (goal[c] === 1) {
            needsWork = true;
            if (fixedGoal === null || fixedGoal[c] === 1) stageWork = true;
          }
          for (let k = 0; k < 4; k++) {
            const n = c + offsets[k];
            if (wall[n] === 1) continue;
            const bi = boxIndex[n];
            if (bi !== 0) {
              if (this.boxMark[bi - 1] !== stamp) {
                this.boxMark[bi - 1] = stamp;
                tmp[count++] = bi - 1;
                if (goal[n] === 0) {
                  needsWork = true;
                  if (fixedGoal === null) stageWork = true;
                }
              }
            } else if (label[n] !== id) {
              label[n] = id;
              queue[tail++] = n;
            }
          }
        }
        if (!needsWork) continue;
        if (this.deadlocks !== null && count <= CORRAL_MAX_BOXES) {
          const kept = this.keptCells;
          for (let j = 0; j < count; j++) kept[j] = cur[tmp[j]];
          kept.subarray(0, count).sort();
          if (this.deadlocks.isDead(kept, count, reach.min)) {
            this.dead = true;
            return false;
          }
        }
        if (!stageWork || count >= bestCount) continue;
        if (this.isPI(cur, boxIndex, reach, tmp, count, id, stamp)) {
          bestCount = count;
          this.boxes.set(tmp.subarray(0, count));
          this.count = count;
        }
      }
    }
    return bestCount <= nb;
  }

  private isPI(
    cur: Int32Array,
    boxIndex: Int16Array,
    reach: Reach,
    list: Int32Array,
    count: number,
    id: number,
    stamp: number,
  ): boolean {
    const { wall, offsets } = this.board;
    const label = this.label;
    for (let k = 0; k < count; k++) {
      const b = cur[list[k]];
      for (let d = 0; d < 4; d++) {
        const o = offsets[d];
        const p = b - o;
        const t = b + o;
        // The player would have to be inside the corral, or behind a box of the corral.
        if (wall[p] === 1 || label[p] === id) continue;
        const pBox = boxIndex[p];
        if (pBox !== 0 && this.boxMark[pBox - 1] === stamp) continue;
        const tBox = boxIndex[t];
        const blocked = wall[t] === 1 || (tBox !== 0 && this.boxMark[tBox - 1] === stamp);
        if (blocked) continue;
        // A possible push: it must go into the corral and be possible right now.
        if (label[t] !== id) return false;
        if (pBox !== 0 || !reach.isReached(p)) return false;
      }
    }
    return true;
  }
}
