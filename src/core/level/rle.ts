/**
 * Run-length encoded board rows, as XSB and SOK files write them: `3#` is `###`, `|` separates rows,
 * and (SOK) `2(#-)` repeats a group. Floor is written `-` so that runs and edges stay visible.
 */

/** Longest expansion accepted: a 256 x 256 board and its separators (bigger is a typo or an attack). */
const MAX_EXPANDED = 256 * 257;
const MAX_DEPTH = 16;

export type RleResult =
  /** `columns[y][x]`: the 1-based column of the character that wrote cell x of row y (a run's glyph). */
  { ok: true; rows: string[]; columns: number[][] } | { ok: false; message: string; column: number };

class RleError {
  constructor(
    readonly message: string,
    readonly column: number,
  ) {}
}

/**
 * Expands one line of RLE text into rows. Counts repeat the next character or `(group)`; a trailing
 * `|` is optional. `maxLength` bounds the expansion (default: a 256 x 256 board). Never throws: malformed text gives the message and the 1-based column.
 */
export function expandRle(
  text: string,
  maxLength = MAX_EXPANDED,
  /** Characters that are glyphs here, not syntax (a mod may claim `(` and `)`). */
  literal: ReadonlySet<string> = new Set(),
): RleResult {
  const chars = [...text];
  let i = 0;
  /** The expansion so far and, for each of its characters, the column it was written at. */
  const sequence = (depth: number): { out: string; cols: number[] } => {
    let out = '';
    const cols: number[] = [];
    while (i < chars.length) {
      if (chars[i] === ')' && !literal.has(')')) {
        if (depth === 0) throw new RleError('")" without a matching "("', i + 1);
        return { out, cols };
      }
      const countAt = i;
      let digits = '';
      while (i < chars.length && chars[i] >= '0' && chars[i] <= '9') digits += chars[i++];
      if (i >= chars.length)
        throw new RleError('the text ends with a count and nothing to repeat', countAt + 1);
      const count = digits ? Number.parseInt(digits, 10) : 1;
      if (count > maxLength) throw new RleError(`the count ${digits} is too large`, countAt + 1);
      const ch = chars[i];
      let piece: string;
      let pieceCols: number[];
      if (ch === '(' && !literal.has('(')) {
        if (depth >= MAX_DEPTH) throw new RleError('groups are nested too deeply', i + 1);
        const open = i++;
        ({ out: piece, cols: pieceCols } = sequence(depth + 1));
        if (chars[i] !== ')') throw new RleError('"(" is never closed', open + 1);
        i++;
      } else if ((ch === ')' && !literal.has(')')) || (ch === '|' && digits)) {
        throw new RleError(`a count before "${ch}" repeats nothing`, countAt + 1);
      } else {
        piece = ch;
        pieceCols = [i + 1];
        i++;
      }
      if (out.length + piece.length * count > maxLength)
        throw new RleError(`the expansion is longer than ${maxLength} characters`, countAt + 1);
      out += piece.repeat(count);
      for (let n = 0; n < count; n++) for (const c of pieceCols) cols.push(c);
    }
    return { out, cols };
  };
  try {
    const { out: flat, cols } = sequence(0);
    const rows = flat.split('|');
    const columns: number[][] = [[]];
    [...flat].forEach((ch, k) => {
      if (ch === '|') columns.push([]);
      else columns[columns.length - 1].push(cols[k]);
    });
    if (rows.length > 1 && rows[rows.length - 1] === '' && text.trimEnd().endsWith('|')) {
      rows.pop();
      columns.pop();
    }
    return { ok: true, rows, columns };
  } catch (e) {
    if (e instanceof RleError) return { ok: false, message: e.message, column: e.column };
    throw e;
  }
}

export interface WriteRleOptions {
  /** Between rows: `|` (one line, the default) or `\n` (one RLE row per line). */
  separator?: string;
  /** Shortest run written with a count (default 3: `##` is as short as `2#` and easier to read). */
  minRun?: number;
}

/** Encodes rows as RLE text that `expandRle` (and the core XSB reader) reads back to the same board. */
export function writeRle(rows: readonly string[], options: WriteRleOptions = {}): string {
  const minRun = Math.max(2, options.minRun ?? 3);
  return rows
    .map((row) => {
      const chars = [...row.replace(/[-_]/g, ' ').trimEnd()].map((c) => (c === ' ' ? '-' : c));
      // An empty interior row would vanish between separators or end a board: write it as floor.
      if (chars.length === 0) return '-';
      let out = '';
      for (let i = 0; i < chars.length; ) {
        let j = i + 1;
        while (j < chars.length && chars[j] === chars[i]) j++;
        const run = j - i;
        out += run >= minRun ? `${run}${chars[i]}` : chars[i].repeat(run);
        i = j;
      }
      return out;
    })
    .join(options.separator ?? '|');
}
