import { floorChar, floorGlyphs } from '../../core/classic';
import type { GameWorld } from '../../core/ecs/world';
import type { CellWriter, GlyphSpec } from '../../core/plugin';
import { Door, Switch } from './components';

const SWITCH = { floor: "'", box: '"', player: '`' } as const;
const DOOR = { floor: '/', box: '<', player: '>' } as const;

const plate = (w: GameWorld, x: number, y: number) => w.spawn(x, y, Switch);
// A door is built open; `onBuilt` shuts it at load when no switch is held.
const door = (w: GameWorld, x: number, y: number) => w.spawn(x, y, Door);

/**
 * `'` switch, `"` box on a switch, `` ` `` player on a switch; `/` door, `<` box in a doorway,
 * `>` player in a doorway.
 */
export const DOORS_GLYPHS: readonly GlyphSpec[] = [
  ...floorGlyphs('switch', SWITCH, plate),
  ...floorGlyphs('door', DOOR, door, { boxName: 'box in doorway', playerName: 'player in doorway' }),
];

/** Writes a switch or door cell back as its glyph, or null when the cell has neither. */
export const writeDoorsCell: CellWriter = (w, x, y) => {
  const chars = w.hasAt(x, y, Switch) ? SWITCH : w.hasAt(x, y, Door) ? DOOR : null;
  return chars && floorChar(w, x, y, chars);
};
