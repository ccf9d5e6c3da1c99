import type { Board } from './board';
import { DIRECTION_LETTERS } from './board';

/**
 * Shortest player walk from `from` to `to` avoiding walls and occupied cells, as lowercase
 * LURD letters; null when unreachable. Used only to turn push sequences into LURD text.
 */
export function playerPath(
  board: Board,
  occupied: ArrayLike<number>,
  from: number,
  to: number,
): string | null {
  if (from === to) return '';
  const prev = new Int32Array(board.size).fill(-1);
  const queue = new Int32Array(board.size);
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  prev[from] = from;
  while (head < tail) {
    const c = queue[head++];
    for (let d = 0; d < 4; d++) {
      const n = c + board.offsets[d];
      if (prev[n] !== -1 || board.wall[n] === 1 || occupied[n] !== 0) continue;
      prev[n] = c;
      if (n === to) {
        let path = '';
        for (let x = n; x !== from; x = prev[x]) {
          const delta = x - prev[x];
          path = DIRECTION_LETTERS[board.offsets.indexOf(delta)] + path;
        }
        return path;
      }
      queue[tail++] = n;
    }
  }
  return null;
}

/** A push: the box standing on `box` moves one cell in direction `dir` (0..3 = l, u, r, d). */
export interface Push {
  readonly box: number;
  readonly dir: number;
}

/** Pushes from the searches' packed moves (`box << 2 | dir`). */
export function unpackPushes(moves: readonly number[]): Push[] {
  return moves.map((m) => ({ box: m >> 2, dir: m & 3 }));
}

/**
 * Converts a push sequence into LURD text (shortest walk before each push).
 * Throws if a push is impossible, which would be a solver bug.
 */
export function pushesToLurd(
  board: Board,
  boxes: ArrayLike<number>,
  player: number,
  pushes: readonly Push[],
): string {
  const occupied = new Uint8Array(board.size);
  for (let i = 0; i < boxes.length; i++) occupied[boxes[i]] = 1;
  let out = '';
  let at = player;
  for (const { box, dir } of pushes) {
    const o = board.offsets[dir];
    const walk = playerPath(board, occupied, at, box - o);
    if (walk === null || occupied[box] !== 1 || occupied[box + o] === 1 || board.wall[box + o] === 1) {
      throw new Error(`internal solver error: impossible push from cell ${box}`);
    }
    out += walk + DIRECTION_LETTERS[dir].toUpperCase();
    occupied[box] = 0;
    occupied[box + o] = 1;
    at = box;
  }
  return out;
}
