import { classicBuild } from '../../core/classic';
import { Box, Player } from '../../core/classic/components';
import type { GameWorld } from '../../core/ecs/world';
import type { CellWriter, GlyphSpec } from '../../core/plugin';
import { Sticky, Stuck } from './components';

// Boxes and the player come from classic's own glyphs, so a box on glue is exactly a classic box.
const sticky = (w: GameWorld, x: number, y: number) => w.spawn(x, y, Sticky);

/** `%` sticky floor, `!` box stuck on sticky floor, `?` player on sticky floor. */
export const STICKY_GLYPHS: readonly GlyphSpec[] = [
  { char: '%', name: 'sticky floor', build: sticky },
  {
    char: '!',
    name: 'box stuck on sticky floor',
    traits: { box: 1 },
    build: (w, x, y) => {
      sticky(w, x, y);
      classicBuild('$')(w, x, y);
      // The box spawned last is the one at this cell; a box that starts on glue is already stuck.
      w.add(w.findAt(x, y, Box), Stuck);
    },
  },
  {
    char: '?',
    name: 'player on sticky floor',
    traits: { player: 1 },
    build: (w, x, y) => {
      sticky(w, x, y);
      classicBuild('@')(w, x, y);
    },
  },
];

/** Writes a cell back as a glyph (for saving and sharing), or null when the cell has no glue. */
export const writeStickyCell: CellWriter = (w, x, y) => {
  if (!w.hasAt(x, y, Sticky)) return null;
  if (w.hasAt(x, y, Box)) return '!';
  if (w.hasAt(x, y, Player)) return '?';
  return '%';
};
