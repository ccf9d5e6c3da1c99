import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canvasPlacement, cellAtDevice, cellDeviceRect, deviceSize, fitBoard } from '../../src/ui/render/fit';

describe('fitBoard', () => {
  it('picks the largest whole-pixel tile that fits, centred on whole pixels', () => {
    expect(fitBoard(752, 552, { cols: 6, rows: 7 }, 1)).toEqual({ tile: 78, left: 142, top: 3 });
    expect(fitBoard(1000, 1000, { cols: 3, rows: 3 }, 1).tile).toBe(80);
    expect(fitBoard(1000, 1000, { cols: 3, rows: 3 }, 2).tile).toBe(160);
    expect(fitBoard(1232, 752, { cols: 49, rows: 44 }, 1).tile).toBe(17);
  });

  it('never overflows the host unless the minimum tile forces it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 120 }),
        fc.constantFrom(1, 1.25, 1.5, 2, 3),
        (w, h, cols, rows, dpr) => {
          const f = fitBoard(w, h, { cols, rows }, dpr);
          expect(Number.isInteger(f.tile) && Number.isInteger(f.left) && Number.isInteger(f.top)).toBe(true);
          expect(f.tile).toBeLessThanOrEqual(Math.max(4, Math.floor(80 * dpr)));
          if (f.tile > 4) {
            expect(cols * f.tile).toBeLessThanOrEqual(w);
            expect(rows * f.tile).toBeLessThanOrEqual(h);
            expect(f.left).toBeGreaterThanOrEqual(0);
            // One more pixel per tile would not fit (or the cap was reached).
            const bigger = f.tile + 1;
            const capped = f.tile === Math.floor(80 * dpr);
            expect(capped || cols * bigger > w || rows * bigger > h).toBe(true);
          }
        },
      ),
    );
  });

  it('sizes the backing store in device pixels', () => {
    expect(deviceSize(752, 552, 2)).toEqual({ width: 1504, height: 1104 });
    expect(deviceSize(100.4, 0, 1.5)).toEqual({ width: 151, height: 1 });
    expect(deviceSize(10, 10, Number.NaN)).toEqual({ width: 10, height: 10 });
  });
});

describe('cells and the canvas', () => {
  const bounds = { x0: 2, y0: 1, cols: 5, rows: 4 };
  const fit = { tile: 20, left: 7, top: 3 };

  it('maps device points to cells and back', () => {
    expect(cellAtDevice(7, 3, fit, bounds)).toEqual({ x: 2, y: 1 });
    expect(cellAtDevice(6.9, 3, fit, bounds)).toBeNull();
    expect(cellAtDevice(7 + 5 * 20 - 0.1, 3 + 4 * 20 - 0.1, fit, bounds)).toEqual({ x: 6, y: 4 });
    expect(cellAtDevice(7 + 5 * 20, 10, fit, bounds)).toBeNull();
    for (let y = 1; y < 5; y++) {
      for (let x = 2; x < 7; x++) {
        const r = cellDeviceRect(x, y, fit, bounds);
        expect(cellAtDevice(r.left + r.size / 2, r.top + r.size / 2, fit, bounds)).toEqual({ x, y });
      }
    }
  });

  it('puts the canvas just around the board, clipped to the host', () => {
    const inside = canvasPlacement(300, 200, { tile: 20, left: 50, top: 20 }, { cols: 5, rows: 4 });
    expect(inside).toEqual({ x: 50, y: 20, width: 100, height: 80, fit: { tile: 20, left: 0, top: 0 } });
    // A board wider than the host (minimum tile): the canvas fills the host, the board starts left of it.
    const over = canvasPlacement(30, 200, { tile: 4, left: -5, top: 90 }, { cols: 10, rows: 5 });
    expect(over).toEqual({ x: 0, y: 90, width: 30, height: 20, fit: { tile: 4, left: -5, top: 0 } });
  });
});
