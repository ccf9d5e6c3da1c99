import { describe, expect, it } from 'vitest';
import { classicPlugin } from '../../src/core/classic';
import { createRuleset } from '../../src/core/plugin';
import { stickyPlugin } from '../../src/mods/sticky';
import { Stuck } from '../../src/mods/sticky/components';
import { modGame } from './support';

describe('sticky floors, beyond the tutorial', () => {
  it('mark a box stuck off a goal as deadlocked when every box is needed, and undo clears it', () => {
    const g = modGame('#######\n#@$% .#\n#######', 'sticky');
    const r = g.move('r');
    expect(r.deadlocked).toHaveLength(1);
    expect(g.deadlockedBoxes).toEqual(r.deadlocked);
    g.undo();
    expect(g.deadlockedBoxes).toEqual([]);
  });

  it('do not call a stuck spare box a deadlock when holes make spares possible', () => {
    const g = modGame('########\n#@$% $.#\n#   ^  #\n########', 'sticky, holes');
    const r = g.move('r');
    expect(g.world.query(Stuck)).toHaveLength(1);
    expect(r.deadlocked).toEqual([]);
  });

  it('glue whatever stops on them at the end of the movement phase, then stop it from moving', () => {
    const g = modGame('##########\n#@$~~%  .#\n##########', 'sticky, ice');
    const r = g.move('r');
    // The box slid over the ice and stopped on the last ice cell, short of the glue: not stuck.
    expect(g.world.query(Stuck)).toEqual([]);
    expect(r.segments.map((s) => s.kind)).toEqual(['walk', 'push', 'slide']);
    g.move('r');
    g.move('r');
    expect(g.world.query(Stuck)).toHaveLength(1);
    expect(g.move('r').moved).toBe(false);
  });

  it('start a box on glue stuck, and write every glyph back', () => {
    const board = '#######\n#?!% .#\n#  $ .#\n#######';
    const g = modGame(board, 'sticky');
    expect(g.world.query(Stuck)).toHaveLength(1);
    expect(g.toXsb()).toBe(board);
    expect(g.move('r').blocked?.reason).toBe('box blocked');
  });

  it('orders the glue after every other mover and the deadlock mark in the deadlock phase', () => {
    const ids = createRuleset([classicPlugin, stickyPlugin]).systems.map((s) => s.id);
    expect(ids.indexOf('sticky/stickBoxes')).toBeGreaterThan(ids.indexOf('classic/applyMoves'));
    expect(ids.indexOf('sticky/markStuckBoxes')).toBeGreaterThan(ids.indexOf('sticky/stickBoxes'));
    expect(ids.indexOf('sticky/markStuckBoxes')).toBeLessThan(ids.indexOf('classic/checkWin'));
  });
});
