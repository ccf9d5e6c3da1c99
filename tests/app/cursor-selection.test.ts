import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CursorSelection, rectWords } from '../../src/ui/app/editor/cursor-selection';

const size = { width: 7, height: 6 };
const right = (s: CursorSelection, extend: boolean) => s.step(1, 0, size, extend);
const down = (s: CursorSelection, extend: boolean) => s.step(0, 1, size, extend);

describe('CursorSelection', () => {
  it('stretches a selection from the cell where the extending steps began', () => {
    const s = new CursorSelection();
    s.moveTo({ x: 1, y: 0 });
    expect(s.rect(size)).toBeNull();
    right(s, true);
    right(s, true);
    down(s, true);
    expect(s.rect(size)).toEqual({ x0: 1, y0: 0, x1: 3, y1: 1 });
    expect(s.cell(size)).toEqual({ x: 3, y: 1 });
    // Stepping back shrinks it, past the anchor it turns over.
    s.step(-1, 0, size, true);
    s.step(-1, 0, size, true);
    s.step(-1, 0, size, true);
    expect(s.rect(size)).toEqual({ x0: 1, y0: 0, x1: 0, y1: 1 });
  });

  it('ends the selection on a plain step, a move to a cell, or a cancel', () => {
    const s = new CursorSelection();
    right(s, true);
    right(s, false);
    expect([s.rect(size), s.cell(size)]).toEqual([null, { x: 2, y: 0 }]);
    down(s, true);
    s.moveTo({ x: 4, y: 4 });
    expect(s.rect(size)).toBeNull();
    down(s, true);
    expect(s.cancel()).toBe(true);
    expect(s.cancel()).toBe(false);
    expect([s.rect(size), s.cell(size)]).toEqual([null, { x: 4, y: 5 }]);
  });

  it('marks a corner at the cursor, which later steps stretch from', () => {
    const s = new CursorSelection();
    s.moveTo({ x: 2, y: 2 });
    s.mark(size);
    expect(s.rect(size)).toEqual({ x0: 2, y0: 2, x1: 2, y1: 2 });
    right(s, true);
    expect(s.rect(size)).toEqual({ x0: 2, y0: 2, x1: 3, y1: 2 });
  });

  it('keeps the cursor and the selection on the board, even as it shrinks', () => {
    const step = fc.record({
      dx: fc.integer({ min: -1, max: 1 }),
      dy: fc.integer({ min: -1, max: 1 }),
      extend: fc.boolean(),
      width: fc.integer({ min: 1, max: 12 }),
      height: fc.integer({ min: 1, max: 12 }),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const s = new CursorSelection();
        for (const { dx, dy, extend, width, height } of steps) {
          const board = { width, height };
          const anchor = s.rect(board);
          const from = s.cell(board);
          s.step(dx, dy, board, extend);
          const c = s.cell(board);
          expect(c.x).toBeGreaterThanOrEqual(0);
          expect(c.y).toBeGreaterThanOrEqual(0);
          expect(c.x).toBeLessThan(width);
          expect(c.y).toBeLessThan(height);
          const r = s.rect(board);
          if (!extend) expect(r).toBeNull();
          else {
            // The anchor stays where it was, or is the cell the stretch started from; the cursor is the other corner.
            expect(r && { x: r.x0, y: r.y0 }).toEqual(anchor ? { x: anchor.x0, y: anchor.y0 } : from);
            expect(r && { x: r.x1, y: r.y1 }).toEqual(c);
          }
        }
      }),
    );
  });
});

describe('rectWords', () => {
  it('says the size, then the top left and bottom right corners', () => {
    expect(rectWords({ x0: 1, y0: 0, x1: 3, y1: 1 })).toBe(
      '3 by 2 cells, from column 2, row 1 to column 4, row 2',
    );
    expect(rectWords({ x0: 3, y0: 1, x1: 1, y1: 0 })).toBe(
      '3 by 2 cells, from column 2, row 1 to column 4, row 2',
    );
    expect(rectWords({ x0: 4, y0: 2, x1: 4, y1: 2 })).toBe('1 by 1 cell, column 5, row 3');
  });

  it('counts the cells a fill of the rectangle paints, whichever corners name it', () => {
    const corner = fc.integer({ min: 0, max: 49 });
    fc.assert(
      fc.property(corner, corner, corner, corner, (x0, y0, x1, y1) => {
        const w = Math.abs(x1 - x0) + 1;
        const h = Math.abs(y1 - y0) + 1;
        const words = rectWords({ x0, y0, x1, y1 });
        expect(words).toMatch(new RegExp(`^${w} by ${h} cells?,`));
        expect(words).toBe(rectWords({ x0: x1, y0: y1, x1: x0, y1: y0 }));
      }),
    );
  });
});
