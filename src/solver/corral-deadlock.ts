import type { Board } from './board';
import { FreezeChecker } from './freeze';
import { DeadPatterns } from './learned-deadlocks';
import { Reach } from './reach';

/** Corrals with more boxes than this are not examined by the solver: their searches rarely settle. */
export const CORRAL_MAX_BOXES = 8;

export type CorralVerdict = 'dead' | 'alive' | 'budget';

/**
 * Corral deadlocks. For a corral (an area the player cannot reach) keep only the boxes
 * around it and drop the rest: any solution of the real position, its pushes of dropped
 * boxes left out, stays legal (fewer obstacles) and ends with the kept boxes on goals. If
 * from the kept boxes alone neither "all on goals" nor "the player gets into the corral"
 * is reachable, the real position is dead. (Reaching into the corral ends the search with
 * "alive": a give-up that keeps the search small.) The verdict depends only on the kept
 * boxes, the player's area and the corral, hence the cache; budget outs are not cached.
 */
export class CorralDeadlocks {
  private readonly cache = new Map<string, boolean>();
  private readonly occ: Uint8Array;
  private readonly reach: Reach;
  private readonly childReach: Reach;
  private readonly freeze: FreezeChecker;
  /** Stamp per cell: a corral cell (entering it ends the search). */
  private readonly shut: Uint32Array;
  private shutGen = 0;
  private readonly seed = new Int32Array(1);
  private pool = new Int32Array(1 << 12);
  private cur = new Int32Array(16);
  private sorted = new Int32Array(16);
  private shrunk = new Int32Array(16);
  private trial = new Int32Array(16);
  /** Where `isDead` keeps its proofs, shrunk to the boxes they need. */
  readonly patterns: DeadPatterns;

  constructor(
    private readonly board: Board,
    private readonly dead: Uint8Array,
    private readonly maxNodes = 400,
    private readonly maxCache = 200_000,
  ) {
    this.occ = new Uint8Array(board.size);
    this.reach = new Reach(board);
    this.childReach = new Reach(board);
    this.freeze = new FreezeChecker(board, dead);
    this.shut = new Uint32Array(board.size);
    this.patterns = new DeadPatterns(board);
  }

  /**
   * Solver use: `kept[0..k)` the corral's box cells, ascending; `player` the canonical
   * player cell. Every area the kept boxes shut off counts as the corral.
   */
  isDead(kept: ArrayLike<number>, k: number, player: number): boolean {
    if (this.verdict(kept, k, player, -1, this.maxNodes, Number.POSITIVE_INFINITY) !== 'dead') return false;
    this.learn(kept, k, player, Number.POSITIVE_INFINITY);
    return true;
  }

  /**
   * The detector's form of `isDead`, within a deadline: the box cells the proof needs (shrunk,
   * as far as the deadline allows, and learned as a pattern), null when not dead within the
   * node budget, or 'budget' when the deadline cut the search short.
   */
  proof(kept: ArrayLike<number>, k: number, player: number, deadline: number): number[] | null | 'budget' {
    const v = this.verdict(kept, k, player, -1, this.maxNodes, deadline);
    if (v === 'dead') return this.learn(kept, k, player, deadline);
    // Out of nodes is the search's fixed give-up, the same answer whenever asked.
    return v === 'budget' && performance.now() > deadline ? 'budget' : null;
  }

  /**
   * Drops, one at a time, the boxes without which `kept[0..k)` stay dead, and keeps the rest
   * as a pattern. One greedy pass: small enough to repeat often, not always the smallest.
   */
  private learn(kept: ArrayLike<number>, k: number, player: number, deadline: number): number[] {
    if (this.shrunk.length < k) {
      this.shrunk = new Int32Array(k);
      this.trial = new Int32Array(k);
    }
    const { shrunk, trial } = this;
    for (let i = 0; i < k; i++) shrunk[i] = kept[i];
    let n = k;
    for (let drop = n - 1; drop >= 0 && n > 1; drop--) {
      let m = 0;
      for (let i = 0; i < n; i++) if (i !== drop) trial[m++] = shrunk[i];
      if (this.verdict(trial, m, player, -1, this.maxNodes, deadline) !== 'dead') continue;
      shrunk.copyWithin(drop, drop + 1, n);
      n--;
    }
    this.patterns.add(shrunk, n, player);
    return Array.from(shrunk.subarray(0, n));
  }

  /**
   * `corral`: a cell of the corral (its whole area is flooded from it), or -1 for every
   * area the kept boxes shut off. Explores at most `maxNodes` positions, stops at `deadline`.
   */
  verdict(
    kept: ArrayLike<number>,
    k: number,
    player: number,
    corral: number,
    maxNodes: number,
    deadline: number,
  ): CorralVerdict {
    let key = String.fromCharCode(player, corral + 1);
    for (let i = 0; i < k; i++) key += String.fromCharCode(kept[i]);
    const known = this.cache.get(key);
    if (known !== undefined) return known ? 'dead' : 'alive';
    const v = this.search(kept, k, player, corral, maxNodes, deadline);
    // A budget out is a verdict only for the solver's fixed, deadline-free budget.
    if (v !== 'budget' || (maxNodes === this.maxNodes && deadline === Number.POSITIVE_INFINITY)) {
      if (this.cache.size >= this.maxCache) this.cache.clear();
      this.cache.set(key, v === 'dead');
    }
    return v;
  }

