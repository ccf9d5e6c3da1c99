import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/solver/board';
import { createDeadlockDetector } from '../../src/solver/deadlock';
import { allPositions, labelSolvable } from '../../src/solver/exhaustive';
import { LocalDeadlocks } from '../../src/solver/local-deadlock';
import { levelTables } from '../../src/solver/search';
import { collection } from './helpers';

describe('local deadlocks', () => {
  it('never call a solvable position dead, whichever box was pushed last', () => {
    let flagged = 0;
    let beyond = 0;
    for (const index of [3, 13, 24, 2, 6, 10]) {
      const board = parseBoard(collection('microban')[index - 1].rows);
      const labels = labelSolvable(board);
      const local = new LocalDeadlocks(board, levelTables(board).corralDeadlocks);
      const detector = createDeadlockDetector(board);
      for (const pos of allPositions(board)) {
        const solvable = labels.isSolvable(pos.boxes, pos.player);
        for (const pushed of pos.boxes) {
          if (!local.isDead(pos.boxes, pos.boxes.length, pushed, pos.player)) continue;
          expect(solvable, `${index}: ${pos.boxes} player ${pos.player}`).toBe(false);
          flagged++;
          const classic = detector.check(pos.boxes, pos.player, {
            classes: ['dead-square', 'freeze', 'bipartite'],
          });
          if (!classic.dead) beyond++;
        }
      }
    }
    expect(flagged).toBeGreaterThan(0);
    // It must add something to the per-push checks the search already makes.
    expect(beyond).toBeGreaterThan(0);
  });
});
