/** How a stored move changes its parent's boxes (see `NodeStore`). */
export type MoveRule = 'push' | 'pull';

/**
 * A node keeps its whole box set only every this many generations down a line of
 * descent; the others are rebuilt from the nearest such ancestor by replaying at most
 * this many moves. Box sets were most of a node's bytes (2 per box against about 32 for
 * the rest): with the search's queues, a position now costs 51 bytes with 13 boxes (96
 * before) and 60 with 44 (140), for about 5% more time, mostly in confirming duplicates.
 */
const CHECKPOINT_EVERY = 8;

/**
 * Search nodes in flat typed arrays indexed by node id, plus a transposition table: a
 * chained hash over 64-bit Zobrist keys (two 32-bit halves) of the box set and player
 * cell, confirmed by comparing the whole box set, so a hash collision never merges two
 * positions. Typed arrays keep the garbage collector away from individual nodes.
 *
 * A node is its parent plus one move, `cell << 2 | dir` with the box going from `cell` to
 * `cell + offsets[dir]` (rule `'push'`) or from `cell + offsets[dir]` to `cell` (`'pull'`,
 * the backward search's pulls written as the pushes that undo them). Roots and every
 * {@link CHECKPOINT_EVERY}th generation also keep their box set; `boxesOf` rebuilds the
 * others. Box `i` keeps its index along moves, which the lower bound relies on.
 */
export class NodeStore {
  cap = 0;
  count = 0;
  /**
   * Most nodes the store will be asked to hold (the search's node limit plus one
   * expansion's children): the last growth stops there instead of doubling past it.
   */
  ceiling = Number.POSITIVE_INFINITY;
  parent = new Int32Array(0);
  move = new Int32Array(0);
  player = new Uint16Array(0);
  g = new Uint16Array(0);
  h = new Uint16Array(0);
  hashLo = new Int32Array(0);
  hashHi = new Int32Array(0);
  closed = new Uint8Array(0);
  /** Generations since the nearest ancestor that keeps its box set (0: this node keeps it). */
  private hops = new Uint8Array(0);
  private chain = new Int32Array(0);
  private table = new Int32Array(0);
  private tableMask = 0;
  /** Box sets of the nodes that keep one, in id order, and those ids (ascending). */
  private kept = new Uint16Array(0);
  private keptIds = new Int32Array(0);
  private keptCount = 0;
  /** Scratch for `boxesOf` and `find`: the moves up to a kept ancestor, and a cell -> box map. */
  private trail = new Int32Array(CHECKPOINT_EVERY * 2);
  private readonly index: Int16Array;
  private readonly scratch: Int32Array;
  private readonly sign: number;

  constructor(
    readonly nb: number,
    size: number,
    private readonly offsets: Int32Array,
    rule: MoveRule = 'push',
  ) {
    this.index = new Int16Array(size).fill(-1);
    this.scratch = new Int32Array(nb);
    this.sign = rule === 'push' ? 1 : -1;
    this.grow();
  }

  private grow(): void {
    let cap = this.cap === 0 ? 1 << 12 : this.cap * 2;
    if (cap > this.ceiling) cap = this.ceiling > this.cap ? this.ceiling : this.cap + (1 << 12);
    const g32 = (a: Int32Array): Int32Array<ArrayBuffer> => {
      const b = new Int32Array(cap);
      b.set(a);
      return b;
    };
    const g16 = (a: Uint16Array): Uint16Array<ArrayBuffer> => {
      const b = new Uint16Array(cap);
      b.set(a);
      return b;
    };
    const g8 = (a: Uint8Array): Uint8Array<ArrayBuffer> => {
      const b = new Uint8Array(cap);
      b.set(a);
      return b;
    };
    this.parent = g32(this.parent);
    this.move = g32(this.move);
    this.hashLo = g32(this.hashLo);
    this.hashHi = g32(this.hashHi);
    this.chain = g32(this.chain);
    this.player = g16(this.player);
    this.g = g16(this.g);
    this.h = g16(this.h);
    this.closed = g8(this.closed);
    this.hops = g8(this.hops);
    this.cap = cap;
    // A load factor up to 1: chains stay short, and the table costs 4 bytes a node, not 8.
    let slots = 1 << 12;
    while (slots < cap) slots *= 2;
    if (slots !== this.table.length) {
      this.table = new Int32Array(slots).fill(-1);
      this.tableMask = slots - 1;
      for (let id = 0; id < this.count; id++) {
        const slot = this.hashLo[id] & this.tableMask;
        this.chain[id] = this.table[slot];
        this.table[slot] = id;
      }
    }
  }

