import type { Board } from './board';
import { BucketQueue } from './bucket-queue';
import type { Hotspots } from './hotspots';

/**
 * Feature-space search support, after Festival's FESS (Shoham and Schaeffer): positions are
 * grouped into cells of a small feature space, and the search takes the best position of
 * each non-empty cell in turn. A best-first search sinks into whichever valley its bound
 * likes; cycling over feature cells keeps positions with more goals packed, or with the
 * board less cut up, in play even while their bound looks worse.
 *
 * Two features: *packing* (boxes on goals) and *connectivity* (how many separate areas the
 * boxes cut the floor into); a third, *hotspots* (`hotspots.ts`), only advises. Counting
 * goals filled in a packing order found by retrograde analysis, as Festival does, did worse
 * here: see docs/SOLVER.md.
 *
 * A cell is one number: filled goals from bit 14, hotspots (up to 63) from bit 8, floor
 * areas (up to 255) in the low byte.
 */
export const cellFilled = (cell: number): number => cell >> 14;
export const cellHotspots = (cell: number): number => (cell >> 8) & 63;
export const cellAreas = (cell: number): number => cell & 255;

/**
 * The cells where a box counts as packed: the goals, and on a stage with free goals
 * (`stages.ts`) the goals that are not free plus the cells the boxes start on, so pushing
 * another room's box away from where it stood is a step back, not a free move.
 */
export function packedCells(board: Board): Uint8Array {
  const { freeGoal } = board;
  if (freeGoal === undefined) return board.goal;
  const packed = new Uint8Array(board.size);
  for (let g = 0; g < board.goals.length; g++) if (freeGoal[g] === 0) packed[board.goals[g]] = 1;
  for (const c of board.boxes) packed[c] = 1;
  return packed;
}

/** A push FESS's advisors would suggest: it fills a goal, joins floor areas or clears a hotspot. */
export function isProgress(parentCell: number, childCell: number): boolean {
  return (
    cellFilled(childCell) > cellFilled(parentCell) ||
    cellAreas(childCell) < cellAreas(parentCell) ||
    cellHotspots(childCell) < cellHotspots(parentCell)
  );
}

/**
 * The cell a node queues in: hotspots advise (`isProgress`) but do not split the queue. As a
 * third dimension of cells they cost a level on Sasquatch with either order (300 k expansions
 * per level); as advice they solved one more Sasquatch II level and lost none (docs/SOLVER.md).
 */
export const queueCell = (cell: number): number => cell & ~(63 << 8);

/** `cell` with the floor areas of `other`: where a child waits first (see `FeatureQueue`). */
export function withAreasOf(cell: number, other: number): number {
  return (cell & ~255) | (other & 255);
}

function packCell(filled: number, hotspots: number, areas: number): number {
  return (filled << 14) | (Math.min(hotspots, 63) << 8) | Math.min(areas, 255);
}

/**
 * Computes a position's feature cell from its box occupancy, and its children's cells in
 * O(1) each: `label` floods the free floor once with a depth-first search that records,
 * as Tarjan's cut-vertex search does, the discovery order and low link of every cell. A
 * push that frees `b` and fills `t` then changes the area count by what the search knows:
 * the pieces `t`'s removal leaves, merged again by `b`'s free neighbours.
 */
export class FeatureSpace {
  private readonly stamp: Uint32Array;
  private readonly stack: Int32Array;
  private readonly nextDir: Uint8Array;
  /** Discovery index, smallest discovery index reachable by a back edge, and subtree end. */
  private readonly disc: Int32Array;
  private readonly low: Int32Array;
  private readonly end: Int32Array;
  private readonly parent: Int32Array;
  /** Area index of each free cell. */
  private readonly area: Int32Array;
  /** Smallest cell of each cell's subtree, and of each area (its search's root). */
  private readonly subMin: Int32Array;
  private areaMin = new Int32Array(64);
  private gen = 0;
  /** Floor areas of the position last labelled. */
  areaCount = 0;
  /** The cells that count as packed (see `packedCells`), as a mask and a list. */
  private readonly packed: Uint8Array;
  private readonly packedList: Int32Array;

  constructor(
    private readonly board: Board,
    private readonly hotspots: Hotspots | null = null,
  ) {
    const n = board.size;
    this.packed = packedCells(board);
    this.packedList = board.floors.filter((c) => this.packed[c] === 1);
    this.stamp = new Uint32Array(n);
    this.stack = new Int32Array(n);
    this.nextDir = new Uint8Array(n);
    this.disc = new Int32Array(n);
    this.low = new Int32Array(n);
    this.end = new Int32Array(n);
    this.parent = new Int32Array(n);
    this.area = new Int32Array(n);
    this.subMin = new Int32Array(n);
  }

