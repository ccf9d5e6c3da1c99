import type { Board } from './board';
import type { PushDistances } from './distances';
import { computePushDistances, UNREACHABLE } from './distances';

/**
 * Bipartite deadlock: every box needs its own goal, so if some set of k movable boxes can
 * reach fewer than k free goals between them, the position is dead. Frozen boxes never
 * move: they act as walls for the others, and a frozen box on a goal keeps that goal.
 */
export class BipartiteChecker {
  private cacheKey = '';
  private cached: PushDistances | null = null;

  constructor(
    private readonly board: Board,
    private readonly base: PushDistances,
  ) {}

  private distancesWith(frozen: readonly number[]): PushDistances {
    if (frozen.length === 0) return this.base;
    const key = frozen.join(',');
    if (key !== this.cacheKey || this.cached === null) {
      const extra = new Uint8Array(this.board.size);
      for (const c of frozen) extra[c] = 1;
      this.cached = computePushDistances(this.board, extra);
      this.cacheKey = key;
    }
    return this.cached;
  }

  /**
   * Returns the boxes of a set that cannot all be matched (a Hall violator), or null
   * when a perfect matching exists. `frozen` must be sorted.
   */
  check(boxes: ArrayLike<number>, frozen: readonly number[]): number[] | null {
    const { goals, goal, size } = this.board;
    const isFrozen = new Set(frozen);
    const dist = this.distancesWith(frozen);
    const rows: number[] = [];
    for (let i = 0; i < boxes.length; i++) {
      const b = boxes[i];
      if (!isFrozen.has(b)) rows.push(b);
      else if (goal[b] === 0) return [b];
    }
    const cols: number[] = [];
    for (let j = 0; j < goals.length; j++) if (!isFrozen.has(goals[j])) cols.push(j);
    const n = rows.length;
    const adj: number[][] = rows.map((b) => {
      const list: number[] = [];
      for (let k = 0; k < cols.length; k++) if (dist.toGoal[cols[k] * size + b] !== UNREACHABLE) list.push(k);
      return list;
    });
    const matchCol = new Int32Array(cols.length).fill(-1);
    const matchRow = new Int32Array(n).fill(-1);
    const seen = new Int32Array(cols.length).fill(-1);
    const augment = (r: number, stamp: number): boolean => {
      for (const c of adj[r]) {
        if (seen[c] === stamp) continue;
        seen[c] = stamp;
        if (matchCol[c] < 0 || augment(matchCol[c], stamp)) {
          matchCol[c] = r;
          matchRow[r] = c;
          return true;
        }
      }
      return false;
    };
    let failed = -1;
    for (let r = 0; r < n; r++) {
      if (!augment(r, r)) {
        failed = r;
        break;
      }
    }
    if (failed < 0) return null;
    // Rows reachable from the unmatched row by alternating paths share too few goals.
    const violators = new Set<number>([failed]);
    const queue = [failed];
    while (queue.length > 0) {
      const r = queue.pop()!;
      for (const c of adj[r]) {
        const m = matchCol[c];
        if (m >= 0 && !violators.has(m)) {
          violators.add(m);
          queue.push(m);
        }
      }
    }
    return [...violators].map((r) => rows[r]).sort((a, b) => a - b);
  }
}
