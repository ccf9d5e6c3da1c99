import type { Board } from './board';

/** The stamp of a wall: above every generation (and a small integer to V8), so the fill skips walls by the stamp alone. */
const WALL = 0x7fffffff;

/**
 * Player flood fill with generation stamps, so no array is cleared between calls.
 * After `fill`, `isReached(c)` answers in O(1) and `cells[0..count)` lists the area.
 */
export class Reach {
  readonly stamp: Uint32Array;
  readonly cells: Int32Array;
  count = 0;
  gen = 0;
  /** Smallest reached cell: the canonical player position of the area. */
  min = 0;

  /** The eight cells around a cell, in circular order; orthogonal ones at even indices. */
  private readonly ring: Int32Array;

  constructor(private readonly board: Board) {
    this.stamp = new Uint32Array(board.size);
    this.stampWalls();
    this.cells = new Int32Array(board.size);
    const w = board.width;
    this.ring = Int32Array.of(-w, -w + 1, 1, w + 1, w, w - 1, -1, -w - 1);
  }

  /** Floods from `start` over cells that are neither wall nor occupied (`occupied[c] !== 0`). */
  fill(occupied: Uint8Array, start: number): void {
    if (++this.gen === WALL) {
      this.stamp.fill(0);
      this.stampWalls();
      this.gen = 1;
    }
    const { offsets } = this.board;
    const stamp = this.stamp;
    const cells = this.cells;
    const gen = this.gen;
    const o0 = offsets[0];
    const o1 = offsets[1];
    const o2 = offsets[2];
    const o3 = offsets[3];
    let count = 0;
    let min = start;
    stamp[start] = gen;
    cells[count++] = start;
    // `stamp[n] < gen`: neither reached in this fill nor a wall.
    for (let i = 0; i < count; i++) {
      const c = cells[i];
      if (c < min) min = c;
      let n = c + o0;
      if (stamp[n] < gen && occupied[n] === 0) {
        stamp[n] = gen;
        cells[count++] = n;
      }
      n = c + o1;
      if (stamp[n] < gen && occupied[n] === 0) {
        stamp[n] = gen;
        cells[count++] = n;
      }
      n = c + o2;
      if (stamp[n] < gen && occupied[n] === 0) {
        stamp[n] = gen;
        cells[count++] = n;
      }
      n = c + o3;
      if (stamp[n] < gen && occupied[n] === 0) {
        stamp[n] = gen;
        cells[count++] = n;
      }
    }
    this.count = count;
    this.min = min;
  }

  private stampWalls(): void {
    const { wall, size } = this.board;
    for (let c = 0; c < size; c++) if (wall[c] === 1) this.stamp[c] = WALL;
  }

  isReached(c: number): boolean {
    return this.stamp[c] === this.gen;
  }

  /**
   * Canonical player cell after the push of the box on `b` to `t`, given that the last
   * `fill` was for the position before that push and `occupied` already shows the box on
   * `t`. Answers in O(1) when the push neither merges areas (a side neighbour of `b` that
   * was shut off) nor can split the player's area (`t`'s free neighbours are linked around
   * it); returns -1 otherwise, and the caller floods.
   */
  minAfterPush(occupied: Uint8Array, b: number, t: number): number {
    const { wall } = this.board;
    const stamp = this.stamp;
    const gen = this.gen;
    const side = t - b === 1 || t - b === -1 ? this.board.width : 1;
    let n = b + side;
    if (wall[n] === 0 && occupied[n] === 0 && stamp[n] !== gen) return -1;
    n = b - side;
    if (wall[n] === 0 && occupied[n] === 0 && stamp[n] !== gen) return -1;
    const min = b < this.min ? b : this.min;
    if (stamp[t] !== gen) return min;
    if (t === this.min) return -1;
    return this.linkedAround(occupied, t) ? min : -1;
  }

  /**
   * Canonical player cell after a pull of the box on `c` to `p` (the player walks on to the
   * cell beyond `p`), given that the last `fill` was for the position before the pull and
   * `occupied` already shows the box on `p`. O(1) when the freed cell `c` opens onto no
   * cell outside the area and `p`'s free neighbours stay linked around it (which also
   * links `c`, one of them, to the player); -1 otherwise, and the caller floods.
   */
  minAfterPull(occupied: Uint8Array, c: number, p: number): number {
    const { wall } = this.board;
    const stamp = this.stamp;
    const gen = this.gen;
    const o = c - p;
    const side = o === 1 || o === -1 ? this.board.width : 1;
    let n = c + o;
    if (wall[n] === 0 && occupied[n] === 0 && stamp[n] !== gen) return -1;
    n = c + side;
    if (wall[n] === 0 && occupied[n] === 0 && stamp[n] !== gen) return -1;
    n = c - side;
    if (wall[n] === 0 && occupied[n] === 0 && stamp[n] !== gen) return -1;
    if (p === this.min || !this.linkedAround(occupied, p)) return -1;
    return c < this.min ? c : this.min;
  }

  /**
   * Whether the free orthogonal neighbours of `t` form one run in the ring around it: then
   * a box on `t` splits no area (a path through `t` can go around it instead).
   */
  linkedAround(occupied: Uint8Array, t: number): boolean {
    const { wall } = this.board;
    const ring = this.ring;
    let start = -1;
    for (let k = 0; k < 8; k++) {
      const c = t + ring[k];
      if (wall[c] === 1 || occupied[c] !== 0) {
        start = k;
        break;
      }
    }
    if (start < 0) return true;
    let runs = 0;
    let inRun = false;
    let runHasSide = false;
    for (let s = 1; s <= 8; s++) {
      const k = (start + s) & 7;
      const c = t + ring[k];
      if (wall[c] === 1 || occupied[c] !== 0) {
        if (inRun && runHasSide) runs++;
        inRun = false;
        runHasSide = false;
      } else {
        inRun = true;
        if ((k & 1) === 0) runHasSide = true;
      }
    }
    return runs <= 1;
  }
}

/**
 * The player's walking distances from one cell (breadth first), with generation stamps like
 * `Reach`: after `fill`, `distance(c)` answers in O(1). For searches that count moves.
 */
export class Walk {
  private readonly stamp: Uint32Array;
  private readonly steps: Int32Array;
  private readonly queue: Int32Array;
  private gen = 0;

  constructor(private readonly board: Board) {
    this.stamp = new Uint32Array(board.size);
    this.steps = new Int32Array(board.size);
    this.queue = new Int32Array(board.size);
  }

  /** Walks from `start` over cells that are neither wall nor occupied (`occupied[c] !== 0`). */
  fill(occupied: Uint8Array, start: number): void {
    if (++this.gen === 0xffffffff) {
      this.stamp.fill(0);
      this.gen = 1;
    }
    const { wall, offsets } = this.board;
    const { stamp, steps, queue, gen } = this;
    stamp[start] = gen;
    steps[start] = 0;
    queue[0] = start;
    for (let head = 0, tail = 1; head < tail; head++) {
      const c = queue[head];
      for (let d = 0; d < 4; d++) {
        const n = c + offsets[d];
        if (stamp[n] === gen || wall[n] === 1 || occupied[n] !== 0) continue;
        stamp[n] = gen;
        steps[n] = steps[c] + 1;
        queue[tail++] = n;
      }
    }
  }

  /** Steps from the last `fill`'s start to `c`, or -1 when the player cannot get there. */
  distance(c: number): number {
    return this.stamp[c] === this.gen ? this.steps[c] : -1;
  }
}
