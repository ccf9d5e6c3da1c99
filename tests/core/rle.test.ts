import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandRle, writeRle } from '../../src/core/level/rle';
import { parseCollection } from '../../src/core/level/xsb';
import { board } from '../formats/arbitraries';

describe('RLE', () => {
  it('expands counts, | rows and (groups)', () => {
    expect(expandRle('3#4-p.#')).toEqual({ ok: true, rows: ['###----p.#'] });
    expect(expandRle('2(3(#-)#)')).toEqual({ ok: true, rows: ['#-#-#-##-#-#-#'] });
    expect(expandRle('--3#|3#-#|#pb.#|5#|')).toEqual({
      ok: true,
      rows: ['--###', '###-#', '#pb.#', '#####'],
    });
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
