import fc from 'fast-check';
import type { Collection, LevelSource } from '../../src/core/level/types';
import { randomLevel } from '../arbitraries';

/**
 * Collections whose every field each format can carry. Texts are made of words that cannot be taken
 * for board rows, move lines or keys in any format (each word has a letter outside l/u/r/d and no
 * colon), which is the one limit the plain-text formats share (docs/FORMATS.md).
 */
const WORDS = [
  'Ann',
  'box',
  'goal',
  'the',
  'tricky',
  'Sokoban',
  'a',
  'level',
  'nice',
  'Bob',
  'push',
  "it's",
  '42',
  'café',
  'x&y',
  '<tag>',
  '"quoted"',
  'naïve',
  '(hint)',
  'Zoë',
];
const word = fc.constantFrom(...WORDS);
/** A line of words starting with a capital-free word list; never empty, never padded. */
export const textLine = fc.array(word, { minLength: 1, maxLength: 6 }).map((w) => w.join(' '));
/** Titles must not be pure numbers (an SLC `Id="3"` at position 3 means "untitled"). */
export const title = textLine.filter((t) => !/^\d+$/.test(t));
const keyName = fc.constantFrom('Difficulty', 'Source', 'Date Created', 'Rating', 'Category');
const header = fc.tuple(keyName, textLine).map(([k, v]) => [k, v] as [string, string]);
const lurd = fc.string({ unit: fc.constantFrom(...'lurdLURD'), minLength: 1, maxLength: 150 });
const mods = fc.uniqueArray(fc.constantFrom('ice', 'holes', 'keys'), { maxLength: 2 });

export const board = fc
  .tuple(fc.integer({ min: 1, max: 1_000_000 }), fc.nat({ max: 3 }))
  .map(([seed, indent]) => {
    const rows = randomLevel(seed, 12, 5).split('\n');
    // Some boards are ragged: shift a few rows right so the left edge is not straight.
    return rows.map((r, y) => (y % 3 === 1 ? ' '.repeat(indent) + r : r));
  });

/** Boards closed all round (walled rectangles with inner walls, so some floor is cut off). */
export const closedBoard = fc
  .integer({ min: 1, max: 1_000_000 })
  .map((seed) => randomLevel(seed, 12, 5).split('\n'));

const level = fc.record(
  {
    rows: board,
    title,
    author: textLine,
    comment: fc.oneof(
      textLine,
      fc.array(textLine, { minLength: 2, maxLength: 3 }).map((l) => l.join('\n')),
    ),
    solutions: fc.array(lurd, { maxLength: 2 }),
    mods,
    headers: fc.array(header, { maxLength: 2 }),
    notes: fc.array(textLine, { maxLength: 2 }),
  },
  { requiredKeys: ['rows', 'solutions', 'mods', 'headers', 'notes'] },
);

export const collection: fc.Arbitrary<Collection> = fc
  .record(
    {
      title,
      author: textLine,
      description: fc.array(textLine, { maxLength: 3 }),
      headers: fc.array(header, { maxLength: 2 }),
      mods,
      levels: fc.array(level, { minLength: 1, maxLength: 4 }),
    },
    { requiredKeys: ['description', 'headers', 'mods', 'levels'] },
  )
  .map((c) => ({
    ...c,
    levels: c.levels.map(
      (l, i): LevelSource => ({
        ...l,
        index: i + 1,
        line: 1,
        // Readers merge the collection's mods into every level, so a level always lists them.
        mods: [...new Set([...c.mods, ...l.mods])],
      }),
    ),
  }));

/** What every format must keep, per level (line numbers and floor spelling are layout). */
export function essentials(c: Collection, options: { notes?: boolean; headers?: boolean } = {}) {
  return {
    title: c.title,
    author: c.author,
    levels: c.levels.map((l) => ({
      rows: l.rows.map((r) => r.replace(/[-_]/g, ' ').trimEnd()),
      title: l.title,
      author: l.author,
      comment: l.comment,
      solutions: l.solutions,
      mods: l.mods,
      ...(options.headers === false ? {} : { headers: l.headers }),
      ...(options.notes === false ? {} : { notes: l.notes }),
    })),
  };
}
