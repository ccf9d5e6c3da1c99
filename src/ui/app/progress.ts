import type { Best, LevelProgress } from './storage/schema';

/** How a finished level compares with what the player had before. */
export interface SolveReport {
  readonly progress: LevelProgress;
  /** The first time the player solved it themselves (a solve with help before does not count). */
  readonly firstSolve: boolean;
  readonly newBestMoves: boolean;
  readonly newBestPushes: boolean;
  /** The solver played the way to the end: the level counts as solved, but no best is set. */
  readonly helped: boolean;
  /** The best (by moves) before this solve, if there was one. */
  readonly previous?: Best;
}

const fewerMoves = (a: Best, b: Best) => a.moves < b.moves || (a.moves === b.moves && a.pushes < b.pushes);
const fewerPushes = (a: Best, b: Best) => a.pushes < b.pushes || (a.pushes === b.pushes && a.moves < b.moves);

/**
 * Folds a solution into a level's progress. A solution the solver finished (`helped`) marks an
 * unsolved level solved with help and changes nothing else: a best is a solve the player made.
 */
export function recordSolve(before: LevelProgress | undefined, solution: Best, helped = false): SolveReport {
  const hints = before?.hints ? { hints: before.hints } : {};
  if (helped) {
    return {
      progress: before?.solved ? before : { solved: true, helped: true, ...hints },
      firstSolve: false,
      newBestMoves: false,
      newBestPushes: false,
      helped: true,
      previous: before?.bestMoves,
    };
  }
  const newBestMoves = !before?.bestMoves || fewerMoves(solution, before.bestMoves);
  const newBestPushes = !before?.bestPushes || fewerPushes(solution, before.bestPushes);
  return {
    progress: {
      solved: true,
      bestMoves: newBestMoves ? solution : before?.bestMoves,
      bestPushes: newBestPushes ? solution : before?.bestPushes,
      ...hints,
    },
    firstSolve: !before?.solved || !!before.helped,
    newBestMoves: newBestMoves && !!before?.bestMoves,
    newBestPushes: newBestPushes && !!before?.bestPushes,
    helped: false,
    previous: before?.bestMoves,
  };
}

/** The first level (from 1) not yet solved, or null when all are. */
export function firstUnsolved(
  collectionId: string,
  count: number,
  progress: Readonly<Record<string, LevelProgress>>,
): number | null {
  for (let i = 1; i <= count; i++) if (!progress[`${collectionId}/${i}`]?.solved) return i;
  return null;
}

/**
 * The level to go on with: the one being played (`current`, from 1) while it is unsolved, else the
 * first unsolved one after it (wrapping round), else the first unsolved; null when all are solved.
 */
export function nextToPlay(
  collectionId: string,
  count: number,
  progress: Readonly<Record<string, LevelProgress>>,
  current: number | null = null,
): number | null {
  if (current === null || current < 1 || current > count) return firstUnsolved(collectionId, count, progress);
  for (let k = 0; k < count; k++) {
    const i = ((current - 1 + k) % count) + 1;
    if (!progress[`${collectionId}/${i}`]?.solved) return i;
  }
  return null;
}

/** How many of a collection's levels are solved (`helped`: of those, how many only with the solver). */
export function solvedCount(
  collectionId: string,
  count: number,
  progress: Readonly<Record<string, LevelProgress>>,
  which: 'all' | 'helped' = 'all',
): number {
  let n = 0;
  for (let i = 1; i <= count; i++) {
    const p = progress[`${collectionId}/${i}`];
    if (p?.solved && (which === 'all' || p.helped)) n++;
  }
  return n;
}
