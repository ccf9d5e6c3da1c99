import type { LevelProblem } from '../core/level/problems';
import { boardSize, type Collection, type LevelSource, type RowPlace } from '../core/level/types';
import { CLASSIC_GLYPHS, emptyCollection, fileTooLarge, MAX_BOARD_SIDE, mergeMods } from '../core/level/xsb';
import { expandLurd } from '../core/lurd';
import { type ReadResult, withTitles } from './problems';
import {
  attribute,
  childElements,
  escapeAttribute,
  escapeText,
  parseXml,
  textOf,
  type XmlElement,
} from './xml';

/**
 * SLC: the XML collections of sokobano.de and letslogic (`<SokobanLevels>`, `<LevelCollection>`,
 * `<Level Id Width Height>` with `<L>` rows). SLC has no place for comments, solutions, notes, mods or
 * free headers, so the writer adds elements of its own inside `<Level>` and at the top (`<Comment>`,
 * `<Solution>`, `<Note>`, `<Mods>`, `<Header Key="...">`); programs that know only SLC skip them.
 */

export interface SlcOptions {
  /** Extra glyphs (from mods) that may appear in boards. */
  glyphs?: Iterable<string>;
}

const FLOOR_ALIASES: Record<string, string> = { '-': ' ', _: ' ' };

/** Reads SLC XML. Never throws; XML syntax problems come back as `bad-xml` with line and column. */
export function readSlc(text: string, options: SlcOptions = {}): ReadResult<Collection> {
  const problems: LevelProblem[] = [];
  const collection = emptyCollection();
  const tooLarge = fileTooLarge(text);
  if (tooLarge) return { collection, problems: [tooLarge] };
  const xml = parseXml(text);
  for (const p of xml.problems) problems.push({ code: 'bad-xml', ...p });
  const root = xml.root;
  if (!root) return { collection, problems };
  if (root.name.toLowerCase() !== 'sokobanlevels') {
    problems.push({
      code: 'not-slc',
      message: `the document element is <${root.name}>, not <SokobanLevels>`,
      line: root.line,
      column: root.column,
    });
    return { collection, problems };
  }
  const alphabet = new Set([...CLASSIC_GLYPHS, ...(options.glyphs ?? [])]);
  const claimed = new Set(options.glyphs ?? []);
  const levels: XmlElement[] = [];
  for (const child of childElements(root)) {
    const name = child.name.toLowerCase();
    if (name === 'title') collection.title = textOf(child).trim();
    else if (name === 'description') collection.description = textLines(textOf(child));
    else if (name === 'email') collection.headers.push(['Email', textOf(child).trim()]);
    else if (name === 'url') collection.headers.push(['Url', textOf(child).trim()]);
    else if (name === 'mods') collection.mods = mergeMods(collection.mods, textOf(child));
    else if (name === 'header') collection.headers.push(headerOf(child));
    else if (name === 'levelcollection') {
      const copyright = attribute(child, 'Copyright');
      if (copyright !== undefined && collection.author === undefined) collection.author = copyright.trim();
      levels.push(...childElements(child, 'Level'));
    }
    // Hand-written files often leave out <LevelCollection>: their levels are still levels.
    else if (name === 'level') levels.push(child);
    else collection.headers.push([child.name, textOf(child).trim()]);
  }
  for (const el of levels) {
    const position = collection.levels.length + 1;
    const level: LevelSource = {
      index: position,
      rows: [],
      solutions: [],
      mods: [...collection.mods],
      headers: [],
      notes: [],
      line: el.line,
    };
    for (const [name, value] of el.attributes) {
      const lower = name.toLowerCase();
      // A bare position number is how SLC writers label untitled levels.
      if (lower === 'id') {
        if (value.trim() !== String(position)) level.title = value.trim();
      } else if (lower === 'copyright') level.author = value.trim();
      else if (lower !== 'width' && lower !== 'height') level.headers.push([name, value]);
    }
    const rowAt: RowPlace[] = [];
    for (const child of childElements(el)) {
      const name = child.name.toLowerCase();
      if (name === 'l') {
        level.rows.push(readRow(child, level, alphabet, claimed, problems));
        // A row's text starts just after "<L>" (as long as no entity or line break comes first).
        rowAt.push({ ...child.content });
      } else if (name === 'comment') level.comment = textLines(textOf(child)).join('\n');
      else if (name === 'note') level.notes.push(textOf(child).trimEnd());
      else if (name === 'mods') level.mods = mergeMods(level.mods, textOf(child));
      else if (name === 'header') level.headers.push(headerOf(child));
      else if (name === 'solution') {
        // Read as XSB reads a Solution line, a typo named at its own line and column.
        const at = placeInText(child);
        const moves = expandLurd(textOf(child), (i) => `column ${at(i).column}`);
        if (moves.ok) {
          if (moves.lurd) level.solutions.push(moves.lurd);
        } else
          problems.push({
            code: 'bad-solution',
            message: `Solution: ${moves.message}`,
            level: position,
            ...at(moves.index),
          });
      } else level.headers.push([child.name, textOf(child).trim()]);
    }
    while (level.rows.length && level.rows[level.rows.length - 1] === '') level.rows.pop();
    // Problems of the whole level stay at its <Level> line; a cell's are at the cell.
    if (rowAt.length) level.rowAt = rowAt.slice(0, level.rows.length);
    if (level.rows.length > MAX_BOARD_SIDE)
      problems.push({
        code: 'too-large',
        message: `board taller than ${MAX_BOARD_SIDE} rows`,
        level: position,
        line: el.line,
      });
    collection.levels.push(level);
  }
  if (collection.levels.length === 0)
    problems.push({ code: 'no-levels', message: 'No level found: an SLC file lists <Level> elements.' });
  return { collection, problems: withTitles(problems, collection) };
}