  private search(
    kept: ArrayLike<number>,
    k: number,
    player: number,
    corral: number,
    maxNodes: number,
    deadline: number,
  ): CorralVerdict {
    const { wall, goal, offsets, floors } = this.board;
    const { occ, reach, freeze, shut, seed, dead } = this;
    let onGoals = true;
    for (let i = 0; i < k; i++) if (goal[kept[i]] === 0) onGoals = false;
    if (onGoals) return 'alive';
    if (this.cur.length < k) {
      this.cur = new Int32Array(k);
      this.sorted = new Int32Array(k);
    }
    const { cur, sorted } = this;
    for (let i = 0; i < k; i++) occ[kept[i]] = 1;
    reach.fill(occ, player);
    if (++this.shutGen === 0xffffffff) {
      shut.fill(0);
      this.shutGen = 1;
    }
    const gen = this.shutGen;
    if (corral < 0) {
      for (let i = 0; i < floors.length; i++) {
        const c = floors[i];
        if (occ[c] === 0 && !reach.isReached(c)) shut[c] = gen;
      }
    } else {
      // The corral's own area: flooded with the player's search buffer, which is free here.
      this.childReach.fill(occ, corral);
      for (let i = 0; i < this.childReach.count; i++) shut[this.childReach.cells[i]] = gen;
    }
    const stride = k + 1;
    let pool = this.pool;
    if (pool.length < stride * 64) pool = this.pool = new Int32Array(stride * 64);
    const seen = new Set<string>();
    let rootKey = String.fromCharCode(reach.min);
    for (let i = 0; i < k; i++) {
      pool[i] = kept[i];
      rootKey += String.fromCharCode(kept[i]);
    }
    pool[k] = reach.min;
    seen.add(rootKey);
    for (let i = 0; i < k; i++) occ[kept[i]] = 0;
    let top = 1;
    let nodes = 0;
    let result: CorralVerdict = 'dead';
    search: while (top > 0) {
      if (++nodes > maxNodes || ((nodes & 7) === 0 && performance.now() > deadline)) {
        result = 'budget';
        break;
      }
      top--;
      const at = top * stride;
      for (let i = 0; i < k; i++) {
        cur[i] = pool[at + i];
        occ[cur[i]] = 1;
      }
      reach.fill(occ, pool[at + k]);
      for (let i = 0; i < reach.count; i++) {
        if (shut[reach.cells[i]] === gen) {
          result = 'alive';
          for (let j = 0; j < k; j++) occ[cur[j]] = 0;
          break search;
        }
      }
      for (let i = 0; i < k; i++) {
        const b = cur[i];
        for (let d = 0; d < 4; d++) {
          const o = offsets[d];
          const t = b + o;
          if (wall[t] === 1 || occ[t] === 1 || dead[t] === 1 || !reach.isReached(b - o)) continue;
          occ[b] = 0;
          occ[t] = 1;
          seed[0] = t;
          const frozen = freeze.mayBeFrozen(occ, t) && freeze.run(occ, seed) > 0;
          let solved = !frozen;
          for (let j = 0; j < k && solved; j++) solved = goal[j === i ? t : cur[j]] === 1;
          if (!frozen && !solved) {
            // O(1) unless the push may merge or split areas: a flood per child was most of
            // the time these searches took on big boards.
            let childMin = reach.minAfterPush(occ, b, t);
            if (childMin < 0) {
              this.childReach.fill(occ, b);
              childMin = this.childReach.min;
            }
            for (let j = 0; j < k; j++) sorted[j] = j === i ? t : cur[j];
            sorted.subarray(0, k).sort();
            let childKey = String.fromCharCode(childMin);
            for (let j = 0; j < k; j++) childKey += String.fromCharCode(sorted[j]);
            if (!seen.has(childKey)) {
              seen.add(childKey);
              if ((top + 1) * stride > pool.length) {
                const grown = new Int32Array(pool.length * 2);
                grown.set(pool);
                this.pool = pool = grown;
              }
              const out = top * stride;
              for (let j = 0; j < k; j++) pool[out + j] = sorted[j];
              pool[out + k] = childMin;
              top++;
            }
          }
          occ[t] = 0;
          occ[b] = 1;
          if (solved) {
            result = 'alive';
            for (let j = 0; j < k; j++) occ[cur[j]] = 0;
            break search;
          }
        }
      }
      for (let i = 0; i < k; i++) occ[cur[i]] = 0;
    }
    return result;
  }
}
