import { BackwardSearch } from './backward';
import type { Board } from './board';
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
    backward = new BackwardSearch(board, levelTables(board).zobrist, Int32Array.from(startBoxes), startPlayer);
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
