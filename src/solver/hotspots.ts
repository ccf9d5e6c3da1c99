import type { Board } from './board';

/**
 * Festival's *hotspots* feature: how many boxes stand where they cut another box off from
 * every goal. A box on `a` blocks the box on `x` when, with `a` turned into a wall, no goal
 * can pull a lone box to `x` any more (while without it one could). Static and pairwise, so
 * it misses what several boxes do together, but it names the boxes in the way: a box parked
 * in the corridor the others must pass, or on the goal in front of a goal room's far goals.
 *
 * Only the few cells that block anything (`blockers`) are ever looked at, so a position
 * costs the sum of their blocked lists and a child O(blockers on the board).
 */
export class Hotspots {
  /** Cells that block at least one other cell, and for each (same index) the cells it blocks. */
  readonly blockers: Int32Array;
  private readonly blocked: Int32Array[];
  /** Index into `blockers` per cell, or -1. */
  private readonly blockerIndex: Int32Array;
  /** `blocks[k * size + x]`: the blocker `blockers[k]` cuts `x` off. */
  private readonly blocks: Uint8Array;
  /** The last position counted: its occupied blocker cells and how many boxes each blocks. */
  private readonly onBoard: Int32Array;
  private readonly counts: Int32Array;
  private onBoardCount = 0;

  constructor(
    private readonly board: Board,
    dead: Uint8Array,
  ) {
    const { size, floors } = board;
    const live = new Uint8Array(size);
    const queue = new Int32Array(size);
    const blockers: number[] = [];
    const lists: Int32Array[] = [];
    for (let k = 0; k < floors.length; k++) {
      const a = floors[k];
      if (dead[a] === 1) continue;
      this.liveWithWall(a, live, queue);
      const cut: number[] = [];
      for (let j = 0; j < floors.length; j++) {
        const x = floors[j];
        if (x !== a && dead[x] === 0 && live[x] === 0) cut.push(x);
      }
      if (cut.length === 0) continue;
      blockers.push(a);
      lists.push(Int32Array.from(cut));
    }
    this.blockers = Int32Array.from(blockers);
    this.blocked = lists;
    this.blockerIndex = new Int32Array(size).fill(-1);
    this.blocks = new Uint8Array(blockers.length * size);
    for (let k = 0; k < blockers.length; k++) {
      this.blockerIndex[blockers[k]] = k;
      for (const x of lists[k]) this.blocks[k * size + x] = 1;
    }
    this.onBoard = new Int32Array(blockers.length);
    this.counts = new Int32Array(blockers.length);
  }

  /** Cells a lone box can be pushed to a goal from, with `wallAt` a wall: pulls from the goals. */
  private liveWithWall(wallAt: number, live: Uint8Array, queue: Int32Array): void {
    const { wall, goals, offsets } = this.board;
    live.fill(0);
    let tail = 0;
    for (let g = 0; g < goals.length; g++) {
      if (goals[g] === wallAt) continue;
      live[goals[g]] = 1;
      queue[tail++] = goals[g];
    }
    const free = (c: number): boolean => wall[c] === 0 && c !== wallAt;
    for (let head = 0; head < tail; head++) {
      const c = queue[head];
      for (let d = 0; d < 4; d++) {
        const o = offsets[d];
        // Pulled from c to c + o, the player walking ahead onto c + 2o.
        const b = c + o;
        if (live[b] === 1 || !free(b) || !free(b + o)) continue;
        live[b] = 1;
        queue[tail++] = b;
      }
    }
  }

  /** Hotspots of the position `occ` shows; remembered for `child`. */
  count(occ: Uint8Array): number {
    const { blockers, blocked, onBoard, counts } = this;
    let n = 0;
    let hot = 0;
    for (let k = 0; k < blockers.length; k++) {
      if (occ[blockers[k]] === 0) continue;
      const list = blocked[k];
      let c = 0;
      for (let j = 0; j < list.length; j++) c += occ[list[j]];
      onBoard[n] = k;
      counts[n++] = c;
      if (c > 0) hot++;
    }
    this.onBoardCount = n;
    return hot;
  }

  /**
   * Hotspots after the box on `b` moved to `t`, from the position last `count`ed. `occ` may
   * show that position or the child.
   */
  child(occ: Uint8Array, b: number, t: number): number {
    const { blockers, blocks, onBoard, counts, blockerIndex } = this;
    const { size } = this.board;
    let hot = 0;
    for (let i = 0; i < this.onBoardCount; i++) {
      const k = onBoard[i];
      if (blockers[k] === b) continue;
      const base = k * size;
      if (counts[i] - blocks[base + b] + blocks[base + t] > 0) hot++;
    }
    const kt = blockerIndex[t];
    if (kt >= 0) {
      const list = this.blocked[kt];
      for (let j = 0; j < list.length; j++) {
        if (list[j] !== b && occ[list[j]] === 1) {
          hot++;
          break;
        }
      }
    }
    return hot;
  }
}