  /** Whether cells count hotspots (else that part of every cell is 0). */
  get withHotspots(): boolean {
    return this.hotspots !== null;
  }

  /** Boxes on goals (on packed cells: see `packedCells`). */
  filled(occ: Uint8Array): number {
    const list = this.packedList;
    let n = 0;
    for (let i = 0; i < list.length; i++) n += occ[list[i]];
    return n;
  }

  /** Separate floor areas left by the boxes. */
  areas(occ: Uint8Array): number {
    this.label(occ);
    return this.areaCount;
  }

  cellOf(occ: Uint8Array): number {
    const hot = this.hotspots === null ? 0 : this.hotspots.count(occ);
    return packCell(this.filled(occ), hot, this.areas(occ));
  }

  /**
   * The cell of the child where the box on `b` was pushed to `t`, after `cellOf` of the
   * parent (`parentCell`). `occ` may show the parent or the child: only other cells are read.
   */
  childCell(occ: Uint8Array, parentCell: number, b: number, t: number): number {
    const { packed } = this;
    const filled = cellFilled(parentCell) + packed[t] - packed[b];
    const hot = this.hotspots === null ? 0 : this.hotspots.child(occ, b, t);
    return packCell(filled, hot, this.childAreas(occ, b, t));
  }

  /** Area count after the push of the box on `b` to `t` (see the class comment). */
  childAreas(occ: Uint8Array, b: number, t: number): number {
    const { wall, offsets } = this.board;
    const { disc, low, parent, stamp, gen } = this;
    // Pieces of t's area once t is filled: each child subtree no back edge leaves, plus
    // the rest of the area when t is not the root of its search.
    let pieces = parent[t] >= 0 ? 1 : 0;
    for (let d = 0; d < 4; d++) {
      const n = t + offsets[d];
      if (stamp[n] === gen && parent[n] === t && low[n] >= disc[t]) pieces++;
    }
    // The freed cell joins the pieces its other free neighbours are in.
    let merged = 0;
    let seen0 = -2;
    let seen1 = -2;
    let seen2 = -2;
    for (let d = 0; d < 4; d++) {
      const n = b + offsets[d];
      if (n === t || wall[n] === 1 || occ[n] === 1) continue;
      const piece = this.pieceOf(n, t);
      if (piece === seen0 || piece === seen1 || piece === seen2) continue;
      if (seen0 === -2) seen0 = piece;
      else if (seen1 === -2) seen1 = piece;
      else seen2 = piece;
      merged++;
    }
    const base = this.areaCount - 1 + pieces;
    return merged === 0 ? base + 1 : base - merged + 1;
  }

  /**
   * The canonical player cell (smallest cell of the player's area) after the push of the box
   * on `b` to `t`, the player then standing on `b`, after `cellOf` of the parent; `occ` may
   * show the parent or the child. The area is `b` and the pieces next to it once `t` is
   * filled, and each piece's smallest cell is known from the labelling: a child search would
   * otherwise flood the area, which was half the time on big checkerboards (Sasquatch VI #50),
   * where most pushes open or close a pocket.
   */
  childPlayer(occ: Uint8Array, b: number, t: number): number {
    const { wall, offsets } = this.board;
    let min = b;
    for (let d = 0; d < 4; d++) {
      const n = b + offsets[d];
      if (n === t || wall[n] === 1 || occ[n] === 1) continue;
      const piece = this.pieceOf(n, t);
      // Another area, a subtree cut off below t, or the rest of t's area (it holds the root).
      const m =
        piece <= -3 ? this.areaMin[-3 - piece] : piece >= 0 ? this.subMin[piece] : this.areaMin[this.area[t]];
      if (m < min) min = m;
    }
    return min;
  }

  /**
   * Which piece the free cell `n` is in once `t` is filled: another area (as minus its
   * area index, less 3), the subtree of one of t's separated children (that child's cell),
   * or the rest of t's area (-1).
   */
  private pieceOf(n: number, t: number): number {
    const { area, disc, low, end, parent, stamp, gen } = this;
    const { offsets } = this.board;
    if (area[n] !== area[t]) return -3 - area[n];
    const dn = disc[n];
    for (let d = 0; d < 4; d++) {
      const c = t + offsets[d];
      if (stamp[c] !== gen || parent[c] !== t || low[c] < disc[t]) continue;
      if (disc[c] <= dn && dn < end[c]) return c;
    }
    return -1;
  }

