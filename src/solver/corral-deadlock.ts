import type { Board } from './board';
import { FreezeChecker } from './freeze';
import { Reach } from './reach';

/** Corrals with more boxes than this are not examined: their searches rarely settle. */
export const CORRAL_MAX_BOXES = 8;

/**
 * Corral deadlocks for the solver, cached. For a corral (an area the player cannot reach)
 * keep only its boxes and drop the rest: any solution of the real position, its pushes of
 * dropped boxes left out, stays legal (fewer obstacles) and ends with the kept boxes on
 * goals. If from the kept boxes alone neither "all on goals" nor "the player gets into
 * some area it could not reach at the start" is reachable, the real position is dead.
 * The answer depends only on the kept boxes and the player's area, hence the cache.
 */
export class CorralDeadlocks {
  private readonly cache = new Map<string, boolean>();
  private readonly occ: Uint8Array;
  private readonly reach: Reach;
  private readonly childReach: Reach;
  private readonly freeze: FreezeChecker;
  /** Stamp per cell: shut off from the player at the start of the current search. */
  private readonly shut: Uint32Array;
  private shutGen = 0;
  private readonly seed = new Int32Array(1);
  private pool = new Int32Array(1 << 12);
  /** Positions explored by cache misses, for statistics. */
  explored = 0;

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
  }

  /** `kept[0..k)`: the corral's box cells, ascending; `player`: the canonical player cell. */
  isDead(kept: ArrayLike<number>, k: number, player: number): boolean {
    let key = String.fromCharCode(player);
    for (let i = 0; i < k; i++) key += String.fromCharCode(kept[i]);
    const known = this.cache.get(key);
    if (known !== undefined) return known;
    const dead = this.search(kept, k, player);
    if (this.cache.size >= this.maxCache) this.cache.clear();
    this.cache.set(key, dead);
    return dead;
  }

  /** True only when the relaxed space was exhausted. */
  private search(kept: ArrayLike<number>, k: number, player: number): boolean {
    const { wall, goal, offsets, floors } = this.board;
    const { occ, reach, freeze, shut, seed, dead } = this;
    let onGoals = true;
    for (let i = 0; i < k; i++) if (goal[kept[i]] === 0) onGoals = false;
    if (onGoals) return false;
    for (let i = 0; i < k; i++) occ[kept[i]] = 1;
    reach.fill(occ, player);
    if (++this.shutGen === 0xffffffff) {
      shut.fill(0);
      this.shutGen = 1;
    }
    const gen = this.shutGen;
    for (let i = 0; i < floors.length; i++) {
      const c = floors[i];
      if (occ[c] === 0 && !reach.isReached(c)) shut[c] = gen;
    }
    const stride = k + 1;
    let pool = this.pool;
    if (pool.length < stride * 64) pool = this.pool = new Int32Array(stride * 64);
    const seen = new Set<string>();
    const keyOf = (boxes: Int32Array, at: number, p: number): string => {
      let s = String.fromCharCode(p);
      for (let i = 0; i < k; i++) s += String.fromCharCode(boxes[at + i]);
      return s;
    };
    for (let i = 0; i < k; i++) pool[i] = kept[i];
    pool[k] = reach.min;
    seen.add(keyOf(pool, 0, reach.min));
    for (let i = 0; i < k; i++) occ[kept[i]] = 0;
    let top = 1;
    let nodes = 0;
    const cur = new Int32Array(k);
    let result = true;
    search: while (top > 0) {
      if (++nodes > this.maxNodes) {
        result = false;
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
          result = false;
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
          let childKey = '';
          let childMin = 0;
          if (!frozen && !solved) {
            // Canonical player of the child: a second flood, kept separate from `reach`.
            childMin = this.areaMin(occ, b);
            cur[i] = t;
            const sorted = Int32Array.from(cur).sort();
            cur[i] = b;
            let s = String.fromCharCode(childMin);
            for (let j = 0; j < k; j++) s += String.fromCharCode(sorted[j]);
            childKey = s;
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
            result = false;
            for (let j = 0; j < k; j++) occ[cur[j]] = 0;
            break search;
          }
        }
      }
      for (let i = 0; i < k; i++) occ[cur[i]] = 0;
    }
    this.explored += nodes;
    return result;
  }

  private areaMin(occ: Uint8Array, from: number): number {
    this.childReach.fill(occ, from);
    return this.childReach.min;
  }
}
