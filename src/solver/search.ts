import type { BackwardSearch } from './backward';
import type { Board } from './board';
import { BucketQueue } from './bucket-queue';
import { ChildOrder } from './child-order';
import { CorralDeadlocks } from './corral-deadlock';
import type { PushDistances } from './distances';
import { computePushDistances } from './distances';
import { FeatureQueue, FeatureSpace, isProgress, queueCell, withAreasOf } from './features';
import { FreezeChecker } from './freeze';
import type { FrozenTable } from './frozen-distances';
import { FrozenDistanceCache } from './frozen-distances';
import type { Guide } from './guide';
import { Hotspots } from './hotspots';
import type { DeadPatterns } from './learned-deadlocks';
import { LocalDeadlocks } from './local-deadlock';
import { LowerBound } from './lower-bound';
import { NO_MATCH } from './matching';
import { NodeStore } from './node-store';
import { PairDeadlocks } from './pair-deadlocks';
import type { Push } from './paths';
import { unpackPushes } from './paths';
import { PiCorralFinder } from './pi-corral';
import { Reach } from './reach';
import type { ZobristKeys } from './zobrist';
import { createZobrist } from './zobrist';

// Module-local copies: some loaders (tsx in Node) turn imported constants into getters,
// which costs a call per use in the hot loops.
const INFEASIBLE: number = NO_MATCH;

/**
 * By default the search does not look for local deadlocks: at 10 s per level it solves no
 * more with them (Sasquatch 28/50 either way, Microban IV 97-98/102) and it costs a third of the
 * expansion rate. Long runs gain from them (`SolveOptions.localDeadlocksFrom`; docs/SOLVER.md).
 */
export const LOCAL_DEADLOCKS_FROM = Number.POSITIVE_INFINITY;

/**
 * Expansions before the search builds and consults the level's two-box deadlock table
 * (`PairDeadlocks`). Most small levels are solved before and never pay for it (1-2 ms on a
 * Microban level, up to a second on the largest Sasquatch ones). At 10 s per level:
 * Sasquatch 28/50 with it from here, 29 from the first expansion, 28 without; Sasquatch II and
 * IV and Microban IV the same with it as without (docs/SOLVER.md).
 */
export const PAIR_DEADLOCKS_FROM = 20_000;

/**
 * How fast mode orders the positions within a feature cell (`features.ts`).
 * - `'bound'`: by `g + 10h`, pushes so far plus the weighted lower bound.
 * - `'advice'`: by `10w + h`, where `w` counts the pushes on the way that were not *advised*:
 *   a push is advised when it fills a goal, joins floor areas, clears a hotspot (a box that
 *   cuts another off from every goal, `hotspots.ts`), or lowers the lower bound `h`.
 *   After FESS's move weights (moves its advisors suggest weigh 0, the others 1): a line of
 *   progress costs nothing however long it is, so a long detour does not sink it.
 * With the same budget both solve about as many levels, but not the same ones: advice found
 * twelve levels, Sasquatch #19 and Microban IV #75 among them, that no run by the bound had solved,
 * six of them only after 80-300 s (docs/SOLVER.md). The bound stays the default, as every
 * benchmark figure was measured with it; pars runs try both.
 */
export type CellOrder = 'advice' | 'bound';

export const CELL_ORDER: CellOrder = 'bound';

/** For command lines: is `text` the name of a cell order? */
export function isCellOrder(text: unknown): text is CellOrder {
  return text === 'advice' || text === 'bound';
}

/** For command lines: the one-line complaint about an `--order` value that is not a cell order. */
export function badCellOrder(text: unknown): string {
  return `--order wants "bound" or "advice", got "${String(text)}"`;
}

/** Fast mode's bound weights are whole numbers (the queues bucket by integer priority). */
const MAX_WEIGHT = 100;

/** Is `n` a weight fast mode takes (`SolveOptions.weight`)? */
export function isWeight(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_WEIGHT;
}

