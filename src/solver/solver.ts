import type { Board } from './board';
import { DIRECTION_LETTERS } from './board';
import { Guide } from './guide';
import type { Push } from './paths';
import { playerPath, pushesToLurd } from './paths';
import { runSearch } from './portfolio';
import type { CancelFlag, CellOrder, FailReason, SearchProgress, SolveMode } from './search';
import { badWeight, isWeight } from './search';

export type { CancelFlag, CellOrder, FailReason, SearchProgress, SolveMode } from './search';

/** A position to solve from; defaults to the board's start. */
export interface Position {
  readonly boxes: ArrayLike<number>;
  readonly player: number;
}

export interface SolveOptions {
  /**
   * 'fast' (default): any solution (forward and backward best-first searches that meet).
   * 'optimal': fewest pushes (A*), then fewest moves among those (see `movesOptimal`).
   */
  readonly mode?: SolveMode;
  /** Wall-clock budget; default 10 000 ms. */
  readonly timeLimitMs?: number;
  /** Maximum stored positions; default derived from a ~300 MB memory budget. */
  readonly nodeLimit?: number;
  /** Checked every ~1000 expansions; set `aborted` to stop (e.g. from a Worker message). */
  readonly signal?: CancelFlag;
  readonly onProgress?: (progress: SearchProgress) => void;
  /** Minimum time between progress callbacks; default 250 ms. */
  readonly progressIntervalMs?: number;
  /** Start position; default the board's initial position. */
  readonly from?: Position;
  /**
   * A known solution of the level (LURD from its start), e.g. a par's or the player's.
   * Ignored unless it solves the level. Fast mode: a search that reaches any position on it
   * finishes along it, so hints near that path work on levels too big to solve from scratch.
   * Optimal mode, from a position on it: the pushes it has left bound the search, which
   * stops (and returns it) once no shorter solution is left to look for.
   */
  readonly knownSolution?: string;
  /**
   * Expansions before the search looks for local deadlocks (a few boxes around the one pushed
   * last that, alone, cannot all reach goals). Default: never, as it solves no more within
   * 10 s; long runs such as the pars' set 0 (it found Sasquatch #17, VIII #17 and IX #39 that way).
   */
  readonly localDeadlocksFrom?: number;
  /**
   * Fast mode: how the forward search orders the positions of a feature cell (`CellOrder`).
   * Default `'bound'`; each order solves some levels the other does not, so long runs try both.
   */
  readonly order?: CellOrder;
  /**
   * Fast mode: 0 (default) for the fixed order in which an expansion tries its children, any
   * other integer for a shuffled one (`ChildOrder`). Which levels a search solves depends on
   * the path its first expansions take, so several short runs with different seeds solve
   * levels that one long run does not (docs/SOLVER.md); long runs such as the pars' try several.
   */
  readonly seed?: number;
  /**
   * Fast mode: how much the lower bound weighs against the path so far, `g + w·h` in the
   * bound order and `w·u + h` in the advice order (`u`: unadvised pushes); default 10, or 30 on
   * levels of more than 30 boxes (`fastWeight`). Like a seed, another weight is another path:
   * long runs such as the pars' may try several.
   */
  readonly weight?: number;
  /**
   * Optimal mode: most time the moves pass (fewest moves among push-optimal solutions) may
   * take of what the first pass left; default all of it. Runs that prove many levels' pushes
   * cap it, since it often takes far longer than the pushes did.
   */
  readonly movesTimeLimitMs?: number;
}

export interface SolveResult {
  readonly solved: boolean;
  /** LURD text: lowercase moves, uppercase pushes. Empty when unsolved. */
  readonly solution: string;
  readonly pushes: number;
  readonly moves: number;
  /** Distinct positions stored. */
  readonly nodes: number;
  /** Positions expanded. */
  readonly expanded: number;
  readonly ms: number;
  /** Why no solution was returned; 'unsolvable' only when the search space was exhausted. */
  readonly reason?: FailReason;
  /** The pushes of the solution (box cell before the push, direction 0..3 = l, u, r, d). */
  readonly pushList: readonly Push[];
  /**
   * Optimal mode: true when `moves` is also the fewest among the push-optimal solutions;
   * false when time ran out for that second pass (the pushes are still optimal).
   */
  readonly movesOptimal?: boolean;
}

