import type { Board } from './board';
import { UNREACHABLE } from './distances';
import { MATCHING_MAX_BOXES } from './lower-bound';
import { Hungarian, NO_MATCH } from './matching';
import type { Push } from './paths';
import { Reach } from './reach';
import { levelTables } from './search';

/**
 * Goal rooms: the goals split into 4-connected groups. A level whose boxes go to several
 * separate rooms is several puzzles sharing one board, and a search over the whole board
 * multiplies their positions together: two independent quadrants of Sasquatch #5 cost 2.6 M
 * stored positions, one alone 10 k.
 */
export function goalRooms(board: Board): Int32Array[] {
  const { goals, offsets } = board;
  const indexOf = new Int32Array(board.size).fill(-1);
  for (let i = 0; i < goals.length; i++) indexOf[goals[i]] = i;
  const seen = new Uint8Array(goals.length);
  const rooms: Int32Array[] = [];
  for (let i = 0; i < goals.length; i++) {
    if (seen[i] === 1) continue;
    seen[i] = 1;
    const room = [i];
    for (let k = 0; k < room.length; k++) {
      for (let d = 0; d < 4; d++) {
        const n = goals[room[k]] + offsets[d];
        const j = indexOf[n];
        if (j >= 0 && seen[j] === 0) {
          seen[j] = 1;
          room.push(j);
        }
      }
    }
    rooms.push(Int32Array.from(room));
  }
  return rooms;
}

/** One stage: a level whose solved positions have some rooms filled, and its start (`board.boxes`). */
export interface Stage {
  readonly board: Board;
  /** The cell the player must still reach when the stage is done (-1: anywhere). */
  readonly exit: number;
  /**
   * With free goals: the end the backward search starts from, ascending (the room's goals
   * filled by the boxes the matching sends there, every other box where it stands).
   */
  readonly roots?: Int32Array;
}

/** Where a plan stands: the position and the rooms done. */
export interface PlanState {
  readonly boxes: Int32Array;
  readonly player: number;
  readonly done: Uint8Array;
  readonly doneCount: number;
}

/**
 * Plans stages room by room. `next` proposes, for the current position, the searches that
 * fill one more room: the goals of the rooms done so far and of that room, with every other
 * box either a wall (a small sub-level) or a box bound for a free goal (the whole level).
 * A stage's pushes are legal on the real level, and the last stage has the real level's
 * goals, so a plan that completes is a solution. One that cannot go on is taken back a stage
 * (`save`, `restore`) by the caller, or abandoned while its other searches go on.
 */
export class StagePlanner {
  readonly rooms: Int32Array[];
  private readonly roomOf: Int32Array;
  private readonly done: Uint8Array;
  private doneCount = 0;
  private readonly hungarian: Hungarian;
  private readonly cost: Float64Array;

  constructor(
    private readonly board: Board,
    private boxes: Int32Array,
    private player: number,
  ) {
    this.rooms = goalRooms(board);
    this.roomOf = new Int32Array(board.goals.length);
    this.rooms.forEach((room, k) => {
      for (const g of room) this.roomOf[g] = k;
    });
    this.done = new Uint8Array(this.rooms.length);
    const n = board.goals.length;
    this.hungarian = new Hungarian(n);
    this.cost = new Float64Array(n * n);
  }

  /** The player's cell in the current position. */
  get playerCell(): number {
    return this.player;
  }

  /** The box cells of the current position, ascending. */
  get boxCells(): Int32Array {
    return this.boxes;
  }

  get finished(): boolean {
    return this.doneCount === this.rooms.length;
  }

  /**
   * The candidate stages from the current position, the room with the least work first
   * (the sum of its boxes' push distances), as [room, stage] pairs: each room walled off
   * (`walledStage`), then, up to `MATCHING_MAX_BOXES` boxes, each room with free goals
   * (`freeStage`).
   */
  next(): [number, Stage][] {
    const { board, boxes, cost, rooms, roomOf, done } = this;
    const n = board.goals.length;
    const toGoal = levelTables(board).dist.toGoal;
    for (let b = 0; b < n; b++) {
      for (let g = 0; g < n; g++) {
        const d = toGoal[g * board.size + boxes[b]];
        cost[b * n + g] = d === UNREACHABLE ? NO_MATCH : d;
      }
    }
    if (this.hungarian.solve(n, cost) >= NO_MATCH) return [];
    const goalOfBox = this.hungarian.assignment.subarray(0, n);
    const work = new Float64Array(rooms.length);
    for (let b = 0; b < n; b++) work[roomOf[goalOfBox[b]]] += cost[b * n + goalOfBox[b]];
    const order = rooms
      .map((_, k) => k)
      .filter((k) => done[k] === 0)
      .sort((a, b) => work[a] - work[b]);
    const walled = order.map((k): [number, Stage] => [k, this.walledStage(k, goalOfBox)]);
    // Free goals need the matching bound: the nearest-goal sum used beyond it would read 0
    // wherever the boxes stand.
    if (n > MATCHING_MAX_BOXES) return walled;
    return walled.concat(order.map((k): [number, Stage] => [k, this.freeStage(k, goalOfBox)]));
  }