/** The one-line complaint about a weight that is not one (`name`: the flag or option). */
export function badWeight(text: unknown, name = '--weight'): string {
  return `${name} wants a whole number from 1 to ${MAX_WEIGHT}, got "${String(text)}"`;
}

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
  /**
   * A known solution's positions. Fast mode meets them; optimal mode takes the pushes left
   * from the start as an upper bound (see `runOptimal`).
   */
  readonly guide?: Guide | null;
  /**
   * Fast mode: a cell the player must be able to reach at the end (`Search.exit`). Not for
   * use with a guide, whose known solution ends wherever it ends.
   */
  readonly exit?: number;
  /** Expansions before the forward search looks for local deadlocks (`Search.localFrom`). */
  readonly localDeadlocksFrom?: number;
  /** Fast mode: how feature cells order their positions (`Search.order`). */
  readonly order?: CellOrder;
  /** Fast mode: 0 for the fixed child order, else its seed (`SolveOptions.seed`). */
  readonly seed?: number;
  /** Fast mode: the bound's weight against the path (`SolveOptions.weight`). */
  readonly weight?: number;
  /** Optimal mode: most time for the moves pass (`SolveOptions.movesTimeLimitMs`). */
  readonly movesTimeLimitMs?: number;
}

export interface SearchOutcome {
  readonly pushes: Push[] | null;
  readonly reason?: FailReason;
  readonly nodes: number;
  readonly expanded: number;
  /** Optimal mode: the moves are the fewest among push-optimal solutions. */
  readonly movesOptimal?: boolean;
}

/** Per-level tables, computed once and shared by every search on the same board. */
export interface LevelTables {
  readonly dist: PushDistances;
  readonly zobrist: ZobristKeys;
  /** With its learned patterns: a pattern holds whichever search on the board proved it. */
  readonly corralDeadlocks: CorralDeadlocks;
}

const tableCache = new WeakMap<Board, LevelTables>();

export function levelTables(board: Board): LevelTables {
  let t = tableCache.get(board);
  if (!t) {
    const dist = computePushDistances(board);
    t = { dist, zobrist: createZobrist(board.size), corralDeadlocks: new CorralDeadlocks(board, dist.dead) };
    tableCache.set(board, t);
  }
  return t;
}

/**
 * Tables for a stage of the room-by-room plan (`stages.ts`), sharing what holds there too: the
 * level's Zobrist keys, and, when the stage has the level's walls and goals (free goals), its
 * corral verdicts and learned patterns, which are the real level's. What one stage proves, the
 * next ones and the whole-level search know.
 */
export function stageTables(stage: Board, level: Board): LevelTables {
  let t = tableCache.get(stage);
  if (!t) {
    const base = levelTables(level);
    const dist = computePushDistances(stage);
    const same = stage.wall === level.wall && stage.goal === level.goal;
    t = {
      dist,
      zobrist: base.zobrist,
      corralDeadlocks: same ? base.corralDeadlocks : new CorralDeadlocks(stage, dist.dead),
    };
    tableCache.set(stage, t);
  }
  return t;
}

