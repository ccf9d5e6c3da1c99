import { BackwardSearch } from './backward';
import type { Board } from './board';
import type { Guide } from './guide';
import { MoveOptimizer } from './moves';
import type { Push } from './paths';
import type { FailReason, SearchOptions, SearchOutcome } from './search';
import { levelTables, Search } from './search';

/**
 * Lower-bound weight of fast mode (`f = g + 10h`). Chosen with the feature-space forward search:
 * see docs/SOLVER.md for the members and weights that were measured against it.
 */
const FAST_WEIGHT = 10;
/** Expansions per turn of each search. */
const SLICE = 256;

/**
 * A forward search over feature cells and a backward search that look for each other: a
 * position one of them creates that the other has stored completes a solution.
 */
class Pair {
  readonly forward: Search;
  readonly backward: BackwardSearch;
  forwardLive = true;
  backwardLive = true;

  constructor(
    board: Board,
    startBoxes: ArrayLike<number>,
    startPlayer: number,
    weight: number,
    private readonly limit: number,
    guide: Guide | null,
  ) {
    this.forward = new Search(board);
    this.forward.start(startBoxes, startPlayer, 'fast', weight, true);
    this.forward.guide = guide;
    this.backward = new BackwardSearch(
      board,
      levelTables(board).zobrist,
      Int32Array.from(startBoxes),
      startPlayer,
    );
    this.backward.start(weight);
    this.forward.partner = this.backward;
  }

  get nodes(): number {
    return this.forward.nodes + this.backward.nodes;
  }

  get expanded(): number {
    return this.forward.expanded + this.backward.expanded;
  }

  get live(): boolean {
    return this.forwardLive || this.backwardLive;
  }

  /** One turn of each search: a solution, 'unsolvable', or null to go on. */
  turn(): Push[] | 'unsolvable' | null {
    const { forward, backward } = this;
    if (this.forwardLive) {
      const out = forward.step(SLICE, this.limit / 2);
      if (out !== null) {
        if (out.pushes !== null) return out.pushes;
        if (out.reason === 'unsolvable') return 'unsolvable';
        // Out of room; its store still serves the backward search as a target.
        this.forwardLive = false;
      }
    }
    if (this.backwardLive) {
      const r = backward.step(SLICE, this.limit / 2, forward.nodeStore);
      if (r.meet >= 0) {
        const moves = r.forwardId >= 0 ? forward.pushesTo(r.forwardId) : [];
        for (const m of backward.pushesFrom(r.meet)) moves.push(m);
        return moves.map((m) => ({ box: m >> 2, dir: m & 3 }));
      }
      if (r.meet === -3) return 'unsolvable';
      if (r.meet === -2) this.backwardLive = false;
    }
    return null;
  }
}

/**
 * Runs the search for one mode. Optimal mode is a forward A* and then the moves pass.
 * Fast mode is a forward and a backward search that look for each other (`Pair`): the
 * backward one walks only through solvable positions and settles goal areas, the forward
 * one, over feature cells (`features.ts`), settles the start. Either running dry proves the
 * position unsolvable.
 */
