import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { glyphsOf } from '../../src/core/game';
import type { Collection } from '../../src/core/level/types';
import { type FormatName, readFormat, solutionMetrics, writeFormat } from '../../src/formats';
import { MODS } from '../../src/mods';
import { collection, essentials } from './arbitraries';

const fixtures = new URL('../fixtures/formats/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, fixtures), 'utf8');
const levelsDir = new URL('../../levels/', import.meta.url);
const shipped = readdirSync(levelsDir).filter((f) => f.endsWith('.xsb'));

function roundTrip(c: Collection, format: FormatName): Collection {
  const written = writeFormat(c, format);
  const back = readFormat(written, format);
  expect(back.problems, written).toEqual([]);
  return back.collection;
}

describe('every format keeps boards, titles, authors, comments and solutions', () => {
  it.each(['xsb', 'sok', 'slc'] as const)('%s: random collections survive write -> read', (format) => {
    fc.assert(
      fc.property(collection, (c) => {
        const back = roundTrip(c, format);
        expect(essentials(back)).toEqual(essentials(c));
        expect(back.description).toEqual(c.description);
        expect(back.headers).toEqual(c.headers);
        expect(back.mods).toEqual(c.mods);
      }),
      { numRuns: 60 },
    );
  });

  it('xsb (RLE boards): random collections survive write -> read', () => {
    fc.assert(
      fc.property(collection, (c) => {
        const back = readFormat(writeFormat(c, 'xsb', { rle: true }), 'xsb');
        expect(back.problems).toEqual([]);
        expect(essentials(back.collection)).toEqual(essentials(c));
      }),
      { numRuns: 40 },
    );
  });

  it('xsb: a Comment block before its board is read once, and survives read -> write -> read', () => {
    // The writer puts a comment after its board, so the property above never reads one before it.
    const commentFirst = (c: Collection) =>
      c.levels
        .flatMap((l) => [
          ...l.notes.map((n) => `; ${n}`),
          ...(l.comment === undefined ? [] : ['Comment:', ...l.comment.split('\n'), 'Comment-End:']),
          ...l.rows,
          ...(l.title === undefined ? [] : [`Title: ${l.title}`]),
          '',
        ])
        .join('\n');
    const texts = (c: Collection) =>
      c.levels.map((l) => ({ title: l.title, comment: l.comment, notes: l.notes }));
    fc.assert(
      fc.property(collection, (c) => {
        const first = readFormat(commentFirst(c), 'xsb');
        expect(first.problems).toEqual([]);
        expect(texts(first.collection)).toEqual(texts(c));
        expect(essentials(roundTrip(first.collection, 'xsb'))).toEqual(essentials(first.collection));
      }),
      { numRuns: 60 },
    );
  });

  it('url: every level keeps its board, texts, mods, headers and first solution', () => {
    fc.assert(
      fc.property(collection, (c) => {
        const back = roundTrip(c, 'url');
        const firstOnly = {
          ...c,
          levels: c.levels.map((l) => ({ ...l, solutions: l.solutions.slice(0, 1) })),
        };
        const { title: _t, author: _a, ...levels } = essentials(firstOnly, { notes: false });
        const { title: _t2, author: _a2, ...got } = essentials(back, { notes: false });
        expect(got).toEqual(levels);
      }),
      { numRuns: 40 },
    );
  });

  it('chains of conversions through every format end where they started', () => {
    fc.assert(
      fc.property(
        collection,
        fc.shuffledSubarray(['xsb', 'sok', 'slc'] as const, { minLength: 3 }),
        (c, order) => {
          let current = c;
          for (const f of order) current = roundTrip(current, f);
          expect(essentials(current)).toEqual(essentials(c));
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('real-looking files', () => {
  const sources = {
    xsb: readFormat(fixture('workshop.xsb'), 'xsb'),
    yasc: readFormat(fixture('workshop-yasc.sok'), 'sok'),
    jsoko: readFormat(fixture('workshop-jsoko.sok'), 'sok'),
    slc: readFormat(fixture('workshop.slc'), 'slc'),
  };

  it('all four read without problems to the same boards and titles', () => {
    for (const [name, r] of Object.entries(sources)) expect(r.problems, name).toEqual([]);
    const boards = (c: Collection) =>
      c.levels.map((l) => ({ title: l.title, rows: essentials(c).levels[l.index - 1].rows }));
    const reference = boards(sources.xsb.collection);
    expect(reference.map((l) => l.title)).toEqual([
      'Warm-up',
      'Corner Store',
      'Two Doors',
      'Stairwell',
      'Long Hall',
    ]);
    expect(boards(sources.yasc.collection)).toEqual(reference);
    expect(boards(sources.jsoko.collection)).toEqual(reference);
    expect(boards(sources.slc.collection)).toEqual(reference);
  });

  it('the XSB and both SOK files agree on authors, comments and solutions', () => {
    const pick = (c: Collection) =>
      c.levels.map((l) => ({ author: l.author, comment: l.comment, solutions: l.solutions }));
    const reference = pick(sources.xsb.collection);
    expect(reference[1].solutions).toHaveLength(2);
    expect(pick(sources.yasc.collection)).toEqual(reference);
    expect(pick(sources.jsoko.collection)).toEqual(reference);
    for (const r of Object.values(sources)) {
      expect(r.collection.title).toBe('Workshop Warm-ups');
      expect(r.collection.author).toBe('Ada Lovelock');
    }
  });

  it.each(Object.keys(sources))('%s converts to every format and back unchanged', (name) => {
    const source = sources[name as keyof typeof sources].collection;
    for (const format of ['xsb', 'sok', 'slc'] as const) {
      const back = roundTrip(source, format);
      expect(essentials(back), format).toEqual(essentials(source));
      expect(back.headers, format).toEqual(source.headers);
      expect(back.description, format).toEqual(source.description);
    }
  });
});

describe('shipped collections', () => {
  it.each(shipped)('%s survives sok, slc and url', (file) => {
    const source = readFormat(readFileSync(new URL(file, levelsDir), 'utf8'), 'xsb').collection;
    for (const format of ['sok', 'slc'] as const) {
      const back = roundTrip(source, format);
      expect(essentials(back), format).toEqual(essentials(source));
      expect(back.description, format).toEqual(source.description.slice(0, lastText(source.description)));
    }
    const viaUrl = roundTrip(source, 'url');
    expect(essentials(viaUrl, { notes: false }).levels).toEqual(essentials(source, { notes: false }).levels);
  });
});

describe('mod collections', () => {
  const modsDir = new URL('../../levels/mods/', import.meta.url);
  const modFiles = readdirSync(modsDir).filter((f) => f.endsWith('.xsb'));
  const options = { glyphs: glyphsOf(MODS), catalogue: MODS };

  it.each(modFiles)('%s keeps its mod glyphs, mods and rules in every format', (file) => {
    const source = readFormat(readFileSync(new URL(file, modsDir), 'utf8'), 'xsb', options);
    expect(source.problems).toEqual([]);
    for (const format of ['xsb', 'sok', 'slc', 'url'] as const) {
      const back = readFormat(writeFormat(source.collection, format, options), format, options);
      expect(back.problems, format).toEqual([]);
      const keep = (c: Collection) =>
        essentials(c, { notes: format !== 'url' }).levels.map((l) =>
          format === 'url' ? { ...l, solutions: l.solutions.slice(0, 1) } : l,
        );
      expect(keep(back.collection), format).toEqual(keep(source.collection));
    }
    for (const level of source.collection.levels)
      for (const s of level.solutions) {
        const m = solutionMetrics(level, s, { catalogue: MODS });
        expect(m.ok && m.solved, `${level.title}: ${m.ok ? 'unsolved' : m.error}`).toBe(true);
      }
  });
});

/** Blank lines at the end of a description are layout and not kept. */
function lastText(lines: readonly string[]): number {
  let n = lines.length;
  while (n > 0 && lines[n - 1] === '') n--;
  return n;
}
