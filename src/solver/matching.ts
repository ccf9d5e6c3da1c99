/** Cost used for "this box can never reach this goal"; any total at or above it is infeasible. */
export const NO_MATCH = 1 << 22;

/**
 * Minimum-cost perfect matching (Hungarian method with potentials), with scratch buffers
 * reused across calls. After a full `solve` the duals and assignment can be `save`d; then
 * `resolveRow` answers "what if only this row's costs changed?" with a single O(n^2)
 * augmentation instead of O(n^3) — the solver's case, since a push moves one box.
 */
export class Hungarian {
  private readonly u: Float64Array;
  private readonly v: Float64Array;
  private readonly p: Int32Array;
  private readonly way: Int32Array;
  private readonly minv: Float64Array;
  private readonly used: Uint8Array;
  private readonly su: Float64Array;
  private readonly sv: Float64Array;
  private readonly sp: Int32Array;
  /** After `solve`, `assignment[row]` is the column matched to that row. */
  readonly assignment: Int32Array;
  /** The same for the saved solution. */
  readonly savedColumn: Int32Array;

  constructor(readonly maxN: number) {
    this.u = new Float64Array(maxN + 1);
    this.v = new Float64Array(maxN + 1);
    this.p = new Int32Array(maxN + 1);
    this.way = new Int32Array(maxN + 1);
    this.minv = new Float64Array(maxN + 1);
    this.used = new Uint8Array(maxN + 1);
    this.su = new Float64Array(maxN + 1);
    this.sv = new Float64Array(maxN + 1);
    this.sp = new Int32Array(maxN + 1);
    this.assignment = new Int32Array(maxN);
    this.savedColumn = new Int32Array(maxN);
  }

  /** Adds row `i` (1-based) to the current partial matching along a shortest augmenting path. */
  private phase(n: number, cost: ArrayLike<number>, i: number): void {
    const { u, v, p, way, minv, used } = this;
    p[0] = i;
    let j0 = 0;
    minv.fill(Number.POSITIVE_INFINITY, 0, n + 1);
    used.fill(0, 0, n + 1);
    do {
      used[j0] = 1;
      const i0 = p[j0];
      const row = (i0 - 1) * n - 1;
      let delta = Number.POSITIVE_INFINITY;
      let j1 = 0;
      const ui0 = u[i0];
      for (let j = 1; j <= n; j++) {
        if (used[j] === 1) continue;
        const cur = cost[row + j] - ui0 - v[j];
        if (cur < minv[j]) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j] < delta) {
          delta = minv[j];
          j1 = j;
        }
      }
      for (let j = 0; j <= n; j++) {
        if (used[j] === 1) {
          u[p[j]] += delta;
          v[j] -= delta;
        } else minv[j] -= delta;
      }
      // With finite costs a free column is always found; NaN costs would loop here for ever.
      if (j1 === 0) throw new Error('Hungarian: no finite cost to augment along (NaN or infinite costs)');
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0];
      p[j0] = p[j1];
      j0 = j1;
    } while (j0 !== 0);
  }

  private total(n: number, cost: ArrayLike<number>): number {
    let sum = 0;
    for (let j = 1; j <= n; j++) {
      const r = this.p[j] - 1;
      this.assignment[r] = j - 1;
      sum += cost[r * n + j - 1];
    }
    return sum;
  }

  /** `cost[r * n + c]`; returns the optimal total (>= NO_MATCH when no finite matching exists). */
  solve(n: number, cost: ArrayLike<number>): number {
    this.u.fill(0, 0, n + 1);
    this.v.fill(0, 0, n + 1);
    this.p.fill(0, 0, n + 1);
    for (let i = 1; i <= n; i++) this.phase(n, cost, i);
    return this.total(n, cost);
  }

  /** Remembers the duals and assignment of the last `solve`. */
  save(n: number): void {
    this.su.set(this.u.subarray(0, n + 1));
    this.sv.set(this.v.subarray(0, n + 1));
    this.sp.set(this.p.subarray(0, n + 1));
    for (let j = 1; j <= n; j++) this.savedColumn[this.p[j] - 1] = j - 1;
  }

  /**
   * Moves the saved solution to a cost matrix in which only `rows[0..k)` (0-based) changed:
   * those rows are unmatched, made dual-feasible and re-augmented, O(k n^2) instead of a
   * full O(n^3) solve. Returns the new optimal total and saves the new solution.
   */
  rebase(n: number, cost: ArrayLike<number>, rows: ArrayLike<number>, k: number): number {
    const { u, v, p } = this;
    u.set(this.su.subarray(0, n + 1));
    v.set(this.sv.subarray(0, n + 1));
    p.set(this.sp.subarray(0, n + 1));
    for (let r = 0; r < k; r++) {
      const i = rows[r] + 1;
      for (let j = 1; j <= n; j++) if (p[j] === i) p[j] = 0;
      let m = Number.POSITIVE_INFINITY;
      const base = (i - 1) * n - 1;
      for (let j = 1; j <= n; j++) {
        const x = cost[base + j] - v[j];
        if (x < m) m = x;
      }
      u[i] = m;
    }
    for (let r = 0; r < k; r++) this.phase(n, cost, rows[r] + 1);
    const total = this.total(n, cost);
    this.save(n);
    return total;
  }

  /**
   * Optimal total when, relative to the saved solution, only row `row` (0-based) of
   * `cost` changed. The saved state is left untouched for the next call.
   */
  resolveRow(n: number, cost: ArrayLike<number>, row: number): number {
    const { u, v, p } = this;
    u.set(this.su.subarray(0, n + 1));
    v.set(this.sv.subarray(0, n + 1));
    p.set(this.sp.subarray(0, n + 1));
    const i = row + 1;
    for (let j = 1; j <= n; j++) if (p[j] === i) p[j] = 0;
    // Make the changed row dual-feasible again; the other rows are untouched.
    let m = Number.POSITIVE_INFINITY;
    const base = row * n - 1;
    for (let j = 1; j <= n; j++) {
      const r = cost[base + j] - v[j];
      if (r < m) m = r;
    }
    u[i] = m;
    this.phase(n, cost, i);
    return this.total(n, cost);
  }
}
