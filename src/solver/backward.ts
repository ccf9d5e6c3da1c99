import type { Board } from './board';
import { BucketQueue } from './bucket-queue';
import { ChildOrder } from './child-order';
import type { PushDistances } from './distances';
import { computePullDistances } from './distances';
import { LowerBound } from './lower-bound';
import { NO_MATCH } from './matching';
import { NodeStore } from './node-store';
import { Reach } from './reach';
import type { ZobristKeys } from './zobrist';

// Module-local copies: some loaders (tsx in Node) turn imported constants into getters,
// which costs a call per use in the hot loops.
const INFEASIBLE: number = NO_MATCH;

/**
 * Backward search: from the solved position, pull boxes until the start position comes
 * out. Every position it reaches can be solved (play its pulls back as pushes), so it never
 * wanders into deadlocks, and it fills goal areas in a workable order for free; that is
 * exactly where the forward search is weakest. The two meet through each other's node
 * stores (same Zobrist keys, same canonical player cell), see `runSearch`.
 *
 * Moves are stored as `p << 2 | d`: the box moved from `p + offsets[d]` to `p` (the player
 * backs away from `p` to `p - offsets[d]`). Played forwards that is the push `{ box: p, dir: d }`.
 */
export class BackwardSearch {
  readonly store: NodeStore;
  private readonly nb: number;
  private readonly reach: Reach;
  private readonly childReach: Reach;
  private readonly bound: LowerBound;
  private readonly dist: PushDistances;
  private readonly occ: Uint8Array;
  private readonly cur: Int32Array;
  private readonly open = new BucketQueue();
  private readonly startKeyLo: number;
  private readonly startKeyHi: number;
  private weight = 1;
  /** Which box and direction each expansion tries first (see `ChildOrder`); set by `start`. */
  private childOrder = new ChildOrder(0);
  expanded = 0;
  bestH = 0;

