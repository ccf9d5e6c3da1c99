import { BackwardSearch } from './backward';
import type { Board } from './board';
import type { Guide } from './guide';
import { MoveOptimizer } from './moves';
import type { Push } from './paths';
import type { FailReason, SearchOptions, SearchOutcome } from './search';
import { levelTables, Search } from './search';

/** Lower-bound weights of the fast-mode search pairs. */
const FAST_WEIGHTS = [5, 2];
/** When the feature-space search and the second pair join the first pair. */
const FEATURE_JOIN_MS = 150;
const PAIR_JOIN_MS = 1000;
/** Lower-bound weight inside the feature-space search's cells. */
const FEATURE_WEIGHT = 10;
/** Expansions per turn of each search. */
const SLICE = 256;

/** One search of the fast-mode portfolio; members take turns. */
interface Member {
  readonly live: boolean;
  readonly nodes: number;
  readonly expanded: number;
  readonly bestH: number;
  /** One turn: a solution, 'unsolvable', or null to go on. */
  turn(): Push[] | 'unsolvable' | null;
}

/** A forward and a backward search that look for each other. */
class Pair implements Member {
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
    this.forward.start(startBoxes, startPlayer, 'fast', weight);
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

  get bestH(): number {
    return this.forward.bestH;
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
 * A forward search over feature cells (`features.ts`) that also watches the first pair's
 * backward search: it escapes the valleys a best-first search sinks into (Microban #153).
 */
class FeatureMember implements Member {
  private readonly search: Search;
  live = true;

  constructor(
    board: Board,
    startBoxes: ArrayLike<number>,
    startPlayer: number,
    partner: BackwardSearch,
    private readonly limit: number,
    guide: Guide | null,
  ) {
    this.search = new Search(board);
    this.search.start(startBoxes, startPlayer, 'fast', FEATURE_WEIGHT, true);
    this.search.partner = partner;
    this.search.guide = guide;
  }

  get nodes(): number {
    return this.search.nodes;
  }

  get expanded(): number {
    return this.search.expanded;
  }

  get bestH(): number {
    return this.search.bestH;
  }

  turn(): Push[] | 'unsolvable' | null {
    // A pair expands two searches per turn: take as many expansions.
    const out = this.search.step(2 * SLICE, this.limit);
    if (out === null) return null;
    if (out.pushes !== null) return out.pushes;
    if (out.reason === 'unsolvable') return 'unsolvable';
    this.live = false;
    return null;
  }
}

/**
 * Runs the search for one mode. Optimal mode is a forward A* and then the moves pass.
 * Fast mode runs a forward and a backward search in turns until they meet: the backward
 * one walks only through solvable positions and settles goal areas, the forward one
 * settles the start. If that pair has not finished after a moment, a feature-space search
 * joins, and later a second pair with a different weight, time-sliced: each wins on
 * different levels, and slicing costs at most a constant factor. Any search running dry
 * proves the position unsolvable.
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
  const share = opts.nodeLimit / 3;
  const first = new Pair(board, startBoxes, startPlayer, FAST_WEIGHTS[0], share, guide);
  const members: Member[] = [first];
  // Who joins next, and when (ms after the start); a member joins early if all others died.
  const joining: { at: number; make: () => Member }[] = [
    {
      at: FEATURE_JOIN_MS,
      make: () => new FeatureMember(board, startBoxes, startPlayer, first.backward, share, guide),
    },
    {
      at: PAIR_JOIN_MS,
      make: () => new Pair(board, startBoxes, startPlayer, FAST_WEIGHTS[1], share, guide),
    },
  ];
  let nextProgress = t0 + opts.progressIntervalMs;
  const finish = (pushes: Push[] | null, reason?: FailReason): SearchOutcome => {
    let nodes = 0;
    let expanded = 0;
    for (const m of members) {
      nodes += m.nodes;
      expanded += m.expanded;
    }
    return { pushes, reason, nodes, expanded };
  };
  for (let round = 0; ; round++) {
    let live = false;
    for (const member of members) {
      if (!member.live) continue;
      const r = member.turn();
      if (r === 'unsolvable') return finish(null, 'unsolvable');
      if (r !== null) return finish(r);
      live ||= member.live;
    }
    const now = round % 4 === 3 || !live ? performance.now() : 0;
    if (joining.length > 0 && (!live || (now > 0 && now - t0 > joining[0].at))) {
      members.push(joining.shift()!.make());
      continue;
    }
    if (!live) return finish(null, 'node-limit');
    if (now === 0) continue;
    if (opts.signal?.aborted) return finish(null, 'cancelled');
    if (now - t0 > opts.timeLimitMs) return finish(null, 'timeout');
    if (opts.onProgress && now >= nextProgress) {
      nextProgress = now + opts.progressIntervalMs;
      const { nodes, expanded } = finish(null);
      let best = Number.POSITIVE_INFINITY;
      for (const m of members) best = Math.min(best, m.bestH);
      opts.onProgress({ nodes, expanded, ms: now - t0, bestLowerBound: best });
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
