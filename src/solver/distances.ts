import type { Board } from './board';

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
}

export function computePushDistances(board: Board, extraWalls?: Uint8Array): PushDistances {
  const table = distanceTable(board, board.goals, false, extraWalls);
  if (board.freeGoal !== undefined) freeGoals(table, board.freeGoal, board.size);
  return table;
}

/**
 * Turns the free goals' rows into 0 on every cell a box can still be pushed to that goal from,
 * so a box bound for one costs nothing wherever it stays alive, and the matching still sees
 * whether every free goal can get a box.
 */
function freeGoals(table: PushDistances, freeGoal: Uint8Array, size: number): void {
  const { toGoal, nearest } = table;
  let any = false;
  for (let g = 0; g < freeGoal.length; g++) {
    if (freeGoal[g] === 0) continue;
    any = true;
    const base = g * size;
    for (let c = 0; c < size; c++) if (toGoal[base + c] !== UNREACHABLE) toGoal[base + c] = 0;
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
