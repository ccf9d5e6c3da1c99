import { classicBuild } from '../../core/classic';
import { Box, Player } from '../../core/classic/components';
import type { GameWorld } from '../../core/ecs/world';
import { DIRECTIONS } from '../../core/pipeline/turn';
import type { CellWriter, GlyphSpec } from '../../core/plugin';
import { ARROWS, OneWay } from './components';

/**
 * Glyphs per direction, in `DIRECTIONS` order (left, up, right, down). ASCII has no fourth arrow
 * that is not a letter (letters belong to the rules mod), so these are Unicode arrows:
 * plain for the floor, double for a box on it, white for the player on it.
 */
export const FLOOR_ARROWS = '←↑→↓';
export const BOX_ARROWS = '⇐⇑⇒⇓';
export const PLAYER_ARROWS = '⇦⇧⇨⇩';

function oneWay(dir: number) {
  return (w: GameWorld, x: number, y: number) => {
    const e = w.spawn(x, y, OneWay, ARROWS[dir]);
    w.store(OneWay).dir[e] = dir;
  };
}

export const ONEWAY_GLYPHS: readonly GlyphSpec[] = DIRECTIONS.flatMap((name, dir): GlyphSpec[] => {
  const floor = oneWay(dir);
  return [
    { char: FLOOR_ARROWS[dir], name: `one-way ${name}`, build: floor },
    {
      char: BOX_ARROWS[dir],
      name: `box on one-way ${name}`,
      traits: { box: 1 },
      build: (w, x, y) => {
        floor(w, x, y);
        classicBuild('$')(w, x, y);
      },
    },
    {
      char: PLAYER_ARROWS[dir],
      name: `player on one-way ${name}`,
      traits: { player: 1 },
      build: (w, x, y) => {
        floor(w, x, y);
        classicBuild('@')(w, x, y);
      },
    },
  ];
});

export const writeOneWayCell: CellWriter = (w, x, y) => {
  const cell = w.findAt(x, y, OneWay);
  if (cell === -1) return null;
  const dir = w.store(OneWay).dir[cell];
  if (w.hasAt(x, y, Box)) return BOX_ARROWS[dir];
  if (w.hasAt(x, y, Player)) return PLAYER_ARROWS[dir];
  return FLOOR_ARROWS[dir];
};
