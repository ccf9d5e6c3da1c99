import { classicBuild } from '../../core/classic';
import { Box, Player } from '../../core/classic/components';
import type { GameWorld } from '../../core/ecs/world';
import type { CellWriter, GlyphSpec } from '../../core/plugin';
import { PAIR_TAGS, Pad } from './components';

/**
 * Pads pair by bracket side: the two cells written with opening brackets are pair A, the two with
 * closing brackets pair B. Round is an empty pad, square a box on it, curly the player on it.
 */
export const PAIRS = [
  { pad: '(', box: '[', player: '{' },
  { pad: ')', box: ']', player: '}' },
] as const;

function pad(pair: number) {
  return (w: GameWorld, x: number, y: number) => {
    const e = w.spawn(x, y, Pad, PAIR_TAGS[pair]);
    w.store(Pad).pair[e] = pair;
  };
}

export const TELEPORT_GLYPHS: readonly GlyphSpec[] = PAIRS.flatMap((chars, pair): GlyphSpec[] => {
  const name = `teleporter ${pair === 0 ? 'A' : 'B'}`;
  const floor = pad(pair);
  return [
    { char: chars.pad, name, build: floor },
    {
      char: chars.box,
      name: `box on ${name}`,
      traits: { box: 1 },
      build: (w, x, y) => {
        floor(w, x, y);
        classicBuild('$')(w, x, y);
      },
    },
    {
      char: chars.player,
      name: `player on ${name}`,
      traits: { player: 1 },
      build: (w, x, y) => {
        floor(w, x, y);
        classicBuild('@')(w, x, y);
      },
    },
  ];
});

export const writePadCell: CellWriter = (w, x, y) => {
  const e = w.findAt(x, y, Pad);
  if (e === -1) return null;
  const chars = PAIRS[w.store(Pad).pair[e]];
  if (w.hasAt(x, y, Box)) return chars.box;
  if (w.hasAt(x, y, Player)) return chars.player;
  return chars.pad;
};
