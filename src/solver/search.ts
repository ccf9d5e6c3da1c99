import type { Board } from './board';
import { BucketQueue } from './bucket-queue';
import type { PushDistances } from './distances';
import { computePushDistances } from './distances';
import { FreezeChecker } from './freeze';
import { LowerBound } from './lower-bound';
import { NO_MATCH } from './matching';
import type { Push } from './paths';
import { PiCorralFinder } from './pi-corral';
import { Reach } from './reach';
import type { ZobristKeys } from './zobrist';
import { createZobrist } from './zobrist';

export type SolveMode = 'fast' | 'optimal';
export type FailReason = 'timeout' | 'node-limit' | 'cancelled' | 'unsolvable';

/** Anything with an `aborted` flag, e.g. an AbortSignal or a plain object a Worker flips. */
export interface CancelFlag {
  readonly aborted: boolean;
}

export interface SearchProgress {
  /** Stored (generated, distinct) positions so far. */
  readonly nodes: number;
  readonly expanded: number;
  readonly ms: number;
  /** Smallest lower bound seen so far (0 = solved). */
  readonly bestLowerBound: number;
}

export interface SearchOptions {
  readonly mode: SolveMode;
  readonly timeLimitMs: number;
  readonly nodeLimit: number;
  readonly signal?: CancelFlag;
  readonly onProgress?: (p: SearchProgress) => void;
  readonly progressIntervalMs: number;
}

export interface SearchOutcome {
  readonly pushes: Push[] | null;
  readonly reason?: FailReason;
  readonly nodes: number;
  readonly expanded: number;
}

/** Per-level tables, computed once and shared by every search on the same board. */
export interface LevelTables {
  readonly dist: PushDistances;
  readonly zobrist: ZobristKeys;
}

const tableCache = new WeakMap<Board, LevelTables>();

export function levelTables(board: Board): LevelTables {
  let t = tableCache.get(board);
  if (!t) {
    t = { dist: computePushDistances(board), zobrist: createZobrist(board.size) };
    tableCache.set(board, t);
  }
  return t;
}

/** Weight on the lower bound in fast mode: greedier than A*, far fewer nodes. */
const FAST_WEIGHT = 5;
/** Near-greedy weight of the third fast-mode search. */
const GREEDY_WEIGHT = 50;
/** Fast mode runs one search alone this long before the others join. */
const PORTFOLIO_DELAY_MS = 1000;

/**
 * Push-level best-first search over positions (box set + canonical player cell).
 * Nodes live in flat typed arrays indexed by node id; the transposition table is a
 * chained hash over Zobrist keys, with a full box-set comparison on key matches.
 */
export class Search {
  private readonly nb: number;
  private readonly tables: LevelTables;
  private readonly reach: Reach;
  private readonly childReach: Reach;
  private readonly freeze: FreezeChecker;
  private readonly bound: LowerBound;
  private readonly occ: Uint8Array;
  private readonly cur: Int32Array;
  private readonly boxIndex: Int16Array;
  private readonly corrals: PiCorralFinder;
  private readonly allowed: Uint8Array;
  private readonly seed = new Int32Array(1);

  private cap = 0;
  private count = 0;
  private nodeBoxes = new Uint16Array(0);
  private parent = new Int32Array(0);
  private move = new Int32Array(0);
  private player = new Uint16Array(0);
  private g = new Uint16Array(0);
  private h = new Uint16Array(0);
  private hashLo = new Int32Array(0);
  private hashHi = new Int32Array(0);
  private chain = new Int32Array(0);
  private closed = new Uint8Array(0);
  private table = new Int32Array(0);
  private tableMask = 0;

  constructor(private readonly board: Board) {
    if (board.size > 0xffff) throw new Error('level too large for the solver (more than 65535 cells)');
    this.nb = board.goals.length;
    this.tables = levelTables(board);
    this.reach = new Reach(board);
    this.childReach = new Reach(board);
    this.freeze = new FreezeChecker(board, this.tables.dist.dead);
    this.bound = new LowerBound(board, this.tables.dist);
    this.occ = new Uint8Array(board.size);
    this.cur = new Int32Array(this.nb);
    this.boxIndex = new Int16Array(board.size);
    this.corrals = new PiCorralFinder(board);
    this.allowed = new Uint8Array(this.nb);
  }

