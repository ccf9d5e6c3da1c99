import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LevelSource } from '../../src/core/level/types';
import { parseCollection } from '../../src/core/level/xsb';
import type { Board } from '../../src/solver/board';

/** The shipped collections, in this repository (never a path outside the clone). */
export const LEVEL_DIR = fileURLToPath(new URL('../../levels', import.meta.url));

const cache = new Map<string, LevelSource[]>();

/** Levels of a shipped collection, e.g. `collection('microban')`. */
export function collection(name: string): LevelSource[] {
  let levels = cache.get(name);
  if (!levels) {
    levels = readLevels(`${LEVEL_DIR}/${name}.xsb`);
    cache.set(name, levels);
  }
  return levels;
}

/** The levels of an XSB file, read by the game's own parser. */
export function readLevels(path: string | URL): LevelSource[] {
  return parseCollection(readFileSync(path, 'utf8')).collection.levels;
}

/** Board rows from a template literal that starts with a newline. */
export function rows(text: string): string[] {
  return text.split('\n').filter((line, i) => i > 0 && line.length > 0);
}

/** Box cells (ascending) and player cell after replaying `lurd` on the board from its start. */
export function positionAfter(board: Board, lurd: string): { boxes: Int32Array; player: number } {
  const boxes = new Set(board.boxes);
  let player = board.player;
  for (const ch of lurd) {
    const o = board.offsets['lurd'.indexOf(ch.toLowerCase())];
    if (boxes.has(player + o)) {
      boxes.delete(player + o);
      boxes.add(player + 2 * o);
    }
    player += o;
  }
  return { boxes: Int32Array.from([...boxes].sort((a, b) => a - b)), player };
}

/** Boxes on the floor cells `picks` choose (modulo the floor size), and their occupancy. */
export function randomPosition(board: Board, picks: number[]): { boxes: Set<number>; occ: Uint8Array } {
  const boxes = new Set(picks.map((p) => board.floors[p % board.floors.length]));
  const occ = new Uint8Array(board.size);
  for (const b of boxes) occ[b] = 1;
  return { boxes, occ };
}
