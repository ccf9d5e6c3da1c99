import type { Board } from './board';
import { DIRECTION_LETTERS } from './board';
import type { Position } from './solver';

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

/** Thrown when the moves given are not a solution of the board; the message names the step. */
export class NotASolutionError extends Error {
  override name = 'NotASolutionError';
}

const LETTER_DIR: Record<string, number> = { l: 0, u: 1, r: 2, d: 3 };

/** The pushes of `lurd` from `from` (default the start), checked to be legal and to solve the board. */
export function pushesOf(board: Board, lurd: string, from: Position = board): Push[] {
  const { wall, offsets } = board;
  const occ = new Uint8Array(board.size);
  for (let i = 0; i < from.boxes.length; i++) occ[from.boxes[i]] = 1;
  let player = from.player;
  const pushes: Push[] = [];
  for (let i = 0; i < lurd.length; i++) {
    const ch = lurd[i];
    const dir = LETTER_DIR[ch.toLowerCase()];
    const at = `move ${i + 1} ('${ch}')`;
    if (dir === undefined) throw new NotASolutionError(`${at} is not one of l, u, r, d (L, U, R, D to push)`);
    const o = offsets[dir];
    const next = player + o;
    if (wall[next] === 1) throw new NotASolutionError(`${at} walks into a wall`);
    const pushing = occ[next] === 1;
    if (pushing !== (ch !== ch.toLowerCase())) {
      throw new NotASolutionError(
        pushing ? `${at} pushes a box: write it in upper case` : `${at} is upper case but pushes nothing`,
      );
    }
    if (pushing) {
      if (wall[next + o] === 1 || occ[next + o] === 1)
        throw new NotASolutionError(`${at} pushes a box into a wall or box`);
      occ[next] = 0;
      occ[next + o] = 1;
      pushes.push({ box: next, dir });
    }
    player = next;
  }
  const off = board.goals.filter((g) => occ[g] === 0).length;
  if (off > 0)
    throw new NotASolutionError(`the moves end with ${off} goal${off === 1 ? '' : 's'} still empty`);
  return pushes;
}