function defaultNodeLimit(board: Board): number {
  // Measured with the queues included: 51 bytes a position with 13 boxes, 60 with 44, 91 with 112.
  const bytesPerNode = 48 + Math.ceil(board.goals.length / 3);
  return Math.max(100_000, Math.min(20_000_000, Math.floor(300e6 / bytesPerNode)));
}

/** Solves from the start position (or `options.from`). Never throws for unsolvable input. */
export function solve(board: Board, options: SolveOptions = {}): SolveResult {
  const t0 = performance.now();
  if (options.weight !== undefined && !isWeight(options.weight))
    throw new RangeError(badWeight(options.weight, 'weight'));
  const from = options.from ?? { boxes: board.boxes, player: board.player };
  const out = runSearch(board, from.boxes, from.player, {
    mode: options.mode ?? 'fast',
    timeLimitMs: options.timeLimitMs ?? 10_000,
    nodeLimit: options.nodeLimit ?? defaultNodeLimit(board),
    signal: options.signal,
    onProgress: options.onProgress,
    progressIntervalMs: options.progressIntervalMs ?? 250,
    localDeadlocksFrom: options.localDeadlocksFrom,
    order: options.order,
    seed: options.seed,
    weight: options.weight,
    movesTimeLimitMs: options.movesTimeLimitMs,
    guide: options.knownSolution ? Guide.fromSolution(board, options.knownSolution) : null,
  });
  const base = { nodes: out.nodes, expanded: out.expanded };
  if (out.pushes === null) {
    return {
      solved: false,
      solution: '',
      pushes: 0,
      moves: 0,
      ...base,
      ms: performance.now() - t0,
      reason: out.reason,
      pushList: [],
    };
  }
  const solution = pushesToLurd(board, from.boxes, from.player, out.pushes);
  return {
    solved: true,
    solution,
    pushes: out.pushes.length,
    moves: solution.length,
    ...base,
    ms: performance.now() - t0,
    pushList: out.pushes,
    ...(out.movesOptimal !== undefined && { movesOptimal: out.movesOptimal }),
  };
}

export type Solvability = 'solvable' | 'unsolvable' | 'unknown';

/** Budgeted "can this position still be solved?" ('unknown' when the budget ran out). */
export function isSolvable(
  board: Board,
  position: Position,
  options: Omit<SolveOptions, 'from'> = {},
): Solvability {
  const r = solve(board, { timeLimitMs: 1000, ...options, from: position });
  if (r.solved) return 'solvable';
  return r.reason === 'unsolvable' ? 'unsolvable' : 'unknown';
}

export interface Hint {
  /** Cell of the box to push and the direction (0..3 = l, u, r, d). */
  readonly push: Push;
  /** Walk to reach the box (lowercase) followed by the push letter (uppercase). */
  readonly lurd: string;
  /** Pushes left in the solution found (not necessarily optimal in fast mode). */
  readonly remainingPushes: number;
}

/**
 * Next push from a position, for hints. Returns null when already solved, or with a
 * reason when no solution was found within the budget.
 */
export function nextPush(
  board: Board,
  position: Position,
  options: Omit<SolveOptions, 'from'> = {},
): Hint | { readonly reason: FailReason } | null {
  const r = solve(board, { timeLimitMs: 2000, ...options, from: position });
  if (!r.solved) return { reason: r.reason ?? 'unsolvable' };
  if (r.pushList.length === 0) return null;
  const push = r.pushList[0];
  const occupied = new Uint8Array(board.size);
  for (let i = 0; i < position.boxes.length; i++) occupied[position.boxes[i]] = 1;
  const walk = playerPath(board, occupied, position.player, push.box - board.offsets[push.dir]) ?? '';
  return { push, lurd: walk + DIRECTION_LETTERS[push.dir].toUpperCase(), remainingPushes: r.pushes };
}
