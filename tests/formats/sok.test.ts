import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readSok, writeSok } from '../../src/formats/sok';
import { closedBoard, textLine } from './arbitraries';

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/formats/${name}`, import.meta.url), 'utf8');

describe('readSok', () => {
  it('reads a Sokoban YASC file: header comments, file notes, titles, notes, solutions, snapshots', () => {
    const { collection, problems } = readSok(fixture('workshop-yasc.sok'));
    expect(problems).toEqual([]);
    expect(collection).toMatchObject({
      title: 'Workshop Warm-ups',
      author: 'Ada Lovelock',
      description: ['Five small puzzles made for testing the level kit; free to copy.'],
      headers: [
        ['Date Created', '2024-03-02  14:05:11'],
        ['Date of Last Change', '2024-03-09  18:40:02'],
        ['Difficulty', 'easy'],
      ],
    });
    const [warmUp, corner, doors, stairs, hall] = collection.levels;
    expect(warmUp).toMatchObject({
      title: 'Warm-up',
      rows: ['#######', '#@ $ .#', '#######'],
      solutions: ['rRR'],
    });
    expect(corner.comment).toBe('Push the lower boxes first.\nThe corner goal fills last.');
    expect(corner.author).toBe('Grace Hopper-Stone');
    expect(corner.solutions).toHaveLength(2);
    expect(corner.headers).toContainEqual(['Snapshot', 'Rurrdddd']);
    // Move RLE: r2ululu2l3dldRRl4u2rdD.
    expect(doors.solutions).toEqual(['ruulululldddldRRluuuurrdD']);
    expect(doors.comment).toBe('Both doors must stay open.');
    // An RLE board with | rows and SOK's letters for the pusher and boxes.
    expect(stairs.rows).toEqual(['#####', '#. .###', '# $$  #', '## @  #', ' ######']);
    expect(hall.headers).toContainEqual(['Reverse Mode Snapshot', '[]LL[ll]U']);
    expect(hall.line).toBe(90);
  });

  it('reads a JSoko-style file: titles as keys after the board, metric solution titles', () => {
    const { collection, problems } = readSok(fixture('workshop-jsoko.sok'));
    expect(problems).toEqual([]);
    // "Collection: ..." right before the first board is a file note, not that board's title.
    expect(collection.title).toBe('Workshop Warm-ups');
    expect(collection.levels.map((l) => l.title)).toEqual([
      'Warm-up',
      'Corner Store',
      'Two Doors',
      'Stairwell',
      'Long Hall',
    ]);
    expect(collection.levels[4].solutions).toEqual(['ddrRRRlllluurRRRRR']);
  });

  it('takes a title line before the board only where the format says it is one', () => {
    const text = [
      'First', // title: first text line of the file
      '#####',
      '#@$.#',
      '#####',
      'a note', // two text lines after a board: both notes
      'another note',
      '#####',
      '#@$.#',
      '#####',
      'lone line', // the only text line between two boards: the next title
      '#####',
      '#@$.#',
      '#####',
      '',
      'Solution',
      'R',
      '',
      'Date Created: 2024-01-01', // solution notes: kept on the level
      '',
      'Fourth',
      '',
      '#####',
      '#@$.#',
      '#####',
    ].join('\n');
    const { collection, problems } = readSok(text);
    expect(problems).toEqual([]);
    expect(collection.levels.map((l) => l.title)).toEqual(['First', undefined, 'lone line', 'Fourth']);
    expect(collection.levels[0].notes).toEqual(['a note', 'another note']);
    expect(collection.levels[2].solutions).toEqual(['R']);
    expect(collection.levels[2].headers).toEqual([['Date Created', '2024-01-01']]);
  });

  it('decides an untitled move block by replaying it: a solution if it solves the level', () => {
    const text = ['#######', '#@ $ .#', '#######', '', 'rRR', '', 'rR'].join('\n');
    const { collection } = readSok(text);
    expect(collection.levels[0].solutions).toEqual(['rRR']);
    expect(collection.levels[0].headers).toEqual([['Snapshot', 'rR']]);
  });

  it('reads a lone moves-like line before a board as a title', () => {
    const { collection } = readSok(
      ['Lurd', '', '#####', '#@$.#', '#####', '', 'dull', '#####', '#@$.#', '#####'].join('\n'),
    );
    expect(collection.levels.map((l) => l.title)).toEqual(['Lurd', 'dull']);
  });

  it('names line and column of bad boards and moves', () => {
    const { problems } = readSok(
      ['T', '#####', '#@$x#', '#####', '', 'U', '', '4#|#@$3(', '', 'Solution', 'rr2'].join('\n'),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'unknown-glyph', level: 1, line: 3, column: 4 }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'bad-rle', level: 2, line: 8, column: 8 }),
    );
    expect(problems).toContainEqual(expect.objectContaining({ code: 'bad-moves', level: 2, line: 11 }));
    expect(readSok('just words\n').problems).toEqual([expect.objectContaining({ code: 'no-levels' })]);
  });

  it('reports a Solution block with a typo as XSB reports a bad Solution line, and keeps it out of solutions', () => {
    const board = ['Title', '', '#####', '#@$.#', '#####', ''];
    const typo = readSok([...board, 'Solution', 'Rx'].join('\n'));
    expect(typo.problems).toEqual([
      expect.objectContaining({
        code: 'bad-solution',
        message: 'Solution: unexpected "x" at column 2; LURD uses l, u, r, d',
        level: 1,
        line: 8,
        column: 2,
      }),
    ]);
    expect(typo.collection.levels[0].solutions).toEqual([]);
    // A typo on a later line of the block spoils the whole solution, not just that line.
    const later = readSok([...board, 'Solution (moves 2)', 'lr', 'lR?', 'Date Created: today'].join('\n'));
    expect(later.problems).toEqual([expect.objectContaining({ code: 'bad-solution', line: 9, column: 3 })]);
    expect(later.collection.levels[0].solutions).toEqual([]);
    // Notes after the moves are notes, and words under a "Solution" heading are not moves.
    for (const text of [
      [...board, 'Solution', 'R', 'found by Ann'],
      [...board, 'Solution is hard.', 'Push it twice.'],
    ]) {
      expect(readSok(text.join('\n')).problems).toEqual([]);
    }
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(...'#@+$*.-_pPbB|()0123456789 \n:;lurdLURD[]{}*TitleSolutionComment-End'),
          maxLength: 400,
        }),
        (text) => {
          expect(Array.isArray(readSok(text).problems)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('writeSok', () => {
  it('keeps awkward titles and notes (keys, comments, moves-like words, leading spaces) (property)', () => {
    const awkward = fc.constantFrom(
      '#1',
      'lurd',
      'Dull',
      'Title: x',
      'Author: Bob',
      'Collection: Set',
      'Comment:',
      'Comment-End:',
      ':: not a comment',
      'Solution',
      'Snapshot',
      '12',
      'Level 3: Maze',
    );
    const awkwardNote = fc.constantFrom(
      'Copyright: me',
      ':: two colons',
      ' indented',
      'Comment:',
      'Comment-End:',
      '12',
      'Solution',
    );
    const level = fc.record({
      title: fc.option(fc.oneof(awkward, textLine), { nil: undefined }),
      notes: fc.array(fc.oneof(awkwardNote, textLine), { maxLength: 3 }),
      rows: closedBoard,
      solutions: fc.array(fc.constantFrom('R', 'lurd', 'uuLL'), { maxLength: 2 }),
    });
    fc.assert(
      fc.property(
        fc.array(level, { minLength: 1, maxLength: 4 }),
        fc.array(fc.oneof(awkwardNote, textLine), { maxLength: 3 }),
        (levels, description) => {
          const c = {
            description,
            headers: [],
            mods: [],
            levels: levels.map((l, i) => ({ ...l, index: i + 1, mods: [], headers: [], line: 1 })),
          };
          const back = readSok(writeSok(c));
          expect(back.problems).toEqual([]);
          expect(back.collection.description).toEqual(description);
          expect(back.collection.levels.map((l) => [l.title, l.notes, l.solutions, l.author])).toEqual(
            levels.map((l) => [l.title, l.notes, l.solutions, undefined]),
          );
        },
      ),
      { numRuns: 100 },
    );
  });

  it('titles solutions with their moves and pushes when they replay, plainly when not', () => {
    const { collection } = readSok(fixture('workshop-jsoko.sok'));
    collection.levels[0].solutions.push('r');
    const text = writeSok(collection);
    expect(text).toContain(
      'Warm-up\n#######\n#@ $ .#\n#######\n\nSolution (moves 3, pushes 2)\nrRR\n\nSolution\nr\n',
    );
    expect(text).toContain('Solution (moves 48, pushes 12)');
    expect(writeSok(collection, { metrics: false })).not.toContain('(moves');
  });

  it('keeps untitled levels untitled after text, and notes that look like keys stay notes', () => {
    const level = (notes: string[]) => ({
      index: 1,
      rows: ['#####', '#@$.#', '#####'],
      solutions: [],
      mods: [],
      headers: [],
      notes,
      line: 1,
    });
    const c = {
      description: ['Copyright: nobody', 'one line'],
      headers: [],
      mods: [],
      levels: [level(['1']), level(['Author: not a key']), level([])],
    };
    const back = readSok(writeSok(c));
    expect(back.problems).toEqual([]);
    expect(back.collection.description).toEqual(c.description);
    expect(back.collection.levels.map((l) => [l.title, l.notes, l.author])).toEqual([
      [undefined, ['1'], undefined],
      [undefined, ['Author: not a key'], undefined],
      [undefined, [], undefined],
    ]);
  });

  it('writes titles that would read as something else as Title: keys', () => {
    const c = {
      description: [],
      headers: [],
      mods: [],
      levels: ['#1', 'ruled', 'Title: odd', 'lurd', 'Author: Bob', 'Level 3: Maze'].map((title, i) => ({
        index: i + 1,
        title,
        rows: ['#####', '#@$.#', '#####'],
        solutions: [],
        mods: [],
        headers: [],
        notes: [],
        line: 1,
      })),
    };
    const back = readSok(writeSok(c));
    expect(back.collection.levels.map((l) => [l.title, l.author])).toEqual(
      ['#1', 'ruled', 'Title: odd', 'lurd', 'Author: Bob', 'Level 3: Maze'].map((t) => [t, undefined]),
    );
  });
});
