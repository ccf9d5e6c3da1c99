/** A level as read from a file: the board and everything written around it. */
export interface LevelSource {
  /** Position in its file, from 1. */
  index: number;
  /** From a `Title:` line, else from a `; 12 'Name'` note, else undefined. */
  title?: string;
  author?: string;
  /** From `Comment:` (one line) or a `Comment:` ... `Comment-End:` block. */
  comment?: string;
  /** Board rows with RLE expanded and trailing blanks removed; rows may be ragged. */
  rows: string[];
  /** Stored solutions (LURD), from `Solution:` lines. */
  solutions: string[];
  /** Plugins the level needs, from its own or its collection's `Mods:` line. */
  mods: string[];
  /** Every other `Key: value` line, in order of appearance (keys as written). */
  headers: [string, string][];
  /**
   * Where each of `headers` has its value in the text it was read from (1-based line and column), for
   * problems about a value (`Rules: maxChain=two`). Absent for levels not read from XSB text.
   */
  headerAt?: { line: number; column: number }[];
  /** Free comment lines written before the board (without the leading `;`). */
  notes: string[];
  /** Line number of the first board row (SLC: of its `<Level>`), 1-based, for error messages. */
  line: number;
  /**
   * Where each board row is written, when not simply line `line + y` from column 1: SLC's `<L>` rows
   * start after the tag, and an RLE line holds several rows whose cells are runs (`columns[x]`: the
   * column of the glyph that wrote cell x). Read through `cellPlace`.
   */
  rowAt?: RowPlace[];
}

/** Where a board row is in the text it was read from (1-based). */
export interface RowPlace {
  line: number;
  column: number;
  columns?: number[];
}

/** Where a row read on `line` is: from column 1, or, for an RLE line, at the columns its cells came from. */
export function rowPlace(line: number, columns: number[] | undefined): RowPlace {
  return columns ? { line, column: columns[0] ?? 1, columns } : { line, column: 1 };
}

/** Keeps the rows' places on the level only when one is not simply `line + y` from column 1. */
export function keepRowPlaces(level: LevelSource, places: RowPlace[]): void {
  if (places.some((p) => p.columns)) level.rowAt = places;
}

/** The line and column (1-based) of board cell (x, y) in the text the level was read from. */
export function cellPlace(level: LevelSource, x: number, y: number): { line: number; column: number } {
  const row = level.rowAt?.[y];
  if (!row) return { line: level.line + y, column: x + 1 };
  return { line: row.line, column: row.columns?.[x] ?? row.column + x };
}

/** A multi-level file. */
export interface Collection {
  title?: string;
  author?: string;
  /** Comment and text lines before the first level (without `;`). */
  description: string[];
  /** `Key: value` lines before the first level other than Title, Author and Mods. */
  headers: [string, string][];
  /** `Mods:` of the whole collection; also merged into each level's `mods`. */
  mods: string[];
  levels: LevelSource[];
}

/** The name to show for a level: its title, or "Level N". */
export function levelTitle(level: Pick<LevelSource, 'title' | 'index'>): string {
  return level.title?.trim() || `Level ${level.index}`;
}

/** Board width (longest row) and height. */
export function boardSize(rows: readonly string[]): { width: number; height: number } {
  let width = 0;
  for (const r of rows) width = Math.max(width, r.length);
  return { width, height: rows.length };
}