  private grow(): void {
    const cap = this.cap === 0 ? 1 << 14 : this.cap * 2;
    const nb = this.nb;
    const boxes = new Uint16Array(cap * nb);
    boxes.set(this.nodeBoxes);
    this.nodeBoxes = boxes;
    const g32 = (a: Int32Array): Int32Array<ArrayBuffer> => {
      const b = new Int32Array(cap);
      b.set(a);
      return b;
    };
    const g16 = (a: Uint16Array): Uint16Array<ArrayBuffer> => {
      const b = new Uint16Array(cap);
      b.set(a);
      return b;
    };
    this.parent = g32(this.parent);
    this.move = g32(this.move);
    this.hashLo = g32(this.hashLo);
    this.hashHi = g32(this.hashHi);
    this.chain = g32(this.chain);
    this.player = g16(this.player);
    this.g = g16(this.g);
    this.h = g16(this.h);
    const closed = new Uint8Array(cap);
    closed.set(this.closed);
    this.closed = closed;
    this.cap = cap;
    // Keep the load factor at or below 1/2.
    this.table = new Int32Array(cap * 2).fill(-1);
    this.tableMask = cap * 2 - 1;
    for (let id = 0; id < this.count; id++) {
      const slot = this.hashLo[id] & this.tableMask;
      this.chain[id] = this.table[slot];
      this.table[slot] = id;
    }
  }

  /** Looks up the position currently in `occ` with canonical player `p`; -1 if new. */
  private find(lo: number, hi: number, p: number): number {
    const nb = this.nb;
    const boxes = this.nodeBoxes;
    const occ = this.occ;
    for (let id = this.table[lo & this.tableMask]; id !== -1; id = this.chain[id]) {
      if (this.hashLo[id] !== lo || this.hashHi[id] !== hi || this.player[id] !== p) continue;
      const base = id * nb;
      let same = true;
      for (let i = 0; i < nb; i++) {
        if (occ[boxes[base + i]] === 0) {
          same = false;
          break;
        }
      }
      if (same) return id;
    }
    return -1;
  }

  private add(lo: number, hi: number, p: number, parent: number, move: number, g: number, h: number): number {
    if (this.count === this.cap) this.grow();
    const id = this.count++;
    const nb = this.nb;
    this.nodeBoxes.set(this.cur, id * nb);
    this.parent[id] = parent;
    this.move[id] = move;
    this.player[id] = p;
    this.g[id] = g;
    this.h[id] = h;
    this.hashLo[id] = lo;
    this.hashHi[id] = hi;
    this.closed[id] = 0;
    const slot = lo & this.tableMask;
    this.chain[id] = this.table[slot];
    this.table[slot] = id;
    return id;
  }

  private pathTo(id: number): Push[] {
    const pushes: Push[] = [];
    for (let n = id; this.parent[n] !== -1; n = this.parent[n]) {
      const m = this.move[n];
      pushes.push({ box: m >> 2, dir: m & 3 });
    }
    return pushes.reverse();
  }

  private open = new BucketQueue();
  private weight = 1;
  private optimal = false;
  /** Positions expanded so far. */
  expanded = 0;
  /** Smallest lower bound seen so far. */
  bestH = 0;

  /** Stored positions so far. */
  get nodes(): number {
    return this.count;
  }

