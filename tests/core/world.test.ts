import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Box, Deadlocked, Player } from '../../src/core/classic/components';
import type { ComponentDef } from '../../src/core/ecs/component';
import type { Game } from '../../src/core/game';
import { Hole } from '../../src/mods/holes/components';
import { actions } from '../arbitraries';
import { stateBytes } from '../helpers';
import { act, modGame } from '../mods/support';

// Holes destroy a box and its hole mid-level, so a level of them has entities that leave play and
// come back on undo: what `members` must follow as `query` does.
const HOLES = '#########\n#@$^ $ .#\n#  $^   #\n#   $^ .#\n#      .#\n#########';
const DEFS: readonly ComponentDef[] = [Box, Player, Hole, Deadlocked];

const sameAsQuery = (g: Game) => {
  for (const def of DEFS) expect([...g.world.members(def)], def.name).toEqual(g.world.query(def));
};

describe('GameWorld.members', () => {
  it('lists live entities only: a box filling a hole leaves it, undo brings it back, redo takes it out', () => {
    const g = modGame(HOLES, 'holes');
    const boxes = g.world.members(Box);
    const [first, ...rest] = g.world.query(Box);
    expect(boxes).toEqual([first, ...rest]);
    g.move('r');
    expect(g.world.isDestroyed(first)).toBe(true);
    expect(boxes).toEqual(rest);
    g.undo();
    expect(boxes).toEqual([first, ...rest]);
    g.redo();
    expect(boxes).toEqual(rest);
    g.restart();
    expect(boxes).toEqual([first, ...rest]);
    expect(g.world.members(Box)).toBe(boxes);
  });

  it('stays what query() says over any moves, undos, redos and restarts, and undo still round-trips', () => {
    fc.assert(
      fc.property(actions(40), (script) => {
        const g = modGame(HOLES, 'holes');
        const start = stateBytes(g);
        for (const def of DEFS) g.world.members(def);
        for (const a of script) {
          act(g, a);
          sameAsQuery(g);
        }
        while (g.canUndo) g.undo();
        expect(stateBytes(g)).toBe(start);
        sameAsQuery(g);
      }),
    );
  });
});
