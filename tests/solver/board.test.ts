import { describe, expect, it } from 'vitest';
import { BoardError, cellOf, parseBoard, renderBoard, xyOf } from '../../src/solver/board';
import { collection, rows } from './helpers';

describe('parseBoard', () => {
  const level = rows(`
#####
#@$.#
#####`);

  it('pads the grid and maps coordinates both ways', () => {
    const b = parseBoard(level);
    expect(b.width).toBe(7);
    expect(b.height).toBe(5);
    expect(b.player).toBe(cellOf(b, 1, 1));
    expect(Array.from(b.boxes)).toEqual([cellOf(b, 2, 1)]);
    expect(Array.from(b.goals)).toEqual([cellOf(b, 3, 1)]);
    expect(xyOf(b, b.goals[0])).toEqual({ x: 3, y: 1 });
    expect(renderBoard(b, b.boxes, b.player)).toEqual(level);
  });

  it('accepts ragged rows, -/_ floor, + and *', () => {
    const b = parseBoard(['####', '#+-$##', '#_*$.#', '######']);
    expect(b.goals.length).toBe(3);
    expect(b.boxes.length).toBe(3);
    expect(b.goal[b.player]).toBe(1);
  });

  it('turns floor outside the player region into wall', () => {
    const b = parseBoard(['#####  ', '#@$.# #', '#####  ']);
    expect(b.floors.length).toBe(3);
    expect(b.wall[cellOf(b, 5, 1)]).toBe(1);
    expect(b.wall[cellOf(b, 6, 0)]).toBe(1);
  });

  it('rejects malformed levels with a clear error', () => {
    expect(() => parseBoard(['#####', '#$$.#', '#####'])).toThrow(/no player/);
    expect(() => parseBoard(['#####', '#@$x#', '#####'])).toThrow(BoardError);
    expect(() => parseBoard(['######', '#@$$.#', '######'])).toThrow(/2 boxes but 1 goals/);
    expect(() => parseBoard([])).toThrow(/empty/);
  });

  it('parses every shipped level', () => {
    const names = ['microban', 'microban-ii', 'sasquatch', 'sokevo', 'dh5'];
    for (const n of names) for (const l of collection(n)) expect(() => parseBoard(l.rows)).not.toThrow();
  });
});

describe('shipped collections', () => {
  it('have the documented level counts', () => {
    expect(collection('microban')).toHaveLength(155);
    expect(collection('sokevo')).toHaveLength(107);
    expect(collection('dh5')).toHaveLength(20);
  });
});
