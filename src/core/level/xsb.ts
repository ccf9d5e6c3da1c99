import { expandLurd, looksLikeMoves } from '../lurd';
import type { LevelProblem } from './problems';
import { expandRle } from './rle';
import {
  boardSize,
  type Collection,
  keepRowPlaces,
  type LevelSource,
  levelTitle,
  type RowPlace,
  rowPlace,
} from './types';

/** Glyphs of the classic game, plus the alternative floor characters `-` and `_`. */
export const CLASSIC_GLYPHS = '#@+$*. -_';
/** Files above this size are refused before parsing (the largest known collections are a few MB). */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;
export const MAX_BOARD_SIDE = 256;

/** A collection with no levels and no metadata, the starting point of every reader. */
export function emptyCollection(): Collection {
  return { description: [], headers: [], mods: [], levels: [] };
}

/** The problem for text over the size limit, or null. Every reader checks this before parsing. */
export function fileTooLarge(text: string): LevelProblem | null {
  if (text.length <= MAX_FILE_BYTES) return null;
  const mb = (n: number) => (n / 1048576).toFixed(1);
  return {
    code: 'file-too-large',
    message: `The file is ${mb(text.length)} MB; the limit is ${mb(MAX_FILE_BYTES)} MB.`,
  };
}

export interface ParseOptions {
  /** Extra glyphs (from mods) that may appear in boards. */
  glyphs?: Iterable<string>;
}

export interface ParseResult {
  collection: Collection;
  /** Syntax problems (unknown glyphs, bad RLE, size limits); structural checks are `validateLevel`'s. */
  problems: LevelProblem[];
}

type LineKind = 'blank' | 'comment' | 'header' | 'board' | 'text';

const HEADER = /^\s*([A-Za-z][A-Za-z0-9 _-]{0,40}?)\s*:(.*)$/;
/** Keys with their own fields in LevelSource/Collection; everything else is kept in `headers`. */
const KNOWN_KEYS = new Set(['title', 'author', 'comment', 'comment-end', 'solution', 'mods']);

/**
 * Parses XSB text: one or many levels, RLE rows, `;` comments, `Title:`/`Author:`/`Comment:`/
 * `Solution:`/`Mods:` lines. Never throws on any input: everything wrong comes back as problems.
 *
 * Attachment rules (docs/LEVELS.md): `Key: value` lines right after a board belong to it; comment lines
 * between two boards belong to the next one; before the first board, everything up to its last comment
 * paragraph is the collection's header.
 */
