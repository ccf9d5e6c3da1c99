import type { Board } from './board';
import { BucketQueue } from './bucket-queue';
import { FreezeChecker } from './freeze';
import { FrozenDistanceCache } from './frozen-distances';
import { LowerBound } from './lower-bound';
import { NO_MATCH } from './matching';
import { NodeStore } from './node-store';
import { PiCorralFinder } from './pi-corral';
import { Reach, Walk } from './reach';
import type { LevelTables } from './search';

// Module-local copies: some loaders (tsx in Node) turn imported constants into getters,
// which costs a call per use in the hot loops.
const INFEASIBLE: number = NO_MATCH;

/**
 * Second pass of optimal mode: the fewest moves among solutions with the optimal number
 * of pushes `pushLimit`. A* on moves over positions with the exact player cell (moves
 * depend on it) and the pushes made so far, pruned to positions that can still finish
 * within `pushLimit` pushes. Each push costs the player's walk to it plus one; the push
 * lower bound is also a move lower bound, and a consistent one.
 *
 * `known` is the push-optimal pass's store: a position it reached in fewer pushes than
 * this path cannot lie on a push-optimal solution along this path, so it is cut.
 */
export class MoveOptimizer {
  private readonly nb: number;
  private readonly store: NodeStore;
  private moves = new Int32Array(0);
  private readonly open = new BucketQueue();
  private readonly reach: Reach;
  private readonly canon: Reach;
  private readonly freeze: FreezeChecker;
  private readonly bound: LowerBound;
  private readonly frozenTables: FrozenDistanceCache;
  private readonly corrals: PiCorralFinder;
  private readonly occ: Uint8Array;
  private readonly cur: Int32Array;
  private readonly boxIndex: Int16Array;
  private readonly walk: Walk;
  private readonly seed = new Int32Array(1);
  expanded = 0;

  constructor(
    private readonly board: Board,
    private readonly tables: LevelTables,
    private readonly known: NodeStore,
    private readonly pushLimit: number,
  ) {
    const nb = board.goals.length;
    this.nb = nb;
    this.store = new NodeStore(nb, board.size, board.offsets);
    this.reach = new Reach(board);
    this.canon = new Reach(board);
    this.freeze = new FreezeChecker(board, tables.dist.dead);
    this.bound = new LowerBound(board, tables.dist);
    this.frozenTables = new FrozenDistanceCache(board, tables.dist);
    this.corrals = new PiCorralFinder(board);
    this.corrals.deadlocks = tables.corralDeadlocks;
    this.occ = new Uint8Array(board.size);
    this.cur = new Int32Array(nb);
    this.boxIndex = new Int16Array(board.size);
    this.walk = new Walk(board);
  }

  get nodes(): number {
    return this.store.count;
  }

  private addNode(
    lo: number,
    hi: number,
    player: number,
    parent: number,
    move: number,
    pushes: number,
    moves: number,
    h: number,
  ): number {
    const id = this.store.add(lo, hi, player, parent, move, pushes, h, this.cur);
    if (this.moves.length < this.store.cap) {
      const grown = new Int32Array(this.store.cap);
      grown.set(this.moves);
      this.moves = grown;
    }
    this.moves[id] = moves;
    this.open.push(id, moves + h);
    return id;
  }

