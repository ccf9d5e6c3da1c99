import { classicBuild } from '../../core/classic';
import { Box, Player } from '../../core/classic/components';
import type { GameWorld } from '../../core/ecs/world';
import type { CellWriter, GlyphSpec } from '../../core/plugin';
import { Ice } from './components';

// Boxes and the player are built by classic's own glyphs, so "box on ice" is exactly a classic box.
const ice = (w: GameWorld, x: number, y: number) => w.spawn(x, y, Ice);

/** `~` ice, `=` box on ice, `&` player on ice. */
export const ICE_GLYPHS: readonly GlyphSpec[] = [
  { char: '~', name: 'ice', build: ice },
  {
    char: '=',
    name: 'box on ice',
    traits: { box: 1 },
    build: (w, x, y) => {
      ice(w, x, y);
      classicBuild('$')(w, x, y);
    },
  },
  {
    char: '&',
    name: 'player on ice',
    traits: { player: 1 },
    build: (w, x, y) => {
      ice(w, x, y);
      classicBuild('@')(w, x, y);
    },
  },
];

export const writeIceCell: CellWriter = (w, x, y) => {
  if (!w.hasAt(x, y, Ice)) return null;
  if (w.hasAt(x, y, Box)) return '=';
  if (w.hasAt(x, y, Player)) return '&';
  return '~';
};
