import type { Board } from './board';
import type { Sides } from './sides';
import { computeSides } from './sides';

/** Marks "no path" in distance tables; bigger than any real distance. */
export const UNREACHABLE = 0xffff;

/**
 * Per-level push distances, ignoring every other box: `toGoal[g * size + c]` is the
 * least number of pushes that bring a lone box from `c` to goal index `g`. Obtained by
 * pulling a box away from each goal, so a cell no goal can pull a box to is a dead square.
 */
export interface PushDistances {
  readonly toGoal: Uint16Array;
  /** min over goals of toGoal, per cell. */
  readonly nearest: Uint16Array;
  /** 1 for cells where a box can never reach any goal. */
  readonly dead: Uint8Array;
  /** The same distances by the player's side of the box, on levels small enough to match. */
  readonly bySide?: SideDistances;
}

/**
 * Push distances that know where the player stands: `toGoal[(g * size + c) * 4 + k]` is the
 * least number of pushes that bring a lone box from `c` to goal `g` with the player on side
 * `k` of it (`Sides.label`). Never below the plain distance, often far above it: a box that a
 * corridor lets the player reach from one side only can only go the long way round.
 */
export interface SideDistances {
  readonly sides: Sides;
  readonly toGoal: Uint16Array;
}

/** Above this many goals the side table is not built (the matching bound is not used either). */
export const SIDE_DISTANCES_MAX_GOALS = 60;

/**
 * `sided`: also the distances by the player's side (`bySide`, up to `SIDE_DISTANCES_MAX_GOALS`
 * goals), which the searches' bound reads; the game's per-turn detector does without them.
 */
export function computePushDistances(board: Board, extraWalls?: Uint8Array, sided = true): PushDistances {
  const plain = distanceTable(board, board.goals, false, extraWalls);
  const table =
    sided && board.goals.length <= SIDE_DISTANCES_MAX_GOALS
      ? { ...plain, bySide: sideDistances(board, extraWalls) }
      : plain;
  if (board.freeGoal !== undefined) freeGoals(table, board.freeGoal, board.size);
  return table;
}

function sideDistances(board: Board, extraWalls?: Uint8Array): SideDistances {
  const { size, wall, offsets, goals } = board;
  const sides = computeSides(board, extraWalls);
  const { label } = sides;
  const toGoal = new Uint16Array(goals.length * size * 4).fill(UNREACHABLE);
  const queue = new Int32Array(size * 4);
  for (let g = 0; g < goals.length; g++) {
    const base = g * size * 4;
    const goal = goals[g];
    let head = 0;
    let tail = 0;
    for (let d = 0; d < 4; d++) {
      const k = label[goal * 4 + d];
      if (k < 0 || toGoal[base + goal * 4 + k] === 0) continue;
      toGoal[base + goal * 4 + k] = 0;
      queue[tail++] = goal * 4 + k;
    }
    while (head < tail) {
      const state = queue[head++];
      const c = state >> 2;
      const k = state & 3;
      const next = toGoal[base + state] + 1;
      // Pulled towards a player on side k: the box goes to b, the player steps on to b's far side.
      for (let d = 0; d < 4; d++) {
        if (label[c * 4 + d] !== k) continue;
        const b = c + offsets[d];
        const p = b + offsets[d];
        if (wall[p] === 1 || (extraWalls !== undefined && extraWalls[p] === 1)) continue;
        const to = b * 4 + label[b * 4 + d];
        if (toGoal[base + to] !== UNREACHABLE) continue;
        toGoal[base + to] = next;
        queue[tail++] = to;
      }
    }
  }
  return { sides, toGoal };
}

/**
 * Turns the free goals' rows into 0 on every cell a box can still be pushed to that goal from,
 * so a box bound for one costs nothing wherever it stays alive, and the matching still sees
 * whether every free goal can get a box.
 */
function freeGoals(table: PushDistances, freeGoal: Uint8Array, size: number): void {
  const { toGoal, nearest, bySide } = table;
  let any = false;
  for (let g = 0; g < freeGoal.length; g++) {
    if (freeGoal[g] === 0) continue;
    any = true;
    const base = g * size;
    for (let c = 0; c < size; c++) if (toGoal[base + c] !== UNREACHABLE) toGoal[base + c] = 0;
    if (bySide === undefined) continue;
    const sided = bySide.toGoal;
    for (let s = base * 4; s < (base + size) * 4; s++) if (sided[s] !== UNREACHABLE) sided[s] = 0;
  }
  if (any) for (let c = 0; c < size; c++) if (nearest[c] !== UNREACHABLE) nearest[c] = 0;
}

/**
 * The table for the backward (pulling) search: `toGoal[j * size + c]` is the least number
 * of pulls that bring a lone box from `c` to `targets[j]` (usually the start cells of the
 * boxes), i.e. the pushes from `targets[j]` to `c`. `dead` marks cells no pull leads from.
 */
export function computePullDistances(board: Board, targets: Int32Array): PushDistances {
  return distanceTable(board, targets, true);
}

function distanceTable(
  board: Board,
  goals: Int32Array,
  pulling: boolean,
  extraWalls?: Uint8Array,
): PushDistances {
  const { size, wall, offsets } = board;
  const blocked = (c: number): boolean => wall[c] === 1 || (extraWalls !== undefined && extraWalls[c] === 1);
  const toGoal = new Uint16Array(goals.length * size).fill(UNREACHABLE);
  const nearest = new Uint16Array(size).fill(UNREACHABLE);
  const queue = new Int32Array(size);
  for (let g = 0; g < goals.length; g++) {
    const base = g * size;
    if (blocked(goals[g])) continue;
    let head = 0;
    let tail = 0;
    queue[tail++] = goals[g];
    toGoal[base + goals[g]] = 0;
    while (head < tail) {
      const c = queue[head++];
      const next = toGoal[base + c] + 1;
      for (let d = 0; d < 4; d++) {
        const o = offsets[d];
        // Searching from the goals, pull: the box goes from c to c+o with the player walking
        // ahead to c+2o. From the start cells, push: the player stands behind on c-o.
        const b = c + o;
        if (blocked(b) || blocked(pulling ? c - o : b + o) || toGoal[base + b] !== UNREACHABLE) continue;
        toGoal[base + b] = next;
        queue[tail++] = b;
      }
    }
    for (let c = 0; c < size; c++) if (toGoal[base + c] < nearest[c]) nearest[c] = toGoal[base + c];
  }
  const dead = new Uint8Array(size);
  for (let c = 0; c < size; c++) if (!blocked(c) && nearest[c] === UNREACHABLE) dead[c] = 1;
  return { toGoal, nearest, dead };
}
