import type { Board } from './board';
import { BucketQueue } from './bucket-queue';
import type { PushDistances } from './distances';
import { computePushDistances } from './distances';
import { FreezeChecker } from './freeze';
import { LowerBound } from './lower-bound';
import { NO_MATCH } from './matching';
import type { Push } from './paths';
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
const FAST_WEIGHT = 3;
const CHECK_EVERY = 1024;

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

  run(startBoxes: ArrayLike<number>, startPlayer: number, opts: SearchOptions): SearchOutcome {
    const t0 = performance.now();
    const { board, nb, occ, cur, reach, childReach, freeze, bound } = this;
    const { wall, offsets } = board;
    const dead = this.tables.dist.dead;
    const { boxLo, boxHi, playerLo, playerHi } = this.tables.zobrist;
    const optimal = opts.mode === 'optimal';
    const weight = optimal ? 1 : FAST_WEIGHT;
    this.count = 0;
    this.cap = 0;
    this.nodeBoxes = new Uint16Array(0);
    this.grow();

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
    const stats = (pushes: Push[] | null, reason?: FailReason): SearchOutcome => ({
      pushes,
      reason,
      nodes: this.count,
      expanded,
    });
    let expanded = 0;
    for (let i = 0; i < nb; i++) if (dead[cur[i]] === 1) return stats(null, 'unsolvable');
    if (rootH >= NO_MATCH) return stats(null, 'unsolvable');
    if (freeze.run(occ, cur, nb) > 0) return stats(null, 'unsolvable');
    if (rootH === 0) return stats([]);
    reach.fill(occ, startPlayer);
    const root = this.add(lo ^ playerLo[reach.min], hi ^ playerHi[reach.min], reach.min, -1, 0, 0, rootH);
    for (let i = 0; i < nb; i++) occ[cur[i]] = 0;

    const open = new BucketQueue();
    open.push(root, rootH * weight);
    let bestH = rootH;
    let nextProgress = t0 + opts.progressIntervalMs;
    const signal = opts.signal;

    while (open.size > 0) {
      const id = open.pop();
      if (this.closed[id] === 1) continue;
      this.closed[id] = 1;
      if (++expanded % CHECK_EVERY === 0) {
        const now = performance.now();
        if (signal?.aborted) return stats(null, 'cancelled');
        if (now - t0 > opts.timeLimitMs) return stats(null, 'timeout');
        if (opts.onProgress && now >= nextProgress) {
          nextProgress = now + opts.progressIntervalMs;
          opts.onProgress({ nodes: this.count, expanded, ms: now - t0, bestLowerBound: bestH });
        }
      }
      if (this.count >= opts.nodeLimit) return stats(null, 'node-limit');

      const base = id * nb;
      lo = this.hashLo[id] ^ playerLo[this.player[id]];
      hi = this.hashHi[id] ^ playerHi[this.player[id]];
      for (let i = 0; i < nb; i++) {
        const b = this.nodeBoxes[base + i];
        cur[i] = b;
        occ[b] = 1;
      }
      reach.fill(occ, this.player[id]);
      const gChild = this.g[id] + 1;
      let found = -1;
      for (let i = 0; i < nb && found < 0; i++) {
        const b = cur[i];
        for (let d = 0; d < 4; d++) {
          const o = offsets[d];
          const t = b + o;
          if (wall[t] === 1 || occ[t] === 1 || dead[t] === 1 || !reach.isReached(b - o)) continue;
          occ[b] = 0;
          occ[t] = 1;
          cur[i] = t;
          let ok = !(freeze.mayBeFrozen(occ, t) && freeze.run(occ, [t]) > 0);
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
              const hc = bound.compute(cur);
              if (hc < NO_MATCH) {
                const child = this.add(clo, chi, p, id, (b << 2) | d, gChild, hc);
                if (hc < bestH) bestH = hc;
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
    return stats(null, 'unsolvable');
  }
}
