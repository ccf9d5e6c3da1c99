import type { Board } from './board';
import type { PushDistances } from './distances';
import { UNREACHABLE } from './distances';
import { FrozenDistanceCache } from './frozen-distances';

// Module-local copies: some loaders (tsx in Node) turn imported constants into getters,
// which costs a call per use in the hot loops.
const NO_PATH: number = UNREACHABLE;

/** Box-set changes beyond this many cells rebuild the matching instead of repairing it. */
const MAX_REPAIR = 8;
/** Rough cost of one distance-table cell, for deciding whether a table fits the budget. */
const MS_PER_TABLE_CELL = 1 / 2e4;

/**
 * Bipartite deadlock: every box needs its own goal, so if some set of k boxes can reach
 * fewer than k goals between them, the position is dead. Frozen boxes never move: one on a
 * goal keeps that goal, and all of them are walls for the others.
 *
 * The matching is kept between calls and repaired: boxes that left free their goals,
 * pairs the current reachability no longer allows are undone, and only the boxes left
 * unmatched (after a push, usually just the pushed one) search an augmenting path. A
 * perfect matching survives, so a missing augmenting path proves the deadlock (Berge).
 *
 * Reachability: with frozen boxes, the table with them as walls when it is cached or fits
 * the budget; otherwise the wall-free table (a superset, so still sound) plus an exact
 * lone-box search for the pushed box.
 */
export class BipartiteChecker {
  private readonly goalIndex: Int32Array;
  /** Matched goal of the box on each cell, -1. */
  private readonly goalOf: Int32Array;
  /** Cell of the box matched to each goal, -1. */
  private readonly boxOf: Int32Array;
  /** The box cells of the previous call, `last[0..lastCount)`. */
  private last: Int32Array;
  private lastCount = -1;
  private readonly mark: Uint32Array;
  private markGen = 0;
  private readonly tables: FrozenDistanceCache;
  private readonly lists = new WeakMap<PushDistances, (Int32Array | undefined)[]>();
  // Augmenting-path search.
  private readonly goalSeen: Uint32Array;
  private seenGen = 0;
  private readonly queue: Int32Array;
  private readonly parentGoal: Int32Array;
  // Exact reachability of one box.
  private readonly cellSeen: Uint32Array;
  private cellGen = 0;
  private readonly cellQueue: Int32Array;
  private exactBox = -1;
  private exactGoals: Int32Array = new Int32Array(0);
  private readonly exactMark: Uint8Array;

  constructor(
    private readonly board: Board,
    private readonly base: PushDistances,
  ) {
    const { size, goals } = board;
    this.goalIndex = new Int32Array(size).fill(-1);
    goals.forEach((g, j) => {
      this.goalIndex[g] = j;
    });
    this.goalOf = new Int32Array(size).fill(-1);
    this.boxOf = new Int32Array(goals.length).fill(-1);
    this.mark = new Uint32Array(size);
    this.last = new Int32Array(goals.length);
    // The detector's matching only asks which goals a box can reach: no tables by side.
    this.tables = new FrozenDistanceCache(board, base, 32, false);
    this.goalSeen = new Uint32Array(goals.length);
    this.queue = new Int32Array(goals.length + 1);
    this.parentGoal = new Int32Array(size);
    this.cellSeen = new Uint32Array(size);
    this.cellQueue = new Int32Array(size);
    this.exactMark = new Uint8Array(goals.length);
  }

  private goalsOf(dist: PushDistances, cell: number): Int32Array {
    let perCell = this.lists.get(dist);
    if (!perCell) {
      perCell = [];
      this.lists.set(dist, perCell);
    }
    let list = perCell[cell];
    if (!list) {
      const { size, goals } = this.board;
      const out: number[] = [];
      for (let j = 0; j < goals.length; j++) if (dist.toGoal[j * size + cell] !== NO_PATH) out.push(j);
      list = Int32Array.from(out);
      perCell[cell] = list;
    }
    return list;
  }

  /** Goals a lone box on `from` can be pushed to, frozen boxes (`frozen`) as walls. */
  private exactReach(from: number, frozen: Uint8Array): void {
    const { wall, offsets } = this.board;
    if (++this.cellGen === 0xffffffff) {
      this.cellSeen.fill(0);
      this.cellGen = 1;
    }
    const gen = this.cellGen;
    const seen = this.cellSeen;
    const queue = this.cellQueue;
    const blocked = (c: number): boolean => wall[c] === 1 || (frozen[c] === 1 && c !== from);
    const found: number[] = [];
    let tail = 0;
    queue[tail++] = from;
    seen[from] = gen;
    for (let head = 0; head < tail; head++) {
      const c = queue[head];
      if (this.goalIndex[c] >= 0) found.push(this.goalIndex[c]);
      for (let d = 0; d < 4; d++) {
        const o = offsets[d];
        const t = c + o;
        if (seen[t] === gen || blocked(t) || blocked(c - o)) continue;
        seen[t] = gen;
        queue[tail++] = t;
      }
    }
    this.exactMark.fill(0);
    for (const j of found) this.exactMark[j] = 1;
    this.exactGoals = Int32Array.from(found);
    this.exactBox = from;
  }

