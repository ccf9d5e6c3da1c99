import type { Board } from './board';
import { Reach } from './reach';

/** Rooms bigger than this are left alone: the packing analysis keys its memo on a bit set. */
const MAX_ROOM_GOALS = 30;
/** Lone-box transports the packing analysis may try per room before it gives up on the room. */
const ANALYSIS_BUDGET = 4000;

/**
 * A goal room: a connected cluster of goal cells that boxes never need to cross (once it
 * is taken out of the floor, at most one remaining area holds boxes or other goals). Boxes
 * that enter it can go straight to their final goal, in an order that keeps the rest of
 * the room fillable.
 */
export interface GoalRoom {
  /** Room cells (all goals), ascending. */
  readonly cells: Int32Array;
  /** 1 for the cells boxes can come from: the area outside the room holding the boxes. */
  readonly source: Uint8Array;
  /**
   * 1 for room cells and for the box-free areas only the room leads to: a box brought into
   * the room may cross these on its way to its goal.
   */
  readonly inside: Uint8Array;
}

/**
 * Finds the goal rooms of a level. Rooms of a single goal are skipped: the macro would
 * only forbid pushing a box off that goal again, which costs more solutions than it saves.
 */
export function findGoalRooms(board: Board): GoalRoom[] {
  const { size, wall, goal, offsets, floors, boxes } = board;
  const label = new Int32Array(size).fill(-1);
  const rooms: GoalRoom[] = [];
  for (const g of board.goals) {
    if (label[g] >= 0) continue;
    const cells = [g];
    label[g] = rooms.length;
    for (let i = 0; i < cells.length; i++) {
      for (let d = 0; d < 4; d++) {
        const n = cells[i] + offsets[d];
        if (goal[n] === 1 && label[n] < 0) {
          label[n] = rooms.length;
          cells.push(n);
        }
      }
    }
    rooms.push({ cells: Int32Array.from(cells.sort((a, b) => a - b)), source: new Uint8Array(size), inside: new Uint8Array(size) });
  }
  // Keep rooms that no box needs to cross: of the areas left when the room is walled
  // off, at most one contains boxes or goals.
  const isBox = new Uint8Array(size);
  for (const b of boxes) isBox[b] = 1;
  return rooms.filter((room, id) => {
    if (room.cells.length < 2 || room.cells.length > MAX_ROOM_GOALS) return false;
    const seen = new Uint8Array(size);
    let busyAreas = 0;
    for (const f of floors) {
      if (label[f] === id || seen[f] === 1) continue;
      let busy = false;
      const stack = [f];
      const area: number[] = [];
      seen[f] = 1;
      while (stack.length > 0) {
        const c = stack.pop()!;
        area.push(c);
        if ((isBox[c] === 1 && label[c] !== id) || goal[c] === 1) busy = true;
        for (let d = 0; d < 4; d++) {
          const n = c + offsets[d];
          if (wall[n] === 0 && seen[n] === 0 && label[n] !== id) {
            seen[n] = 1;
            stack.push(n);
          }
        }
      }
      if (busy) {
        busyAreas++;
        for (const c of area) room.source[c] = 1;
      }
    }
    for (const f of floors) if (room.source[f] === 0) room.inside[f] = 1;
    return busyAreas <= 1;
  });
}

/** Shortest lone-box push paths inside a room, from one entry push. */
export interface TransportResult {
  /** Number of room cells reached as targets. */
  count: number;
  /** Reached target cells. */
  readonly targets: Int32Array;
  /** For each target, the pushes (`box << 2 | dir`) after the entry push, in order. */
  readonly paths: number[][];
}

/**
 * Lone-box transport and the packing analysis for the rooms of one level. One instance
 * per level (in the level tables), so every search on the level shares the memo of which
 * room states can still be filled; calls never interleave, so the scratch buffers can be
 * shared as well.
 */
export class RoomPlanner {
  readonly rooms: GoalRoom[];
  /** Room id per cell, -1 outside rooms. */
  readonly roomOf: Int32Array;
  /** Bit of a room cell within its room's state mask. */
  readonly bitOf: Int32Array;
  private readonly reach: Reach;
  private readonly memo: Map<number, boolean>[];
  private readonly budget: number[];
  private readonly full: number[];
  private readonly otherGoals: boolean[];
  private readonly scratch: Uint8Array;
  // BFS buffers, indexed by box cell * 4 + direction of the last push.
  private readonly prev: Int32Array;
  private readonly stampOf: Uint32Array;
  private stamp = 0;
  private readonly queue: Int32Array;
  /** Occupancy for the analysis: room boxes only, the rest of the level empty. */
  private readonly occForAnalysis: Uint8Array;
  private readonly analysisOut: TransportResult = { count: 0, targets: new Int32Array(MAX_ROOM_GOALS), paths: [] };

