import type { Board } from './board';
import type { PushDistances } from './distances';
import { computePushDistances } from './distances';
import type { FreezeChecker } from './freeze';

/** What a search's cache of frozen-box tables may hold. */
const CACHE_BYTES = 48 * 1024 * 1024;

/** Distance table for one set of frozen boxes, which act as walls. */
export interface FrozenTable {
  readonly dist: PushDistances;
  /** 1 on the cells of the frozen boxes (all on goals). */
  readonly frozen: Uint8Array;
  /** Number of frozen boxes. */
  readonly count: number;
}

/**
 * Push distances with the frozen boxes of a position as extra walls, cached per frozen
 * set. A box frozen on a goal never moves again, so for the other boxes it is a wall and
 * its goal is taken: the matching bound rises and more boxes turn out dead, soundly.
 * Frozen sets change rarely along a search path, so a small cache serves most lookups.
 */
export class FrozenDistanceCache {
  private readonly entries = new Map<string, FrozenTable>();
  private readonly base: FrozenTable;
  private readonly candidates: Int32Array;
  private readonly cells: Int32Array;
  private last: FrozenTable | null = null;

  private readonly maxEntries: number;
  private readonly sided: boolean;

  /**
   * `maxEntries` tables at most, and fewer when the tables by the player's side make each one
   * big (five times the plain table): the cache stays within about `CACHE_BYTES`. `sided`:
   * whether its tables have them (only a search's bound reads them).
   */
  constructor(
    private readonly board: Board,
    base: PushDistances,
    maxEntries = 256,
    sided = base.bySide !== undefined,
  ) {
    this.sided = sided;
    const bytes = board.goals.length * board.size * 2 * (this.sided ? 5 : 1);
    this.maxEntries = Math.max(8, Math.min(maxEntries, Math.floor(CACHE_BYTES / Math.max(1, bytes))));
    this.base = { dist: base, frozen: new Uint8Array(board.size), count: 0 };
    this.candidates = new Int32Array(board.goals.length);
    this.cells = new Int32Array(board.goals.length);
  }

  /**
   * Table for a position (`boxes`, marked in `occ`): its boxes frozen on goals become
   * walls. Null when some box is frozen off goal, i.e. the position is dead.
   */
  forPosition(boxes: ArrayLike<number>, occ: Uint8Array, freeze: FreezeChecker): FrozenTable | null {
    const goal = this.board.goal;
    const { candidates, cells } = this;
    const n = boxes.length;
    let k = 0;
    for (let i = 0; i < n; i++) {
      const c = boxes[i];
      if (goal[c] === 1 && freeze.mayBeFrozen(occ, c)) candidates[k++] = c;
    }
    if (k === 0) return this.base;
    if (freeze.run(occ, candidates.subarray(0, k), n) > 0) return null;
    const count = freeze.frozenCount;
    for (let i = 0; i < count; i++) cells[i] = freeze.frozen[i];
    cells.subarray(0, count).sort();
    return this.get(cells, count);
  }

  private keyOf(cells: ArrayLike<number>, count: number): string {
    let key = '';
    for (let i = 0; i < count; i++) key += `${cells[i]},`;
    return key;
  }

  /** The last table handed out, if it is the one for these cells. */
  private lastFor(cells: ArrayLike<number>, count: number): FrozenTable | null {
    const last = this.last;
    if (last === null || last.count !== count) return null;
    for (let i = 0; i < count; i++) if (last.frozen[cells[i]] !== 1) return null;
    return last;
  }

  /** The cached table for these frozen cells, if any (never computes one). */
  peek(cells: ArrayLike<number>, count: number): FrozenTable | undefined {
    if (count === 0) return this.base;
    return this.lastFor(cells, count) ?? this.entries.get(this.keyOf(cells, count));
  }

  /** Table for the frozen cells `cells[0..count)`, ascending. */
  get(cells: ArrayLike<number>, count: number): FrozenTable {
    if (count === 0) return this.base;
    // Consecutive positions usually share their frozen set: skip building the key.
    const same = this.lastFor(cells, count);
    if (same !== null) return same;
    const key = this.keyOf(cells, count);
    let entry = this.entries.get(key);
    if (entry) {
      this.last = entry;
      return entry;
    }
    const frozen = new Uint8Array(this.board.size);
    for (let i = 0; i < count; i++) frozen[cells[i]] = 1;
    entry = { dist: computePushDistances(this.board, frozen, this.sided), frozen, count };
    // Dropping everything when full is crude but keeps memory bounded and lookups cheap.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, entry);
    this.last = entry;
    return entry;
  }
}