  /**
   * The stage as a sub-level: the goals of the rooms done and of this one, the boxes the
   * matching sends there, every other box a wall. Cheap to search, but most rooms of the
   * levels fast mode cannot solve need a box of another room moved out of the way.
   */
  private walledStage(room: number, goalOfBox: Int32Array): Stage {
    const { board, boxes, roomOf, done } = this;
    const n = board.goals.length;
    const active = (g: number) => done[roomOf[g]] === 1 || roomOf[g] === room;
    const wall = Uint8Array.from(board.wall);
    const goal = new Uint8Array(board.size);
    const goals: number[] = [];
    const stageBoxes: number[] = [];
    for (let g = 0; g < n; g++) {
      if (!active(g)) continue;
      goal[board.goals[g]] = 1;
      goals.push(board.goals[g]);
    }
    for (let b = 0; b < n; b++) {
      if (active(goalOfBox[b])) stageBoxes.push(boxes[b]);
      else wall[boxes[b]] = 1;
    }
    const last = this.doneCount === this.rooms.length - 1;
    const sub: Board = {
      ...board,
      wall,
      goal,
      goals: Int32Array.from(goals),
      boxes: Int32Array.from(stageBoxes).sort(),
      floors: board.floors.filter((c) => wall[c] === 0),
    };
    // Not shutting the player in: a finished room must leave the way out open.
    const exit = last || goal[this.player] === 1 ? -1 : this.player;
    return { board: sub, exit };
  }

  /**
   * The stage as the real level with the goals of the rooms not yet done made free (see
   * `Board.freeGoal`): every box stays movable, and the boxes bound for later rooms cost
   * nothing wherever they can still reach a goal of theirs, so the search moves them only to
   * clear the way. Its dead squares, freeze, corral and pair checks are the real level's.
   */
  private freeStage(room: number, goalOfBox: Int32Array): Stage {
    const { board, boxes, roomOf, done } = this;
    const active = (g: number) => done[roomOf[g]] === 1 || roomOf[g] === room;
    const freeGoal = new Uint8Array(board.goals.length);
    for (let g = 0; g < freeGoal.length; g++) freeGoal[g] = active(g) ? 0 : 1;
    const sub: Board = { ...board, boxes: Int32Array.from(boxes), freeGoal };
    const last = this.doneCount === this.rooms.length - 1;
    const exit = last || board.goal[this.player] === 1 ? -1 : this.player;
    const roots = Int32Array.from(boxes, (c, b) =>
      active(goalOfBox[b]) ? board.goals[goalOfBox[b]] : c,
    ).sort();
    // A box left where it stands on a goal of this room would fill it twice: no such end.
    const distinct = roots.every((c, i) => i === 0 || c !== roots[i - 1]);
    return { board: sub, exit, roots: distinct ? roots : undefined };
  }

  /**
   * Names the current position for the plan's memo: rooms done, boxes, and the player's
   * area (its smallest cell), since rooms done in another order can leave the same position.
   */
  key(): string {
    const occupied = new Uint8Array(this.board.size);
    for (const b of this.boxes) occupied[b] = 1;
    const reach = new Reach(this.board);
    reach.fill(occupied, this.player);
    return `${this.done.join('')}:${this.boxes.join(',')}:${reach.min}`;
  }

  /** The plan's state, to come back to when a later stage fails (`restore`). */
  save(): PlanState {
    return {
      boxes: this.boxes,
      player: this.player,
      done: Uint8Array.from(this.done),
      doneCount: this.doneCount,
    };
  }

  restore(state: PlanState): void {
    this.boxes = state.boxes;
    this.player = state.player;
    this.done.set(state.done);
    this.doneCount = state.doneCount;
  }

  /** Records a stage's solution: its room is done and the position moves on. */
  advance(room: number, pushes: readonly Push[]): void {
    const occupied = new Set(this.boxes);
    for (const p of pushes) {
      occupied.delete(p.box);
      occupied.add(p.box + this.board.offsets[p.dir]);
      this.player = p.box;
    }
    this.boxes = Int32Array.from(occupied).sort();
    this.done[room] = 1;
    this.doneCount++;
  }
}
