import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/solver/board';
import { allPositions, labelSolvable } from '../../src/solver/exhaustive';
import { PairDeadlocks } from '../../src/solver/pair-deadlocks';
import { Reach } from '../../src/solver/reach';
import { levelTables } from '../../src/solver/search';
import { collection } from './helpers';

function tableFor(index: number) {
  const board = parseBoard(collection('microban')[index - 1].rows);
  const dead = levelTables(board).dist.dead;
  const pairs = PairDeadlocks.build(board, dead);
  if (pairs === null) throw new Error(`no table for Microban ${index}`);
  return { board, dead, pairs };
}

/** Every position of a Microban level with no box on a dead square, its player's area flooded. */
function* livePositions(index: number) {
  const { board, dead, pairs } = tableFor(index);
  const labels = labelSolvable(board);
  const reach = new Reach(board);
  const occ = new Uint8Array(board.size);
  for (const { boxes, player } of allPositions(board)) {
    if (boxes.some((c) => dead[c] === 1)) continue;
    for (const c of boxes) occ[c] = 1;
    reach.fill(occ, player);
    for (const c of boxes) occ[c] = 0;
    yield { board, pairs, boxes, player, reach, solvable: labels.isSolvable(boxes, player) };
  }
}

describe('PairDeadlocks', () => {
  it('flag a pair of cells exactly when two boxes there can never both reach goals (two-box levels)', () => {
    let deadPairs = 0;
    for (const index of [1, 3, 8, 9, 11]) {
      const { board, dead, pairs } = tableFor(index);
      const labels = labelSolvable(board);
      // Per pair of cells: can some player position solve it?
      const solvable = new Map<string, boolean>();
      for (const pos of allPositions(board)) {
        const [a, b] = pos.boxes;
        if (dead[a] === 1 || dead[b] === 1) continue;
        const key = `${a},${b}`;
        solvable.set(key, (solvable.get(key) ?? false) || labels.isSolvable(pos.boxes, pos.player));
      }
      for (const [key, any] of solvable) {
        const [a, b] = key.split(',').map(Number);
        expect(pairs.isDead(a, b), `Microban ${index}: ${key}`).toBe(!any);
        expect(pairs.isDead(b, a)).toBe(!any);
      }
      deadPairs += pairs.deadPairs;
    }
    expect(deadPairs).toBeGreaterThan(0);
  });

  it('tell, by the side the player is on, exactly which two-box positions are dead', () => {
    let sided = 0;
    for (const index of [1, 3, 8, 9, 11]) {
      for (const { board, pairs, boxes, player, reach, solvable } of livePositions(index)) {
        const [a, b] = boxes;
        const flagged = pairs.deadPartner(a, boxes, 2, reach) >= 0;
        expect(pairs.deadPartner(b, boxes, 2, reach)).toBe(flagged ? a : -1);
        // A player who touches neither box is never asked about: no push is possible.
        const touches = boxes.some((c) => board.offsets.some((o) => reach.isReached(c + o)));
        const where = `Microban ${index}: boxes ${boxes} player ${player}`;
        if (touches) expect(flagged, where).toBe(!solvable);
        else if (flagged) expect(solvable, where).toBe(false);
        if (flagged && !pairs.isDead(a, b)) sided++;
      }
    }
    // Some two-box deadlocks depend on the side the player is on.
    expect(sided).toBeGreaterThan(0);
  });

  it('never call a solvable position dead (levels of three and four boxes)', () => {
    let flagged = 0;
    for (const index of [2, 6, 10, 13, 24]) {
      for (const { pairs, boxes, reach, solvable } of livePositions(index)) {
        if (!boxes.some((c) => pairs.deadPartner(c, boxes, boxes.length, reach) >= 0)) continue;
        flagged++;
        expect(solvable, `Microban ${index}: ${boxes}`).toBe(false);
      }
    }
    expect(flagged).toBeGreaterThan(0);
  });

  it('is not built for a level with one box', () => {
    const board = parseBoard(['#####', '#@$.#', '#####']);
    expect(PairDeadlocks.build(board, levelTables(board).dist.dead)).toBeNull();
  });
});
