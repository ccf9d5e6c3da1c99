import { describe, expect, it } from 'vitest';
import { GridIndex } from '../../src/core/ecs/grid';

describe('GridIndex', () => {
  it('lists the occupants of a cell, newest first', () => {
    const g = new GridIndex(3, 3, 8);
    g.insert(1, g.cell(1, 1));
    g.insert(2, g.cell(1, 1));
    expect(g.occupants(1, 1)).toEqual([2, 1]);
    expect(g.occupants(0, 0)).toEqual([]);
  });

  it('moves an entity by reinserting it, unlinking it from its old cell', () => {
    const g = new GridIndex(3, 3, 8);
    g.insert(1, g.cell(0, 0));
    g.insert(2, g.cell(0, 0));
    g.insert(3, g.cell(0, 0));
    g.insert(2, g.cell(2, 2));
    expect(g.occupants(0, 0)).toEqual([3, 1]);
    expect(g.occupants(2, 2)).toEqual([2]);
    expect(g.cellOf(2)).toBe(g.cell(2, 2));
  });

  it('removes head, middle and tail entries and forgets the cell', () => {
    const g = new GridIndex(2, 1, 8);
    for (const e of [1, 2, 3]) g.insert(e, 0);
    g.remove(2);
    expect(g.occupants(0, 0)).toEqual([3, 1]);
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
    expect(g.occupants(1, 1)).toEqual([9, 1]);
  });
});
