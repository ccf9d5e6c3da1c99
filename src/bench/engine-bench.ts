import { Game } from '../core/game';
import type { Direction } from '../core/pipeline/turn';
import { NaiveSokoban } from './naive-engine';

const DIRS: readonly Direction[] = ['left', 'up', 'right', 'down'];
const VECTORS: Record<Direction, [number, number]> = {
  left: [-1, 0],
  up: [0, -1],
  right: [1, 0],
  down: [0, 1],
};

/** A fixed pseudo-random move sequence, the same for both engines. */
export function moveSequence(length: number, seed = 12345): Direction[] {
  let s = seed;
  const out: Direction[] = [];
  for (let i = 0; i < length; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    out.push(DIRS[(s >>> 16) & 3]);
  }
  return out;
}

export interface EngineFigures {
  turnsPerSec: number;
  /** Turns that changed the state (moves), of all turns played. */
  movedShare: number;
}

/**
 * Plays `moves` in rounds of `round` turns, each round on a fresh game (so history memory stays
 * bounded for the naive engine), and reports turns per second over `seconds` of play.
 */
export function benchEngine(
  board: string,
  moves: readonly Direction[],
  round: number,
  seconds: number,
  deadlocks: 'full' | 'fast' | 'off' = 'full',
): EngineFigures {
  const text = `${board}\nRules: deadlocks=${deadlocks}`;
  let turns = 0;
  let moved = 0;
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    const g = Game.fromText(text);
    const start = performance.now();
    for (let i = 0; i < round; i++) if (g.move(moves[(turns + i) % moves.length]).moved) moved++;
    elapsed += performance.now() - start;
    turns += round;
  }
  return { turnsPerSec: turns / (elapsed / 1000), movedShare: moved / turns };
}

export function benchNaive(
  rows: readonly string[],
  moves: readonly Direction[],
  round: number,
  seconds: number,
): EngineFigures {
  let turns = 0;
  let moved = 0;
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    const g = new NaiveSokoban(rows);
    const start = performance.now();
    for (let i = 0; i < round; i++) {
      const [dx, dy] = VECTORS[moves[(turns + i) % moves.length]];
      if (g.move(dx, dy)) moved++;
    }
    elapsed += performance.now() - start;
    turns += round;
  }
  return { turnsPerSec: turns / (elapsed / 1000), movedShare: moved / turns };
}

/** Undo history held after `count` turns, in bytes per history entry and in total. */
export function historyFigures(board: string, moves: readonly Direction[], count: number) {
  const g = Game.fromText(board);
  for (let i = 0; i < count; i++) g.move(moves[i % moves.length]);
  return {
    entries: g.historyLength,
    bytes: g.historyBytes,
    bytesPerStep: g.historyLength ? g.historyBytes / g.historyLength : 0,
    game: g,
  };
}

/** A 100x100 room with inner pillars and `boxes` boxes and goals, for the memory bound. */
export function bigRoom(size = 100, boxes = 200): string {
  const rows: string[][] = Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) =>
      x === 0 || y === 0 || x === size - 1 || y === size - 1 || (x % 7 === 3 && y % 7 === 3) ? '#' : ' ',
    ),
  );
  let placed = 0;
  for (let y = 2; y < size - 2 && placed < boxes; y += 3) {
    for (let x = 2; x < size - 2 && placed < boxes; x += 4) {
      if (rows[y][x] !== ' ' || rows[y + 1][x] !== ' ') continue;
      rows[y][x] = '$';
      rows[y + 1][x] = '.';
      placed++;
    }
  }
  rows[1][1] = '@';
  return rows.map((r) => r.join('')).join('\n');
}
