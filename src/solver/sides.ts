import type { Board } from './board';

/**
 * The sides of a lone box: with a box on cell `c` and nothing else on the board, which of
 * `c`'s neighbours can the player walk between? A box in a corridor splits the floor in two,
 * and the player on one side can only push it away from that side, so a box's push distance
 * depends on the player's side (`distances.ts`). Built from one depth-first search over the
 * floor that keeps, as Tarjan's cut-vertex search does, each cell's discovery order, low link
 * and subtree: the pieces that removing `c` leaves are its children whose subtree cannot
 * climb above `c`, one each, and everything else, together.
 */
export interface Sides {
  /**
   * `label[c * 4 + d]`: which piece of the floor without `c` holds `c`'s neighbour in
   * direction `d` (0 to 3, numbered by first side), or -1 when that neighbour is not floor.
   */
  readonly label: Int8Array;
  /** Discovery order of each floor cell (-1 elsewhere), its subtree's last, and its low link. */
  readonly disc: Int32Array;
  readonly last: Int32Array;
  readonly low: Int32Array;
  /** Depth-first parent (-1 for each tree's root). */
  readonly parent: Int32Array;
  /** The root of each floor cell's depth-first tree: cells with different roots never meet. */
  readonly tree: Int32Array;
  /** How many pieces each cell's open sides fall into (0 to 4). */
  readonly pieces: Int8Array;
  /** `sidePiece[c * 4 + d]`: the piece (`pieceOf`) that `c`'s neighbour in direction `d` lies in. */
  readonly sidePiece: Int32Array;
}

/** The sides of every cell of `board`, `extraWalls` (boxes frozen for good) counted as walls. */
export function computeSides(board: Board, extraWalls?: Uint8Array): Sides {
  const { size, wall, offsets, floors } = board;
  const open = (c: number): boolean => wall[c] === 0 && (extraWalls === undefined || extraWalls[c] === 0);
  const disc = new Int32Array(size).fill(-1);
  const last = new Int32Array(size).fill(-1);
  const low = new Int32Array(size);
  const parent = new Int32Array(size).fill(-1);
  const tree = new Int32Array(size).fill(-1);
  const next = new Int8Array(size);
  const stack = new Int32Array(size);
  let order = 0;
  for (const root of floors) {
    if (!open(root) || disc[root] >= 0) continue;
    let top = 0;
    stack[top++] = root;
    disc[root] = low[root] = order++;
    tree[root] = root;
    while (top > 0) {
      const c = stack[top - 1];
      if (next[c] < 4) {
        const n = c + offsets[next[c]++];
        if (!open(n)) continue;
        if (disc[n] < 0) {
          parent[n] = c;
          tree[n] = root;
          disc[n] = low[n] = order++;
          stack[top++] = n;
        } else if (n !== parent[c] && disc[n] < low[c]) low[c] = disc[n];
        continue;
      }
      top--;
      last[c] = order - 1;
      const p = parent[c];
      if (p >= 0 && low[c] < low[p]) low[p] = low[c];
    }
  }
  const label = new Int8Array(size * 4).fill(-1);
  const pieces = new Int8Array(size);
  const sidePiece = new Int32Array(size * 4);
  const sides = { label, disc, last, low, parent, tree, pieces, sidePiece };
  for (const c of floors) {
    if (!open(c)) continue;
    let labels = 0;
    for (let d = 0; d < 4; d++) {
      const n = c + offsets[d];
      if (!open(n)) continue;
      const piece = pieceOf(sides, offsets, c, n);
      sidePiece[c * 4 + d] = piece;
      let same = -1;
      for (let e = 0; e < d; e++)
        if (label[c * 4 + e] >= 0 && sidePiece[c * 4 + e] === piece) same = label[c * 4 + e];
      label[c * 4 + d] = same >= 0 ? same : labels++;
    }
    pieces[c] = labels;
  }
  return sides;
}

/**
 * The piece of the floor without `c` that holds cell `q`: the child of `c` whose subtree holds
 * `q` when that subtree cannot climb above `c` (or `c` is a root), otherwise -1, the piece
 * holding `c`'s parent.
 */
function pieceOf(sides: Sides, offsets: Int32Array, c: number, q: number): number {
  const { disc, last, low, parent } = sides;
  const dq = disc[q];
  for (let d = 0; d < 4; d++) {
    const k = c + offsets[d];
    if (parent[k] !== c || dq < disc[k] || dq > last[k]) continue;
    return parent[c] < 0 || low[k] >= disc[c] ? k : -1;
  }
  return -1;
}

/**
 * The side of a lone box on `box` that the player on `player` is on (the label of a
 * neighbour in the player's piece), or -1 when the player cannot reach the box at all.
 */
export function sideOf(sides: Sides, offsets: Int32Array, box: number, player: number): number {
  const { label, tree, pieces, sidePiece } = sides;
  if (tree[player] !== tree[box]) return -1;
  // Most cells leave the floor in one piece (label 0): no query needed.
  if (pieces[box] <= 1) return pieces[box] - 1;
  const mine = pieceOf(sides, offsets, box, player);
  const base = box * 4;
  for (let d = 0; d < 4; d++)
    if (label[base + d] >= 0 && sidePiece[base + d] === mine) return label[base + d];
  return -1;
}

/** The side of the box on `box` that the player standing on its neighbour `from` is on. */
export function sideToward(sides: Sides, offsets: Int32Array, box: number, from: number): number {
  for (let d = 0; d < 4; d++) if (box + offsets[d] === from) return sides.label[box * 4 + d];
  return -1;
}
