import { describe, expect, it } from 'vitest';
import { cellOf, parseBoard } from '../../src/solver/board';
import { DeadPatterns } from '../../src/solver/learned-deadlocks';

// Two rooms joined by one gap; a box in the gap splits the player's area in two.
const rows = ['#########', '#.  #   #', '#   $  @#', '#   #   #', '#########'];

describe('DeadPatterns', () => {
  const board = parseBoard(rows);
  const at = (x: number, y: number) => cellOf(board, x, y);
  const gap = at(4, 2);
  const left = at(1, 2);
  const right = at(6, 2);
  const occupied = (...cells: number[]) => {
    const occ = new Uint8Array(board.size);
    for (const c of cells) occ[c] = 1;
    return occ;
  };

  it('match a position holding the pattern, more boxes or not, the player in its area', () => {
    const patterns = new DeadPatterns(board);
    patterns.add([gap], 1, right);
    expect(patterns.count).toBe(1);
    expect(patterns.matches(occupied(gap), gap, at(7, 1))).toBe(true);
    expect(patterns.matches(occupied(gap, at(2, 1)), gap, right)).toBe(true);
  });

  it('do not match with the player in another area among the pattern boxes', () => {
    const patterns = new DeadPatterns(board);
    patterns.add([gap], 1, right);
    expect(patterns.matches(occupied(gap), gap, left)).toBe(false);
  });

  it('do not match when a pattern box is missing or the push went elsewhere', () => {
    const patterns = new DeadPatterns(board);
    const pair = [at(2, 1), gap];
    patterns.add(pair, 2, right);
    expect(patterns.matches(occupied(gap), gap, right)).toBe(false);
    expect(patterns.matches(occupied(...pair), at(2, 1), right)).toBe(true);
    // Only patterns holding the pushed box's cell are looked at.
    expect(patterns.matches(occupied(...pair, at(6, 1)), at(6, 1), right)).toBe(false);
  });

  it('keep one copy of a pattern proved again from elsewhere in its area', () => {
    const patterns = new DeadPatterns(board);
    patterns.add([gap], 1, right);
    patterns.add([gap], 1, at(7, 3));
    expect(patterns.count).toBe(1);
    patterns.add([gap], 1, left);
    expect(patterns.count).toBe(2);
  });
});