  /** Appends a kept box set for node `id`. */
  private keep(id: number, boxes: ArrayLike<number>): void {
    const nb = this.nb;
    if ((this.keptCount + 1) * nb > this.kept.length) {
      const more = Math.max(64, this.keptCount) * 2;
      const kept = new Uint16Array(more * nb);
      kept.set(this.kept);
      this.kept = kept;
      const ids = new Int32Array(more);
      ids.set(this.keptIds);
      this.keptIds = ids;
    }
    this.kept.set(boxes, this.keptCount * nb);
    this.keptIds[this.keptCount++] = id;
  }

  /** Where node `id`'s kept box set starts in `kept` (the node must keep one). */
  private keptAt(id: number): number {
    const ids = this.keptIds;
    let lo = 0;
    let hi = this.keptCount - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ids[mid] < id) lo = mid + 1;
      else hi = mid;
    }
    return lo * this.nb;
  }

  /** Writes node `id`'s boxes, in index order, into `out[0..nb)`. */
  boxesOf(id: number, out: Int32Array): void {
    const { nb, index, parent, move, hops, offsets, sign } = this;
    let depth = 0;
    let n = id;
    let trail = this.trail;
    while (hops[n] !== 0) {
      // Longer than the spacing only below re-parented nodes (`reparent`).
      if (depth === trail.length) {
        trail = new Int32Array(depth * 2);
        trail.set(this.trail);
        this.trail = trail;
      }
      trail[depth++] = move[n];
      n = parent[n];
    }
    const at = this.keptAt(n);
    const kept = this.kept;
    for (let i = 0; i < nb; i++) out[i] = kept[at + i];
    if (depth === 0) return;
    for (let i = 0; i < nb; i++) index[out[i]] = i;
    // Oldest move first; each moves one box, which keeps its index.
    for (let k = depth - 1; k >= 0; k--) {
      const m = trail[k];
      const a = m >> 2;
      const b = a + offsets[m & 3];
      const from = sign > 0 ? a : b;
      const to = sign > 0 ? b : a;
      const i = index[from];
      index[from] = -1;
      index[to] = i;
      out[i] = to;
    }
    for (let i = 0; i < nb; i++) index[out[i]] = -1;
  }

  /**
   * Node holding the box set marked in `occ` with player `p` and this key, or -1. With
   * `g` >= 0 the node's `g` must match as well (for stores keyed on it).
   */
  find(lo: number, hi: number, p: number, occ: Uint8Array, g = -1): number {
    const nb = this.nb;
    const scratch = this.scratch;
    for (let id = this.table[lo & this.tableMask]; id !== -1; id = this.chain[id]) {
      if (this.hashLo[id] !== lo || this.hashHi[id] !== hi || this.player[id] !== p) continue;
      if (g >= 0 && this.g[id] !== g) continue;
      this.boxesOf(id, scratch);
      let same = true;
      for (let i = 0; i < nb; i++) {
        if (occ[scratch[i]] === 0) {
          same = false;
          break;
        }
      }
      if (same) return id;
    }
    return -1;
  }

  /**
   * Adds a node: `boxes` are its boxes in index order, `parent` -1 for a root, `move` the
   * move from the parent (see the class comment).
   */
  add(
    lo: number,
    hi: number,
    p: number,
    parent: number,
    move: number,
    g: number,
    h: number,
    boxes: Int32Array,
  ): number {
    if (this.count === this.cap) this.grow();
    const id = this.count++;
    this.parent[id] = parent;
    this.move[id] = move;
    this.player[id] = p;
    this.g[id] = g;
    this.h[id] = h;
    this.hashLo[id] = lo;
    this.hashHi[id] = hi;
    this.closed[id] = 0;
    const hops = parent < 0 ? 0 : this.hops[parent] + 1;
    if (hops >= CHECKPOINT_EVERY || parent < 0) {
      this.hops[id] = 0;
      this.keep(id, boxes);
    } else this.hops[id] = hops;
    const slot = lo & this.tableMask;
    this.chain[id] = this.table[slot];
    this.table[slot] = id;
    return id;
  }

  /**
   * Gives node `id` a shorter way in: `parent` plus `move` (which lead to the same position).
   * Its generations from a kept box set are counted again, so its children keep theirs soon.
   */
  reparent(id: number, parent: number, move: number): void {
    this.parent[id] = parent;
    this.move[id] = move;
    if (this.hops[id] !== 0) this.hops[id] = Math.min(255, this.hops[parent] + 1);
  }

  /** The moves from the root to node `id`, in order. */
  pushesTo(id: number): number[] {
    const out: number[] = [];
    for (let n = id; this.parent[n] !== -1; n = this.parent[n]) out.push(this.move[n]);
    return out.reverse();
  }
}