/**
 * Push-level best-first search over positions (box set + canonical player cell).
 * Nodes live in a {@link NodeStore}; box `i` keeps its index along pushes, which lets the
 * lower bound re-solve only the rows that changed between consecutive expansions.
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
  private readonly local: LocalDeadlocks;
  private readonly patterns: DeadPatterns;
  /** Expansions before local deadlocks are looked for (see `LocalDeadlocks`). */
  localFrom = LOCAL_DEADLOCKS_FROM;
  /** Fast mode with feature cells: how a cell orders its positions. */
  order: CellOrder = CELL_ORDER;
  /** Positions found dead when expanded, by each check made only then. */
  readonly pruned = { patterns: 0, pairs: 0, local: 0 };
  private readonly allowed: Uint8Array;
  /** The freeze check's seed: the cell a box was just pushed to. */
  private readonly pushedTo = new Int32Array(1);
  /** Which box and direction each expansion tries first (see `ChildOrder`). */
  private childOrder = new ChildOrder(0);
  private store: NodeStore;
  private readonly frozenTables: FrozenDistanceCache;
  /** A backward search to meet: a new node also in its store completes a solution. */
  partner: BackwardSearch | null = null;
  /** A known solution's positions, met the same way. */
  guide: Guide | null = null;
  /**
   * A cell the player must be able to reach in the solved position, or -1 for anywhere
   * (fast mode; see `stages.ts`, where a finished stage must not shut the player in).
   */
  exit = -1;
  /** 0: the fixed child order; else a seed for a shuffled one, taken by `start` (`ChildOrder`). */
  seed = 0;
  private meetBackward = -1;
  private meetGuide = -1;

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
    this.corrals.deadlocks = this.tables.corralDeadlocks;
    this.local = new LocalDeadlocks(board, this.tables.corralDeadlocks);
    this.patterns = this.tables.corralDeadlocks.patterns;
    this.allowed = new Uint8Array(this.nb);
    this.store = new NodeStore(this.nb, board.size, board.offsets);
    this.frozenTables = new FrozenDistanceCache(board, this.tables.dist);
  }

  private pathTo(id: number): Push[] {
    const moves = this.store.pushesTo(id);
    if (this.meetGuide >= 0 && this.guide !== null)
      for (const m of this.guide.pushesFrom(this.meetGuide)) moves.push(m);
    else if (this.meetBackward >= 0 && this.partner !== null)
      for (const m of this.partner.pushesFrom(this.meetBackward)) moves.push(m);
    // A search asked for another solution (the room plan passing over a dead stage end) must
    // not append this meeting's tail to a solution of its own.
    this.meetGuide = -1;
    this.meetBackward = -1;
    return unpackPushes(moves);
  }

  /** The bound of the position in `cur`, the player on `player`, with this table's frozen boxes as walls. */
  private boundWith(table: FrozenTable, player: number): number {
    this.bound.setTable(table.dist, table.frozen);
    return this.bound.setParent(this.cur, player);
  }

  /** The forward pushes to node `id` (`box << 2 | dir`). */
  pushesTo(id: number): number[] {
    return this.store.pushesTo(id);
  }

  /** The node store, for a backward search to look positions up in. */
  get nodeStore(): NodeStore {
    return this.store;
  }

  /** Can the player reach `exit` from `p` (boxes in `occ`)? Asked only of solved positions. */
  private exitReached(p: number): boolean {
    if (this.exit < 0) return true;
    this.childReach.fill(this.occ, p);
    return this.childReach.isReached(this.exit);
  }

  /**
   * The deadlocks the box pushed last (to `pushed`; the node's boxes in `cur` and `occ`, its
   * area in `reach`) may have made beyond those its push was checked for: a learned pattern,
   * a dead pair (see `PairDeadlocks`), or, once asked for, its neighbourhood (see
   * `LocalDeadlocks`). Counted in `pruned`.
   */
  private deadAfterPush(pushed: number, pairs: PairDeadlocks | null): boolean {
    const { occ, cur, nb, reach, pruned } = this;
    if (this.patterns.matches(occ, pushed, reach.min)) pruned.patterns++;
    else if (pairs !== null && pairs.deadPartner(pushed, cur, nb, reach) >= 0) pruned.pairs++;
    else if (this.expanded > this.localFrom && this.local.isDead(occ, cur, nb, pushed, reach.min))
      pruned.local++;
    else return false;
    return true;
  }

  /** Is the new node `child` (key and boxes in `occ`) on the guide or known to the backward partner? */
  private meets(lo: number, hi: number, p: number): boolean {
    if (this.guide !== null) {
      const m = this.guide.store.find(lo, hi, p, this.occ);
      if (m >= 0) {
        this.meetGuide = m;
        return true;
      }
    }
    const partner = this.partner;
    if (partner === null) return false;
    const m = partner.store.find(lo, hi, p, this.occ);
    if (m < 0) return false;
    this.meetBackward = m;
    return true;
  }

  private open: BucketQueue | FeatureQueue = new BucketQueue();
  /** Set in feature-space mode: the cell of every new node. */
  private features: FeatureSpace | null = null;
  private weight = 1;
  private optimal = false;
  /** Set when cells order by advice: node `g` is then the count of unadvised pushes. */
  private advice = false;
  /**
   * Optimal mode: the pushes of a known solution. A child that cannot finish in fewer is not
   * stored: the known solution is as good, and the search only has to rule out shorter ones.
   */
  upperBound = Number.POSITIVE_INFINITY;
  /** Positions expanded so far. */
  expanded = 0;
  /** Smallest lower bound seen so far. */
  bestH = 0;

  /** Queue priority of a node with path cost `g` and lower bound `h` (see `CellOrder`). */
  private priority(g: number, h: number): number {
    return this.advice ? this.weight * g + h : g + this.weight * h;
  }

  /**
   * Optimal mode: the least `g + h` still queued, below which every position has been
   * searched (stale entries only make it lower); Infinity when nothing is left, 0 in fast mode.
   */
  get frontier(): number {
    return this.open instanceof BucketQueue ? this.open.peekPriority() : 0;
  }

  /** Stored positions so far. */
  get nodes(): number {
    return this.store.count;
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
    featureSpace = false,
  ): SearchOutcome | null {
    const { nb, occ, cur, reach, freeze, bound } = this;
    const dead = this.tables.dist.dead;
    const { boxLo, boxHi, playerLo, playerHi } = this.tables.zobrist;
    this.optimal = mode === 'optimal';
    this.upperBound = Number.POSITIVE_INFINITY;
    this.weight = this.optimal ? 1 : weight;
    bound.approximate = !this.optimal;
    this.store = new NodeStore(nb, this.board.size, this.board.offsets);
    const fs = featureSpace && !this.optimal ? new FeatureQueue() : null;
    this.advice = fs !== null && this.order === 'advice';
    // Only the advice order reads hotspots (`isProgress`); the bound order skips their cost.
    if (fs === null) this.features = null;
    else if (this.features === null || this.features.withHotspots !== this.advice)
      this.features = new FeatureSpace(this.board, this.advice ? new Hotspots(this.board, dead) : null);
    this.open = fs ?? new BucketQueue();
    this.childOrder = new ChildOrder(this.seed);
    this.expanded = 0;
    this.pruned.patterns = this.pruned.pairs = this.pruned.local = 0;
    this.meetBackward = -1;
    this.meetGuide = -1;
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
    const rootH = bound.compute(cur, startPlayer);
    const done = (pushes: Push[] | null, reason?: FailReason): SearchOutcome => {
      occ.fill(0);
      return { pushes, reason, nodes: 0, expanded: 0 };
    };
    for (let i = 0; i < nb; i++) if (dead[cur[i]] === 1) return done(null, 'unsolvable');
    if (rootH >= INFEASIBLE) return done(null, 'unsolvable');
    if (freeze.run(occ, cur, nb) > 0) return done(null, 'unsolvable');
    reach.fill(occ, startPlayer);
    if (rootH === 0 && (this.exit < 0 || reach.isReached(this.exit))) return done([]);
    const root = this.store.add(
      lo ^ playerLo[reach.min],
      hi ^ playerHi[reach.min],
      reach.min,
      -1,
      0,
      0,
      rootH,
      cur,
    );
    if (fs !== null && this.features !== null) fs.assign(root, queueCell(this.features.cellOf(occ)));
    for (let i = 0; i < nb; i++) occ[cur[i]] = 0;
    this.open.push(root, this.priority(0, rootH));
    this.bestH = rootH;
    return null;
  }

  /**
   * Expands up to `maxExpansions` positions. Returns null while the search goes on, or
   * the outcome: a solution, 'unsolvable' (space exhausted) or 'node-limit'.
   */
  step(maxExpansions: number, nodeLimit: number): SearchOutcome | null {
    const { board, nb, occ, cur, reach, childReach, freeze, bound, open, store } = this;
    const { wall, offsets } = board;
    const { boxLo, boxHi, playerLo, playerHi } = this.tables.zobrist;
    const optimal = this.optimal;
    const advice = this.advice;
    const { boxIndex, allowed, corrals, pushedTo, features, childOrder } = this;
    const pairs =
      this.expanded >= PAIR_DEADLOCKS_FROM ? PairDeadlocks.of(board, this.tables.dist.dead) : null;
    const stats = (pushes: Push[] | null, reason?: FailReason): SearchOutcome => ({
      pushes,
      reason,
      nodes: store.count,
      expanded: this.expanded,
    });
    // An expansion adds at most 4 children a box after the limit check.
    store.ceiling = nodeLimit + 4 * nb;
    for (let n = 0; n < maxExpansions; n++) {
      if (open.size === 0) return stats(null, 'unsolvable');
      const id = open.pop();
      if (store.closed[id] === 1) continue;
      if (features !== null && !(open as FeatureQueue).settle(id)) {
        open.push(id, this.priority(store.g[id], store.h[id]));
        continue;
      }
      store.closed[id] = 1;
      this.expanded++;
      if (store.count >= nodeLimit) return stats(null, 'node-limit');
      const parentPlayer = store.player[id];
      const lo = store.hashLo[id] ^ playerLo[parentPlayer];
      const hi = store.hashHi[id] ^ playerHi[parentPlayer];
      store.boxesOf(id, cur);
      for (let i = 0; i < nb; i++) {
        const b = cur[i];
        occ[b] = 1;
        boxIndex[b] = i + 1;
      }
      // Boxes frozen on goals are walls for the rest: a sharper bound, and maybe a deadlock.
      const table = this.frozenTables.forPosition(cur, occ, freeze);
      const h = table === null ? INFEASIBLE : this.boundWith(table, parentPlayer);
      if (table === null || h > store.h[id]) {
        for (let i = 0; i < nb; i++) {
          occ[cur[i]] = 0;
          boxIndex[cur[i]] = 0;
        }
        if (h >= INFEASIBLE) continue;
        // A better estimate than the one the node was queued with: queue it again.
        store.h[id] = h;
        store.closed[id] = 0;
        this.expanded--;
        open.push(id, this.priority(store.g[id], h));
        continue;
      }
      const dead = table.dist.dead;
      reach.fill(occ, parentPlayer);
      const pi = corrals.find(cur, boxIndex, reach);
      if (corrals.dead) {
        for (let i = 0; i < nb; i++) {
          occ[cur[i]] = 0;
          boxIndex[cur[i]] = 0;
        }
        continue;
      }
      const lastMove = store.move[id];
      const lastCell = store.parent[id] === -1 ? -1 : (lastMove >> 2) + offsets[lastMove & 3];
      if (lastCell >= 0 && this.deadAfterPush(lastCell, pairs)) {
        for (let i = 0; i < nb; i++) {
          occ[cur[i]] = 0;
          boxIndex[cur[i]] = 0;
        }
        continue;
      }
      if (pi) {
        allowed.fill(0);
        for (let k = 0; k < corrals.count; k++) allowed[corrals.boxes[k]] = 1;
      } else allowed.fill(1);
      for (let i = 0; i < nb; i++) boxIndex[cur[i]] = 0;
      const gChild = store.g[id] + 1;
      // Labels the floor once, so that each child's feature cell costs O(1) (below).
      const cell = features === null ? 0 : features.cellOf(occ);
      let found = -1;
      let moved = -1;
      for (let i = 0; i < nb; i++) if (cur[i] === lastCell) moved = i;
      childOrder.begin(nb, moved);
      for (let k = 0; k < nb && found < 0; k++) {
        const i = childOrder.box(k, nb);
        if (allowed[i] === 0) continue;
        const b = cur[i];
        for (let turn = 0; turn < 4; turn++) {
          const d = (childOrder.direction + turn) & 3;
          const o = offsets[d];
          const t = b + o;
          if (wall[t] === 1 || occ[t] === 1 || dead[t] === 1 || !reach.isReached(b - o)) continue;
          occ[b] = 0;
          occ[t] = 1;
          cur[i] = t;
          let p = reach.minAfterPush(occ, b, t);
          if (p < 0) {
            if (features !== null) p = features.childPlayer(occ, b, t);
            else {
              childReach.fill(occ, b);
              p = childReach.min;
            }
          }
          const clo = lo ^ boxLo[b] ^ boxLo[t] ^ playerLo[p];
          const chi = hi ^ boxHi[b] ^ boxHi[t] ^ playerHi[p];
          const seen = store.find(clo, chi, p, occ);
          if (seen >= 0) {
            if (optimal && store.closed[seen] === 0 && gChild < store.g[seen]) {
              store.g[seen] = gChild;
              store.reparent(seen, id, (b << 2) | d);
              open.push(seen, gChild + store.h[seen]);
            }
          } else {
            pushedTo[0] = t;
            if (!(freeze.mayBeFrozen(occ, t) && freeze.run(occ, pushedTo) > 0)) {
              const hc = bound.child(cur, i, b, t);
              if (hc < INFEASIBLE && gChild + hc < this.upperBound) {
                // The child's cell comes from the parent's labelling in O(1) (a flood per
                // child was a quarter of the time on 40-box levels).
                const own = features === null ? 0 : features.childCell(occ, cell, b, t);
                let g = gChild;
                if (advice) {
                  g = isProgress(cell, own) || hc < store.h[id] ? store.g[id] : gChild;
                }
                const child = store.add(clo, chi, p, id, (b << 2) | d, g, hc, cur);
                if (hc < this.bestH) this.bestH = hc;
                if ((hc === 0 && this.exitReached(p)) || this.meets(clo, chi, p)) found = child;
                else {
                  // It first waits in the cell with its parent's floor areas (see `FeatureQueue`).
                  if (features !== null)
                    (open as FeatureQueue).assign(child, queueCell(withAreasOf(own, cell)), queueCell(own));
                  open.push(child, this.priority(g, hc));
                }
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
      if (found >= 0) {
        // Its children after the solution were not made: open again, so that a search asked
        // for another solution makes them, and running dry still proves there is none.
        store.closed[id] = 0;
        open.push(id, this.priority(store.g[id], store.h[id]));
        return stats(this.pathTo(found));
      }
    }
    return null;
  }
}
