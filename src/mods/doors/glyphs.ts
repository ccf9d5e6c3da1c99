import { classicBuild } from '../../core/classic';
import { Box, Player } from '../../core/classic/components';
import type { GameWorld } from '../../core/ecs/world';
import type { CellWriter, GlyphSpec } from '../../core/plugin';
import { Door, Switch } from './components';

const plate = (w: GameWorld, x: number, y: number) => w.spawn(x, y, Switch);
// A door is built open; `onBuilt` shuts it at load when no switch is held.
const door = (w: GameWorld, x: number, y: number) => w.spawn(x, y, Door);

/**
 * `'` switch, `"` box on a switch, `` ` `` player on a switch; `/` door, `<` box in a doorway,
 * `>` player in a doorway.
 */
export const DOORS_GLYPHS: readonly GlyphSpec[] = [
  { char: "'", name: 'switch', build: plate },
  {
    char: '"',
    name: 'box on switch',
    traits: { box: 1 },
    build: (w, x, y) => {
      plate(w, x, y);
      classicBuild('$')(w, x, y);
    },
  },
  {
    char: '`',
    name: 'player on switch',
    traits: { player: 1 },
    build: (w, x, y) => {
      plate(w, x, y);
      classicBuild('@')(w, x, y);
    },
  },
  { char: '/', name: 'door', build: door },
  {
    char: '<',
    name: 'box in doorway',
    traits: { box: 1 },
    build: (w, x, y) => {
      door(w, x, y);
      classicBuild('$')(w, x, y);
    },
  },
  {
    char: '>',
    name: 'player in doorway',
    traits: { player: 1 },
    build: (w, x, y) => {
      door(w, x, y);
      classicBuild('@')(w, x, y);
    },
  },
];

/** Writes a switch or door cell back as its glyph, or null when the cell has neither. */
export const writeDoorsCell: CellWriter = (w, x, y) => {
  const onSwitch = w.hasAt(x, y, Switch);
  if (!onSwitch && !w.hasAt(x, y, Door)) return null;
  if (w.hasAt(x, y, Box)) return onSwitch ? '"' : '<';
  if (w.hasAt(x, y, Player)) return onSwitch ? '`' : '>';
  return onSwitch ? "'" : '/';
};
