import type { LevelProblem } from '../core/level/problems';
import { expandRle } from '../core/level/rle';
import {
  type Collection,
  keepRowPlaces,
  type LevelSource,
  type RowPlace,
  rowPlace,
} from '../core/level/types';
import { CLASSIC_GLYPHS, emptyCollection, fileTooLarge, MAX_BOARD_SIDE, mergeMods } from '../core/level/xsb';
import { looksLikeMoves, unexpectedMove } from '../core/lurd';
import type { Plugin } from '../core/plugin';
import { cleanRows } from './board';
import { solutionMetrics } from './metrics';
import { expandMoves, isMovesLine, wrapMoves } from './moves';
import { type ReadResult, withTitles } from './problems';

/**
 * The SOK format of Sokoban YASC and JSoko (file format 0.17-0.20): file notes, then puzzles, each a
 * title line, a board, puzzle notes, and saved games or solutions (a title line, move lines, notes).
 *
 * Mapping to `Collection` (see docs/FORMATS.md): `Collection:`/`Set:` (or `Title:`) in the file notes
 * is the collection title; other key lines are headers; free text is the description. A puzzle's
 * title line (or a `Title:` key) is its title; `Author:`, `Comment:`, `Mods:` are what they say; other
 * keys are headers; free text is notes. Move blocks titled "Solution..." are solutions; other titled
 * blocks are kept as `Snapshot`-style headers; an untitled block is a solution if it solves the level.
 */

export interface SokOptions {
  /** Extra glyphs (from mods) that may appear in boards. */
  glyphs?: Iterable<string>;
  /** Mods for replaying moves (untitled move blocks on reading, metrics in titles on writing). */
  catalogue?: ReadonlyMap<string, Plugin>;
}

/** SOK's alternative board letters. */
const ALIASES: Record<string, string> = { p: '@', P: '+', b: '$', B: '*', '-': ' ', _: ' ' };
const KEY_LINE = /^([A-Za-z][A-Za-z0-9 _-]{0,40}?)\s*:(.*)$/;
const COMMENT_START = /^comment\s*:\s*$/i;
const COMMENT_END = /^comment[-_ ]?end\s*:/i;
/** Key lines that are file or puzzle notes, never a title ("Collection: X" right before an untitled board). */
const NOT_A_TITLE =
  /^(collection|set|author|date created|date of last change|mods|rules|view|comment[-_ ]?end)\s*:/i;
const SOLUTION_TITLE = /^(best\s+)?solution\b/i;
/** Header keys that hold saved games (written back as move blocks). */
const SNAPSHOT_KEY = /snapshot|save ?game/i;
const SNAPSHOT_TITLE = /^[A-Za-z][A-Za-z0-9 _-]{0,40}$/;

type Kind = 'blank' | 'comment' | 'board' | 'moves' | 'text' | 'block';

interface Anchor {
  kind: 'board' | 'moves';
  start: number;
  /** Exclusive. */
  end: number;
  /** Index of its title line, or -1. */
  title: number;
}

function boardAlphabet(glyphs: Iterable<string> | undefined): Set<string> {
  const set = new Set([...CLASSIC_GLYPHS, ...(glyphs ?? [])]);
  for (const a of Object.keys(ALIASES)) set.add(a);
  return set;
}