function readRow(
  el: XmlElement,
  level: LevelSource,
  alphabet: ReadonlySet<string>,
  claimed: ReadonlySet<string>,
  problems: LevelProblem[],
): string {
  const raw = textOf(el).replace(/[\r\n]+/g, '');
  const chars = [...raw];
  // Columns count from the row's first character, just after "<L>", as long as no entity was used.
  chars.forEach((ch, i) => {
    if (!alphabet.has(ch) && !(ch in FLOOR_ALIASES))
      problems.push({
        code: 'unknown-glyph',
        message: `unknown character ${JSON.stringify(ch)} in the board`,
        level: level.index,
        line: el.content.line,
        column: el.content.column + i,
      });
  });
  if (chars.length > MAX_BOARD_SIDE)
    problems.push({
      code: 'too-large',
      message: `row longer than ${MAX_BOARD_SIDE} cells`,
      level: level.index,
      line: el.line,
    });
  return chars
    .map((ch) => (!claimed.has(ch) && ch in FLOOR_ALIASES ? FLOOR_ALIASES[ch] : ch))
    .join('')
    .trimEnd();
}

/**
 * Where the character at `index` of an element's text is in the file, counting from just after its
 * start tag (as long as no entity or CDATA comes before it).
 */
function placeInText(el: XmlElement): (index: number) => { line: number; column: number } {
  const text = textOf(el);
  return (index) => {
    const before = text.slice(0, index);
    const lineStart = before.lastIndexOf('\n') + 1;
    const breaks = before.split('\n').length - 1;
    return breaks
      ? { line: el.content.line + breaks, column: index - lineStart + 1 }
      : { line: el.content.line, column: el.content.column + index };
  };
}

function headerOf(el: XmlElement): [string, string] {
  return [attribute(el, 'Key') ?? 'Header', textOf(el).trim()];
}

/** Multi-line element text: without the layout lines around it and the indentation all lines share. */
function textLines(text: string): string[] {
  const lines = text.split('\n').map((l) => l.trimEnd());
  while (lines.length && lines[0] === '') lines.shift();
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  const indents = lines.filter((l) => l !== '').map((l) => /^[ \t]*/.exec(l)![0].length);
  const common = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(common));
}

export interface WriteSlcOptions {
  /** Leave out the elements SLC does not define (comments, solutions, notes, mods, headers). */
  strict?: boolean;
}

/** Writes SLC XML that `readSlc` reads back to the same collection. */
export function writeSlc(collection: Collection, options: WriteSlcOptions = {}): string {
  const ext = !options.strict;
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<SokobanLevels xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="SokobanLev.xsd">',
  ];
  if (collection.title !== undefined) out.push(`  <Title>${escapeText(collection.title)}</Title>`);
  if (collection.description.length)
    out.push('  <Description>', ...collection.description.map(escapeText), '  </Description>');
  for (const [k, v] of collection.headers) {
    const lower = k.toLowerCase();
    if (lower === 'email' || lower === 'url') {
      const tag = lower === 'email' ? 'Email' : 'Url';
      out.push(`  <${tag}>${escapeText(v)}</${tag}>`);
    } else if (ext) out.push(`  <Header Key="${escapeAttribute(k)}">${escapeText(v)}</Header>`);
  }
  if (ext && collection.mods.length) out.push(`  <Mods>${escapeText(collection.mods.join(', '))}</Mods>`);
  let maxWidth = 0;
  let maxHeight = 0;
  for (const l of collection.levels) {
    const { width, height } = boardSize(l.rows);
    maxWidth = Math.max(maxWidth, width);
    maxHeight = Math.max(maxHeight, height);
  }
  const copyright =
    collection.author !== undefined ? ` Copyright="${escapeAttribute(collection.author)}"` : '';
  out.push(`  <LevelCollection${copyright} MaxWidth="${maxWidth}" MaxHeight="${maxHeight}">`);
  collection.levels.forEach((level, n) => {
    const rows = level.rows.map((r) => r.replace(/[-_]/g, ' ').trimEnd());
    const { width, height } = boardSize(rows);
    const id = level.title ?? String(n + 1);
    const author = level.author !== undefined ? ` Copyright="${escapeAttribute(level.author)}"` : '';
    out.push(`    <Level Id="${escapeAttribute(id)}" Width="${width}" Height="${height}"${author}>`);
    for (const r of rows) out.push(`      <L>${escapeText(r)}</L>`);
    if (ext) {
      if (level.comment !== undefined) out.push(`      <Comment>${escapeText(level.comment)}</Comment>`);
      for (const note of level.notes) out.push(`      <Note>${escapeText(note)}</Note>`);
      const own = level.mods.filter((m) => !collection.mods.includes(m));
      if (own.length) out.push(`      <Mods>${escapeText(own.join(', '))}</Mods>`);
      for (const [k, v] of level.headers)
        out.push(`      <Header Key="${escapeAttribute(k)}">${escapeText(v)}</Header>`);
      for (const s of level.solutions) out.push(`      <Solution>${escapeText(s)}</Solution>`);
    }
    out.push('    </Level>');
  });
  out.push('  </LevelCollection>', '</SokobanLevels>');
  return `${out.join('\n')}\n`;
}
