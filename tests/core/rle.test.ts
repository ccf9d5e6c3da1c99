import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandRle, writeRle } from '../../src/core/level/rle';
import { cellPlace } from '../../src/core/level/types';
import { parseCollection } from '../../src/core/level/xsb';
import { board } from '../formats/arbitraries';

describe('RLE', () => {
  it('expands counts, | rows and (groups)', () => {
    expect(expandRle('3#4-p.#')).toMatchObject({ ok: true, rows: ['###----p.#'] });
    expect(expandRle('2(3(#-)#)')).toMatchObject({ ok: true, rows: ['#-#-#-##-#-#-#'] });
    expect(expandRle('--3#|3#-#|#pb.#|5#|')).toMatchObject({
      ok: true,
      rows: ['--###', '###-#', '#pb.#', '#####'],
    });
  });

  it("gives each cell the column of the glyph that wrote it, a run's cells its glyph's", () => {
    expect(expandRle('3#|#p2(-.)')).toMatchObject({
      ok: true,
      rows: ['###', '#p-.-.'],
      columns: [
        [2, 2, 2],
        [4, 5, 8, 9, 8, 9],
      ],
    });
  });

  it('places a board problem of an RLE line at its character, not at line + row', () => {
    // Row 4's box is written at column 19 of line 1 (`#  $#` after the third |).
    const { collection } = parseCollection('5#|#@ .#|#   #|#  $#|5#\n');
    expect(cellPlace(collection.levels[0], 3, 3)).toEqual({ line: 1, column: 19 });
  });

  it('names the column of malformed text', () => {
    expect(expandRle('3#|2|#')).toEqual({
      ok: false,
      message: 'a count before "|" repeats nothing',
      column: 4,
    });
    expect(expandRle('#3')).toMatchObject({ ok: false, column: 2 });
    expect(expandRle('2(#')).toMatchObject({ ok: false, message: '"(" is never closed', column: 2 });
    expect(expandRle('#)')).toMatchObject({ ok: false, column: 2 });
    expect(expandRle('99999#')).toMatchObject({ ok: false, column: 1 });
    expect(expandRle('300(300(#))')).toMatchObject({ ok: false });
  });

  it('writes runs of three or more with counts, floor as -', () => {
    expect(writeRle(['  ####', '#@ $.#', '', '######'])).toBe('--4#|#@-$.#|-|6#');
    expect(writeRle(['####'], { separator: '\n', minRun: 2 })).toBe('4#');
  });

  it('reads back what it writes, through its own reader and the core XSB parser', () => {
    fc.assert(
      fc.property(board, (rows) => {
        const clean = rows.map((r) => r.trimEnd());
        const text = writeRle(rows);
        const own = expandRle(text);
        expect(own.ok && own.rows.map((r) => r.replace(/-/g, ' ').trimEnd())).toEqual(clean);
        const core = parseCollection(text);
        expect(core.problems).toEqual([]);
        expect(core.collection.levels[0].rows.map((r) => r.replace(/-/g, ' ').trimEnd())).toEqual(clean);
      }),
      { numRuns: 300 },
    );
  });
});
