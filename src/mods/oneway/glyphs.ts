import { floorChar, floorGlyphs } from '../../core/classic';
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

const arrowsOf = (dir: number) => ({
  floor: FLOOR_ARROWS[dir],
  box: BOX_ARROWS[dir],
  player: PLAYER_ARROWS[dir],
});

export const ONEWAY_GLYPHS: readonly GlyphSpec[] = DIRECTIONS.flatMap((name, dir) =>
  floorGlyphs(`one-way ${name}`, arrowsOf(dir), oneWay(dir)),
);

export const writeOneWayCell: CellWriter = (w, x, y) => {
  const cell = w.findAt(x, y, OneWay);
  return cell === -1 ? null : floorChar(w, x, y, arrowsOf(w.store(OneWay).dir[cell]));
};