/** One line on its own (no context): what a reader would take it for. `continuing`: after a board row. */
function classifyLine(line: string, alphabet: Set<string>, continuing: boolean): Exclude<Kind, 'block'> {
  const t = line.trim();
  if (t === '') return 'blank';
  // Comments, like keys, start in the first column: an indented line is text (see `escapeText`).
  if (line.startsWith('::')) return 'comment';
  // As in XSB: a line starting with a wall is a board row, so a stray character is reported, not
  // mistaken for text.
  if (t.startsWith('#') || /^\d+#/.test(t)) return 'board';
  let boardChars = true;
  let glyphs = 0;
  for (const ch of line.trimEnd()) {
    if (alphabet.has(ch)) {
      if (ch !== ' ') glyphs++;
    } else if (!/[0-9|()]/.test(ch)) {
      boardChars = false;
      break;
    }
  }
  // A row needs a glyph: "12" after a board is a note (XSB's "; 12"), not RLE.
  if (boardChars && glyphs > 0 && (continuing || line.includes('#'))) return 'board';
  if (isMovesLine(line)) return 'moves';
  return 'text';
}

/** Reads SOK text. Never throws; problems name the level, line and column. */
export function readSok(text: string, options: SokOptions = {}): ReadResult<Collection> {
  const problems: LevelProblem[] = [];
  const collection = emptyCollection();
  const tooLarge = fileTooLarge(text);
  if (tooLarge) return { collection, problems: [tooLarge] };
  const alphabet = boardAlphabet(options.glyphs);
  const claimed = new Set(options.glyphs ?? []);
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const kinds: Kind[] = [];
  /** Comment blocks: start line -> index after the block's last line. */
  const blocks = new Map<number, number>();
  for (let i = 0; i < lines.length; i++) {
    if (COMMENT_START.test(lines[i])) {
      let j = i + 1;
      while (
        j < lines.length &&
        !COMMENT_END.test(lines[j]) &&
        classifyLine(lines[j], alphabet, false) !== 'board'
      )
        j++;
      const end = j < lines.length && COMMENT_END.test(lines[j]) ? j + 1 : j;
      blocks.set(i, end);
      for (let k = i; k < end; k++) kinds.push('block');
      i = end - 1;
      continue;
    }
    kinds.push(classifyLine(lines[i], alphabet, kinds[i - 1] === 'board'));
  }
  // A lone moves-like line right before a board, after a blank line, is a title ("Lurd"), and nothing
  // before the first board can be a saved game.
  let firstBoard = kinds.indexOf('board');
  if (firstBoard < 0) firstBoard = lines.length;
  for (let i = 0; i < lines.length; i++) {
    if (kinds[i] !== 'moves') continue;
    if (i < firstBoard) {
      kinds[i] = 'text';
      continue;
    }
    const alone = (i === 0 || kinds[i - 1] === 'blank') && kinds[i + 1] !== 'moves';
    let next = i + 1;
    while (next < lines.length && kinds[next] === 'blank') next++;
    if (alone && kinds[next] === 'board') kinds[i] = 'text';
  }

  const anchors: Anchor[] = [];
  for (let i = 0; i < lines.length; i++) {
    const kind = kinds[i];
    if (kind !== 'board' && kind !== 'moves') continue;
    const start = i;
    while (i + 1 < lines.length && kinds[i + 1] === kind) i++;
    anchors.push({ kind, start, end: i + 1, title: titleLine(lines, kinds, start) });
  }

  const broken = brokenSolutions(lines, kinds, firstBoard);

  const regionStart = (a: Anchor | undefined) => (a ? (a.title >= 0 ? a.title : a.start) : lines.length);
  readFileNotes(lines, kinds, blocks, 0, regionStart(anchors[0]), collection);

  let level: LevelSource | null = null;
  for (let n = 0; n < anchors.length; n++) {
    const a = anchors[n];
    const notesEnd = regionStart(anchors[n + 1]);
    const title = a.title >= 0 ? titleText(lines[a.title]) : undefined;
    if (a.kind === 'board') {
      const places: RowPlace[] = [];
      level = {
        index: collection.levels.length + 1,
        rows: readBoard(lines, a, collection.levels.length + 1, alphabet, claimed, problems, places),
        solutions: [],
        mods: [...collection.mods],
        headers: [],
        notes: [],
        line: a.start + 1,
      };
      keepRowPlaces(level, places);
      if (title !== undefined) level.title = title;
      collection.levels.push(level);
      readLevelNotes(lines, kinds, blocks, a.end, notesEnd, level, true);
      continue;
    }
    if (!level) continue;
    if (!broken.has(a.title)) readMoves(lines, a, title, level, options, problems);
    readLevelNotes(lines, kinds, blocks, a.end, notesEnd, level, false);
  }
  for (const [, bad] of broken) {
    const owner = collection.levels.findLast((l) => l.line !== undefined && l.line <= bad.line);
    if (owner) problems.push({ ...bad, level: owner.index });
  }
  if (collection.levels.length === 0)
    problems.push({
      code: 'no-levels',
      message: 'No level found: a board is rows of #, $, ., @ and spaces.',
    });
  return { collection, problems: withTitles(problems, collection) };
}

/**
 * The title line of a board or move block starting at `start`: the last text line before it (blank
 * lines between are fine), provided that line follows a blank line, a comment, the start of the file,
 * or directly a board or move block (then it is the only text line there). A `::` comment between the
 * text and the block means "no title", and so does a key line that belongs to notes (`Author:`...).
 */
function titleLine(lines: readonly string[], kinds: readonly Kind[], start: number): number {
  let t = start - 1;
  while (t >= 0 && kinds[t] === 'blank') t--;
  if (t < 0 || kinds[t] !== 'text' || NOT_A_TITLE.test(lines[t])) return -1;
  const before = kinds[t - 1];
  return t === 0 || before === 'blank' || before === 'comment' || before === 'board' || before === 'moves'
    ? t
    : -1;
}

/** A title line's text; `Title: X` (and an XSB-style `; X`) give X. */
function titleText(line: string): string {
  const t = line.trim();
  const key = /^title\s*:(.*)$/i.exec(t);
  if (key) return key[1].trim();
  return t.startsWith(';') ? t.slice(1).trim() : t;
}

const MOVE_CHAR = /[lurdLURD0-9()[\]{}*\s]/;

/**
 * Move blocks titled `Solution…` whose lines hold a typo (`Rx`), by title line. Such a block runs from
 * its title to the next blank line, board or key line (`Date Created:`); a text line in it whose letters
 * are at least half l, u, r, d is moves with a typo, not a note, and is reported as XSB reports a bad
 * `Solution:` line (the block is then no solution, as in XSB).
 */
function brokenSolutions(
  lines: readonly string[],
  kinds: readonly Kind[],
  firstBoard: number,
): Map<number, LevelProblem & { line: number }> {
  const broken = new Map<number, LevelProblem & { line: number }>();
  for (let t = firstBoard; t < lines.length; t++) {
    if (kinds[t] !== 'text' || KEY_LINE.test(lines[t]) || !SOLUTION_TITLE.test(lines[t].trim())) continue;
    for (let i = t + 1; i < lines.length && (kinds[i] === 'moves' || kinds[i] === 'text'); i++) {
      if (kinds[i] === 'moves') continue;
      if (KEY_LINE.test(lines[i])) break;
      if (!looksLikeMoves(lines[i])) break;
      const column = [...lines[i]].findIndex((ch) => !MOVE_CHAR.test(ch));
      // Move characters without a letter (`12`) are a note.
      if (column < 0) break;
      const ch = [...lines[i]][column];
      broken.set(t, {
        code: 'bad-solution',
        message: `Solution: ${unexpectedMove(ch, `column ${column + 1}`)}`,
        line: i + 1,
        column: column + 1,
      });
      break;
    }
  }
  return broken;
}

/** Free text written with one extra leading space (see `escapeText`) loses it again. */
function unescapeText(line: string): string {
  const t = line.trimEnd();
  return t.startsWith(' ') ? t.slice(1) : t;
}

/** Appends a text line, keeping one blank line between paragraphs and none at the start. */
function pushText(target: string[], line: string): void {
  if (line === '' && (target.length === 0 || target[target.length - 1] === '')) return;
  target.push(line);
}

function trimBlankEnd(target: string[]): void {
  while (target.length && target[target.length - 1] === '') target.pop();
}

function blockBody(lines: readonly string[], start: number, end: number): string {
  const last = end - 1 > start && COMMENT_END.test(lines[end - 1]) ? end - 1 : end;
  return lines
    .slice(start + 1, last)
    .map((l) => l.trimEnd())
    .join('\n')
    .trim();
}

function readFileNotes(
  lines: readonly string[],
  kinds: readonly Kind[],
  blocks: ReadonlyMap<number, number>,
  from: number,
  to: number,
  collection: Collection,
): void {
  for (let i = from; i < to; i++) {
    const kind = kinds[i];
    if (kind === 'comment') continue;
    if (kind === 'blank') {
      pushText(collection.description, '');
      continue;
    }
    if (kind === 'block') {
      const end = Math.min(blocks.get(i) ?? i + 1, to);
      for (const l of blockBody(lines, i, end).split('\n')) pushText(collection.description, l);
      i = end - 1;
      continue;
    }
    const key = KEY_LINE.exec(lines[i]);
    if (key) {
      const k = key[1].trim();
      const value = key[2].trim();
      const lower = k.toLowerCase();
      if ((lower === 'collection' || lower === 'set' || lower === 'title') && collection.title === undefined)
        collection.title = value;
      else if (lower === 'author' && collection.author === undefined) collection.author = value;
      else if (lower === 'mods') collection.mods = mergeMods(collection.mods, value);
      else collection.headers.push([k, value]);
      continue;
    }
    pushText(collection.description, unescapeText(lines[i]));
  }
  trimBlankEnd(collection.description);
}

/** Puzzle notes (`own`) or the notes after a saved game (keys there never retitle the level). */
function readLevelNotes(
  lines: readonly string[],
  kinds: readonly Kind[],
  blocks: ReadonlyMap<number, number>,
  from: number,
  to: number,
  level: LevelSource,
  own: boolean,
): void {
  for (let i = from; i < to; i++) {
    const kind = kinds[i];
    if (kind === 'comment') continue;
    if (kind === 'blank') {
      if (level.notes.length) pushText(level.notes, '');
      continue;
    }
    if (kind === 'block') {
      const end = Math.min(blocks.get(i) ?? i + 1, to);
      level.comment = blockBody(lines, i, end);
      i = end - 1;
      continue;
    }
    const key = kind === 'text' ? KEY_LINE.exec(lines[i]) : null;
    if (key) {
      const k = key[1].trim();
      const value = key[2].trim();
      const lower = k.toLowerCase();
      if (own && lower === 'title') level.title = value;
      else if (own && lower === 'author') level.author = value;
      else if (own && lower === 'comment') level.comment = value;
      else if (lower === 'mods') level.mods = mergeMods(level.mods, value);
      else level.headers.push([k, value]);
      continue;
    }
    pushText(level.notes, unescapeText(lines[i]));
  }
  trimBlankEnd(level.notes);
}

function readBoard(
  lines: readonly string[],
  a: Anchor,
  index: number,
  alphabet: Set<string>,
  claimed: ReadonlySet<string>,
  problems: LevelProblem[],
  /** Filled with where each row is written. */
  places: RowPlace[],
): string[] {
  const rows: string[] = [];
  for (let i = a.start; i < a.end; i++) {
    const line = lines[i].trimEnd();
    let column = 0;
    for (const ch of line) {
      column++;
      if (!alphabet.has(ch) && !/[0-9|()]/.test(ch))
        problems.push({
          code: 'unknown-glyph',
          message: `unknown character ${JSON.stringify(ch)} in the board`,
          level: index,
          line: i + 1,
          column,
        });
    }
    const expanded = /[0-9|()]/.test(line)
      ? expandRle(line, undefined, claimed)
      : { ok: true as const, rows: [line], columns: [undefined] };
    if (!expanded.ok) {
      problems.push({
        code: 'bad-rle',
        message: `bad run-length encoding: ${expanded.message}`,
        level: index,
        line: i + 1,
        column: expanded.column,
      });
      continue;
    }
    for (const [k, row] of expanded.rows.entries()) {
      if ([...row].length > MAX_BOARD_SIDE) {
        problems.push({
          code: 'too-large',
          message: `row longer than ${MAX_BOARD_SIDE} cells`,
          level: index,
          line: i + 1,
        });
        continue;
      }
      rows.push(
        [...row]
          .map((ch) => (!claimed.has(ch) && ALIASES[ch] ? ALIASES[ch] : ch))
          .join('')
          .trimEnd(),
      );
      const columns = expanded.columns[k];
      places.push(rowPlace(i + 1, columns));
    }
  }
  if (rows.length > MAX_BOARD_SIDE)
    problems.push({
      code: 'too-large',
      message: `board taller than ${MAX_BOARD_SIDE} rows`,
      level: index,
      line: a.start + 1,
    });
  return rows;
}

function readMoves(
  lines: readonly string[],
  a: Anchor,
  title: string | undefined,
  level: LevelSource,
  options: SokOptions,
  problems: LevelProblem[],
): void {
  const parsed = expandMoves(lines.slice(a.start, a.end).join(''));
  if (!parsed.ok) {
    problems.push({ code: 'bad-moves', message: parsed.message, level: level.index, line: a.start + 1 });
    return;
  }
  const solution =
    parsed.plain &&
    (title !== undefined
      ? SOLUTION_TITLE.test(title)
      : (() => {
          const m = solutionMetrics(level, parsed.lurd, { catalogue: options.catalogue });
          return m.ok && m.solved;
        })());
  if (solution) level.solutions.push(parsed.lurd);
  else {
    const key =
      title !== undefined && SNAPSHOT_TITLE.test(title) && !SOLUTION_TITLE.test(title) ? title : 'Snapshot';
    level.headers.push([SNAPSHOT_KEY.test(key) ? key : `${key} Snapshot`, parsed.lurd]);
  }
}

export interface WriteSokOptions {
  catalogue?: ReadonlyMap<string, Plugin>;
  /** Title solutions `Solution (moves 230, pushes 78)` when they replay (default true). */
  metrics?: boolean;
}

/** Writes a collection as SOK text that `readSok` reads back to the same collection. */
export function writeSok(collection: Collection, options: WriteSokOptions = {}): string {
  const alphabet = boardAlphabet(collection.levels.flatMap((l) => [...l.rows.join('')]));
  const out: string[] = [];
  /** Whether the reader could take the last line written for the title of what comes next. */
  const endsWithTitle = (): boolean => {
    for (let i = out.length - 1; i >= 0; i--) {
      const k = classifyLine(out[i], alphabet, false);
      if (k !== 'blank') return k === 'text' && !NOT_A_TITLE.test(out[i]);
    }
    return false;
  };
  if (collection.title !== undefined) out.push(`Collection: ${collection.title}`);
  if (collection.author !== undefined) out.push(`Author: ${collection.author}`);
  if (collection.mods.length) out.push(`Mods: ${collection.mods.join(', ')}`);
  for (const [k, v] of collection.headers) out.push(`${k}: ${v}`);
  if (out.length && collection.description.some((d) => d !== '')) out.push('');
  // Blank lines at the ends are layout (the reader drops them), so they are not written either.
  const description = [...collection.description];
  while (description.length && description[description.length - 1] === '') description.pop();
  for (const d of description) out.push(escapeText(d, alphabet));
  if (out.length) out.push('');

  for (const level of collection.levels) {
    const titled = level.title !== undefined && isSafeTitle(level.title, alphabet);
    if (titled) out.push(level.title!);
    // Text right before an untitled board would be read as its title; a comment line prevents it.
    else if (endsWithTitle()) out.push('::');
    out.push(...cleanRows(level.rows).map((r) => (r === '' ? '-' : r)));
    if (level.title !== undefined && !titled) out.push(`Title: ${level.title}`);
    if (level.author !== undefined) out.push(`Author: ${level.author}`);
    const own = level.mods.filter((m) => !collection.mods.includes(m));
    if (own.length) out.push(`Mods: ${own.join(', ')}`);
    const snapshots: [string, string][] = [];
    for (const [k, v] of level.headers) {
      if (SNAPSHOT_KEY.test(k) && SNAPSHOT_TITLE.test(k) && !SOLUTION_TITLE.test(k) && isMovesLine(v))
        snapshots.push([k, v]);
      else out.push(`${k}: ${v}`);
    }
    if (level.comment !== undefined) {
      if (level.comment.includes('\n')) out.push('Comment:', ...level.comment.split('\n'), 'Comment-End:');
      else out.push(`Comment: ${level.comment}`);
    }
    for (const n of level.notes) out.push(escapeText(n, alphabet));
    for (const s of level.solutions) {
      const moves = s.replace(/\s+/g, '');
      if (moves) out.push('', solutionTitle(level, moves, options), ...wrapMoves(moves));
    }
    for (const [k, v] of snapshots) out.push('', k, ...wrapMoves(v.replace(/\s+/g, '')));
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

function solutionTitle(level: LevelSource, lurd: string, options: WriteSokOptions): string {
  if (options.metrics === false) return 'Solution';
  const m = solutionMetrics(level, lurd, { catalogue: options.catalogue });
  return m.ok && m.solved ? `Solution (moves ${m.metrics.moves}, pushes ${m.metrics.pushes})` : 'Solution';
}

/** A title the reader takes back verbatim from a title line (otherwise it goes in a `Title:` key). */
function isSafeTitle(title: string, alphabet: Set<string>): boolean {
  return (
    title !== '' &&
    title === title.trim() &&
    !title.includes('\n') &&
    !title.startsWith(';') &&
    !/^title\s*:/i.test(title) &&
    !NOT_A_TITLE.test(title) &&
    !COMMENT_START.test(title) &&
    !COMMENT_END.test(title) &&
    classifyLine(title, alphabet, false) === 'text'
  );
}

/**
 * Free text that the reader would take for something else (a key line, a comment, a comment block)
 * or that starts with a space gets one leading space, which the reader removes. Text that looks like
 * a board or moves cannot be told apart in SOK and is written as is.
 */
function escapeText(line: string, alphabet: Set<string>): string {
  if (line === '') return '';
  const kind = classifyLine(line, alphabet, false);
  const risky =
    line.startsWith(' ') ||
    kind === 'comment' ||
    KEY_LINE.test(line) ||
    COMMENT_START.test(line) ||
    COMMENT_END.test(line);
  return risky ? ` ${line}` : line;
}
