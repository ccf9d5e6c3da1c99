import type { Board } from './board';
import type { PushDistances } from './distances';
import { computePushDistances, UNREACHABLE } from './distances';

/**
 * Bipartite deadlock: every box needs its own goal, so if some set of k movable boxes can
 * reach fewer than k free goals between them, the position is dead. Frozen boxes never
 * move: they act as walls for the others, and a frozen box on a goal keeps that goal.
 *
 * Between calls the matching is kept per box cell, so after one push usually only the
 * pushed box needs a new augmenting path.
 */
export class BipartiteChecker {
  private cacheKey = '';
  private dist: PushDistances;
  private goalLists = new Map<number, Int32Array>();
  private lastGoalOfCell: Int32Array;
  private readonly matchCol: Int32Array;
  private readonly seen: Int32Array;
  private stamp = 0;

  constructor(
    private readonly board: Board,
    private readonly base: PushDistances,
  ) {
    this.dist = base;
    this.lastGoalOfCell = new Int32Array(board.size).fill(-1);
    this.matchCol = new Int32Array(board.goals.length);
    this.seen = new Int32Array(board.goals.length);
  }

  /**
   * Frozen boxes as walls need a fresh distance table: worth it only when it is cheap
   * enough for the budget. Using the wall-free table instead is weaker but still sound.
   */
  private useDistances(frozen: readonly number[], deadline: number): boolean {
    const key = frozen.join(',');
    if (key === this.cacheKey) return true;
    const cost = this.board.goals.length * this.board.floors.length;
    let dist = this.base;
    let exact = true;
    if (frozen.length > 0) {
      if (performance.now() + cost / 2e4 > deadline) exact = false;
      else {
        const extra = new Uint8Array(this.board.size);
        for (const c of frozen) extra[c] = 1;
        dist = computePushDistances(this.board, extra);
      }
    }
    if (dist !== this.dist) {
      this.dist = dist;
      this.goalLists.clear();
      this.lastGoalOfCell.fill(-1);
    }
    this.cacheKey = exact ? key : '';
    return exact;
  }

  private goalsOf(cell: number): Int32Array {
    let list = this.goalLists.get(cell);
    if (!list) {
      const { size, goals } = this.board;
      const out: number[] = [];
      for (let j = 0; j < goals.length; j++)
        if (this.dist.toGoal[j * size + cell] !== UNREACHABLE) out.push(j);
      list = Int32Array.from(out);
      this.goalLists.set(cell, list);
    }
    return list;
  }

  /**
   * Returns the boxes of a set that cannot all be matched (a Hall violator), or null
   * when a perfect matching exists. `complete` is false when the budget forced the
   * weaker wall-free distances.
   */
  check(
    boxes: ArrayLike<number>,
    frozen: readonly number[],
    deadline: number,
  ): { boxes: number[] | null; complete: boolean } {
    const { goal, goals } = this.board;
    const isFrozen = new Set(frozen);
    const complete = this.useDistances(frozen, deadline);
    const rows: number[] = [];
    for (let i = 0; i < boxes.length; i++) {
      const b = boxes[i];
      if (!isFrozen.has(b)) rows.push(b);
      else if (goal[b] === 0) return { boxes: [b], complete };
    }
    const matchCol = this.matchCol;
    matchCol.fill(-1);
    // Goals held by frozen boxes are taken for good.
    for (let j = 0; j < goals.length; j++) if (isFrozen.has(goals[j])) matchCol[j] = -2;
    const n = rows.length;
    const adj = rows.map((b) => this.goalsOf(b));
    const matched = new Uint8Array(n);
    for (let r = 0; r < n; r++) {
      const j = this.lastGoalOfCell[rows[r]];
      if (j >= 0 && matchCol[j] === -1) {
        matchCol[j] = r;
        matched[r] = 1;
      }
    }
    const seen = this.seen;
    const augment = (r: number): boolean => {
      const list = adj[r];
      for (let k = 0; k < list.length; k++) {
        const c = list[k];
        if (seen[c] === this.stamp || matchCol[c] === -2) continue;
        seen[c] = this.stamp;
        if (matchCol[c] === -1 || augment(matchCol[c])) {
          matchCol[c] = r;
          return true;
        }
      }
      return false;
    };
    let failed = -1;
    for (let r = 0; r < n && failed < 0; r++) {
      if (matched[r] === 1) continue;
      this.stamp++;
      if (!augment(r)) failed = r;
    }
    if (failed < 0) {
      for (let j = 0; j < goals.length; j++) if (matchCol[j] >= 0) this.lastGoalOfCell[rows[matchCol[j]]] = j;
      return { boxes: null, complete };
    }
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
    return { boxes: [...violators].map((r) => rows[r]).sort((a, b) => a - b), complete };
  }
}
