import type { GameWorld } from '../ecs/world';
import { Box, Goal, Player, Wall } from './components';

/** The XSB glyph for a cell: wall, box/box-on-goal, player/player-on-goal, goal, or floor. */
export function writeClassicCell(w: GameWorld, x: number, y: number): string {
  if (w.hasAt(x, y, Wall)) return '#';
  const goal = w.hasAt(x, y, Goal);
  if (w.hasAt(x, y, Box)) return goal ? '*' : '$';
  if (w.hasAt(x, y, Player)) return goal ? '+' : '@';
  return goal ? '.' : ' ';
}

/**
 * The board in classic XSB, whatever glyphs the level was written in: walls, goals, boxes and the
 * player as their components place them. The solver and the deadlock detector read this, so a mod's
 * cell that makes a wall or holds a box counts as one, and its other cells read as floor.
 */
export function writeClassicRows(w: GameWorld): string[] {
  const rows: string[] = [];
  for (let y = 0; y < w.height; y++) {
    let row = '';
    for (let x = 0; x < w.width; x++) row += writeClassicCell(w, x, y);
    rows.push(row.trimEnd());
  }
  return rows;
}
