import { Game } from '../core/game';
import type { LevelSource } from '../core/level/types';
import { parseLurd } from '../core/lurd';
import { DELTAS, type Direction } from '../core/pipeline/turn';
import type { Plugin } from '../core/plugin';

/**
 * The metrics the Sokoban community compares solutions by. Definitions (docs/FORMATS.md):
 * - moves: every step; pushes: steps that moved a box.
 * - boxLines: pushes that do not continue the previous push's line, i.e. whose box or direction
 *   differs from the previous push's (walking between two pushes does not break a line).
 * - boxChanges: pushes of a different box than the previous push (the first push counts).
 * - pushingSessions: runs of consecutive pushes with no walking step between them.
 * - playerLines: runs of consecutive steps in one direction, walks and pushes alike.
 */
export interface SolutionMetrics {
  moves: number;
  pushes: number;
  boxLines: number;
  boxChanges: number;
  pushingSessions: number;
  playerLines: number;
}

export type MetricsResult =
  | {
      ok: true;
      metrics: SolutionMetrics;
      /** All boxes on goals after the last move. */
      solved: boolean;
      /** The moves as the game played them: lowercase walks, uppercase pushes, whatever the input case. */
      lurd: string;
    }
  | { ok: false; error: string; index?: number };

export interface MetricsOptions {
  /** Mods the level may name (its `Mods:` line); classic alone when absent. */
  catalogue?: ReadonlyMap<string, Plugin>;
}

/**
 * Plays `lurd` on the level with the real rules (mods included) and measures it. Never throws: a level
 * that does not load or a blocked move gives an error (with the move's index).
 */
export function solutionMetrics(
  level: LevelSource | readonly string[],
  lurd: string,
  options: MetricsOptions = {},
): MetricsResult {
  const source: LevelSource = isRows(level)
    ? { index: 1, rows: [...level], solutions: [], mods: [], headers: [], notes: [], line: 1 }
    : level;
  const parsed = parseLurd(lurd);
  if (!parsed.ok) return { ok: false, error: parsed.message, index: parsed.index };
  let game: Game | undefined;
  try {
    const loaded = Game.tryLevel(source, { catalogue: options.catalogue });
    if (!loaded.game) return { ok: false, error: loaded.problems[0]?.message ?? 'the level does not load' };
    game = loaded.game;
  } catch (e) {
    return { ok: false, error: `the level does not load: ${(e as Error).message}` };
  }
  const m: SolutionMetrics = {
    moves: 0,
    pushes: 0,
    boxLines: 0,
    boxChanges: 0,
    pushingSessions: 0,
    playerLines: 0,
  };
  let played = '';
  let lastDirection: Direction | null = null;
  let lastWasPush = false;
  let lastBox = -1;
  let lastPushDirection: Direction | null = null;
  for (let i = 0; i < parsed.moves.length; i++) {
    const direction = parsed.moves[i];
    const from = game.player;
    const turn = game.move(direction);
    if (!turn.moved) return { ok: false, error: `move ${i + 1} (${direction}) is blocked`, index: i };
    played += turn.lurd;
    m.moves++;
    if (direction !== lastDirection) m.playerLines++;
    const pushed = turn.pushes.length > 0;
    if (pushed) {
      // With chained pushes (mods) the box the player touches is the one that counts.
      const [dx, dy] = DELTAS[direction];
      const box =
        turn.pushes.find((p) => from && p.from[0] === from.x + dx && p.from[1] === from.y + dy) ??
        turn.pushes[0];
      m.pushes++;
      if (!lastWasPush) m.pushingSessions++;
      if (box.eid !== lastBox) m.boxChanges++;
      if (box.eid !== lastBox || direction !== lastPushDirection) m.boxLines++;
      lastBox = box.eid;
      lastPushDirection = direction;
    }
    lastWasPush = pushed;
    lastDirection = direction;
  }
  return { ok: true, metrics: m, solved: game.solved, lurd: played };
}

function isRows(level: LevelSource | readonly string[]): level is readonly string[] {
  return Array.isArray(level);
}

export type PrimaryMetric = 'moves' | 'pushes';

const ORDER: Record<PrimaryMetric, (keyof SolutionMetrics)[]> = {
  moves: ['moves', 'pushes', 'boxLines', 'boxChanges', 'pushingSessions', 'playerLines'],
  pushes: ['pushes', 'moves', 'boxLines', 'boxChanges', 'pushingSessions', 'playerLines'],
};

/**
 * Orders two solutions for the "best by `primary`" slot desktop programs keep: the primary metric
 * first, then the other of moves/pushes, then box lines, box changes, pushing sessions and player lines.
 * Negative when `a` is better.
 */
export function compareSolutions(a: SolutionMetrics, b: SolutionMetrics, primary: PrimaryMetric): number {
  for (const key of ORDER[primary]) if (a[key] !== b[key]) return a[key] - b[key];
  return 0;
}

/**
 * Whether `candidate` should replace `old` as the best solution by `primary`: better in the primary
 * metric, or equal in it and better in the other (then in the secondary metrics, in order). So a
 * candidate better in one of moves/pushes and no worse in the other always qualifies.
 */
export function isImprovement(
  old: SolutionMetrics,
  candidate: SolutionMetrics,
  primary: PrimaryMetric,
): boolean {
  return compareSolutions(candidate, old, primary) < 0;
}

/** Pareto dominance on moves and pushes: no worse in both and better in one (no primary needed). */
export function dominates(a: SolutionMetrics, b: SolutionMetrics): boolean {
  return a.moves <= b.moves && a.pushes <= b.pushes && (a.moves < b.moves || a.pushes < b.pushes);
}
