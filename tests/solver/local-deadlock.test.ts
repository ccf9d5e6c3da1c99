import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/solver/board';
import { createDeadlockDetector } from '../../src/solver/deadlock';
import { allPositions, labelSolvable } from '../../src/solver/exhaustive';
import { LocalDeadlocks } from '../../src/solver/local-deadlock';
import { replayLurd } from '../../src/solver/replay';
import { levelTables } from '../../src/solver/search';
import { solve } from '../../src/solver/solver';
import { collection } from './helpers';

describe('local deadlocks', () => {
  it('never call a solvable position dead, whichever box was pushed last', () => {
    let flagged = 0;
    let beyond = 0;
    let learned = 0;
    for (const index of [3, 13, 24, 2, 6, 10]) {
      const board = parseBoard(collection('microban')[index - 1].rows);
      const labels = labelSolvable(board);
      // Patterns learned on one position are matched against all those after it.
      const { corralDeadlocks } = levelTables(board);
      const local = new LocalDeadlocks(board, corralDeadlocks);
      const detector = createDeadlockDetector(board);
      const occ = new Uint8Array(board.size);
      for (const pos of allPositions(board)) {
        const solvable = labels.isSolvable(pos.boxes, pos.player);
        for (const b of pos.boxes) occ[b] = 1;
        for (const pushed of pos.boxes) {
          if (!local.isDead(occ, pos.boxes, pos.boxes.length, pushed, pos.player)) continue;
          expect(solvable, `${index}: ${pos.boxes} player ${pos.player}`).toBe(false);
          flagged++;
          const classic = detector.check(pos.boxes, pos.player, {
            classes: ['dead-square', 'freeze', 'bipartite'],
          });
          if (!classic.dead) beyond++;
        }
        for (const b of pos.boxes) occ[b] = 0;
      }
      learned += corralDeadlocks.patterns.count;
    }
    expect(flagged).toBeGreaterThan(0);
    // It must add something to the per-push checks the search already makes.
    expect(beyond).toBeGreaterThan(0);
    expect(learned).toBeGreaterThan(0);
    console.log(
      `local deadlocks: ${flagged} flagged, ${beyond} beyond the classic checks, ${learned} patterns`,
    );
  });

  it('let the search solve Sasquatch #17, which it cannot within the same positions without them', () => {
    const rows = collection('sasquatch')[16].rows;
    const budget = { timeLimitMs: 120_000, nodeLimit: 400_000 };
    // Two boards: patterns learned on one board serve every later search on it.
    const withLocal = solve(parseBoard(rows), { ...budget, localDeadlocksFrom: 0 });
    expect(withLocal.solved).toBe(true);
    expect(replayLurd(rows, withLocal.solution).solved).toBe(true);
    expect(solve(parseBoard(rows), budget)).toMatchObject({ solved: false, reason: 'node-limit' });
  }, 90_000);
});
