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
