/**
 * Compact, immutable level geometry shared by the deadlock detector and the solver.
 *
 * The grid is padded by one wall cell on every side so that neighbour arithmetic
 * (`cell ± 1`, `cell ± width`) never leaves the array and never wraps to another row.
 * Cell indices are therefore *internal*: convert with {@link cellOf} / {@link xyOf}.
 */

/** Direction order used everywhere: left, up, right, down (matches LURD letters). */
export const DIRECTION_LETTERS = 'lurd';

export interface Board {
  /** Padded grid width (source columns + 2). */
  readonly width: number;
  /** Padded grid height (source rows + 2). */
  readonly height: number;
  /** width * height. */
  readonly size: number;
  /** 1 for walls and for every cell outside the player's region. */
  readonly wall: Uint8Array;
  /** 1 for goal cells. */
  readonly goal: Uint8Array;
  /** Goal cells, ascending. */
  readonly goals: Int32Array;
  /** Initial box cells, ascending. */
  readonly boxes: Int32Array;
  /** Initial player cell. */
  readonly player: number;
  /** All non-wall cells of the player's region, ascending. */
  readonly floors: Int32Array;
  /** Cell offsets for l, u, r, d. */
  readonly offsets: Int32Array;
  /**
   * Free goals, for the room-by-room stages (`stages.ts`): 1 for a goal index that takes, at no
   * cost, a box on any cell it can still be pushed to that goal from. Absent on a real level.
   */
  readonly freeGoal?: Uint8Array;
}

/** Thrown for malformed levels; the message names the problem in one line. */
export class BoardError extends Error {
  override name = 'BoardError';
}

/** Converts source coordinates (column x, row y, both from 0) to an internal cell index. */
export function cellOf(board: Pick<Board, 'width'>, x: number, y: number): number {
  return (y + 1) * board.width + (x + 1);
}

/** Converts an internal cell index back to source coordinates. */
export function xyOf(board: Pick<Board, 'width'>, cell: number): { x: number; y: number } {
  return { x: (cell % board.width) - 1, y: Math.floor(cell / board.width) - 1 };
}

/** Offset of the cell one step in direction `dir` (0..3 = l, u, r, d). */
export function offsetOf(width: number, dir: number): number {
  return dir === 0 ? -1 : dir === 1 ? -width : dir === 2 ? 1 : width;
}

/**
 * Parses XSB rows (`#` wall, ` -_` floor, `.` goal, `$` box, `*` box on goal, `@` player,
 * `+` player on goal). Rows may be ragged. Floor not connected to the player (through
 * boxes) becomes wall, so later code never has to reason about unreachable cells.
 */
export function parseBoard(rows: readonly string[]): Board {
  const lines = rows.map((r) => r.replace(/\s+$/, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  if (lines.length === 0) throw new BoardError('empty level: no board rows');
  const cols = Math.max(...lines.map((l) => l.length));
  const width = cols + 2;
  const height = lines.length + 2;
  const size = width * height;
  const open = new Uint8Array(size);
  const goal = new Uint8Array(size);
  const box = new Uint8Array(size);
  let player = -1;
  for (let y = 0; y < lines.length; y++) {
    const line = lines[y];
    for (let x = 0; x < line.length; x++) {
      const ch = line[x];
      const c = (y + 1) * width + x + 1;
      switch (ch) {
        case '#':
          break;
        case ' ':
        case '-':
        case '_':
          open[c] = 1;
          break;
        case '.':
          open[c] = 1;
          goal[c] = 1;
          break;
        case '$':
          open[c] = 1;
          box[c] = 1;
          break;
        case '*':
          open[c] = 1;
          box[c] = 1;
          goal[c] = 1;
          break;
        case '@':
        case '+':
          if (player >= 0) throw new BoardError(`more than one player (row ${y + 1}, column ${x + 1})`);
          open[c] = 1;
          player = c;
          if (ch === '+') goal[c] = 1;
          break;
        default:
          throw new BoardError(`unknown character '${ch}' at row ${y + 1}, column ${x + 1}`);
      }
    }
  }
  if (player < 0) throw new BoardError('no player (@ or +) in level');
  const offsets = Int32Array.of(-1, -width, 1, width);
  // Region = cells the player could ever stand on or push a box onto: flood through boxes.
  const region = new Uint8Array(size);
  const stack = [player];
  region[player] = 1;
  while (stack.length > 0) {
    const c = stack.pop()!;
    for (let d = 0; d < 4; d++) {
      const n = c + offsets[d];
      if (open[n] && !region[n]) {
        region[n] = 1;
        stack.push(n);
      }
    }
  }
  const wall = new Uint8Array(size);
  const goals: number[] = [];
  const boxes: number[] = [];
  const floors: number[] = [];
  for (let c = 0; c < size; c++) {
    if (!region[c]) {
      wall[c] = 1;
      // A box already on a goal outside the region is decoration; anything else is an error.
      if (box[c] !== goal[c]) {
        const { x, y } = xyOf({ width }, c);
        throw new BoardError(
          `${box[c] ? 'box' : 'goal'} outside the player's area at row ${y + 1}, column ${x + 1}`,
        );
      }
      continue;
    }
    floors.push(c);
    if (goal[c]) goals.push(c);
    if (box[c]) boxes.push(c);
  }
  if (boxes.length === 0) throw new BoardError('level has no boxes');
  if (boxes.length !== goals.length) {
    throw new BoardError(`level has ${boxes.length} boxes but ${goals.length} goals`);
  }
  const regionGoal = new Uint8Array(size);
  for (const g of goals) regionGoal[g] = 1;
  return {
    width,
    height,
    size,
    wall,
    goal: regionGoal,
    goals: Int32Array.from(goals),
    boxes: Int32Array.from(boxes),
    player,
    floors: Int32Array.from(floors),
    offsets,
  };
}

/** Renders a position back to XSB rows (internal padding removed). Handy for tests and CLI output. */
export function renderBoard(board: Board, boxCells: ArrayLike<number>, playerCell: number): string[] {
  const box = new Uint8Array(board.size);
  for (let i = 0; i < boxCells.length; i++) box[boxCells[i]] = 1;
  const rows: string[] = [];
  for (let y = 1; y < board.height - 1; y++) {
    let row = '';
    for (let x = 1; x < board.width - 1; x++) {
      const c = y * board.width + x;
      if (board.wall[c]) row += '#';
      else if (c === playerCell) row += board.goal[c] ? '+' : '@';
      else if (box[c]) row += board.goal[c] ? '*' : '$';
      else row += board.goal[c] ? '.' : ' ';
    }
    rows.push(row);
  }
  return rows;
}