  /**
   * Sets up a search from a position. Returns a final outcome right away when the start
   * is solved or trivially dead, else null (then call `step`).
   */
  start(
    startBoxes: ArrayLike<number>,
    startPlayer: number,
    mode: SolveMode,
    weight: number,
  ): SearchOutcome | null {
    const { nb, occ, cur, reach, freeze, bound } = this;
    const dead = this.tables.dist.dead;
    const { boxLo, boxHi, playerLo, playerHi } = this.tables.zobrist;
    this.optimal = mode === 'optimal';
    this.weight = this.optimal ? 1 : weight;
    this.count = 0;
    this.cap = 0;
    this.nodeBoxes = new Uint16Array(0);
    this.grow();
    this.open = new BucketQueue();
    this.expanded = 0;
    occ.fill(0);
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < nb; i++) {
      const b = startBoxes[i];
      cur[i] = b;
      occ[b] = 1;
      lo ^= boxLo[b];
      hi ^= boxHi[b];
    }
    const rootH = bound.compute(cur);
    const done = (pushes: Push[] | null, reason?: FailReason): SearchOutcome => {
      occ.fill(0);
      return { pushes, reason, nodes: 0, expanded: 0 };
    };
    for (let i = 0; i < nb; i++) if (dead[cur[i]] === 1) return done(null, 'unsolvable');
    if (rootH >= NO_MATCH) return done(null, 'unsolvable');
    if (freeze.run(occ, cur, nb) > 0) return done(null, 'unsolvable');
    if (rootH === 0) return done([]);
    reach.fill(occ, startPlayer);
    const root = this.add(lo ^ playerLo[reach.min], hi ^ playerHi[reach.min], reach.min, -1, 0, 0, rootH);
    for (let i = 0; i < nb; i++) occ[cur[i]] = 0;
    this.open.push(root, rootH * this.weight);
    this.bestH = rootH;
    return null;
  }

  /**
   * Expands up to `maxExpansions` positions. Returns null while the search goes on, or
   * the outcome: a solution, 'unsolvable' (space exhausted) or 'node-limit'.
   */
  step(maxExpansions: number, nodeLimit: number): SearchOutcome | null {
    const { board, nb, occ, cur, reach, childReach, freeze, bound, open } = this;
    const { wall, offsets } = board;
    const dead = this.tables.dist.dead;
    const { boxLo, boxHi, playerLo, playerHi } = this.tables.zobrist;
    const optimal = this.optimal;
    const weight = this.weight;
    const stats = (pushes: Push[] | null, reason?: FailReason): SearchOutcome => ({
      pushes,
      reason,
      nodes: this.count,
      expanded: this.expanded,
    });
    let lo = 0;
    let hi = 0;
    for (let n = 0; n < maxExpansions; n++) {
      if (open.size === 0) return stats(null, 'unsolvable');
      const id = open.pop();
      if (this.closed[id] === 1) continue;
      this.closed[id] = 1;
      this.expanded++;
      if (this.count >= nodeLimit) return stats(null, 'node-limit');
      const base = id * nb;
      lo = this.hashLo[id] ^ playerLo[this.player[id]];
      hi = this.hashHi[id] ^ playerHi[this.player[id]];
      const { boxIndex, allowed, corrals } = this;
      for (let i = 0; i < nb; i++) {
        const b = this.nodeBoxes[base + i];
        cur[i] = b;
        occ[b] = 1;
        boxIndex[b] = i + 1;
      }
      reach.fill(occ, this.player[id]);
      bound.compute(cur);
      if (corrals.find(cur, boxIndex, reach)) {
        allowed.fill(0);
        for (let k = 0; k < corrals.count; k++) allowed[corrals.boxes[k]] = 1;
      } else allowed.fill(1);
      for (let i = 0; i < nb; i++) boxIndex[cur[i]] = 0;
      const gChild = this.g[id] + 1;
      let found = -1;
      for (let i = 0; i < nb && found < 0; i++) {
        if (allowed[i] === 0) continue;
        const b = cur[i];
        for (let d = 0; d < 4; d++) {
          const o = offsets[d];
          const t = b + o;
          if (wall[t] === 1 || occ[t] === 1 || dead[t] === 1 || !reach.isReached(b - o)) continue;
          occ[b] = 0;
          occ[t] = 1;
          cur[i] = t;
          this.seed[0] = t;
          let ok = !(freeze.mayBeFrozen(occ, t) && freeze.run(occ, this.seed) > 0);
          if (ok) {
            childReach.fill(occ, b);
            const p = childReach.min;
            const clo = lo ^ boxLo[b] ^ boxLo[t] ^ playerLo[p];
            const chi = hi ^ boxHi[b] ^ boxHi[t] ^ playerHi[p];
            const seen = this.find(clo, chi, p);
            if (seen >= 0) {
              if (optimal && this.closed[seen] === 0 && gChild < this.g[seen]) {
                this.g[seen] = gChild;
                this.parent[seen] = id;
                this.move[seen] = (b << 2) | d;
                open.push(seen, gChild + this.h[seen]);
              }
              ok = false;
            } else {
              const hc = bound.child(cur, i, b, t);
              if (hc < NO_MATCH) {
                const child = this.add(clo, chi, p, id, (b << 2) | d, gChild, hc);
                if (hc < this.bestH) this.bestH = hc;
                if (hc === 0) found = child;
                else open.push(child, gChild + weight * hc);
              }
            }
          }
          occ[t] = 0;
          occ[b] = 1;
          cur[i] = b;
          if (found >= 0) break;
        }
      }
      for (let i = 0; i < nb; i++) occ[cur[i]] = 0;
      if (found >= 0) return stats(this.pathTo(found));
    }
    return null;
  }
}

