import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game } from '../../src/core/game';
import { parseCollection, writeCollection } from '../../src/core/level/xsb';

const levelsDir = new URL('../../levels/', import.meta.url);
const shipped = readdirSync(levelsDir).filter((f) => f.endsWith('.xsb'));

describe('parseCollection', () => {
  it('reads comments, titles, authors, solutions and the collection header', () => {
    const { collection, problems } = parseCollection(
      [
        '; My set',
        '; by me',
        '',
        "; 1 'First'",
        '',
        '#####',
        '#@$.#',
        '#####',
        'Author: Ann',
        'Solution: R',
        '',
        '; 2',
        '######',
        '#@ $.#',
        '######',
        'Title: Second',
        'Comment: walk first',
        'Solution: r',
        'R',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(collection.description).toEqual(['My set', 'by me']);
    const [a, b] = collection.levels;
    expect(a).toMatchObject({ index: 1, title: 'First', author: 'Ann', solutions: ['R'], line: 6 });
    expect(a.rows).toEqual(['#####', '#@$.#', '#####']);
    expect(b).toMatchObject({ title: 'Second', comment: 'walk first', solutions: ['rR'], notes: ['2'] });
  });

  it('reads run counts in a Solution line, each letter keeping its case, and names a bad one', () => {
    const ok = parseCollection('#######\n#@ $ .#\n#######\nSolution: r2R');
    expect(ok.problems).toEqual([]);
    expect(ok.collection.levels[0].solutions).toEqual(['rRR']);
    const bad = parseCollection('#####\n#@$.#\n#####\nSolution: 3x');
    expect(bad.problems).toEqual([expect.objectContaining({ code: 'bad-solution', line: 4 })]);
  });

  it('names the bad character of a Solution line and its column, as --moves does its position', () => {
    const bad = parseCollection('#####\n#@$.#\n#####\nSolution: Rx');
    expect(bad.problems).toEqual([
      expect.objectContaining({
        code: 'bad-solution',
        message: 'Solution: unexpected "x" at column 12; LURD uses l, u, r, d',
        line: 4,
        column: 12,
      }),
    ]);
    const count = parseCollection('#####\n#@$.#\n#####\nSolution:  R2 ');
    expect(count.problems).toEqual([
      expect.objectContaining({
        message: 'Solution: the moves end with a count and no letter ("2" at column 13)',
        line: 4,
        column: 13,
      }),
    ]);
    expect(bad.collection.levels[0].solutions).toEqual([]);
  });

  it('names a typo on a line continuing a Solution at its own line and column, and drops the solution', () => {
    const text = '#####\n#@$.#\n#####\nSolution: R\nurdl\nRRu.L\n\n#####\n#@$.#\n#####\n';
    const { collection, problems } = parseCollection(text);
    expect(problems).toEqual([
      {
        code: 'bad-solution',
        message: 'Solution: unexpected "." at column 4; LURD uses l, u, r, d',
        level: 1,
        title: 'Level 1',
        line: 6,
        column: 4,
      },
    ]);
    expect(collection.levels.map((l) => [l.solutions, l.notes])).toEqual([
      [[], []],
      [[], []],
    ]);
  });

  it('continues a Solution on lines with run counts, and leaves a note after it a note', () => {
    const counts = parseCollection('#####\n#@$.#\n#####\nSolution: R\nrRL\n3l2R\n');
    expect(counts.problems).toEqual([]);
    expect(counts.collection.levels[0].solutions).toEqual(['RrRLlllRR']);
    const note = parseCollection('#####\n#@$.#\n#####\nSolution: R\nGood luck!\n\n#####\n#@$.#\n#####\n');
    expect(note.problems).toEqual([]);
    expect(note.collection.levels.map((l) => [l.solutions, l.notes])).toEqual([
      [['R'], []],
      [[], ['Good luck!']],
    ]);
  });

  it('continues a Solution line that stands before its board, or after a blank line, as it does after one', () => {
    const text = [
      '; One',
      'Solution: RR',
      'RR',
      '#######',
      '#@ $ .#',
      '#######',
      '',
      '; Two',
      'Solution: r',
      '2R',
      '#######',
      '#@ $ .#',
      '#######',
      '',
      'Solution: R',
      'RuL.',
      'Good luck!',
    ].join('\n');
    const { collection, problems } = parseCollection(text);
    expect(collection.levels.map((l) => [l.solutions, l.notes])).toEqual([
      [['RRRR'], ['One']],
      [['rRR'], ['Two', 'Good luck!']],
    ]);
    // A typo on a continuation line is named at its own line and column; that solution is dropped.
    expect(problems).toEqual([
      {
        code: 'bad-solution',
        message: 'Solution: unexpected "." at column 4; LURD uses l, u, r, d',
        level: 2,
        title: 'Level 2',
        line: 16,
        column: 4,
      },
    ]);
  });

  it('reads a Comment block before its board once, as the comment, not again as notes', () => {
    const text = [
      '; One',
      'Comment:',
      'Walk first,',
      '',
      'then push.',
      'Comment-End:',
      '#####',
      '#@$.#',
      '#####',
      '',
      '; Two',
      'Comment:',
      'Mind the corner.',
      'Comment-End:',
      '#####',
      '#@$.#',
      '#####',
    ].join('\n');
    const first = parseCollection(text);
    expect(first.problems).toEqual([]);
    expect(first.collection.description).toEqual([]);
    const texts = (c: typeof first.collection) => c.levels.map((l) => [l.comment, l.notes]);
    expect(texts(first.collection)).toEqual([
      ['Walk first,\n\nthen push.', ['One']],
      ['Mind the corner.', ['Two']],
    ]);
    // The writer puts the comment after the board; reading that back gives the same texts.
    const written = writeCollection(first.collection);
    expect(written.match(/Mind the corner/g)).toHaveLength(1);
    expect(texts(parseCollection(written).collection)).toEqual(texts(first.collection));
  });

  it('expands RLE counts and | row separators, keeping ragged rows and leading spaces', () => {
    const { collection, problems } = parseCollection('4#|#@$.#|3#2-#|  3#');
    expect(problems).toEqual([]);
    expect(collection.levels[0].rows).toEqual(['####', '#@$.#', '###--#', '  ###']);
    expect(parseCollection('5#|#@$.#|5#|').collection.levels[0].rows).toEqual(['#####', '#@$.#', '#####']);
  });

  it('expands RLE groups, the one reader the formats share', () => {
    const { collection, problems } = parseCollection('6#|#@$.-#|#2(-#)-#|6#');
    expect(problems).toEqual([]);
    expect(collection.levels[0].rows).toEqual(['######', '#@$.-#', '#-#-#-#', '######']);
    // A mod may claim a parenthesis as a glyph: then it is a cell, not a group.
    const claimed = parseCollection('5#|#@$(#|#.--#|5#', { glyphs: ['('] });
    expect(claimed.problems).toEqual([]);
    expect(claimed.collection.levels[0].rows[1]).toBe('#@$(#');
    expect(parseCollection('5#|#@$.#|2(#5#').problems).toContainEqual(
      expect.objectContaining({
        code: 'bad-rle',
        line: 1,
        column: 11,
        message: expect.stringContaining('never closed'),
      }),
    );
  });

  it('names level, line and column for an unknown character and bad RLE', () => {
    const { problems } = parseCollection('; one\n\n#####\n#@$x#\n#####\n\n####\n#@3\n####');
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'unknown-glyph', level: 1, line: 4, column: 4 }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'bad-rle', level: 2, line: 8, column: 3 }),
    );
  });

  it('refuses oversized files and boards without throwing', () => {
    expect(parseCollection('#'.repeat(9 * 1024 * 1024)).problems[0].code).toBe('file-too-large');
    expect(parseCollection('300#').problems[0].code).toBe('too-large');
    expect(parseCollection('hello\nworld').problems[0].code).toBe('no-levels');
  });

  it('collects Mods from the collection and the level', () => {
    const { collection } = parseCollection('Mods: ice\n\n####\n#@.#\n####\nMods: Holes, ice');
    expect(collection.mods).toEqual(['ice']);
    expect(collection.levels[0].mods).toEqual(['ice', 'holes']);
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(...'#@+$*. -_;:|0123456789\nTitleSolution:lurdLURDx'),
          maxLength: 400,
        }),
        (text) => {
          const r = parseCollection(text);
          expect(Array.isArray(r.problems)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        parseCollection(text);
      }),
      { numRuns: 300 },
    );
  });
});

describe('shipped levels', () => {
  it.each(shipped)('%s parses, validates and round-trips through the writer', (file) => {
    const text = readFileSync(new URL(file, levelsDir), 'utf8');
    const first = parseCollection(text);
    expect(first.problems).toEqual([]);
    expect(first.collection.levels.length).toBeGreaterThan(0);
    const again = parseCollection(writeCollection(first.collection));
    expect(again.problems).toEqual([]);
    // Line numbers move (the writer's layout is canonical); everything else must survive.
    const withoutLines = (c: typeof first.collection) => ({
      ...c,
      levels: c.levels.map(({ line: _, ...l }) => l),
    });
    expect(withoutLines(again.collection)).toEqual(withoutLines(first.collection));
    for (const level of first.collection.levels) {
      const { problems } = Game.tryLevel(level);
      expect(problems, `${file} level ${level.index}`).toEqual([]);
    }
  });
});
