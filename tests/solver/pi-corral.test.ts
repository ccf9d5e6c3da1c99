import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Board } from '../../src/solver/board';
import { parseBoard } from '../../src/solver/board';
import { PiCorralFinder } from '../../src/solver/pi-corral';
import { Reach } from '../../src/solver/reach';
import { levelTables } from '../../src/solver/search';
import { collection } from './helpers';

describe('PI corrals on a stage with free goals', () => {
  const boards = [28, 93, 100, 153].map((i) => parseBoard(collection('microban')[i - 1].rows));

  it('cut nothing when no goal inside is fixed, and find the same dead corrals', () => {
    let cuts = 0;
    let dead = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: boards.length - 1 }), fc.array(fc.nat()), (which, picks) => {
        const real = boards[which];
        const n = real.goals.length;
        // A position with as many boxes as goals, on distinct floor cells.
        const cells = [...real.floors];
        const chosen: number[] = [];
        for (const p of picks.concat(Array.from({ length: n }, (_, i) => i))) {
          if (chosen.length === n) break;
          const c = cells.splice(p % cells.length, 1)[0];
          chosen.push(c);
        }
        const cur = Int32Array.from(chosen);
        const boxIndex = new Int16Array(real.size);
        const occ = new Uint8Array(real.size);
        cur.forEach((c, i) => {
          boxIndex[c] = i + 1;
          occ[c] = 1;
        });
        const player = real.floors.find((c) => occ[c] === 0) as number;
        const reach = new Reach(real);
        reach.fill(occ, player);
        const free: Board = { ...real, freeGoal: new Uint8Array(n).fill(1) };
        const deadlocks = levelTables(real).corralDeadlocks;
        const onReal = new PiCorralFinder(real);
        const onFree = new PiCorralFinder(free);
        onReal.deadlocks = deadlocks;
        onFree.deadlocks = deadlocks;
        const cut = onReal.find(cur, boxIndex, reach);
        expect(onFree.find(cur, boxIndex, reach)).toBe(false);
        expect(onFree.dead).toBe(onReal.dead);
        if (cut) cuts++;
        if (onReal.dead) dead++;
      }),
      { numRuns: 300 },
    );
    // The real level did cut and did find dead corrals: the stage kept only the latter.
    expect(cuts).toBeGreaterThan(10);
    expect(dead).toBeGreaterThan(10);
  });
});
