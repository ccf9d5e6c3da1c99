import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Board } from '../../src/solver/board';
import { cellOf, parseBoard } from '../../src/solver/board';
import { computePushDistances } from '../../src/solver/distances';
import { Hotspots } from '../../src/solver/hotspots';
import { collection, randomPosition, rows } from './helpers';

/**
 * Hotspots by definition: boxes whose cell, made a wall, leaves another box with no goal.
 * Boxes on dead squares are left out: the search never keeps such a position.
 */
function countByDefinition(board: Board, boxes: Set<number>): number {
  const dead = computePushDistances(board).dead;
  let hot = 0;
  for (const a of boxes) {
    if (dead[a] === 1) continue;
    const wall = new Uint8Array(board.size);
    wall[a] = 1;
    const cut = computePushDistances(board, wall).dead;
    if ([...boxes].some((x) => x !== a && dead[x] === 0 && cut[x] === 1)) hot++;
  }
  return hot;
}

describe('hotspots', () => {
  it('a box in the only corridor to the goals is a hotspot; one beside it is not', () => {
    const board = parseBoard(
      rows(`
#########
#@      #
# $ $ ..#
#  ######
#  #
####`),
    );
    const hotspots = new Hotspots(board, computePushDistances(board).dead);
    const occ = new Uint8Array(board.size);
    const put = (x: number, y: number) => {
      occ[cellOf(board, x, y)] = 1;
    };
    put(2, 2);
    put(4, 2);
    // Boxes reach the goals only along row 2 (row 1 has no way down): the box on (4, 2)
    // blocks the one on (2, 2), not the other way round.
    expect(hotspots.count(occ)).toBe(1);
    occ[cellOf(board, 4, 2)] = 0;
    put(2, 4);
    expect(hotspots.count(occ)).toBe(0);
  });

  it('counts what the definition counts, on shipped levels', () => {
    const boards = [12, 19, 20].map((i) => parseBoard(collection('sasquatch')[i - 1].rows));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: boards.length - 1 }),
        fc.array(fc.nat(), { maxLength: 14 }),
        (which, picks) => {
          const board = boards[which];
          const { boxes, occ } = randomPosition(board, picks);
          const hotspots = new Hotspots(board, computePushDistances(board).dead);
          expect(hotspots.count(occ)).toBe(countByDefinition(board, boxes));
        },
      ),
      { numRuns: 60 },
    );
  });
});
