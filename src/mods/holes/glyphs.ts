import type { CellWriter, GlyphSpec } from '../../core/plugin';
import { Hole } from './components';

/** `^` hole. Nothing can stand on an open hole, so no combined glyph is needed. */
export const HOLE_GLYPHS: readonly GlyphSpec[] = [
  { char: '^', name: 'hole', build: (w, x, y) => w.spawn(x, y, Hole) },
];

export const writeHoleCell: CellWriter = (w, x, y) => (w.hasAt(x, y, Hole) ? '^' : null);
