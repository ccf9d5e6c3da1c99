import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Box, Goal, Solid } from '../../src/core/classic/components';
import type { Game } from '../../src/core/game';
import { type Action, actions, moves, randomLevel } from '../arbitraries';
import { game, stateBytes } from '../helpers';

const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });

function act(g: Game, a: Action): void {
  if (a === 'undo') g.undo();
  else if (a === 'redo') g.redo();
  else if (a === 'restart') g.restart();
  else g.move(a);
}

/** Optionally a chain-push rule, so the invariants are checked under the variant too. */
const withRule = (board: string, chain: number) =>
  chain === 1 ? board : `${board}\nRules: maxChain=${chain}`;

describe('engine invariants over random levels and move sequences', () => {
  it('box and goal counts never change and no two Solid entities share a cell', () => {
    fc.assert(
      fc.property(seeds, actions(), fc.integer({ min: 0, max: 3 }), (seed, script, chain) => {
        const g = game(withRule(randomLevel(seed), chain));
        const boxes = g.world.query(Box).length;
        const goals = g.world.query(Goal).length;
        for (const a of script) {
          act(g, a);
          expect(g.world.query(Box).length).toBe(boxes);
          expect(g.world.query(Goal).length).toBe(goals);
          const cells = new Set<number>();
          for (const e of g.world.query(Solid)) {
            const cell = g.world.y(e) * g.width + g.world.x(e);
            expect(cells.has(cell)).toBe(false);
            cells.add(cell);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('undoing everything restores the initial state byte for byte; redoing everything returns', () => {
    fc.assert(
      fc.property(seeds, actions(80), fc.integer({ min: 0, max: 3 }), (seed, script, chain) => {
        const g = game(withRule(randomLevel(seed), chain));
        const initial = stateBytes(g);
        for (const a of script) act(g, a);
        const final = stateBytes(g);
        const xsb = g.toXsb();
        const atBranchEnd = !g.canRedo;
        while (g.canUndo) g.undo({ grouped: false });
        expect(stateBytes(g)).toBe(initial);
        while (g.canRedo) g.redo({ grouped: false });
        // Redo runs to the end of the branch, which is where the script left off unless it left redos.
        if (atBranchEnd) {
          expect(stateBytes(g)).toBe(final);
          expect(g.toXsb()).toBe(xsb);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('replaying the exported LURD reproduces the board and the counters', () => {
    fc.assert(
      fc.property(seeds, actions(), (seed, script) => {
        const board = randomLevel(seed);
        const g = game(board);
        for (const a of script) act(g, a);
        const replay = game(board);
        expect(replay.play(g.lurd())).toEqual({ ok: true, moves: g.moves });
        expect(replay.toXsb()).toBe(g.toXsb());
        expect([replay.moves, replay.pushes]).toEqual([g.moves, g.pushes]);
      }),
      { numRuns: 150 },
    );
  });

  it('a move that changes nothing adds no history entry', () => {
    fc.assert(
      fc.property(seeds, moves(), (seed, script) => {
        const g = game(randomLevel(seed));
        for (const m of script) {
          const before = g.historyLength;
          const r = g.move(m);
          expect(g.historyLength).toBe(before + (r.moved ? 1 : 0));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('a saved history restores the same state, undo stack and redo branch', () => {
    fc.assert(
      fc.property(seeds, actions(50), (seed, script) => {
        const board = randomLevel(seed);
        const g = game(board);
        for (const a of script) act(g, a);
        const copy = game(board);
        expect(copy.restoreHistory(g.historyRecord())).toBe(true);
        expect(stateBytes(copy)).toBe(stateBytes(g));
        expect([copy.moves, copy.pushes, copy.lurd(), copy.canRedo]).toEqual([
          g.moves,
          g.pushes,
          g.lurd(),
          g.canRedo,
        ]);
        while (g.canUndo) {
          g.undo();
          copy.undo();
          expect(stateBytes(copy)).toBe(stateBytes(g));
        }
      }),
      { numRuns: 100 },
    );
  });
});
