import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GridIndex } from '../../src/core/ecs/grid';

describe('GridIndex', () => {
  it('lists the occupants of a cell in ascending id, whatever order they came in', () => {
    const g = new GridIndex(3, 3, 8);
    g.insert(2, g.cell(1, 1));
    g.insert(1, g.cell(1, 1));
    g.insert(3, g.cell(1, 1));
    expect(g.occupants(1, 1)).toEqual([1, 2, 3]);
    expect(g.occupants(0, 0)).toEqual([]);
  });

  it('moves an entity by reinserting it, unlinking it from its old cell', () => {
    const g = new GridIndex(3, 3, 8);
    g.insert(1, g.cell(0, 0));
    g.insert(2, g.cell(0, 0));
    g.insert(3, g.cell(0, 0));
    g.insert(2, g.cell(2, 2));
    expect(g.occupants(0, 0)).toEqual([1, 3]);
    expect(g.occupants(2, 2)).toEqual([2]);
    expect(g.cellOf(2)).toBe(g.cell(2, 2));
    g.insert(2, g.cell(0, 0));
    expect(g.occupants(0, 0)).toEqual([1, 2, 3]);
  });

  it('removes head, middle and tail entries and forgets the cell', () => {
    const g = new GridIndex(2, 1, 8);
    for (const e of [1, 2, 3]) g.insert(e, 0);
    g.remove(2);
    expect(g.occupants(0, 0)).toEqual([1, 3]);
    g.remove(3);
    g.remove(1);
    expect(g.occupants(0, 0)).toEqual([]);
    expect(g.cellOf(1)).toBe(-1);
    g.remove(1);
    expect(g.first(0)).toBe(-1);
  });

  it('keeps its links when grown', () => {
    const g = new GridIndex(2, 2, 2);
    g.insert(1, 3);
    g.grow(10);
    g.insert(9, 3);
    g.insert(4, 3);
    expect(g.occupants(1, 1)).toEqual([1, 4, 9]);
  });

  it('lists each cell as the sorted set of its entities after any inserts and removes', () => {
    const width = 3;
    const op = fc.record({ eid: fc.integer({ min: 0, max: 11 }), cell: fc.integer({ min: -1, max: 5 }) });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const g = new GridIndex(width, 2, 12);
        const model = new Map<number, number>();
        for (const { eid, cell } of ops) {
          // cell -1 stands for a removal.
          if (cell === -1) {
            g.remove(eid);
            model.delete(eid);
          } else {
            g.insert(eid, cell);
            model.set(eid, cell);
          }
        }
        for (let cell = 0; cell < 6; cell++) {
          const expected = [...model].filter(([, c]) => c === cell).map(([e]) => e);
          expect(g.occupants(cell % width, Math.floor(cell / width))).toEqual(expected.sort((a, b) => a - b));
        }
        for (let eid = 0; eid < 12; eid++) expect(g.cellOf(eid)).toBe(model.get(eid) ?? -1);
      }),
      { numRuns: 300 },
    );
  });
});