  /**
   * `boxes`: the position; `frozen` marks its frozen boxes (`frozenList` lists them,
   * ascending; one off goal is a violator on its own);
   * `moved`: the pushed box, if known. Returns the boxes of a Hall violator, or null;
   * `complete` is false when the deadline cut the search short.
   */
  check(
    boxes: ArrayLike<number>,
    frozen: Uint8Array,
    frozenList: readonly number[],
    moved: number | undefined,
    deadline: number,
    maxTableMs = Number.POSITIVE_INFINITY,
  ): { boxes: number[] | null; complete: boolean } {
    const { goalOf, boxOf, goalIndex } = this;
    const size = this.board.size;
    this.sync(boxes);
    // The table: frozen boxes as walls when affordable, else the wall-free one.
    let dist = this.base;
    let exact = false;
    if (frozenList.length > 0) {
      const cost = this.board.goals.length * this.board.floors.length * MS_PER_TABLE_CELL;
      const table =
        this.tables.peek(frozenList, frozenList.length) ??
        (cost <= maxTableMs && performance.now() + cost < deadline
          ? this.tables.get(frozenList, frozenList.length)
          : null);
      if (table !== null) dist = table.dist;
      else if (moved !== undefined && frozen[moved] === 0) {
        this.exactReach(moved, frozen);
        exact = true;
      }
    }
    if (!exact) this.exactBox = -1;
    const toGoal = dist.toGoal;
    const allowed = (b: number, j: number): boolean => {
      if (frozen[b] === 1) return goalIndex[b] === j;
      if (b === this.exactBox) return this.exactMark[j] === 1;
      return toGoal[j * size + b] !== NO_PATH;
    };
    // Undo pairs the current reachability rules out; frozen boxes take their own goals.
    for (let i = 0; i < boxes.length; i++) {
      const b = boxes[i];
      const j = goalOf[b];
      if (j >= 0 && !allowed(b, j)) {
        boxOf[j] = -1;
        goalOf[b] = -1;
      }
    }
    for (const b of frozenList) {
      const j = goalIndex[b];
      if (j < 0) return { boxes: [b], complete: true };
      if (goalOf[b] === j) continue;
      const other = boxOf[j];
      if (other >= 0) goalOf[other] = -1;
      if (goalOf[b] >= 0) boxOf[goalOf[b]] = -1;
      boxOf[j] = b;
      goalOf[b] = j;
    }
    let complete = true;
    for (let i = 0; i < boxes.length; i++) {
      const b = boxes[i];
      if (goalOf[b] >= 0) continue;
      if (performance.now() > deadline) {
        complete = false;
        break;
      }
      const violator = this.augment(b, frozen, dist);
      if (violator !== null) return { boxes: violator, complete };
    }
    return { boxes: null, complete };
  }

  /** Records the new box set; goals of boxes that left are freed (or all, after a big change). */
  private sync(boxes: ArrayLike<number>): void {
    if (boxes.length > this.last.length) {
      const grown = new Int32Array(boxes.length);
      grown.set(this.last);
      this.last = grown;
    }
    const { goalOf, boxOf, mark, last } = this;
    if (++this.markGen === 0xffffffff) {
      mark.fill(0);
      this.markGen = 1;
    }
    const gen = this.markGen;
    const n = boxes.length;
    for (let i = 0; i < n; i++) mark[boxes[i]] = gen;
    let left = 0;
    if (this.lastCount === n) for (let i = 0; i < n; i++) if (mark[last[i]] !== gen) left++;
    if (this.lastCount !== n || left > MAX_REPAIR) {
      for (let i = 0; i < Math.max(0, this.lastCount); i++) goalOf[last[i]] = -1;
      boxOf.fill(-1);
    } else if (left > 0) {
      for (let i = 0; i < n; i++) {
        const b = last[i];
        if (mark[b] === gen) continue;
        const j = goalOf[b];
        if (j >= 0) boxOf[j] = -1;
        goalOf[b] = -1;
      }
    }
    for (let i = 0; i < n; i++) last[i] = boxes[i];
    this.lastCount = n;
  }

  /**
   * Breadth-first search for an augmenting path from unmatched box `start`; applies it and
   * returns null, or returns the boxes reached (a set with too few goals) when none exists.
   */
  private augment(start: number, frozen: Uint8Array, dist: PushDistances): number[] | null {
    const { goalOf, boxOf, goalSeen, queue, parentGoal, goalIndex } = this;
    if (++this.seenGen === 0xffffffff) {
      goalSeen.fill(0);
      this.seenGen = 1;
    }
    const gen = this.seenGen;
    let tail = 0;
    queue[tail++] = start;
    parentGoal[start] = -1;
    for (let head = 0; head < tail; head++) {
      const b = queue[head];
      if (parentGoal[b] === -2) continue;
      const list =
        frozen[b] === 1
          ? Int32Array.of(goalIndex[b])
          : b === this.exactBox
            ? this.exactGoals
            : this.goalsOf(dist, b);
      for (let k = 0; k < list.length; k++) {
        const j = list[k];
        if (goalSeen[j] === gen) continue;
        goalSeen[j] = gen;
        const holder = boxOf[j];
        if (holder < 0) {
          // Flip the path: b takes j, each earlier box takes the goal it reached b through.
          let box = b;
          let goal = j;
          for (;;) {
            const previous = goalOf[box];
            goalOf[box] = goal;
            boxOf[goal] = box;
            if (box === start) return null;
            goal = previous;
            box = parentGoal[box];
          }
        }
        if (frozen[holder] === 1) {
          // Its goal is taken for good: the frozen box belongs to the short set too.
          queue[tail++] = holder;
          parentGoal[holder] = -2;
          continue;
        }
        parentGoal[holder] = b;
        queue[tail++] = holder;
      }
    }
    const violators = Array.from(queue.subarray(0, tail));
    return violators.sort((a, c) => a - c);
  }
}