  /** Depth-first search over the free floor: areas, discovery order, low links, subtrees. */
  private label(occ: Uint8Array): void {
    const { floors, wall, offsets } = this.board;
    if (++this.gen === 0xffffffff) {
      this.stamp.fill(0);
      this.gen = 1;
    }
    const { stamp, stack, nextDir, disc, low, end, parent, area, subMin, gen } = this;
    let areas = 0;
    let clock = 0;
    for (let k = 0; k < floors.length; k++) {
      const s = floors[k];
      if (stamp[s] === gen || occ[s] === 1) continue;
      const id = areas++;
      // Floors are in ascending order, so each area's search starts on its smallest cell.
      if (id === this.areaMin.length) {
        const grown = new Int32Array(id * 2);
        grown.set(this.areaMin);
        this.areaMin = grown;
      }
      this.areaMin[id] = s;
      let top = 0;
      stamp[s] = gen;
      parent[s] = -1;
      disc[s] = low[s] = clock++;
      subMin[s] = s;
      area[s] = id;
      nextDir[s] = 0;
      stack[top++] = s;
      while (top > 0) {
        const c = stack[top - 1];
        if (nextDir[c] < 4) {
          const n = c + offsets[nextDir[c]++];
          if (wall[n] === 1 || occ[n] === 1) continue;
          if (stamp[n] !== gen) {
            stamp[n] = gen;
            parent[n] = c;
            disc[n] = low[n] = clock++;
            subMin[n] = n;
            area[n] = id;
            nextDir[n] = 0;
            stack[top++] = n;
          } else if (n !== parent[c] && disc[n] < low[c]) low[c] = disc[n];
          continue;
        }
        top--;
        end[c] = clock;
        const p = parent[c];
        if (p >= 0) {
          if (low[c] < low[p]) low[p] = low[c];
          if (subMin[c] < subMin[p]) subMin[p] = subMin[c];
        }
      }
    }
    this.areaCount = areas;
  }
}

/**
 * Pops taken from one cell before moving to the next. Consecutive expansions from one cell
 * are often parent and child, so the matching bound is repaired (a row or two) rather than
 * solved again: with 4, Microban IV took 12% fewer expansions and the same Sasquatch levels
 * took 6% less time than with 1 (docs/SOLVER.md).
 */
export const FEATURE_RUN = 4;

/**
 * An open list over feature cells: each pop takes the best node of the next non-empty
 * cell in turn, a few (`FEATURE_RUN`) at a time. Call `assign` before a node's first `push`.
 *
 * The search queues a child first in the cell with its own filled goals but its parent's
 * floor areas; when popped from there it moves to its own cell (`settle`). Pops then stay
 * within a line of descent longer, as with `FEATURE_RUN`. Measured against queueing every
 * child in its own cell at once: on eight Sasquatch levels that had needed 9-60 s, 6 solved
 * in 30 s instead of 5, most about 1.5x faster; on small crowded levels, where a push often
 * changes the area count, it costs a little (Microban IV 98/102 at 10 s instead of 99).
 */
export class FeatureQueue {
  private readonly cells = new Map<number, BucketQueue>();
  private readonly ring: BucketQueue[] = [];
  /** The cell each node is queued in, and the cell it belongs to. */
  private queuedIn = new Int32Array(1 << 12);
  private own = new Int32Array(1 << 12);
  private turn = 0;
  private run = 0;
  size = 0;

  /** Queues node `id` in `cell` from its next `push`, though it belongs to `own` (see `settle`). */
  assign(id: number, cell: number, own = cell): void {
    if (id >= this.queuedIn.length) {
      const length = Math.max(id + 1, this.queuedIn.length * 2);
      const queuedIn = new Int32Array(length);
      const owned = new Int32Array(length);
      queuedIn.set(this.queuedIn);
      owned.set(this.own);
      this.queuedIn = queuedIn;
      this.own = owned;
    }
    this.queuedIn[id] = cell;
    this.own[id] = own;
  }

  /**
   * Call on a popped node: false when it was queued away from its own cell. It then moves
   * there (push it again), and the pop does not count as a turn of the cell it left.
   */
  settle(id: number): boolean {
    const own = this.own[id];
    if (this.queuedIn[id] === own) return true;
    this.queuedIn[id] = own;
    if (this.run > 0) this.run--;
    return false;
  }

  push(id: number, priority: number): void {
    const key = this.queuedIn[id];
    let q = this.cells.get(key);
    if (q === undefined) {
      q = new BucketQueue();
      this.cells.set(key, q);
      this.ring.push(q);
    }
    q.push(id, priority);
    this.size++;
  }

  pop(): number {
    if (this.size === 0) return -1;
    const { ring } = this;
    for (;;) {
      if (this.turn >= ring.length) this.turn = 0;
      const q = ring[this.turn];
      if (q.size > 0 && this.run < FEATURE_RUN) {
        this.run++;
        this.size--;
        return q.pop();
      }
      this.run = 0;
      this.turn++;
    }
  }
}
