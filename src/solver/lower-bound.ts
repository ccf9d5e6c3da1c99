import type { Board } from './board';
import type { PushDistances } from './distances';
import { UNREACHABLE } from './distances';
import { Hungarian, NO_MATCH } from './matching';

/** Above this many boxes the O(n^2)-per-child matching costs more than it saves. */
export const MATCHING_MAX_BOXES = 60;

/**
 * Admissible push lower bound: minimum-cost box-to-goal matching over lone-box push
 * distances. Because one push changes one box's distances by at most one, the bound is
 * also consistent, which keeps A* with a closed set optimal. Returns >= NO_MATCH when
 * some box set cannot be matched to goals at all (a bipartite deadlock).
 *
 * Usage in the search: `compute` (or `prepare`) for the parent once, then `child` for
 * each push, which re-solves only the moved box's row.
 */
export class LowerBound {
  private readonly hungarian: Hungarian | null;
  private readonly cost: Float64Array;
  private readonly n: number;
  private offGoal = 0;
  private parentValue = 0;

  constructor(
    private readonly board: Board,
    private readonly dist: PushDistances,
  ) {
    this.n = board.goals.length;
    const n = this.n;
    this.hungarian = n <= MATCHING_MAX_BOXES ? new Hungarian(n) : null;
    this.cost = new Float64Array(n <= MATCHING_MAX_BOXES ? n * n : 0);
  }

  private fillRow(i: number, b: number): void {
    const { n, cost } = this;
    const size = this.board.size;
    const toGoal = this.dist.toGoal;
    const row = i * n;
    for (let j = 0; j < n; j++) {
      const d = toGoal[j * size + b];
      cost[row + j] = d === UNREACHABLE ? NO_MATCH : d;
    }
  }

  /** Lower bound of a position, from scratch. Also makes it the parent for `child`. */
  compute(boxes: ArrayLike<number>): number {
    const n = this.n;
    const goal = this.board.goal;
    let off = 0;
    for (let i = 0; i < n; i++) if (goal[boxes[i]] === 0) off++;
    this.offGoal = off;
    if (this.hungarian === null) {
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const d = this.dist.nearest[boxes[i]];
        if (d === UNREACHABLE) return (this.parentValue = NO_MATCH);
        sum += d;
      }
      return (this.parentValue = sum);
    }
    for (let i = 0; i < n; i++) this.fillRow(i, boxes[i]);
    const value = this.hungarian.solve(n, this.cost);
    this.hungarian.save(n);
    return (this.parentValue = value);
  }

  /** Lower bound after box `i` of the parent moves from `from` to `to`. */
  child(boxes: ArrayLike<number>, i: number, from: number, to: number): number {
    const goal = this.board.goal;
    const off = this.offGoal - (goal[from] === 0 ? 1 : 0) + (goal[to] === 0 ? 1 : 0);
    if (off === 0) return 0;
    if (this.hungarian === null) {
      const near = this.dist.nearest;
      if (near[to] === UNREACHABLE) return NO_MATCH;
      return this.parentValue - near[from] + near[to];
    }
    if (this.parentValue >= NO_MATCH) return this.compute(boxes);
    this.fillRow(i, to);
    const value = this.hungarian.resolveRow(this.n, this.cost, i);
    this.fillRow(i, from);
    return value;
  }
}
