import type { Board } from './board';
import { Reach } from './reach';

/** Learning stops at this many patterns; those known keep matching. */
const MAX_PATTERNS = 50_000;

/**
 * Deadlock patterns learned during a search, as Festival and Sokolution keep them. A pattern
 * is a set of boxes proved dead alone on the board (by {@link CorralDeadlocks}, whose verdict
 * depends only on those boxes and on the player's area among them), with that area. Any
 * position holding the pattern's boxes, its player in that area, is dead too: its boxes
 * beyond the pattern only get in the way. So one proof, shrunk to the boxes it needs, prunes
 * every later position that repeats the configuration, whatever the rest of the board holds.
 */
export class DeadPatterns {
  /** Box cells of every pattern, end to end; pattern `i` spans `boxStart[i]..boxStart[i + 1]`. */
  private boxes: Int32Array = new Int32Array(1024);
  private boxStart: number[] = [0];
  /** Per pattern, one bit per cell: the player's area among the pattern's boxes. */
  private areas: Uint32Array[] = [];
  /** Per cell: the patterns holding a box there. */
  private readonly byCell: number[][];
  private readonly words: number;
  private readonly occ: Uint8Array;
  private readonly reach: Reach;
  /** Patterns known, by area and boxes: the same one is often proved again from elsewhere. */
  private readonly known = new Set<string>();

  constructor(board: Board) {
    this.byCell = Array.from({ length: board.size }, () => []);
    this.words = (board.size + 31) >>> 5;
    this.occ = new Uint8Array(board.size);
    this.reach = new Reach(board);
  }

  get count(): number {
    return this.areas.length;
  }

  /**
   * Is there a pattern with a box on `cell` whose boxes are all in `occupied`, with `player`
   * (any cell the player can reach) in its area? A push can only complete a pattern that
   * holds the cell the box went to.
   */
  matches(occupied: ArrayLike<number>, cell: number, player: number): boolean {
    return this.find(occupied, cell, player) >= 0;
  }

  /** The pattern `matches` would answer with, or -1. */
  find(occupied: ArrayLike<number>, cell: number, player: number): number {
    const list = this.byCell[cell];
    const { boxes, boxStart, areas } = this;
    const word = player >>> 5;
    const bit = 1 << (player & 31);
    next: for (let k = 0; k < list.length; k++) {
      const p = list[k];
      if ((areas[p][word] & bit) === 0) continue;
      for (let i = boxStart[p]; i < boxStart[p + 1]; i++) if (occupied[boxes[i]] === 0) continue next;
      return p;
    }
    return -1;
  }

  /** The box cells of pattern `id`, ascending. */
  cellsOf(id: number): number[] {
    return Array.from(this.boxes.subarray(this.boxStart[id], this.boxStart[id + 1]));
  }

  /** Learns that `cells[0..k)` (ascending) alone, the player on `player`, are dead. */
  add(cells: ArrayLike<number>, k: number, player: number): void {
    if (this.areas.length >= MAX_PATTERNS) return;
    const { occ, reach, words } = this;
    for (let i = 0; i < k; i++) occ[cells[i]] = 1;
    reach.fill(occ, player);
    for (let i = 0; i < k; i++) occ[cells[i]] = 0;
    let key = String.fromCharCode(reach.min);
    for (let i = 0; i < k; i++) key += String.fromCharCode(cells[i]);
    if (this.known.has(key)) return;
    this.known.add(key);
    const area = new Uint32Array(words);
    for (let i = 0; i < reach.count; i++) {
      const c = reach.cells[i];
      area[c >>> 5] |= 1 << (c & 31);
    }
    const id = this.areas.length;
    const at = this.boxStart[id];
    if (at + k > this.boxes.length) {
      const grown = new Int32Array(Math.max(this.boxes.length * 2, at + k));
      grown.set(this.boxes);
      this.boxes = grown;
    }
    for (let i = 0; i < k; i++) {
      this.boxes[at + i] = cells[i];
      this.byCell[cells[i]].push(id);
    }
    this.boxStart.push(at + k);
    this.areas.push(area);
  }
}
