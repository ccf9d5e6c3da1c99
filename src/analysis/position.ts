import { Box } from '../core/classic/components';
import type { Game } from '../core/game';

/** A game position as plain data a worker can receive: the start board plus where things are now. */
export interface PositionData {
  /** The level's start board as classic XSB rows (`Game.classicRows`), which fixes walls and goals. */
  readonly rows: readonly string[];
  /** Current box cells as [x, y] (board coordinates). */
  readonly boxes: readonly (readonly [number, number])[];
  /** Current player cell, [x, y]. */
  readonly player: readonly [number, number];
}

/**
 * Captures a game's position for analysis, or null when the analysis cannot be trusted with the
 * level's mechanics (a mod declared itself unsupported) or nothing is controlled.
 */
export function positionOf(game: Game): PositionData | null {
  if (game.analysisNotes.length > 0) return null;
  const player = game.player;
  if (!player) return null;
  const w = game.world;
  const boxes = w.query(Box).map((e) => [w.x(e), w.y(e)] as const);
  return { rows: game.classicRows, boxes, player: [player.x, player.y] };
}
