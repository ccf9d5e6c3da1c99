import type { Board } from './board';

/**
 * Brute-force ground truth for small levels, deliberately simple and independent of the
 * solver and detector: every position from which the level can be solved is found by
 * pulling boxes backwards from every solved position. Use only on tiny levels.
 */
export interface ExhaustiveLabels {
  /** Is (boxes, player) solvable? Boxes in any order; player anywhere in its area. */
  isSolvable(boxes: ArrayLike<number>, player: number): boolean;
  readonly solvableCount: number;
}

function areaMin(board: Board, occupied: Set<number>, from: number): number {
  const seen = new Set<number>([from]);
  const stack = [from];
  let min = from;
  while (stack.length > 0) {
    const c = stack.pop()!;
    if (c < min) min = c;
    for (const o of board.offsets) {
      const n = c + o;
      if (board.wall[n] === 0 && !occupied.has(n) && !seen.has(n)) {
        seen.add(n);
        stack.push(n);
      }
    }
  }
  return min;
}

function keyOf(boxes: readonly number[], player: number): string {
  return `${[...boxes].sort((a, b) => a - b).join(',')}|${player}`;
}

export function labelSolvable(board: Board, maxStates = 3_000_000): ExhaustiveLabels {
  const solvable = new Set<string>();
  const queue: { boxes: number[]; player: number }[] = [];
  const goals = Array.from(board.goals);
  const goalSet = new Set(goals);
  // Solved positions: boxes on all goals, player in any free area.
  for (const f of board.floors) {
    if (goalSet.has(f)) continue;
    const p = areaMin(board, goalSet, f);
    const k = keyOf(goals, p);
    if (!solvable.has(k)) {
      solvable.add(k);
      queue.push({ boxes: goals, player: p });
    }
  }
  for (let qi = 0; qi < queue.length; qi++) {
    if (solvable.size > maxStates) throw new Error('level too large for exhaustive labelling');
    const { boxes, player } = queue[qi];
    const occ = new Set(boxes);
    // Every cell of the player's area may be where a pull starts.
    const area: number[] = [player];
    const seen = new Set<number>(area);
    for (let i = 0; i < area.length; i++) {
      for (const o of board.offsets) {
        const n = area[i] + o;
        if (board.wall[n] === 0 && !occ.has(n) && !seen.has(n)) {
          seen.add(n);
          area.push(n);
        }
      }
    }
    for (const p of area) {
      for (const o of board.offsets) {
        const box = p + o;
        const back = p - o;
        if (!occ.has(box) || board.wall[back] === 1 || occ.has(back)) continue;
        // Pull: the box follows the player from `box` to `p`; the player ends on `back`.
        const next = boxes.map((b) => (b === box ? p : b));
        const nextOcc = new Set(next);
        const np = areaMin(board, nextOcc, back);
        const k = keyOf(next, np);
        if (!solvable.has(k)) {
          solvable.add(k);
          queue.push({ boxes: next, player: np });
        }
      }
    }
  }
  return {
    solvableCount: solvable.size,
    isSolvable(boxes, player) {
      const list = Array.from(boxes);
      return solvable.has(keyOf(list, areaMin(board, new Set(list), player)));
    },
  };
}

/** Every placement of the level's boxes on its floor, with one player cell per free area. */
export function* allPositions(board: Board): Generator<{ boxes: number[]; player: number }> {
  const floors = Array.from(board.floors);
  const n = board.goals.length;
  const pick: number[] = [];
  function* rec(start: number): Generator<number[]> {
    if (pick.length === n) {
      yield pick.slice();
      return;
    }
    for (let i = start; i <= floors.length - (n - pick.length); i++) {
      pick.push(floors[i]);
      yield* rec(i + 1);
      pick.pop();
    }
  }
  for (const boxes of rec(0)) {
    const occ = new Set(boxes);
    const done = new Set<number>();
    for (const f of floors) {
      if (occ.has(f) || done.has(f)) continue;
      const p = areaMin(board, occ, f);
      // Mark the whole area so each area yields one position.
      const stack = [f];
      done.add(f);
      while (stack.length > 0) {
        const c = stack.pop()!;
        for (const o of board.offsets) {
          const m = c + o;
          if (board.wall[m] === 0 && !occ.has(m) && !done.has(m)) {
            done.add(m);
            stack.push(m);
          }
        }
      }
      yield { boxes, player: p };
    }
  }
}
