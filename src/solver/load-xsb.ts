/**
 * Minimal XSB collection splitter for tests, the benchmark and the CLI commands.
 * A level is a run of board lines; `; N` comment lines name it, and `Title:` /
 * `Solution:` lines after a board are attached to it.
 */

export interface XsbLevel {
  /** 1-based position in the file. */
  readonly index: number;
  /** Text of the `; ...` comment that preceded the board, or the Title line, if any. */
  readonly name: string;
  readonly rows: string[];
  /** LURD strings from `Solution:` lines (possibly spread over following lines). */
  readonly solutions: string[];
}

const BOARD_LINE = /^[#@+$*. _-]*#[#@+$*. _-]*$/;

/** Splits a collection file into levels; text outside boards is ignored. */
export function loadXsb(text: string): XsbLevel[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const levels: { index: number; name: string; rows: string[]; solutions: string[] }[] = [];
  let pendingName = '';
  let current: (typeof levels)[number] | null = null;
  let inBoard = false;
  let readingSolution = false;
  for (const raw of lines) {
    const line = raw.replace(/\s+$/, '');
    if (BOARD_LINE.test(line) && !line.startsWith(';')) {
      if (!inBoard) {
        current = { index: levels.length + 1, name: pendingName, rows: [], solutions: [] };
        levels.push(current);
        inBoard = true;
        pendingName = '';
      }
      current!.rows.push(line);
      readingSolution = false;
      continue;
    }
    inBoard = false;
    const sol = /^solution\s*(?:\([^)]*\))?\s*:\s*(.*)$/i.exec(line);
    if (sol && current) {
      current.solutions.push(sol[1].replace(/\s+/g, ''));
      readingSolution = true;
      continue;
    }
    if (readingSolution && current && /^[lurdLURD]+$/.test(line)) {
      current.solutions[current.solutions.length - 1] += line;
      continue;
    }
    readingSolution = false;
    const comment = /^;\s*(.*)$/.exec(line);
    if (comment) pendingName = comment[1];
    const title = /^title:\s*(.*)$/i.exec(line);
    if (title && current && !current.name) current.name = title[1];
  }
  return levels;
}