  start(startBoxes: ArrayLike<number>, startPlayer: number): void {
    const { nb, cur, occ } = this;
    const z = this.tables.zobrist;
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < nb; i++) {
      cur[i] = startBoxes[i];
      lo ^= z.boxLo[cur[i]];
      hi ^= z.boxHi[cur[i]];
    }
    const h = this.bound.compute(cur, startPlayer);
    if (h >= INFEASIBLE || h > this.pushLimit) return;
    const klo = lo ^ z.playerLo[startPlayer] ^ Math.imul(1, 0x9e3779b1);
    const khi = hi ^ z.playerHi[startPlayer] ^ Math.imul(1, 0x85ebca6b);
    this.addNode(klo, khi, startPlayer, -1, 0, 0, 0, h);
    occ.fill(0);
  }

  /**
   * Expands up to `maxExpansions` positions. Returns the pushes (`box << 2 | dir`) of a
   * move-optimal solution, 'more' to go on, or 'dry' when nothing is left (which cannot
   * happen when `pushLimit` is the true optimum, except through a node limit).
   */
  step(maxExpansions: number, nodeLimit: number): number[] | 'more' | 'dry' {
    const { board, nb, occ, cur, reach, canon, freeze, bound, open, store, boxIndex, walk, seed } = this;
    const { wall, offsets, goal } = board;
    const z = this.tables.zobrist;
    const limit = this.pushLimit;
    store.ceiling = nodeLimit + 4 * nb;
    for (let n = 0; n < maxExpansions; n++) {
      if (open.size === 0 || store.count >= nodeLimit) return 'dry';
      const id = open.pop();
      if (store.closed[id] === 1) continue;
      store.closed[id] = 1;
      this.expanded++;
      let lo = 0;
      let hi = 0;
      let offGoal = 0;
      store.boxesOf(id, cur);
      for (let i = 0; i < nb; i++) {
        const b = cur[i];
        occ[b] = 1;
        boxIndex[b] = i + 1;
        lo ^= z.boxLo[b];
        hi ^= z.boxHi[b];
        if (goal[b] === 0) offGoal++;
      }
      const clear = (): void => {
        for (let i = 0; i < nb; i++) {
          occ[cur[i]] = 0;
          boxIndex[cur[i]] = 0;
        }
      };
      if (offGoal === 0) {
        clear();
        return store.pushesTo(id);
      }
      const pushes = store.g[id];
      const player = store.player[id];
      const table = this.frozenTables.forPosition(cur, occ, freeze);
      if (table === null) {
        clear();
        continue;
      }
      bound.setTable(table.dist, table.frozen);
      const h = bound.setParent(cur, player);
      reach.fill(occ, player);
      this.corrals.find(cur, boxIndex, reach);
      if (h >= INFEASIBLE || pushes + h > limit || this.corrals.dead) {
        clear();
        continue;
      }
      walk.fill(occ, player);
      const dead = table.dist.dead;
      const movesHere = this.moves[id];
      for (let i = 0; i < nb; i++) {
        const b = cur[i];
        for (let d = 0; d < 4; d++) {
          const o = offsets[d];
          const t = b + o;
          const from = b - o;
          if (wall[t] === 1 || occ[t] === 1 || dead[t] === 1 || walk.distance(from) < 0) continue;
          occ[b] = 0;
          occ[t] = 1;
          cur[i] = t;
          seed[0] = t;
          if (!(freeze.mayBeFrozen(occ, t) && freeze.run(occ, seed) > 0)) {
            const hc = bound.child(cur, i, b, t);
            if (hc < INFEASIBLE && pushes + 1 + hc <= limit) {
              const clo = lo ^ z.boxLo[b] ^ z.boxLo[t];
              const chi = hi ^ z.boxHi[b] ^ z.boxHi[t];
              // The push-optimal pass reached this position in fewer pushes: not optimal here.
              let p = reach.minAfterPush(occ, b, t);
              if (p < 0) {
                canon.fill(occ, b);
                p = canon.min;
              }
              const k = this.known.find(clo ^ z.playerLo[p], chi ^ z.playerHi[p], p, occ);
              if (k < 0 || this.known.g[k] >= pushes + 1) {
                const klo = clo ^ z.playerLo[b] ^ Math.imul(pushes + 2, 0x9e3779b1);
                const khi = chi ^ z.playerHi[b] ^ Math.imul(pushes + 2, 0x85ebca6b);
                const m = movesHere + walk.distance(from) + 1;
                const seen = store.find(klo, khi, b, occ, pushes + 1);
                if (seen < 0) this.addNode(klo, khi, b, id, (b << 2) | d, pushes + 1, m, hc);
                else if (store.closed[seen] === 0 && m < this.moves[seen]) {
                  // A cheaper way to a queued position: re-queue it (the stale entry is skipped).
                  this.moves[seen] = m;
                  store.reparent(seen, id, (b << 2) | d);
                  open.push(seen, m + store.h[seen]);
                }
              }
            }
          }
          occ[t] = 0;
          occ[b] = 1;
          cur[i] = b;
        }
      }
      clear();
    }
    return 'more';
  }
}
