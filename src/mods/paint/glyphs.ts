import { Box, classicBuild, floorChar, floorGlyphs, Goal } from '../../core/classic';
import type { GameWorld } from '../../core/ecs/world';
import type { CellWriter, GlyphSpec } from '../../core/plugin';
import { Paint, Painted } from './components';

const PAINT = { floor: '◇', box: '◆', player: '◈' } as const;
const PAINTED = { box: '■', boxOnGoal: '▣' } as const;

const paint = (w: GameWorld, x: number, y: number) => w.spawn(x, y, Paint);

/** A classic glyph's box, painted: a level may start with one, and a saved game must keep it. */
function paintedBox(classic: '$' | '*'): GlyphSpec['build'] {
  const build = classicBuild(classic);
  return (w, x, y) => {
    build(w, x, y);
    w.add(w.findAt(x, y, Box), Painted);
  };
}

/**
 * `◇` paint, `◆` box on paint (painted), `◈` player on paint; `■` a painted box, `▣` a painted box on
 * a goal.
 */
export const PAINT_GLYPHS: readonly GlyphSpec[] = [
  ...floorGlyphs('paint', PAINT, paint, { onBox: (w, box) => w.add(box, Painted) }),
  { char: PAINTED.box, name: 'painted box', traits: { box: 1 }, build: paintedBox('$') },
  {
    char: PAINTED.boxOnGoal,
    name: 'painted box on goal',
    traits: { box: 1, goal: 1 },
    build: paintedBox('*'),
  },
];

/**
 * Writes a paint cell, or a painted box on bare floor or a goal. A painted box on another mod's
 * cell (ice) is left to that mod: no glyph says both, and the cell matters more than the coat.
 */
export const writePaintCell: CellWriter = (w, x, y) => {
  if (w.hasAt(x, y, Paint)) return floorChar(w, x, y, PAINT);
  const box = w.findAt(x, y, Box);
  if (box === -1 || !w.has(box, Painted)) return null;
  for (let e = w.grid.first(w.grid.cell(x, y)); e !== -1; e = w.grid.next(e))
    if (e !== box && !w.has(e, Goal)) return null;
  return w.hasAt(x, y, Goal) ? PAINTED.boxOnGoal : PAINTED.box;
};
