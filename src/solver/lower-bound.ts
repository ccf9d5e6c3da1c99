import type { Board } from './board';
import type { PushDistances } from './distances';
import { UNREACHABLE } from './distances';
import { Hungarian, NO_MATCH } from './matching';
import { sideOf, sideToward } from './sides';

// Module-local copies: some loaders (tsx in Node) turn imported constants into getters,
// which costs a call per use in the hot loops.
const NO_PATH: number = UNREACHABLE;
const INFEASIBLE: number = NO_MATCH;

/** Above this many boxes the O(n^2)-per-child matching costs more than it saves. */
export const MATCHING_MAX_BOXES = 60;

/**
 * Admissible push lower bound: minimum-cost box-to-goal matching over lone-box push
 * distances. Because one push changes one box's distances by at most one, the bound is
 * also consistent, which keeps A* with a closed set optimal. Returns >= NO_MATCH when
 * some box set cannot be matched to goals at all (a bipartite deadlock).
 *
 * Usage in the search: `setParent` for the position being expanded, then `child` for
 * each push, which re-solves only the moved box's row. `setParent` itself re-solves only
 * the rows whose box differs from the previous parent's: the search usually expands a
 * child or a sibling of the previous node, so that is one or two rows, not a full solve.
 */
export class LowerBound {
  private readonly hungarian: Hungarian | null;
  private readonly cost: Float64Array;
  private readonly n: number;
  /** Box cell of each matching row in the saved (parent) solution; -1 before the first. */
  private readonly rowCell: Int32Array;
  private readonly changed: Int32Array;
  /** The player's side of each row's box (`Sides.label`), or -1 for the plain distances. */
  private readonly rowSide: Int8Array;
  private readonly sideNow: Int8Array;
  /** Whether the parent was bounded with the player's sides (the table has them, a player was given). */
  private sided = false;
  private offGoal = 0;
  private parentValue = 0;
  /** Goal index per cell, -1 off goals. */
  private readonly goalIndex: Int32Array;
  private frozen: Uint8Array | null = null;

  /** 1 on the cells boxes are matched to (the goals, or the start cells when pulling). */
  private readonly target: Uint8Array;

  /**
   * When set, `child` may return the cost of the parent's matching with the pushed box's
   * row updated instead of re-solving it: a feasible matching, so never below the optimum
   * and at most 2 above it (the optimum moves by at most one per push either way), and
   * finite exactly when the optimum is. Not admissible, so only for the searches that need
   * any solution, where the O(n^2) re-solve per child dominates the cost on big levels.
   */
  approximate = false;

  /** `targets` defaults to the goals; the backward search matches to the start cells. */
  constructor(
    private readonly board: Board,
    private dist: PushDistances,
    targets: Int32Array = board.goals,
  ) {
    this.n = targets.length;
    this.goalIndex = new Int32Array(board.size).fill(-1);
    this.target = new Uint8Array(board.size);
    targets.forEach((g, j) => {
      this.goalIndex[g] = j;
      this.target[g] = 1;
    });
    const n = this.n;
    this.hungarian = n <= MATCHING_MAX_BOXES ? new Hungarian(n) : null;
    this.cost = new Float64Array(n <= MATCHING_MAX_BOXES ? n * n : 0);
    this.rowCell = new Int32Array(n).fill(-1);
    this.changed = new Int32Array(n);
    this.rowSide = new Int8Array(n).fill(-1);
    this.sideNow = new Int8Array(n);
  }

  /**
   * Switches to another distance table, e.g. one with the position's frozen boxes as walls
   * (`frozen` marks them; each is matched to its own goal at no cost). The next
   * `setParent` then solves from scratch.
   */
  setTable(dist: PushDistances, frozen: Uint8Array | null): void {
    if (dist === this.dist) return;
    this.dist = dist;
    this.frozen = frozen;
    this.rowCell.fill(-1);
  }

  private fillRow(i: number, b: number, side: number): void {
    const { n, cost } = this;
    const size = this.board.size;
    const row = i * n;
    if (this.frozen !== null && this.frozen[b] === 1) {
      const own = this.goalIndex[b];
      for (let j = 0; j < n; j++) cost[row + j] = j === own ? 0 : INFEASIBLE;
      return;
    }
    const bySide = this.dist.bySide;
    if (side >= 0 && bySide !== undefined) {
      const sided = bySide.toGoal;
      const at = b * 4 + side;
      const stride = size * 4;
      for (let j = 0; j < n; j++) {
        const d = sided[j * stride + at];
        cost[row + j] = d === NO_PATH ? INFEASIBLE : d;
      }
      return;
    }
    const toGoal = this.dist.toGoal;
    for (let j = 0; j < n; j++) {
      const d = toGoal[j * size + b];
      cost[row + j] = d === NO_PATH ? INFEASIBLE : d;
    }
  }

