import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSlc, writeSlc } from '../../src/formats/slc';

const fixture = readFileSync(new URL('../fixtures/formats/workshop.slc', import.meta.url), 'utf8');

describe('readSlc', () => {
  it('reads a letslogic-style file: title, description, e-mail, url, copyright, levels', () => {
    const { collection, problems } = readSlc(fixture);
    expect(problems).toEqual([]);
    expect(collection).toMatchObject({
      title: 'Workshop Warm-ups',
      author: 'Ada Lovelock',
      description: [
        'Five small puzzles made for testing the level kit; free to copy.',
        'Levels & solutions by Ada Lovelock and Grace Hopper-Stone.',
      ],
      headers: [
        ['Email', 'ada@example.org'],
        ['Url', 'https://example.org/sokoban/?set=warm-ups&page=1'],
      ],
    });
    expect(collection.levels).toHaveLength(5);
    expect(collection.levels[1]).toMatchObject({
      title: 'Corner Store',
      author: 'Grace Hopper-Stone',
      line: 17,
    });
    expect(collection.levels[2].rows[0]).toBe(' ######');
  });

  it('reads <Level> elements written straight under <SokobanLevels>, without <LevelCollection>', () => {
    const xml = [
      '<SokobanLevels>',
      '  <Title>Loose</Title>',
      '  <Level Id="Alone">',
      '    <L>#####</L>',
      '    <L>#@$x#</L>',
      '    <L>#####</L>',
      '  </Level>',
      '</SokobanLevels>',
    ].join('\n');
    const { collection, problems } = readSlc(xml);
    expect(collection.title).toBe('Loose');
    expect(collection.headers).toEqual([]);
    expect(collection.levels).toEqual([expect.objectContaining({ title: 'Alone', line: 3 })]);
    expect(collection.levels[0].rows).toEqual(['#####', '#@$x#', '#####']);
    expect(problems).toEqual([
      expect.objectContaining({ code: 'unknown-glyph', level: 1, title: 'Alone', line: 5, column: 11 }),
    ]);
  });

  it('reads a bare position number as "untitled", like the XSB "; 1" labels', () => {
    const xml =
      '<SokobanLevels><LevelCollection><Level Id="1"><L>#####</L><L>#@$.#</L><L>#####</L></Level><Level Id="1"><L>#####</L><L>#@$.#</L><L>#####</L></Level></LevelCollection></SokobanLevels>';
    expect(readSlc(xml).collection.levels.map((l) => l.title)).toEqual([undefined, '1']);
  });

  it("names a <Solution>'s bad character at its own line and column, as XSB names a Solution line's", () => {
    const level = (solution: string) =>
      [
        '<SokobanLevels>',
        '  <Level Id="A">',
        '    <L>######</L>',
        '    <L>#@$ .#</L>',
        '    <L>######</L>',
        `    <Solution Kind="moves">${solution}</Solution>`,
        '  </Level>',
        '</SokobanLevels>',
      ].join('\n');
    const one = readSlc(level('rRx'));
    expect(one.problems).toEqual([
      {
        code: 'bad-solution',
        message: 'Solution: unexpected "x" at column 30; LURD uses l, u, r, d',
        level: 1,
        title: 'A',
        line: 6,
        column: 30,
      },
    ]);
    expect(one.collection.levels[0].solutions).toEqual([]);
    // A solution wrapped over lines: the column counts from the start of the typo's own line.
    const wrapped = readSlc(level('\n      rR\n      R,\n    '));
    expect(wrapped.problems).toEqual([
      expect.objectContaining({
        message: 'Solution: unexpected "," at column 8; LURD uses l, u, r, d',
        line: 8,
        column: 8,
      }),
    ]);
    // Counts are read as in XSB.
    expect(readSlc(level('r2R')).collection.levels[0].solutions).toEqual(['rRR']);
  });

  it('reports XML errors and foreign documents with line and column, without throwing', () => {
    const broken = readSlc('<SokobanLevels>\n<LevelCollection>\n<Level Id="a"><L>#@x</L>\n</SokobanLevels>');
    expect(broken.problems).toContainEqual(expect.objectContaining({ code: 'bad-xml', line: 2, column: 1 }));
    expect(broken.problems).toContainEqual(
      expect.objectContaining({ code: 'unknown-glyph', level: 1, line: 3, column: 20 }),
    );
    expect(readSlc('<html><body/></html>').problems).toEqual([
      expect.objectContaining({ code: 'not-slc', line: 1, column: 1 }),
    ]);
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(...'<>/="SokobanLevels LevelCollection Level L #@$.'),
          maxLength: 300,
        }),
        (s) => {
          expect(Array.isArray(readSlc(s).problems)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('writeSlc', () => {
  it('writes the SLC layout with sizes, and escapes what XML needs', () => {
    const { collection } = readSlc(fixture);
    collection.levels[0].title = 'Warm <up> & "go"';
    const text = writeSlc(collection);
    expect(text).toContain('<LevelCollection Copyright="Ada Lovelock" MaxWidth="10" MaxHeight="9">');
    expect(text).toContain('<Level Id="Warm &lt;up&gt; &amp; &quot;go&quot;" Width="7" Height="3">');
    expect(text).toContain('<Level Id="Corner Store" Width="8" Height="9" Copyright="Grace Hopper-Stone">');
    expect(text).toContain('<Url>https://example.org/sokoban/?set=warm-ups&amp;page=1</Url>');
    expect(readSlc(text).collection.levels[0].title).toBe('Warm <up> & "go"');
  });

  it('keeps comments and solutions in elements of its own, or leaves them out with strict', () => {
    const { collection } = readSlc(fixture);
    collection.levels[0].solutions = ['rRR'];
    collection.levels[0].comment = 'two\nlines';
    const extended = writeSlc(collection);
    expect(extended).toContain('<Solution>rRR</Solution>');
    expect(readSlc(extended).collection.levels[0]).toMatchObject({
      solutions: ['rRR'],
      comment: 'two\nlines',
    });
    const strict = writeSlc(collection, { strict: true });
    expect(strict).not.toMatch(/<Solution>|<Comment>/);
    expect(readSlc(strict).problems).toEqual([]);
  });
});