export function parseCollection(text: string, options: ParseOptions = {}): ParseResult {
  const problems: LevelProblem[] = [];
  const collection = emptyCollection();
  const tooLarge = fileTooLarge(text);
  if (tooLarge) return { collection, problems: [tooLarge] };
  const alphabet = new Set([...CLASSIC_GLYPHS, ...(options.glyphs ?? [])]);
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const kinds = lines.map((l) => classify(l, alphabet));

  // Pending material for the next level (comments since the last board's metadata).
  let pendingNotes: string[] = [];
  let pendingHeaders: [string, string, number][] = [];
  let current: LevelSource | null = null;
  /** True while key lines still attach to `current` (no blank line since its board). */
  let attached = false;
  let seenBoard = false;
  const headerParagraphs: string[][] = [[]];

  /**
   * The last line of the `Solution:` at line index `i`. Long solutions continue on following lines of
   * moves, counts included; a line that is mostly moves with a typo (`RRuxL`) continues it too, so the
   * typo is reported rather than the line taken for the next level's note.
   */
  const solutionEnd = (i: number): number => {
    let j = i + 1;
    while (j < lines.length && kinds[j] === 'text' && looksLikeMoves(lines[j])) j++;
    return j - 1;
  };

  /**
   * The `Comment:` block at line index `i`: its lines up to `Comment-End:` (or a board), and the index
   * of its last line, so a block before its board is read once, as the comment, and not again as notes.
   */
  const commentBlock = (i: number): { body: string[]; end: number } => {
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && kinds[j] !== 'board'; j++) {
      if (/^\s*comment[-_ ]?end\s*:/i.test(lines[j])) return { body, end: j };
      body.push(lines[j].trimEnd());
    }
    return { body, end: j - 1 };
  };

  const applyKey = (target: LevelSource, key: string, value: string, line: number, i: number): number => {
    const k = key.toLowerCase();
    if (k === 'title') target.title = value;
    else if (k === 'author') target.author = value;
    else if (k === 'mods') target.mods = mergeMods(target.mods, value);
    else if (k === 'solution' || k.startsWith('solution')) {
      // Each line's text keeps its place in the file, so a bad character is named at its own line
      // and column.
      const raw = lines[line - 1];
      const parts = [{ line, start: raw.indexOf(':') + 1, text: raw.slice(raw.indexOf(':') + 1) }];
      const end = solutionEnd(i);
      for (let j = i + 1; j <= end; j++) parts.push({ line: j + 1, start: 0, text: lines[j] });
      const partAt = (index: number) => {
        let offset = index;
        for (const part of parts) {
          if (offset <= part.text.length) return { line: part.line, column: part.start + offset + 1 };
          offset -= part.text.length + 1;
        }
        return { line, column: 1 };
      };
      const moves = parts.map((part) => part.text).join('\n');
      const expanded = expandLurd(moves, (index) => `column ${partAt(index).column}`);
      if (!expanded.ok) {
        problems.push({
          code: 'bad-solution',
          message: `Solution: ${expanded.message}`,
          level: target.index,
          ...partAt(expanded.index),
        });
      } else if (expanded.lurd) target.solutions.push(expanded.lurd);
      return end;
    } else if (k === 'comment') {
      if (value.trim() !== '') target.comment = value.trim();
      else {
        const { body, end } = commentBlock(i);
        target.comment = body.join('\n').trim();
        return end;
      }
    } else if (k !== 'comment-end') {
      target.headers.push([key, value]);
      // The value starts after the colon and its spaces (HEADER allows no colon in the key).
      const raw = lines[line - 1];
      const colon = raw.indexOf(':');
      const after = raw.slice(colon + 1);
      (target.headerAt ??= []).push({ line, column: colon + 2 + after.length - after.trimStart().length });
    }
    return i;
  };

  for (let i = 0; i < lines.length; i++) {
    const kind = kinds[i];
    const raw = lines[i];
    if (kind === 'board') {
      // Collect the whole board block.
      const start = i;
      const block: string[] = [];
      while (i < lines.length && kinds[i] === 'board') block.push(lines[i++]);
      i--;
      const level: LevelSource = {
        index: collection.levels.length + 1,
        rows: [],
        solutions: [],
        mods: [...collection.mods],
        headers: [],
        notes: [],
        line: start + 1,
      };
      if (!seenBoard) {
        // Before the first board: the last comment paragraph is the level's, the rest the collection's.
        // A lone paragraph is the level's only when it touches the board; otherwise it describes the file.
        const paragraphs = headerParagraphs.filter((p) => p.length > 0);
        const touches = start > 0 && kinds[start - 1] !== 'blank';
        pendingNotes = paragraphs.length > 1 || touches ? (paragraphs.pop() ?? []) : [];
        collection.description = paragraphs.flatMap((p, n) => (n > 0 ? ['', ...p] : p));
        seenBoard = true;
      }
      level.notes = pendingNotes;
      for (const [k, v, ln] of pendingHeaders) applyKey(level, k, v, ln, ln - 1);
      pendingNotes = [];
      pendingHeaders = [];
      const places: RowPlace[] = [];
      level.rows = expandBoard(block, start, level.index, alphabet, problems, places);
      keepRowPlaces(level, places);
      const named = level.notes.map((n) => /^\s*\d+\s+'(.+)'\s*$/.exec(n)?.[1]).find(Boolean);
      if (named) level.title = named;
      collection.levels.push(level);
      current = level;
      attached = true;
      continue;
    }
    if (kind === 'blank') {
      attached = false;
      if (!seenBoard) headerParagraphs.push([]);
      continue;
    }
    if (kind === 'header') {
      const m = HEADER.exec(raw)!;
      const key = m[1].trim();
      const value = m[2].trim();
      const k = key.toLowerCase();
      if (current && attached) {
        i = applyKey(current, key, value, i + 1, i);
        continue;
      }
      if (!seenBoard) {
        if (k === 'title') collection.title = value;
        else if (k === 'author') collection.author = value;
        else if (k === 'mods') collection.mods = mergeMods(collection.mods, value);
        else if (KNOWN_KEYS.has(k) || k.startsWith('solution')) pendingHeaders.push([key, value, i + 1]);
        else collection.headers.push([key, value]);
      } else {
        pendingHeaders.push([key, value, i + 1]);
      }
      // A Solution line or Comment block before its board is applied with the board (applyKey reads
      // its following lines then); those lines are its moves or comment, not notes.
      if (k.startsWith('solution')) i = solutionEnd(i);
      else if (k === 'comment' && value === '') i = commentBlock(i).end;
      continue;
    }
    // Comment or free text.
    const note = kind === 'comment' ? raw.trimStart().slice(1).replace(/^ /, '').trimEnd() : raw.trimEnd();
    if (!seenBoard) headerParagraphs[headerParagraphs.length - 1].push(note);
    else pendingNotes.push(note);
  }
  // Key lines and notes after the last board belong to it.
  if (current) {
    for (const [k, v, ln] of pendingHeaders) applyKey(current, k, v, ln, ln - 1);
    current.notes.push(...pendingNotes);
  }
  if (collection.levels.length === 0) {
    problems.push({
      code: 'no-levels',
      message: 'No level found: a board is rows of #, $, ., @ and spaces.',
    });
  }
  // Titles are known only once a level's trailing lines are read: name the level in its problems now.
  const titled = problems.map((p) => {
    const level = p.level === undefined ? undefined : collection.levels[p.level - 1];
    return level ? { ...p, title: levelTitle(level) } : p;
  });
  return { collection, problems: titled };
}

