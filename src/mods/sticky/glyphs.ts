import { floorChar, floorGlyphs } from '../../core/classic';
import type { GameWorld } from '../../core/ecs/world';
import type { CellWriter, GlyphSpec } from '../../core/plugin';
import { Sticky, Stuck } from './components';

const GLUE = { floor: '%', box: '!', player: '?' } as const;

const sticky = (w: GameWorld, x: number, y: number) => w.spawn(x, y, Sticky);

/** `%` sticky floor, `!` box stuck on sticky floor, `?` player on sticky floor. */
export const STICKY_GLYPHS: readonly GlyphSpec[] = floorGlyphs('sticky floor', GLUE, sticky, {
  boxName: 'box stuck on sticky floor',
  // A box that starts on glue is already stuck.
  onBox: (w, box) => w.add(box, Stuck),
});

/** Writes a cell back as a glyph (for saving and sharing), or null when the cell has no glue. */
export const writeStickyCell: CellWriter = (w, x, y) =>
  w.hasAt(x, y, Sticky) ? floorChar(w, x, y, GLUE) : null;
