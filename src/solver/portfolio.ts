import { BackwardSearch } from './backward';
import type { Board } from './board';
import { MoveOptimizer } from './moves';
import type { Push } from './paths';
import type { FailReason, SearchOptions, SearchOutcome } from './search';
import { levelTables, Search } from './search';

/** Weight on the lower bound of both fast-mode searches: greedier than A*, far fewer nodes. */
const FAST_WEIGHT = 5;
/** Expansions per turn of each search. */
const SLICE = 256;

/**
 * Runs the search for one mode. Optimal mode is a single A* (forward). Fast mode runs a
 * forward and a backward search in turns until they meet: the backward one walks only
 * through solvable positions and settles goal areas, the forward one settles the start.
 * Either search running dry proves the position unsolvable.
 */
export function runSearch(
  board: Board,
  startBoxes: ArrayLike<number>,
  startPlayer: number,
  opts: SearchOptions,
): SearchOutcome {
  const t0 = performance.now();
  const forward = new Search(board);
  const immediate = forward.start(startBoxes, startPlayer, opts.mode, FAST_WEIGHT);
  if (immediate) return immediate;
  const fast = opts.mode === 'fast';
  let backward: BackwardSearch | null = null;
  if (fast) {
    backward = new BackwardSearch(
      board,
      levelTables(board).zobrist,
      Int32Array.from(startBoxes),
      startPlayer,
    );
    backward.start(FAST_WEIGHT);
    forward.partner = backward;
  }
  // The two stores share the memory budget.
  const forwardLimit = fast ? opts.nodeLimit / 2 : opts.nodeLimit;
  const backwardLimit = opts.nodeLimit - forwardLimit;
  let forwardLive = true;
  let backwardLive = backward !== null;
  let nextProgress = t0 + opts.progressIntervalMs;
  const finish = (pushes: Push[] | null, reason?: FailReason): SearchOutcome => ({
    pushes,
    reason,
    nodes: forward.nodes + (backward?.nodes ?? 0),
    expanded: forward.expanded + (backward?.expanded ?? 0),
  });
  for (let round = 0; ; round++) {
    if (forwardLive) {
      const out = forward.step(SLICE, forwardLimit);
      if (out !== null) {
        if (out.pushes !== null && !fast)
          return fewestMoves(board, forward, out.pushes, startBoxes, startPlayer, opts, t0);
        if (out.pushes !== null || out.reason === 'unsolvable') return finish(out.pushes, out.reason);
        // Out of room; its store still serves the backward search as a target.
        forwardLive = false;
      }
    }
    if (backwardLive && backward !== null) {
      const r = backward.step(SLICE, backwardLimit, forward.nodeStore);
      if (r.meet >= 0) {
        const moves = r.forwardId >= 0 ? forward.pushesTo(r.forwardId) : [];
        moves.push(...backward.pushesFrom(r.meet));
        return finish(moves.map((m) => ({ box: m >> 2, dir: m & 3 })));
      }
      if (r.meet === -3) return finish(null, 'unsolvable');
      if (r.meet === -2) backwardLive = false;
    }
    if (!forwardLive && !backwardLive) return finish(null, 'node-limit');
    if ((round & 3) !== 3) continue;
    const now = performance.now();
    if (opts.signal?.aborted) return finish(null, 'cancelled');
    if (now - t0 > opts.timeLimitMs) return finish(null, 'timeout');
    if (opts.onProgress && now >= nextProgress) {
      nextProgress = now + opts.progressIntervalMs;
      const { nodes, expanded } = finish(null);
      opts.onProgress({ nodes, expanded, ms: now - t0, bestLowerBound: forward.bestH });
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