export function runSearch(
  board: Board,
  startBoxes: ArrayLike<number>,
  startPlayer: number,
  opts: SearchOptions,
): SearchOutcome {
  const t0 = performance.now();
  const probe = new Search(board);
  const immediate = probe.start(startBoxes, startPlayer, opts.mode, 1);
  if (immediate) return immediate;
  if (opts.mode === 'optimal') return runOptimal(board, probe, startBoxes, startPlayer, opts, t0);
  const guide = opts.guide ?? null;
  if (guide !== null) {
    const on = guide.find(board, startBoxes, startPlayer);
    if (on >= 0) {
      const pushes = guide.pushesFrom(on).map((m) => ({ box: m >> 2, dir: m & 3 }));
      return { pushes, nodes: 0, expanded: 0 };
    }
  }
  const pair = new Pair(board, startBoxes, startPlayer, FAST_WEIGHT, opts.nodeLimit, guide);
  let nextProgress = t0 + opts.progressIntervalMs;
  const finish = (pushes: Push[] | null, reason?: FailReason): SearchOutcome => ({
    pushes,
    reason,
    nodes: pair.nodes,
    expanded: pair.expanded,
  });
  for (let round = 0; ; round++) {
    const r = pair.turn();
    if (r === 'unsolvable') return finish(null, 'unsolvable');
    if (r !== null) return finish(r);
    if (!pair.live) return finish(null, 'node-limit');
    if ((round & 3) !== 3) continue;
    const now = performance.now();
    if (opts.signal?.aborted) return finish(null, 'cancelled');
    if (now - t0 > opts.timeLimitMs) return finish(null, 'timeout');
    if (opts.onProgress && now >= nextProgress) {
      nextProgress = now + opts.progressIntervalMs;
      opts.onProgress({
        nodes: pair.nodes,
        expanded: pair.expanded,
        ms: now - t0,
        bestLowerBound: pair.forward.bestH,
      });
    }
  }
}

/** Optimal mode: forward A* for the fewest pushes, then the moves pass. */
function runOptimal(
  board: Board,
  forward: Search,
  startBoxes: ArrayLike<number>,
  startPlayer: number,
  opts: SearchOptions,
  t0: number,
): SearchOutcome {
  let nextProgress = t0 + opts.progressIntervalMs;
  const finish = (pushes: Push[] | null, reason?: FailReason): SearchOutcome => ({
    pushes,
    reason,
    nodes: forward.nodes,
    expanded: forward.expanded,
  });
  for (let round = 0; ; round++) {
    const out = forward.step(SLICE, opts.nodeLimit);
    if (out !== null) {
      if (out.pushes !== null)
        return fewestMoves(board, forward, out.pushes, startBoxes, startPlayer, opts, t0);
      return finish(null, out.reason);
    }
    if ((round & 3) !== 3) continue;
    const now = performance.now();
    if (opts.signal?.aborted) return finish(null, 'cancelled');
    if (now - t0 > opts.timeLimitMs) return finish(null, 'timeout');
    if (opts.onProgress && now >= nextProgress) {
      nextProgress = now + opts.progressIntervalMs;
      opts.onProgress({
        nodes: forward.nodes,
        expanded: forward.expanded,
        ms: now - t0,
        bestLowerBound: forward.bestH,
      });
    }
  }
}

/**
 * Optimal mode, second pass: among the solutions with `pushes.length` pushes (proven
 * optimal by the first pass) find one with the fewest moves, in the time left. Falls back
 * to the first pass's solution, flagged, when time runs out.
 */
function fewestMoves(
  board: Board,
  first: Search,
  pushes: Push[],
  startBoxes: ArrayLike<number>,
  startPlayer: number,
  opts: SearchOptions,
  t0: number,
): SearchOutcome {
  const optimizer = new MoveOptimizer(board, levelTables(board), first.nodeStore, pushes.length);
  optimizer.start(startBoxes, startPlayer);
  const done = (best: Push[], movesOptimal: boolean): SearchOutcome => ({
    pushes: best,
    nodes: first.nodes + optimizer.nodes,
    expanded: first.expanded + optimizer.expanded,
    movesOptimal,
  });
  const limit = Math.max(0, opts.nodeLimit - first.nodes);
  for (let round = 0; ; round++) {
    const r = optimizer.step(SLICE, limit);
    if (r === 'dry') return done(pushes, false);
    if (r !== 'more')
      return done(
        r.map((m) => ({ box: m >> 2, dir: m & 3 })),
        true,
      );
    if ((round & 3) !== 3) continue;
    if (opts.signal?.aborted || performance.now() - t0 > opts.timeLimitMs) return done(pushes, false);
  }
}
