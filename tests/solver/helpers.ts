import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Board } from '../../src/solver/board';
import type { XsbLevel } from '../../src/solver/load-xsb';
import { loadXsb } from '../../src/solver/load-xsb';

/** The shipped collections, in this repository (never a path outside the clone). */
export const LEVEL_DIR = fileURLToPath(new URL('../../levels', import.meta.url));

const cache = new Map<string, XsbLevel[]>();

/** Levels of a shipped collection, e.g. `collection('microban')`. */
export function collection(name: string): XsbLevel[] {
  let levels = cache.get(name);
  if (!levels) {
    levels = loadXsb(readFileSync(`${LEVEL_DIR}/${name}.xsb`, 'utf8'));
    cache.set(name, levels);
  }
  return levels;
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
