import type { Board } from './board';

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

  constructor(private readonly board: Board) {
    this.stamp = new Uint32Array(board.size);
    this.cells = new Int32Array(board.size);
  }

  /** Floods from `start` over cells that are neither wall nor occupied (`occupied[c] !== 0`). */
  fill(occupied: Uint8Array, start: number): void {
    if (++this.gen === 0xffffffff) {
      this.stamp.fill(0);
      this.gen = 1;
    }
    const { wall, offsets } = this.board;
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
    for (let i = 0; i < count; i++) {
      const c = cells[i];
      if (c < min) min = c;
      let n = c + o0;
      if (stamp[n] !== gen && wall[n] === 0 && occupied[n] === 0) {
        stamp[n] = gen;
        cells[count++] = n;
      }
      n = c + o1;
      if (stamp[n] !== gen && wall[n] === 0 && occupied[n] === 0) {
        stamp[n] = gen;
        cells[count++] = n;
      }
      n = c + o2;
      if (stamp[n] !== gen && wall[n] === 0 && occupied[n] === 0) {
        stamp[n] = gen;
        cells[count++] = n;
      }
      n = c + o3;
      if (stamp[n] !== gen && wall[n] === 0 && occupied[n] === 0) {
        stamp[n] = gen;
        cells[count++] = n;
      }
    }
    this.count = count;
    this.min = min;
  }

  isReached(c: number): boolean {
    return this.stamp[c] === this.gen;
  }
}