/** Adds the mod names of a `Mods:` value (comma or space separated, any case) to a list, once each. */
export function mergeMods(existing: readonly string[], value: string): string[] {
  const names = value
    .split(/[,\s]+/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set([...existing, ...names])];
}

function classify(line: string, alphabet: Set<string>): LineKind {
  const t = line.trim();
  if (t === '') return 'blank';
  if (t.startsWith(';')) return 'comment';
  if (t.startsWith('#') || /^\d+#/.test(t)) return 'board';
  let hasWall = false;
  let allBoard = true;
  for (const ch of line.trimEnd()) {
    if (ch === '#') hasWall = true;
    else if (!alphabet.has(ch) && !RLE_SYNTAX.has(ch)) {
      allBoard = false;
      break;
    }
  }
  if (allBoard && hasWall) return 'board';
  if (HEADER.test(line)) return 'header';
  return 'text';
}

/** RLE syntax a board line may hold besides glyphs, unless a mod claims the character as a glyph. */
const RLE_SYNTAX = new Set([...'0123456789|()']);

/** Expands RLE (runs, `(group)`s and `|` row separators), checks glyphs and size. */
function expandBoard(
  block: string[],
  firstLine: number,
  level: number,
  alphabet: Set<string>,
  problems: LevelProblem[],
  /** Filled with where each row is written. */
  places: RowPlace[],
): string[] {
  const rows: string[] = [];
  const literal = new Set([...'()'].filter((c) => alphabet.has(c)));
  block.forEach((line, offset) => {
    const lineNo = firstLine + offset + 1;
    const text = line.trimEnd();
    let column = 0;
    let plain = true;
    // Glyphs are checked on the written line, so a problem names the column the designer typed.
    for (const ch of text) {
      column++;
      if (alphabet.has(ch)) continue;
      if (RLE_SYNTAX.has(ch)) {
        plain = false;
        continue;
      }
      problems.push({
        code: 'unknown-glyph',
        message: `unknown character ${JSON.stringify(ch)} in the board`,
        level,
        line: lineNo,
        column,
      });
    }
    let expanded: readonly string[] = [text];
    let columns: readonly (number[] | undefined)[] = [undefined];
    if (!plain) {
      const r = expandRle(text, MAX_BOARD_SIDE * (MAX_BOARD_SIDE + 1), literal);
      if (!r.ok) {
        problems.push(rle(level, lineNo, r.column, r.message));
        return;
      }
      expanded = r.rows;
      columns = r.columns;
    }
    for (const [k, row] of expanded.entries()) {
      if (row.length > MAX_BOARD_SIDE) {
        problems.push({
          code: 'too-large',
          message: `row longer than ${MAX_BOARD_SIDE} cells`,
          level,
          line: lineNo,
        });
        return;
      }
      rows.push(row.trimEnd());
      const cols = columns[k];
      places.push(rowPlace(lineNo, cols));
    }
  });
  const { height } = boardSize(rows);
  if (height > MAX_BOARD_SIDE) {
    problems.push({
      code: 'too-large',
      message: `board taller than ${MAX_BOARD_SIDE} rows`,
      level,
      line: firstLine + 1,
    });
  }
  return rows;
}

function rle(level: number, line: number, column: number, what: string): LevelProblem {
  return { code: 'bad-rle', message: `bad run-length encoding: ${what}`, level, line, column };
}

/** Writes a collection as canonical XSB that `parseCollection` reads back to the same collection. */
export function writeCollection(collection: Collection): string {
  const out: string[] = [];
  for (const d of collection.description) out.push(d ? `; ${d}` : ';');
  if (collection.title !== undefined) out.push(`Title: ${collection.title}`);
  if (collection.author !== undefined) out.push(`Author: ${collection.author}`);
  if (collection.mods.length) out.push(`Mods: ${collection.mods.join(', ')}`);
  for (const [k, v] of collection.headers) out.push(`${k}: ${v}`);
  if (out.length) out.push('');
  for (const level of collection.levels) {
    out.push(writeLevel(level, collection.mods), '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** Writes one level: notes, board, then its key lines. `inherited` mods are not repeated. */
export function writeLevel(level: LevelSource, inherited: readonly string[] = []): string {
  const out: string[] = [];
  // Notes touch the board, which is what ties a lone paragraph to the level rather than the file.
  for (const n of level.notes) out.push(n ? `; ${n}` : ';');
  // An empty row would read as a blank line and end the board: write it as explicit floor.
  out.push(...level.rows.map((r) => (r === '' ? '-' : r)));
  if (level.title !== undefined) out.push(`Title: ${level.title}`);
  if (level.author !== undefined) out.push(`Author: ${level.author}`);
  if (level.comment !== undefined) {
    if (level.comment.includes('\n')) out.push('Comment:', ...level.comment.split('\n'), 'Comment-End:');
    else out.push(`Comment: ${level.comment}`);
  }
  const own = level.mods.filter((m) => !inherited.includes(m));
  if (own.length) out.push(`Mods: ${own.join(', ')}`);
  for (const [k, v] of level.headers) out.push(`${k}: ${v}`);
  for (const s of level.solutions) out.push(`Solution: ${s}`);
  return out.join('\n');
}
