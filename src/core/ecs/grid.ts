/**
 * Cell -> occupants index, kept in step with Position by the world's `place`/`moveTo`/`unplace`.
 * Each cell holds an intrusive doubly linked list threaded through per-entity arrays, so nothing is
 * allocated per move and the cost does not grow with the level.
 *
 * A cell's list is kept in ascending entity id, so that whoever walks it (a push picking which of two
 * stacked boxes moves, a writer picking a stack's glyph, a mod's own system) sees an order that is a
 * function of the state. Insertion order would not be: undo re-inserts what it restores, so the same
 * position could list a cell two ways and the same move do two things. Cells hold one to three
 * entities, so the sorted insert costs next to nothing.
 */
export class GridIndex {
  readonly width: number;
  readonly height: number;
  /** First occupant of each cell, or -1. */
  private head: Int32Array;
  private nextOf: Int32Array;
  private prevOf: Int32Array;
  private cellOfEid: Int32Array;

  constructor(width: number, height: number, capacity: number) {
    this.width = width;
    this.height = height;
    this.head = new Int32Array(width * height).fill(-1);
    this.nextOf = new Int32Array(capacity).fill(-1);
    this.prevOf = new Int32Array(capacity).fill(-1);
    this.cellOfEid = new Int32Array(capacity).fill(-1);
  }

  /** Makes room for entity ids below `capacity`. */
  grow(capacity: number): void {
    const grow = (a: Int32Array) => {
      const b = new Int32Array(capacity).fill(-1);
      b.set(a);
      return b;
    };
    this.nextOf = grow(this.nextOf);
    this.prevOf = grow(this.prevOf);
    this.cellOfEid = grow(this.cellOfEid);
  }

  inBounds(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  cell(x: number, y: number): number {
    return y * this.width + x;
  }

  /** The cell an entity is indexed at, or -1 when it is not on the board. */
  cellOf(eid: number): number {
    return this.cellOfEid[eid];
  }

  /** Occupant of a cell with the lowest id, or -1; continue with `next`. Allocation-free iteration. */
  first(cell: number): number {
    return this.head[cell];
  }

  next(eid: number): number {
    return this.nextOf[eid];
  }

  /** Occupants of a cell in ascending id, as a new array (convenient outside hot paths). */
  occupants(x: number, y: number): number[] {
    const out: number[] = [];
    if (!this.inBounds(x, y)) return out;
    for (let e = this.head[this.cell(x, y)]; e !== -1; e = this.nextOf[e]) out.push(e);
    return out;
  }

  insert(eid: number, cell: number): void {
    if (this.cellOfEid[eid] !== -1) this.remove(eid);
    let prev = -1;
    let next = this.head[cell];
    while (next !== -1 && next < eid) {
      prev = next;
      next = this.nextOf[next];
    }
    this.prevOf[eid] = prev;
    this.nextOf[eid] = next;
    if (prev === -1) this.head[cell] = eid;
    else this.nextOf[prev] = eid;
    if (next !== -1) this.prevOf[next] = eid;
    this.cellOfEid[eid] = cell;
  }

  remove(eid: number): void {
    const cell = this.cellOfEid[eid];
    if (cell === -1) return;
    const prev = this.prevOf[eid];
    const next = this.nextOf[eid];
    if (prev === -1) this.head[cell] = next;
    else this.nextOf[prev] = next;
    if (next !== -1) this.prevOf[next] = prev;
    this.nextOf[eid] = -1;
    this.prevOf[eid] = -1;
    this.cellOfEid[eid] = -1;
  }
}
