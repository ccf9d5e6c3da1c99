import type { Board } from './board';
import type { PushDistances } from './distances';
import { UNREACHABLE } from './distances';
import { Hungarian, NO_MATCH } from './matching';

/** Above this many boxes the O(n^3) matching costs more than it saves. */
export const MATCHING_MAX_BOXES = 40;

/**
 * Admissible push lower bound: minimum-cost box-to-goal matching over lone-box push
 * distances. Because one push changes one box's distances by at most one, the bound is
 * also consistent, which keeps A* with a closed set optimal. Returns >= NO_MATCH when
 * some box set cannot be matched to goals at all (a bipartite deadlock).
 */
export class LowerBound {
  private readonly hungarian: Hungarian | null;
  private readonly cost: Int32Array;
  private readonly goalCount: number;

  constructor(
    private readonly board: Board,
    private readonly dist: PushDistances,
  ) {
    this.goalCount = board.goals.length;
    const n = this.goalCount;
    this.hungarian = n <= MATCHING_MAX_BOXES ? new Hungarian(n) : null;
    this.cost = new Int32Array(n <= MATCHING_MAX_BOXES ? n * n : 0);
  }

  compute(boxes: ArrayLike<number>): number {
    const n = this.goalCount;
    const size = this.board.size;
    const toGoal = this.dist.toGoal;
    if (this.hungarian === null) {
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const d = this.dist.nearest[boxes[i]];
        if (d === UNREACHABLE) return NO_MATCH;
        sum += d;
      }
      return sum;
    }
    const cost = this.cost;
    let simple = 0;
    for (let i = 0; i < n; i++) {
      const b = boxes[i];
      const row = i * n;
      for (let j = 0; j < n; j++) {
        const d = toGoal[j * size + b];
        cost[row + j] = d === UNREACHABLE ? NO_MATCH : d;
      }
      simple += this.dist.nearest[b];
    }
    // All boxes on goals: nothing to match.
    if (simple === 0) return 0;
    return this.hungarian.solve(n, cost);
  }
}
