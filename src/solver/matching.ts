/** Cost used for "this box can never reach this goal"; any total at or above it is infeasible. */
export const NO_MATCH = 1 << 22;

/**
 * Minimum-cost perfect matching (Hungarian method with potentials, O(n^3)), with scratch
 * buffers reused across calls because the solver calls it once per generated node.
 */
export class Hungarian {
  private readonly u: Float64Array;
  private readonly v: Float64Array;
  private readonly p: Int32Array;
  private readonly way: Int32Array;
  private readonly minv: Float64Array;
  private readonly used: Uint8Array;
  /** After `solve`, `assignment[row]` is the column matched to that row. */
  readonly assignment: Int32Array;

  constructor(readonly maxN: number) {
    this.u = new Float64Array(maxN + 1);
    this.v = new Float64Array(maxN + 1);
    this.p = new Int32Array(maxN + 1);
    this.way = new Int32Array(maxN + 1);
    this.minv = new Float64Array(maxN + 1);
    this.used = new Uint8Array(maxN + 1);
    this.assignment = new Int32Array(maxN);
  }

  /** `cost[r * n + c]`; returns the optimal total (>= NO_MATCH when no finite matching exists). */
  solve(n: number, cost: ArrayLike<number>): number {
    const { u, v, p, way, minv, used } = this;
    u.fill(0, 0, n + 1);
    v.fill(0, 0, n + 1);
    p.fill(0, 0, n + 1);
    for (let i = 1; i <= n; i++) {
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
        j0 = j1;
      } while (p[j0] !== 0);
      do {
        const j1 = way[j0];
        p[j0] = p[j1];
        j0 = j1;
      } while (j0 !== 0);
    }
    for (let j = 1; j <= n; j++) this.assignment[p[j] - 1] = j - 1;
    return -v[0];
  }
}

/**
 * Does a perfect matching exist in the bipartite graph `allowed(r, c)`? Simple augmenting
 * paths (Kuhn), fine for the few dozen to few hundred boxes of real levels.
 */
export function hasPerfectMatching(
  n: number,
  allowed: (row: number, col: number) => boolean,
): { ok: boolean; unmatchedRows: number[] } {
  const matchCol = new Int32Array(n).fill(-1);
  const seen = new Uint32Array(n);
  let stamp = 0;
  const tryRow = (r: number): boolean => {
    for (let c = 0; c < n; c++) {
      if (seen[c] === stamp || !allowed(r, c)) continue;
      seen[c] = stamp;
      if (matchCol[c] < 0 || tryRow(matchCol[c])) {
        matchCol[c] = r;
        return true;
      }
    }
    return false;
  };
  const unmatchedRows: number[] = [];
  for (let r = 0; r < n; r++) {
    stamp++;
    if (!tryRow(r)) unmatchedRows.push(r);
  }
  return { ok: unmatchedRows.length === 0, unmatchedRows };
}
