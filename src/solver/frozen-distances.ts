import type { Board } from './board';
import type { PushDistances } from './distances';
import { computePushDistances } from './distances';

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

  constructor(
    private readonly board: Board,
    base: PushDistances,
    private readonly maxEntries = 256,
  ) {
    this.base = { dist: base, frozen: new Uint8Array(board.size), count: 0 };
  }

  /** Table for the frozen cells `cells[0..count)`, ascending. */
  get(cells: ArrayLike<number>, count: number): FrozenTable {
    if (count === 0) return this.base;
    let key = '';
    for (let i = 0; i < count; i++) key += `${cells[i]},`;
    let entry = this.entries.get(key);
    if (entry) return entry;
    const frozen = new Uint8Array(this.board.size);
    for (let i = 0; i < count; i++) frozen[cells[i]] = 1;
    entry = { dist: computePushDistances(this.board, frozen), frozen, count };
    // Dropping everything when full is crude but keeps memory bounded and lookups cheap.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, entry);
    return entry;
  }
}
