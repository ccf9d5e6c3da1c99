/**
 * Search nodes in flat typed arrays indexed by node id, plus a transposition table: a
 * chained hash over 64-bit Zobrist keys (two 32-bit halves) of the box set and player
 * cell, confirmed by a full box-set comparison. Typed arrays keep a node near 2 bytes per
 * box + 30 bytes, and the garbage collector never sees individual nodes.
 */
export class NodeStore {
  cap = 0;
  count = 0;
  boxes = new Uint16Array(0);
  parent = new Int32Array(0);
  /** The move that made the node: `box << 2 | dir` (a pull in the backward search). */
  move = new Int32Array(0);
  player = new Uint16Array(0);
  g = new Uint16Array(0);
  h = new Uint16Array(0);
  hashLo = new Int32Array(0);
  hashHi = new Int32Array(0);
  closed = new Uint8Array(0);
  private chain = new Int32Array(0);
  private table = new Int32Array(0);
  private tableMask = 0;

  constructor(readonly nb: number) {
    this.grow();
  }

  private grow(): void {
    const cap = this.cap === 0 ? 1 << 12 : this.cap * 2;
    const boxes = new Uint16Array(cap * this.nb);
    boxes.set(this.boxes);
    this.boxes = boxes;
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
    this.parent = g32(this.parent);
    this.move = g32(this.move);
    this.hashLo = g32(this.hashLo);
    this.hashHi = g32(this.hashHi);
    this.chain = g32(this.chain);
    this.player = g16(this.player);
    this.g = g16(this.g);
    this.h = g16(this.h);
    const closed = new Uint8Array(cap);
    closed.set(this.closed);
    this.closed = closed;
    this.cap = cap;
    // Keep the load factor at or below 1/2.
    this.table = new Int32Array(cap * 2).fill(-1);
    this.tableMask = cap * 2 - 1;
    for (let id = 0; id < this.count; id++) {
      const slot = this.hashLo[id] & this.tableMask;
      this.chain[id] = this.table[slot];
      this.table[slot] = id;
    }
  }

  /**
   * Node holding the box set marked in `occ` with player `p` and this key, or -1. With
   * `g` >= 0 the node's `g` must match as well (for stores keyed on it).
   */
  find(lo: number, hi: number, p: number, occ: Uint8Array, g = -1): number {
    const nb = this.nb;
    const boxes = this.boxes;
    for (let id = this.table[lo & this.tableMask]; id !== -1; id = this.chain[id]) {
      if (this.hashLo[id] !== lo || this.hashHi[id] !== hi || this.player[id] !== p) continue;
      if (g >= 0 && this.g[id] !== g) continue;
      const base = id * nb;
      let same = true;
      for (let i = 0; i < nb; i++) {
        if (occ[boxes[base + i]] === 0) {
          same = false;
          break;
        }
      }
      if (same) return id;
    }
    return -1;
  }

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
    this.boxes.set(boxes, id * this.nb);
    this.parent[id] = parent;
    this.move[id] = move;
    this.player[id] = p;
    this.g[id] = g;
    this.h[id] = h;
    this.hashLo[id] = lo;
    this.hashHi[id] = hi;
    this.closed[id] = 0;
    const slot = lo & this.tableMask;
    this.chain[id] = this.table[slot];
    this.table[slot] = id;
    return id;
  }

  /** The moves (`box << 2 | dir`) from the root to node `id`, in order. */
  pushesTo(id: number): number[] {
    const out: number[] = [];
    for (let n = id; this.parent[n] !== -1; n = this.parent[n]) out.push(this.move[n]);
    return out.reverse();
  }
}