const SLICE = 256;

/**
 * Runs the search for one mode. Optimal mode is a single A*. Fast mode starts with one
 * weighted best-first search; if that has not finished after a short while, two more
 * searches with other weights (A* and near-greedy) join it, time-sliced: different
 * weights win on different levels, and slicing costs at most a constant factor.
 */
export function runSearch(
  board: Board,
  startBoxes: ArrayLike<number>,
  startPlayer: number,
  opts: SearchOptions,
): SearchOutcome {
  const t0 = performance.now();
  const first = new Search(board);
  const immediate = first.start(startBoxes, startPlayer, opts.mode, FAST_WEIGHT);
  if (immediate) return immediate;
  const searches = [first];
  let limits = [opts.nodeLimit];
  let joined = opts.mode === 'optimal';
  let nextProgress = t0 + opts.progressIntervalMs;
  const total = (): { nodes: number; expanded: number } => {
    let nodes = 0;
    let expanded = 0;
    for (const s of searches) {
      nodes += s.nodes;
      expanded += s.expanded;
    }
    return { nodes, expanded };
  };
  const finish = (pushes: Push[] | null, reason?: FailReason): SearchOutcome => ({
    pushes,
    reason,
    ...total(),
  });
  for (let round = 0; ; round++) {
    for (let k = 0; k < searches.length; k++) {
      // The first search keeps half of the time: it is the best single strategy.
      const out = searches[k].step(k === 0 && searches[0] === first ? SLICE * 2 : SLICE, limits[k]);
      if (out === null) continue;
      if (out.pushes !== null || out.reason === 'unsolvable') return finish(out.pushes, out.reason);
      // This search hit its node limit; the others carry on.
      searches.splice(k, 1);
      limits.splice(k, 1);
      k--;
      if (searches.length === 0) return finish(null, 'node-limit');
    }
    if ((round & 3) !== 3) continue;
    const now = performance.now();
    if (opts.signal?.aborted) return finish(null, 'cancelled');
    if (now - t0 > opts.timeLimitMs) return finish(null, 'timeout');
    if (opts.onProgress && now >= nextProgress) {
      nextProgress = now + opts.progressIntervalMs;
      let best = Number.POSITIVE_INFINITY;
      for (const s of searches) best = Math.min(best, s.bestH);
      opts.onProgress({ ...total(), ms: now - t0, bestLowerBound: best });
    }
    if (!joined && now - t0 > PORTFOLIO_DELAY_MS) {
      joined = true;
      const share = Math.max(0, opts.nodeLimit - first.nodes) / 2;
      limits = [opts.nodeLimit - share];
      for (const w of [1, GREEDY_WEIGHT]) {
        const s = new Search(board);
        if (s.start(startBoxes, startPlayer, 'fast', w) === null) {
          searches.push(s);
          limits.push(share / 2 + s.nodes);
        }
      }
    }
  }
}
