import { floorChar, floorGlyphs } from '../../core/classic';
import type { GameWorld } from '../../core/ecs/world';
import type { CellWriter, GlyphSpec } from '../../core/plugin';
import { PAIR_TAGS, Pad } from './components';

/**
 * Pads pair by bracket side: the two cells written with opening brackets are pair A, the two with
 * closing brackets pair B. Round is an empty pad (the floor), square a box on it, curly the player on it.
 */
export const PAIRS = [
  { floor: '(', box: '[', player: '{' },
  { floor: ')', box: ']', player: '}' },
] as const;

function pad(pair: number) {
  return (w: GameWorld, x: number, y: number) => {
    const e = w.spawn(x, y, Pad, PAIR_TAGS[pair]);
    w.store(Pad).pair[e] = pair;
  };
}

export const TELEPORT_GLYPHS: readonly GlyphSpec[] = PAIRS.flatMap((chars, pair) =>
  floorGlyphs(`teleporter ${pair === 0 ? 'A' : 'B'}`, chars, pad(pair)),
);

export const writePadCell: CellWriter = (w, x, y) => {
  const e = w.findAt(x, y, Pad);
  if (e === -1) return null;
  const chars = PAIRS[w.store(Pad).pair[e]];
  return floorChar(w, x, y, chars);
};
