import type { Board } from './board';
import { FreezeChecker } from './freeze';
import { Reach } from './reach';

const MAX_CORRAL_BOXES = 24;

export interface CorralBudget {
  /** Absolute `performance.now()` deadline. */
  readonly deadline: number;
  /** Maximum positions explored per corral. */
  readonly maxNodes: number;
}

/**
 * Corral deadlocks. A corral is a floor area the player cannot reach. Keep only the boxes
 * around it and drop every other box: any solution of the real level, with the pushes of
 * dropped boxes left out, is still legal here (fewer obstacles) and ends with the kept
 * boxes on goals. So if this small problem can reach neither "kept boxes all on goals"
 * nor "player inside the corral" (we stop there and give up, to bound the work), the
 * real position is dead. Running out of budget answers "not dead".
 */
export class CorralChecker {
  private readonly reach: Reach;
  private readonly freeze: FreezeChecker;
  /** Occupancy of the relaxed search; left all-zero between uses. */
  private readonly scratch: Uint8Array;

  constructor(
    private readonly board: Board,
    private readonly dead: Uint8Array,
  ) {
    this.reach = new Reach(board);
    this.freeze = new FreezeChecker(board, dead);
    this.scratch = new Uint8Array(board.size);
  }

  /** Returns the boxes of one deadlocked corral, or null (also when the budget ran out). */
  find(
    boxes: ArrayLike<number>,
    player: number,
    budget: CorralBudget,
  ): { boxes: number[] | null; complete: boolean } {
    const { size, wall, offsets } = this.board;
    const occ = new Uint8Array(size);
    for (let i = 0; i < boxes.length; i++) occ[boxes[i]] = 1;
    this.reach.fill(occ, player);
    const outside = new Uint8Array(size);
    for (let i = 0; i < this.reach.count; i++) outside[this.reach.cells[i]] = 1;
    const area = new Int32Array(size).fill(-1);
    let complete = true;
    let areaId = 0;
    for (let c = 0; c < size; c++) {
      if (wall[c] === 1 || occ[c] === 1 || outside[c] === 1 || area[c] >= 0) continue;
      if (performance.now() > budget.deadline) return { boxes: null, complete: false };
      // Collect the corral area and the boxes around it.
      const cells = [c];
      area[c] = areaId;
      const kept = new Set<number>();
      for (let i = 0; i < cells.length; i++) {
        for (let d = 0; d < 4; d++) {
          const n = cells[i] + offsets[d];
          if (wall[n] === 1) continue;
          if (occ[n] === 1) kept.add(n);
          else if (area[n] < 0) {
            area[n] = areaId;
            cells.push(n);
          }
        }
      }
      const keptBoxes = [...kept].sort((a, b) => a - b);
      // Large corrals are almost never settled within a per-turn budget.
      const r =
        keptBoxes.length > MAX_CORRAL_BOXES
          ? 'budget'
          : this.relaxedSearch(keptBoxes, player, areaId, area, budget);
      if (r === 'dead') return { boxes: keptBoxes, complete };
      if (r === 'budget') complete = false;
      areaId++;
    }
    return { boxes: null, complete };
  }

  private relaxedSearch(
    start: number[],
    player: number,
    areaId: number,
    area: Int32Array,
    budget: CorralBudget,
  ): 'dead' | 'alive' | 'budget' {
    const { wall, goal, offsets } = this.board;
    const n = start.length;
    if (start.every((b) => goal[b] === 1)) return 'alive';
    const occ = this.scratch;
    const seen = new Set<string>();
    const key = (bx: number[], p: number): string => bx.join(',') + '|' + p;
    const stack: { boxes: number[]; player: number }[] = [];
    for (const b of start) occ[b] = 1;
    this.reach.fill(occ, player);
    seen.add(key(start, this.reach.min));
    stack.push({ boxes: start, player });
    for (const b of start) occ[b] = 0;
    let nodes = 0;
    while (stack.length > 0) {
      if (++nodes > budget.maxNodes || performance.now() > budget.deadline) return 'budget';
      const { boxes, player: p0 } = stack.pop()!;
      for (const b of boxes) occ[b] = 1;
      this.reach.fill(occ, p0);
      // Reaching into the corral means it opened up: give up rather than search on.
      for (let i = 0; i < this.reach.count; i++) {
        if (area[this.reach.cells[i]] === areaId) {
          for (const b of boxes) occ[b] = 0;
          return 'alive';
        }
      }
      const moves: { boxes: number[]; player: number }[] = [];
      let alive = false;
      for (let i = 0; i < n && !alive; i++) {
        const b = boxes[i];
        for (let d = 0; d < 4; d++) {
          const o = offsets[d];
          const t = b + o;
          if (wall[t] === 1 || occ[t] === 1 || this.dead[t] === 1 || !this.reach.isReached(b - o)) continue;
          occ[b] = 0;
          occ[t] = 1;
          const frozen = this.freeze.mayBeFrozen(occ, t) && this.freeze.run(occ, [t]) > 0;
          let onGoals = true;
          for (let k = 0; k < n && onGoals; k++) onGoals = goal[k === i ? t : boxes[k]] === 1;
          occ[t] = 0;
          occ[b] = 1;
          if (frozen) continue;
          if (onGoals) {
            alive = true;
            break;
          }
          const next = boxes.slice();
          next[i] = t;
          next.sort((x, y) => x - y);
          moves.push({ boxes: next, player: b });
        }
      }
      for (const b of boxes) occ[b] = 0;
      if (alive) return 'alive';
      for (const m of moves) {
        if (performance.now() > budget.deadline) return 'budget';
        for (const b of m.boxes) occ[b] = 1;
        this.reach.fill(occ, m.player);
        for (const b of m.boxes) occ[b] = 0;
        const k = key(m.boxes, this.reach.min);
        if (!seen.has(k)) {
          seen.add(k);
          stack.push(m);
        }
      }
    }
    return 'dead';
  }
}
