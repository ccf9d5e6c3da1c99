import { fromGrid, toGrid } from './board';

/** The 8 symmetries of a square grid (rotations are clockwise, as on screen). */
export const SYMMETRIES = [
  'identity',
  'rotate90',
  'rotate180',
  'rotate270',
  'flipHorizontal',
  'flipVertical',
  'transpose',
  'antiTranspose',
] as const;
export type Symmetry = (typeof SYMMETRIES)[number];

/** Where cell (x, y) of a w x h board goes, and the new board's width. */
function mapCell(s: Symmetry, x: number, y: number, w: number, h: number): [number, number] {
  switch (s) {
    case 'identity':
      return [x, y];
    case 'rotate90':
      return [h - 1 - y, x];
    case 'rotate180':
      return [w - 1 - x, h - 1 - y];
    case 'rotate270':
      return [y, w - 1 - x];
    case 'flipHorizontal':
      return [w - 1 - x, y];
    case 'flipVertical':
      return [x, h - 1 - y];
    case 'transpose':
      return [y, x];
    case 'antiTranspose':
      return [h - 1 - y, w - 1 - x];
  }
}

const swapsAxes = (s: Symmetry) =>
  s === 'rotate90' || s === 'rotate270' || s === 'transpose' || s === 'antiTranspose';

/** The board rotated or mirrored (short rows are padded first, so shapes stay put). */
export function transformRows(rows: readonly string[], s: Symmetry): string[] {
  const g = toGrid(rows);
  const w2 = swapsAxes(s) ? g.height : g.width;
  const h2 = swapsAxes(s) ? g.width : g.height;
  const cells: string[] = new Array(w2 * h2).fill(' ');
  for (let y = 0; y < g.height; y++)
    for (let x = 0; x < g.width; x++) {
      const [nx, ny] = mapCell(s, x, y, g.width, g.height);
      cells[ny * w2 + nx] = g.cells[y * g.width + x];
    }
  return fromGrid({ width: w2, height: h2, cells });
}

const STEP: Record<string, [number, number]> = { l: [-1, 0], u: [0, -1], r: [1, 0], d: [0, 1] };

/** The moves that play the same solution on the transformed board. */
export function transformLurd(lurd: string, s: Symmetry): string {
  let out = '';
  for (const ch of lurd) {
    const step = STEP[ch.toLowerCase()];
    if (!step) {
      out += ch;
      continue;
    }
    // Directions transform by the linear part of the cell map: compare two mapped points.
    const [ax, ay] = mapCell(s, 0, 0, 3, 3);
    const [bx, by] = mapCell(s, step[0], step[1], 3, 3);
    const dx = bx - ax;
    const dy = by - ay;
    const letter = dx < 0 ? 'l' : dx > 0 ? 'r' : dy < 0 ? 'u' : 'd';
    out += ch === ch.toUpperCase() ? letter.toUpperCase() : letter;
  }
  return out;
}