  constructor(
    private readonly board: Board,
    rooms: GoalRoom[],
  ) {
    const { size } = board;
    this.rooms = rooms;
    this.roomOf = new Int32Array(size).fill(-1);
    this.bitOf = new Int32Array(size);
    rooms.forEach((r, id) => {
      r.cells.forEach((c, k) => {
        this.roomOf[c] = id;
        this.bitOf[c] = 1 << k;
      });
    });
    this.reach = new Reach(board);
    this.memo = rooms.map(() => new Map<number, boolean>());
    this.budget = rooms.map(() => ANALYSIS_BUDGET);
    this.full = rooms.map((r) => (r.cells.length >= 31 ? -1 >>> 1 : (1 << r.cells.length) - 1));
    this.otherGoals = rooms.map((r) => r.cells.length < board.goals.length);
    this.scratch = new Uint8Array(size);
    this.prev = new Int32Array(size * 4);
    this.stampOf = new Uint32Array(size * 4);
    this.queue = new Int32Array(size * 4);
    this.occForAnalysis = new Uint8Array(size);
  }

  /**
   * Pushes a lone box from `box` (the player just pushed it there from `player`) through
   * the cells of room `id` that `occupied` leaves free, breadth first. Fills `out` with
   * every room cell reached and its shortest push path. `mustExit`: keep only targets
   * after which the player can still walk back to where the boxes are.
   */
  transport(
    id: number,
    occupied: Uint8Array,
    box: number,
    player: number,
    mustExit: boolean,
    out: TransportResult,
  ): void {
    const { offsets } = this.board;
    const roomOf = this.roomOf;
    const { inside, source } = this.rooms[id];
    const reach = this.reach;
    const { prev, stampOf, queue } = this;
    if (++this.stamp === 0xffffffff) {
      stampOf.fill(0);
      this.stamp = 1;
    }
    const stamp = this.stamp;
    out.count = 0;
    const d0 = offsets.indexOf(box - player);
    const s0 = box * 4 + d0;
    stampOf[s0] = stamp;
    prev[s0] = -1;
    let head = 0;
    let tail = 0;
    queue[tail++] = s0;
    const reachedTarget = this.scratch;
    const targets: number[] = [];
    while (head < tail) {
      const s = queue[head++];
      const c = s >> 2;
      const p = c - offsets[s & 3];
      occupied[c] = 1;
      reach.fill(occupied, p);
      if (reachedTarget[c] === 0 && roomOf[c] === id) {
        let exits = !mustExit;
        for (let k = 0; k < reach.count && !exits; k++) if (source[reach.cells[k]] === 1) exits = true;
        if (exits) {
          reachedTarget[c] = 1;
          targets.push(c);
          const path: number[] = [];
          for (let x = s; prev[x] !== -1; x = prev[x]) {
            const from = prev[x] >> 2;
            path.push((from << 2) | (x & 3));
          }
          out.targets[out.count] = c;
          out.paths[out.count] = path.reverse();
          out.count++;
        }
      }
      for (let d = 0; d < 4; d++) {
        const o = offsets[d];
        const t = c + o;
        if (inside[t] === 0 || occupied[t] !== 0 || !reach.isReached(c - o)) continue;
        const ns = t * 4 + d;
        if (stampOf[ns] === stamp) continue;
        stampOf[ns] = stamp;
        prev[ns] = s;
        queue[tail++] = ns;
      }
      occupied[c] = 0;
    }
    for (const t of targets) reachedTarget[t] = 0;
  }


  /**
   * Can room `id`, holding boxes on the cells of `state`, be filled to the last goal by
   * boxes arriving one at a time from outside (the rest of the level assumed empty)?
   * Memoised; `null` when the analysis budget for the room is spent.
   */
  fillable(id: number, state: number): boolean | null {
    if (state === this.full[id]) return true;
    const memo = this.memo[id];
    const known = memo.get(state);
    if (known !== undefined) return known;
    if (this.budget[id] <= 0) return null;
    const next = this.nextCells(id, state);
    if (next === null) return null;
    let result = false;
    let unknown = false;
    for (const bit of next) {
      const r = this.fillable(id, state | bit);
      if (r === true) {
        result = true;
        break;
      }
      if (r === null) unknown = true;
    }
    if (!result && unknown) return null;
    memo.set(state, result);
    return result;
  }

  /** Room cells (as bits) a box from outside can be brought to when the room holds `state`. */
  private nextCells(id: number, state: number): number[] | null {
    const { wall, offsets } = this.board;
    const room = this.rooms[id];
    const occ = this.occForAnalysis;
    for (const c of room.cells) occ[c] = (this.bitOf[c] & state) !== 0 ? 1 : 0;
    const bits = new Set<number>();
    const out = this.analysisOut;
    const mustExit = this.mustExit(id, state);
    let ok = true;
    for (const e of room.cells) {
      if (occ[e] === 1) continue;
      for (let d = 0; d < 4 && ok; d++) {
        const o = offsets[d];
        const x = e - o;
        if (room.source[x] === 0 || wall[x - o] === 1 || this.roomOf[x - o] === id) continue;
        if (--this.budget[id] < 0) ok = false;
        else {
          this.transport(id, occ, e, x, mustExit, out);
          for (let k = 0; k < out.count; k++) bits.add(this.bitOf[out.targets[k]]);
        }
      }
    }
    for (const c of room.cells) occ[c] = 0;
    return ok ? [...bits] : null;
  }

  /** Must the player be able to leave room `id` after a box lands in it at `state`? */
  mustExit(id: number, state: number): boolean {
    if (this.otherGoals[id]) return true;
    let missing = 0;
    for (let rest = this.full[id] & ~state; rest !== 0; rest &= rest - 1) missing++;
    return missing > 1;
  }
}
