import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/solver/board';
import { createDeadlockDetector } from '../../src/solver/deadlock';
import { allPositions, labelSolvable } from '../../src/solver/exhaustive';
import { LocalDeadlocks } from '../../src/solver/local-deadlock';
import { replayLurd } from '../../src/solver/replay';
import { levelTables, PAIR_DEADLOCKS_FROM, Search } from '../../src/solver/search';
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

  it('prune a real search, with the pair table and learned patterns too, and keep its solutions legal', () => {
    const board = parseBoard(collection('sasquatch')[18].rows);
    const search = new Search(board);
    search.localFrom = 0;
    expect(search.start(board.boxes, board.player, 'fast', 10, true)).toBeNull();
    // The pair table is consulted from PAIR_DEADLOCKS_FROM expansions on, checked per step call.
    while (search.expanded < PAIR_DEADLOCKS_FROM + 20_000) expect(search.step(1000, 5_000_000)).toBeNull();
    expect(search.pruned.local).toBeGreaterThan(0);
    expect(search.pruned.pairs).toBeGreaterThan(0);
    expect(search.pruned.patterns).toBeGreaterThan(0);
    for (const level of collection('microban-iv').slice(0, 12)) {
      const r = solve(parseBoard(level.rows), { timeLimitMs: 20_000, localDeadlocksFrom: 0 });
      expect(r.solved).toBe(true);
      expect(replayLurd(level.rows, r.solution).solved).toBe(true);
    }
  }, 90_000);
});
