/** Rows with every floor alias written as a space and trailing blanks removed: the board as data. */
export function cleanRows(rows: readonly string[]): string[] {
  return rows.map((r) => r.replace(/[-_]/g, ' ').trimEnd());
}

/** True when two boards are the same cells, whatever floor aliases and trailing blanks they use. */
export function sameBoard(a: readonly string[], b: readonly string[]): boolean {
  const ca = dropTrailingEmpty(cleanRows(a));
  const cb = dropTrailingEmpty(cleanRows(b));
  return ca.length === cb.length && ca.every((r, i) => r === cb[i]);
}

function dropTrailingEmpty(rows: string[]): string[] {
  let n = rows.length;
  while (n > 0 && rows[n - 1] === '') n--;
  return rows.slice(0, n);
}

/** A rectangular copy of a board: `cells[y * width + x]`, short rows padded with spaces. */
export interface Grid {
  width: number;
  height: number;
  cells: string[];
}

export function toGrid(rows: readonly string[]): Grid {
  const clean = cleanRows(rows);
  let width = 0;
  for (const r of clean) width = Math.max(width, [...r].length);
  const cells: string[] = [];
  for (const r of clean) {
    const chars = [...r];
    for (let x = 0; x < width; x++) cells.push(chars[x] ?? ' ');
  }
  return { width, height: clean.length, cells };
}

export function fromGrid(grid: Grid): string[] {
  const rows: string[] = [];
  for (let y = 0; y < grid.height; y++)
    rows.push(
      grid.cells
        .slice(y * grid.width, (y + 1) * grid.width)
        .join('')
        .trimEnd(),
    );
  return rows;
}
