import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPasted } from '../../src/ui/app/editor/paste';

const rowsOf = (text: string) => {
  const r = readPasted(text);
  if ('error' in r) throw new Error(r.error);
  return r;
};

describe('pasting onto the editor', () => {
  it('takes the first level of the text, and says how many there were', () => {
    const r = rowsOf('Title: Two\n\n#####\n#@$.#\n#####\nTitle: A\n\n####\n#@ #\n####\nTitle: B\n');
    expect(r.level.rows).toEqual(['#####', '#@$.#', '#####']);
    expect(r.level.title).toBe('A');
    expect(r.title).toBe('A');
    expect(r.count).toBe(2);
  });

  it("names an untitled level after its file's title only when the file holds it alone", () => {
    expect(rowsOf('Title: Alone\n\n#####\n#@$.#\n#####\n').title).toBe('Alone');
    expect(rowsOf('Title: Two\n\n#####\n#@$.#\n#####\n\n####\n#@ #\n####\n').title).toBeUndefined();
  });

  it('takes a level that cannot be played yet: it is there to be edited', () => {
    expect(rowsOf('#####\n#  .#\n#####').level.rows).toEqual(['#####', '#  .#', '#####']);
  });

  it('reads run-length rows and the other formats', () => {
    expect(rowsOf('5#|#@$.#|5#').level.rows).toEqual(['#####', '#@$.#', '#####']);
    const sok = 'Level 1\n#####\n#@$.#\n#####\n';
    expect(rowsOf(sok).level.rows).toEqual(['#####', '#@$.#', '#####']);
  });

  it('names the line and column of what it could not read', () => {
    expect(readPasted('#####\n#@$x#\n#####')).toEqual({
      error: expect.stringMatching(/^line 2, column 4: .*"x"/),
    });
    expect(readPasted('<xml>')).toEqual({ error: expect.stringMatching(/^line 1, column 1: /) });
    expect(readPasted('')).toHaveProperty('error');
  });

  it('refuses a board bigger than the editor', () => {
    const wide = `${'#'.repeat(70)}\n#@$.${' '.repeat(65)}#\n${'#'.repeat(70)}`;
    expect(readPasted(wide)).toEqual({ error: expect.stringContaining('up to 64 x 64') });
  });

  it('gives back any walled board exactly as it was written', () => {
    const cell = fc.constantFrom('#', ' ', '.', '$', '*', '@', '+');
    const board = fc
      .tuple(fc.integer({ min: 3, max: 12 }), fc.integer({ min: 1, max: 8 }))
      .chain(([w, h]) =>
        fc.array(fc.array(cell, { minLength: w - 2, maxLength: w - 2 }), { minLength: h, maxLength: h }),
      )
      .map((inner) => {
        const w = inner[0].length + 2;
        return ['#'.repeat(w), ...inner.map((r) => `#${r.join('')}#`), '#'.repeat(w)];
      });
    fc.assert(
      fc.property(board, (rows) => {
        expect(rowsOf(rows.join('\n')).level.rows).toEqual(rows);
      }),
    );
  });
});