  /** One row's distance to goal `j`, for the box on `b` with the player on `side`. */
  private distance(j: number, b: number, side: number): number {
    const bySide = this.dist.bySide;
    if (side >= 0 && bySide !== undefined) return bySide.toGoal[(j * this.board.size + b) * 4 + side];
    return this.dist.toGoal[j * this.board.size + b];
  }

  /** The player's side of each box into `sideNow` (all -1 without a player or side table). */
  private sidesFor(boxes: ArrayLike<number>, player: number): void {
    const bySide = this.dist.bySide;
    this.sided = player >= 0 && bySide !== undefined;
    if (!this.sided || bySide === undefined) {
      this.sideNow.fill(-1);
      return;
    }
    const offsets = this.board.offsets;
    for (let i = 0; i < this.n; i++) this.sideNow[i] = sideOf(bySide.sides, offsets, boxes[i], player);
  }

  private countOffGoal(boxes: ArrayLike<number>): void {
    const goal = this.target;
    let off = 0;
    for (let i = 0; i < this.n; i++) if (goal[boxes[i]] === 0) off++;
    this.offGoal = off;
  }

  /**
   * Lower bound of a position, from scratch. Also makes it the parent for `child`. With the
   * player's cell (any cell of its area), the distances count the side it is on.
   */
  compute(boxes: ArrayLike<number>, player = -1): number {
    const n = this.n;
    this.countOffGoal(boxes);
    if (this.hungarian === null) {
      let sum = 0;
      for (let i = 0; i < n; i++) {
        if (this.frozen !== null && this.frozen[boxes[i]] === 1) continue;
        const d = this.dist.nearest[boxes[i]];
        if (d === NO_PATH) return (this.parentValue = INFEASIBLE);
        sum += d;
      }
      return (this.parentValue = sum);
    }
    this.sidesFor(boxes, player);
    for (let i = 0; i < n; i++) {
      this.fillRow(i, boxes[i], this.sideNow[i]);
      this.rowCell[i] = boxes[i];
      this.rowSide[i] = this.sideNow[i];
    }
    const value = this.hungarian.solve(n, this.cost);
    this.hungarian.save(n);
    return (this.parentValue = value);
  }

  /**
   * Same value as `compute`, but reuses the previous parent's solution when the box at
   * each index moved little. Box `i` must be the same box as in the previous call for
   * the reuse to pay off (the search keeps box indices stable along pushes).
   */
  setParent(boxes: ArrayLike<number>, player = -1): number {
    const n = this.n;
    if (this.hungarian === null || this.parentValue >= INFEASIBLE || this.rowCell[0] < 0)
      return this.compute(boxes, player);
    this.sidesFor(boxes, player);
    const { changed, sideNow } = this;
    let k = 0;
    for (let i = 0; i < n; i++) {
      if (this.rowCell[i] !== boxes[i] || this.rowSide[i] !== sideNow[i]) {
        if (k * 3 >= n) return this.compute(boxes, player);
        changed[k++] = i;
      }
    }
    if (k === 0) return this.parentValue;
    this.countOffGoal(boxes);
    for (let r = 0; r < k; r++) {
      const i = changed[r];
      this.fillRow(i, boxes[i], sideNow[i]);
      this.rowCell[i] = boxes[i];
      this.rowSide[i] = sideNow[i];
    }
    return (this.parentValue = this.hungarian.rebase(n, this.cost, changed, k));
  }

  /** Lower bound after box `i` of the parent moves from `from` to `to`. */
  child(boxes: ArrayLike<number>, i: number, from: number, to: number): number {
    const goal = this.target;
    const off = this.offGoal - (goal[from] === 0 ? 1 : 0) + (goal[to] === 0 ? 1 : 0);
    if (off === 0) return 0;
    if (this.hungarian === null) {
      const near = this.dist.nearest;
      if (near[to] === NO_PATH) return INFEASIBLE;
      return this.parentValue - near[from] + near[to];
    }
    // The pusher stands on `from`, so that is the side of the box it is on after the push.
    const bySide = this.dist.bySide;
    const side =
      this.sided && bySide !== undefined ? sideToward(bySide.sides, this.board.offsets, to, from) : -1;
    if (this.parentValue >= INFEASIBLE) return this.compute(boxes, side >= 0 ? from : -1);
    // Pushed one step nearer its own goal in the parent's matching: that matching now costs
    // one less, and the bound never drops by more than one per push, so it is optimal.
    const j = this.hungarian.savedColumn[i];
    if (this.frozen === null || this.frozen[from] === 0) {
      const before = this.distance(j, from, this.rowSide[i]);
      const after = this.distance(j, to, side);
      if (before !== NO_PATH && after === before - 1) return this.parentValue - 1;
      if (this.approximate && before !== NO_PATH && after !== NO_PATH)
        return this.parentValue - before + after;
    }
    this.fillRow(i, to, side);
    const value = this.hungarian.resolveRow(this.n, this.cost, i);
    this.fillRow(i, from, this.rowSide[i]);
    return value;
  }
}
