import type { Board } from './board';
import { MoveOptimizer } from './moves';
import { Pair, SLICE, type Tuning } from './pair';
import type { Push } from './paths';
import { unpackPushes } from './paths';
import type { FailReason, SearchOptions, SearchOutcome, SearchProgress } from './search';
import { CELL_ORDER, LOCAL_DEADLOCKS_FROM, levelTables, Search } from './search';
import { StagedSearch } from './staged-search';

/**
 * Rounds the whole-level pair runs alone before the room plan takes turns beside it (about
 * 8 k expansions): opening a stage costs milliseconds of tables, which the levels solved
 * at once should not pay (Microban #122: 12 ms alone, 124 ms with the plan from the start).
 */
const STAGES_AFTER = 16;
/** Levels with more boxes than this get the greedier default weight (`fastWeight`). */
const GREEDY_ABOVE = 30;
/**
 * Default lower-bound weight of fast mode (`f = g + w·h`, `SolveOptions.weight`): 10 up to
 * {@link GREEDY_ABOVE} boxes, 30 beyond. Chosen with the feature-space forward search; on big
 * levels the greedier weight solves more in the same positions and found pars that weight 10 had
 * never found (docs/SOLVER.md, "Weights").
 */
export function fastWeight(boxes: number): number {
  return boxes > GREEDY_ABOVE ? 30 : 10;
}

/** The time limit, cancellation and progress reports every search loop answers to. */
class Budget {
  private nextProgress: number;

  constructor(
    private readonly opts: SearchOptions,
    private readonly t0: number,
  ) {
    this.nextProgress = t0 + opts.progressIntervalMs;
  }

  /** Why the search must stop now, or null; reports progress when it is due. */
  check(progress: () => Omit<SearchProgress, 'ms'>): FailReason | null {
    const { opts } = this;
    const now = performance.now();
    if (opts.signal?.aborted) return 'cancelled';
    if (now - this.t0 > opts.timeLimitMs) return 'timeout';
    if (opts.onProgress && now >= this.nextProgress) {
      this.nextProgress = now + opts.progressIntervalMs;
      opts.onProgress({ ...progress(), ms: now - this.t0 });
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
  const tuning: Tuning = {
    localFrom: opts.localDeadlocksFrom ?? LOCAL_DEADLOCKS_FROM,
    order: opts.order ?? CELL_ORDER,
    seed: opts.seed ?? 0,
    weight: opts.weight ?? fastWeight(startBoxes.length),
  };
  const probe = new Search(board);
  probe.localFrom = tuning.localFrom;
  if (opts.mode === 'fast') probe.exit = opts.exit ?? -1;
  const immediate = probe.start(startBoxes, startPlayer, opts.mode, 1);
  if (immediate) return immediate;
  if (opts.mode === 'optimal') return runOptimal(board, probe, startBoxes, startPlayer, opts, t0);
  const guide = opts.guide ?? null;
  if (guide !== null) {
    const on = guide.find(board, startBoxes, startPlayer);
    if (on >= 0) {
      return { pushes: unpackPushes(guide.pushesFrom(on)), nodes: 0, expanded: 0 };
    }
  }
  // A quarter of the memory for the stages, when there are any. A search with an exit is
  // itself a stage, and plans none of its own.
  const staged =
    opts.exit === undefined
      ? new StagedSearch(board, startBoxes, startPlayer, opts.nodeLimit / 4, tuning)
      : null;
  const stagesLive = () => staged?.live === true;
  const pair = new Pair(
    board,
    startBoxes,
    startPlayer,
    stagesLive() ? (opts.nodeLimit * 3) / 4 : opts.nodeLimit,
    guide,
    opts.exit ?? -1,
    tuning,
  );
  const budget = new Budget(opts, t0);
  const finish = (pushes: Push[] | null, reason?: FailReason): SearchOutcome => ({
    pushes,
    reason,
    nodes: pair.nodes + (staged?.nodes ?? 0),
    expanded: pair.expanded + (staged?.expanded ?? 0),
  });
  for (let round = 0; ; round++) {
    const r = pair.live ? pair.turn() : null;
    if (r === 'unsolvable') return finish(null, 'unsolvable');
    if (r !== null) return finish(r);
    if (staged?.live && round >= STAGES_AFTER) {
      const s = staged.turn();
      if (s !== null) return finish(s);
    }
    if (!pair.live && !stagesLive()) return finish(null, 'node-limit');
    if ((round & 3) !== 3) continue;
    const stop = budget.check(() => ({
      nodes: pair.nodes,
      expanded: pair.expanded,
      bestLowerBound: pair.forward.bestH,
    }));
    if (stop !== null) return finish(null, stop);
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
  const budget = new Budget(opts, t0);
  const finish = (pushes: Push[] | null, reason?: FailReason): SearchOutcome => ({
    pushes,
    reason,
    nodes: forward.nodes,
    expanded: forward.expanded,
  });
  // A known solution through the start is an upper bound: once nothing shorter is left to
  // search it is optimal, which spares the search the last and biggest layer of positions
  // as long as its own (86% of the expansions on Microban IV #91, 4-13% on three others).
  // Positions that cannot finish in fewer pushes are not even stored (`Search.upperBound`),
  // so the search may also run dry below the bound: that proves the known solution too.
  const on = opts.guide?.find(board, startBoxes, startPlayer) ?? -1;
  const known = on >= 0 && opts.guide ? unpackPushes(opts.guide.pushesFrom(on)) : null;
  if (known !== null) forward.upperBound = known.length;
  for (let round = 0; ; round++) {
    const out = forward.step(SLICE, opts.nodeLimit);
    if (out !== null) {
      if (out.pushes !== null)
        return fewestMoves(board, forward, out.pushes, startBoxes, startPlayer, opts, t0);
      if (known !== null && out.reason === 'unsolvable')
        return fewestMoves(board, forward, known, startBoxes, startPlayer, opts, t0);
      return finish(null, out.reason);
    }
    if (known !== null && forward.frontier >= known.length)
      return fewestMoves(board, forward, known, startBoxes, startPlayer, opts, t0);
    if ((round & 3) !== 3) continue;
    const stop = budget.check(() => ({
      nodes: forward.nodes,
      expanded: forward.expanded,
      bestLowerBound: forward.bestH,
    }));
    if (stop !== null) return finish(null, stop);
  }
}

/**
 * Optimal mode, second pass: among the solutions with `pushes.length` pushes (proven
 * optimal by the first pass) find one with the fewest moves, in the time left (at most
 * `movesTimeLimitMs`). Falls back to the first pass's solution, flagged, when time runs out.
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
  const end = Math.min(t0 + opts.timeLimitMs, performance.now() + (opts.movesTimeLimitMs ?? Infinity));
  for (let round = 0; ; round++) {
    const r = optimizer.step(SLICE, limit);
    if (r === 'dry') return done(pushes, false);
    if (r !== 'more') return done(unpackPushes(r), true);
    if ((round & 3) !== 3) continue;
    if (opts.signal?.aborted || performance.now() > end) return done(pushes, false);
  }
}
