import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Stuck } from '../../src/mods/sticky/components';
import { randomLevel } from '../arbitraries';
import { stateBytes } from '../helpers';
import { act, longActions, modGame, moves, sprinkle } from './support';

describe('sticky floors', () => {
  it('glue a box pushed onto them: it cannot be pushed again', () => {
    const g = modGame('#######\n#@$%.$#\n#    .#\n#######', 'sticky');
    expect(moves(g.move('r').segments)).toEqual(['walk 1,1>2,1', 'push 2,1>3,1']);
    const r = g.move('r');
    expect(r.moved).toBe(false);
    expect(r.blocked?.reason).toBe('box blocked');
    expect(g.toXsb()).toBe('#######\n# @!.$#\n#    .#\n#######');
  });

  it('let the player walk over them', () => {
    const g = modGame('#######\n#@%%$.#\n#######', 'sticky');
    expect(g.play('rrR')).toEqual({ ok: true, moves: 3 });
    expect(g.solved).toBe(true);
  });

  it('come unstuck on undo', () => {
    const g = modGame('#######\n#@$% .#\n#######', 'sticky');
    const start = stateBytes(g);
    g.move('r');
    expect(g.world.query(Stuck)).toHaveLength(1);
    g.undo();
    expect(g.world.query(Stuck)).toEqual([]);
    expect(stateBytes(g)).toBe(start);
  });

  it('keep undo exact over random play', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), longActions(40, 150), (seed, script) => {
        const g = modGame(sprinkle(randomLevel(seed), seed, { ' ': '%', $: '!', '@': '?' }, 0.2), 'sticky');
        const initial = stateBytes(g);
        for (const a of script) act(g, a);
        while (g.canUndo) g.undo({ grouped: false });
        expect(stateBytes(g)).toBe(initial);
      }),
      { numRuns: 80 },
    );
  });
});
