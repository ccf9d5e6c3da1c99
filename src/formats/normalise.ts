import { fromGrid, type Grid, toGrid } from './board';

/**
 * "Normalise" as desktop editors do it (docs/FORMATS.md has the full definition):
 *
 * 1. The region R is every cell the player could walk to if the boxes were not there: 4-connected,
 *    through any cell that is not a wall, starting at the player. With no player (a draft), R is every
 *    non-wall cell that cannot reach the board's edge.
 * 2. The kept cells K are R plus every cell outside R that holds something (a box, a goal, a mod's
 *    glyph): those are never deleted, only reported by validation.
 * 3. Every other cell (walls, and floor the player can never reach) becomes a wall if it touches K
 *    (8-neighbourhood, so corners stay closed), else outside (a space).
 * 4. Rows and columns with nothing but outside are trimmed, and rows lose trailing blanks. (An open
 *    level's region reaches the board's edge; it is kept, open, for validation to report.)
 *
 * So unreachable pockets of floor become walls, decorative walls away from the level disappear, and the
 * board moves to the top-left corner. The result is a fixed point: `normalise(normalise(x))` is the same.
 */
export function normalise(rows: readonly string[]): string[] {
  const grid = toGrid(rows);
  const { width, height, cells } = grid;
  const kept = keptCells(grid);
  const out: string[] = new Array(width * height).fill(' ');
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (kept[i]) {
        out[i] = cells[i];
        continue;
      }
      let touches = false;
      for (let dy = -1; dy <= 1 && !touches; dy++)
        for (let dx = -1; dx <= 1 && !touches; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height && kept[ny * width + nx]) touches = true;
        }
      if (touches) out[i] = '#';
    }
  }
  return trim({ width, height, cells: out }, kept);
}

const PLAYERS = new Set(['@', '+']);

/** K of the definition: the player's region, plus every non-floor, non-wall cell. */
function keptCells(grid: Grid): Uint8Array {
  const { width, height, cells } = grid;
  const region = new Uint8Array(width * height);
  const start = cells.findIndex((c) => PLAYERS.has(c));
  const stack: number[] = [];
  const flood = (marks: Uint8Array) => {
    while (stack.length) {
      const i = stack.pop()!;
      const x = i % width;
      const y = (i - x) / width;
      const visit = (nx: number, ny: number) => {
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) return;
        const j = ny * width + nx;
        if (!marks[j] && cells[j] !== '#') {
          marks[j] = 1;
          stack.push(j);
        }
      };
      visit(x - 1, y);
      visit(x + 1, y);
      visit(x, y - 1);
      visit(x, y + 1);
    }
  };
  if (start >= 0) {
    region[start] = 1;
    stack.push(start);
    flood(region);
  } else {
    // No player: everything enclosed counts, found as the complement of what the edge reaches.
    const outside = new Uint8Array(width * height);
    for (let i = 0; i < cells.length; i++) {
      const x = i % width;
      const y = (i - x) / width;
      const edge = x === 0 || y === 0 || x === width - 1 || y === height - 1;
      if (edge && cells[i] !== '#') {
        outside[i] = 1;
        stack.push(i);
      }
    }
    flood(outside);
    for (let i = 0; i < cells.length; i++) if (!outside[i] && cells[i] !== '#') region[i] = 1;
  }
  for (let i = 0; i < cells.length; i++) if (cells[i] !== '#' && cells[i] !== ' ') region[i] = 1;
  return region;
}

/**
 * Crops to the bounding box of everything that is not outside. Kept floor counts: an open level's
 * region may reach the edge through spaces, and cropping those would change the region.
 */
function trim(grid: Grid, kept: Uint8Array): string[] {
  const { width, height, cells } = grid;
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (cells[y * width + x] !== ' ' || kept[y * width + x]) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
  if (maxX < 0) return [];
  const w = maxX - minX + 1;
  const h = maxY - minY + 1;
  const out: string[] = [];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out.push(cells[(y + minY) * width + x + minX]);
  return fromGrid({ width: w, height: h, cells: out });
}