  constructor(
    private readonly board: Board,
    private readonly zobrist: ZobristKeys,
    startBoxes: Int32Array,
    private readonly startPlayer: number,
  ) {
    this.nb = board.goals.length;
    this.store = new NodeStore(this.nb, board.size, board.offsets, 'pull');
    this.reach = new Reach(board);
    this.childReach = new Reach(board);
    this.dist = computePullDistances(board, startBoxes);
    this.bound = new LowerBound(board, this.dist, startBoxes);
    // Any solution will do here, so children may take the cheap feasible-matching estimate.
    this.bound.approximate = true;
    this.occ = new Uint8Array(board.size);
    this.cur = new Int32Array(this.nb);
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < this.nb; i++) {
      lo ^= zobrist.boxLo[startBoxes[i]];
      hi ^= zobrist.boxHi[startBoxes[i]];
    }
    this.startKeyLo = lo;
    this.startKeyHi = hi;
  }

  get nodes(): number {
    return this.store.count;
  }

  /**
   * Roots: the solved position (or the box cells `roots`, ascending: one end of a stage with
   * free goals) with the player in each of its free areas, or only in the one that holds
   * `exit` (see `Search.exit`). `seed` shuffles the child order (`ChildOrder`).
   */
  start(weight: number, exit = -1, seed = 0, roots: ArrayLike<number> = this.board.goals): void {
    const { board, nb, occ, cur, reach, bound, store, zobrist } = this;
    this.weight = weight;
    // Its own stream: the forward search of the same seed shuffles differently.
    this.childOrder = new ChildOrder(seed, 1);
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < nb; i++) {
      cur[i] = roots[i];
      occ[cur[i]] = 1;
      lo ^= zobrist.boxLo[cur[i]];
      hi ^= zobrist.boxHi[cur[i]];
    }
    const h = bound.compute(cur);
    const done = new Uint8Array(board.size);
    if (h < INFEASIBLE) {
      for (const f of board.floors) {
        if (occ[f] === 1 || done[f] === 1) continue;
        reach.fill(occ, f);
        for (let k = 0; k < reach.count; k++) done[reach.cells[k]] = 1;
        if (exit >= 0 && !reach.isReached(exit)) continue;
        const p = reach.min;
        const id = store.add(lo ^ zobrist.playerLo[p], hi ^ zobrist.playerHi[p], p, -1, 0, 0, h, cur);
        this.open.push(id, h * weight);
      }
    }
    for (let i = 0; i < nb; i++) occ[cur[i]] = 0;
    this.bestH = h;
  }

  /**
   * Expands up to `maxExpansions` positions. Returns the id of a node that is also in
   * `forward` (or is the start position itself) as `meet` (and the matching forward node as
   * `forwardId`, -1 for the start itself); otherwise `meet` is -1 to go on, -2 when the node
   * limit was hit, -3 when the space ran dry: no position pulled from a solved one is the
   * start, so the start cannot be solved.
   */
  step(
    maxExpansions: number,
    nodeLimit: number,
    forward: NodeStore | null,
  ): { meet: number; forwardId: number } {
    const { board, nb, occ, cur, reach, childReach, bound, open, store, zobrist, childOrder } = this;
    const { wall, offsets } = board;
    const dead = this.dist.dead;
    const { boxLo, boxHi, playerLo, playerHi } = zobrist;
    const weight = this.weight;
    store.ceiling = nodeLimit + 4 * nb;
    for (let n = 0; n < maxExpansions; n++) {
      if (open.size === 0) return { meet: -3, forwardId: -1 };
      if (store.count >= nodeLimit) return { meet: -2, forwardId: -1 };
      const id = open.pop();
      if (store.closed[id] === 1) continue;
      store.closed[id] = 1;
      this.expanded++;
      const pp = store.player[id];
      const lo = store.hashLo[id] ^ playerLo[pp];
      const hi = store.hashHi[id] ^ playerHi[pp];
      store.boxesOf(id, cur);
      for (let i = 0; i < nb; i++) occ[cur[i]] = 1;
      reach.fill(occ, pp);
      bound.setParent(cur);
      const gChild = store.g[id] + 1;
      let meet = -1;
      let forwardId = -1;
      const lastCell = store.parent[id] === -1 ? -1 : store.move[id] >> 2;
      let moved = -1;
      for (let i = 0; i < nb; i++) if (cur[i] === lastCell) moved = i;
      childOrder.begin(nb, moved);
      for (let k = 0; k < nb && meet < 0; k++) {
        const i = childOrder.box(k, nb);
        const c = cur[i];
        for (let turn = 0; turn < 4; turn++) {
          const d = (childOrder.direction + turn) & 3;
          const o = offsets[d];
          const p = c - o;
          const q = p - o;
          if (!reach.isReached(p) || wall[q] === 1 || occ[q] === 1 || dead[p] === 1) continue;
          occ[c] = 0;
          occ[p] = 1;
          cur[i] = p;
          let pm = reach.minAfterPull(occ, c, p);
          if (pm < 0) {
            childReach.fill(occ, q);
            pm = childReach.min;
          }
          const clo = lo ^ boxLo[c] ^ boxLo[p] ^ playerLo[pm];
          const chi = hi ^ boxHi[c] ^ boxHi[p] ^ playerHi[pm];
          if (store.find(clo, chi, pm, occ) < 0) {
            const h = bound.child(cur, i, c, p);
            if (h < INFEASIBLE) {
              const child = store.add(clo, chi, pm, id, (p << 2) | d, gChild, h, cur);
              if (h < this.bestH) this.bestH = h;
              const f = forward === null ? -1 : forward.find(clo, chi, pm, occ);
              if (f >= 0) {
                meet = child;
                forwardId = f;
              } else if (
                h === 0 &&
                (clo ^ playerLo[pm]) === this.startKeyLo &&
                (chi ^ playerHi[pm]) === this.startKeyHi &&
                this.reaches(occ, q, this.startPlayer)
              ) {
                meet = child;
              } else open.push(child, gChild + weight * h);
            }
          }
          occ[p] = 0;
          occ[c] = 1;
          cur[i] = c;
          if (meet >= 0) break;
        }
      }
      for (let i = 0; i < nb; i++) occ[cur[i]] = 0;
      if (meet >= 0) return { meet, forwardId };
    }
    return { meet: -1, forwardId: -1 };
  }

  /** Whether the player on `from` can walk to `to` (rare: only when the start's boxes are met). */
  private reaches(occ: Uint8Array, from: number, to: number): boolean {
    this.childReach.fill(occ, from);
    return this.childReach.isReached(to);
  }

  /** Forward pushes (`box << 2 | dir`) that lead from node `id` to the solved position. */
  pushesFrom(id: number): number[] {
    return this.store.pushesTo(id).reverse();
  }
}
