import type { Best, LevelProgress } from './storage/schema';

/** How a finished level compares with what the player had before. */
export interface SolveReport {
  readonly progress: LevelProgress;
  readonly firstSolve: boolean;
  readonly newBestMoves: boolean;
  readonly newBestPushes: boolean;
  /** The best (by moves) before this solve, if there was one. */
  readonly previous?: Best;
}

const fewerMoves = (a: Best, b: Best) => a.moves < b.moves || (a.moves === b.moves && a.pushes < b.pushes);
const fewerPushes = (a: Best, b: Best) => a.pushes < b.pushes || (a.pushes === b.pushes && a.moves < b.moves);

/** Folds a solution into a level's progress. */
export function recordSolve(before: LevelProgress | undefined, solution: Best): SolveReport {
  const newBestMoves = !before?.bestMoves || fewerMoves(solution, before.bestMoves);
  const newBestPushes = !before?.bestPushes || fewerPushes(solution, before.bestPushes);
  return {
    progress: {
      solved: true,
      bestMoves: newBestMoves ? solution : before?.bestMoves,
      bestPushes: newBestPushes ? solution : before?.bestPushes,
      ...(before?.hints ? { hints: before.hints } : {}),
    },
    firstSolve: !before?.solved,
    newBestMoves: newBestMoves && !!before?.bestMoves,
    newBestPushes: newBestPushes && !!before?.bestPushes,
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

/** How many of a collection's levels are solved. */
export function solvedCount(
  collectionId: string,
  count: number,
  progress: Readonly<Record<string, LevelProgress>>,
): number {
  let n = 0;
  for (let i = 1; i <= count; i++) if (progress[`${collectionId}/${i}`]?.solved) n++;
  return n;
}
