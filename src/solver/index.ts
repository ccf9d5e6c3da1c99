/**
 * Headless Sokoban deadlock detector and solver. No DOM, no rendering, no ECS: plain
 * typed arrays, safe to run in Node, the browser main thread or a Web Worker.
 *
 * How it works and what it costs: docs/SOLVER.md.
 *
 * Cells are internal indices of a padded grid; convert with `cellOf` / `xyOf` (or the
 * detector's `toCell` / `toXY`). Directions are 0..3 = l, u, r, d.
 *
 * ```ts
 * const board = parseBoard(rows);                       // XSB rows, RLE already expanded
 * const d = createDeadlockDetector(board);              // dead squares etc. precomputed
 * d.check(boxCells, playerCell, { movedBox, budgetMs: 2 }); // { dead, findings, complete }
 * solve(board, { mode: 'fast', timeLimitMs: 10_000, signal });  // LURD + figures or reason
 * solve(board, { mode: 'optimal' });                    // fewest pushes, then fewest moves (`movesOptimal`)
 * nextPush(board, { boxes, player });                    // hint
 * isSolvable(board, { boxes, player }, { timeLimitMs: 500 }); // 'solvable' | 'unsolvable' | 'unknown'
 * optimizeSolution(board, lurd, { timeLimitMs: 10_000 }); // the same solution, shortened where it can be
 * ```
 */
export type { Board } from './board';
export { BoardError, cellOf, DIRECTION_LETTERS, parseBoard, renderBoard, xyOf } from './board';
export type {
  CheckOptions,
  DeadlockClass,
  DeadlockDetector,
  DeadlockFinding,
  DeadlockReport,
  XYFinding,
} from './deadlock';
export { createDeadlockDetector, DEADLOCK_CLASSES, explainDeadlocks } from './deadlock';
export type { OptimizeOptions, OptimizeResult } from './optimizer';
export { optimizeSolution } from './optimizer';
export type { Push } from './paths';
export { NotASolutionError } from './paths';
export { fastWeight } from './portfolio';
export type { ReplayResult } from './replay';
export { replayLurd } from './replay';
export { badCellOrder, badWeight, isCellOrder, isWeight } from './search';
export type {
  CancelFlag,
  CellOrder,
  FailReason,
  Hint,
  Position,
  SearchProgress,
  Solvability,
  SolveMode,
  SolveOptions,
  SolveResult,
} from './solver';
export { isSolvable, nextPush, solve } from './solver';
