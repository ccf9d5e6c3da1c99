import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Uncounted } from '../../src/core/classic/components';
import { Painted } from '../../src/mods/paint/components';
import { randomLevel } from '../arbitraries';
import { stateBytes } from '../helpers';
import { act, longActions, modGame, moves, sprinkle } from './support';

describe('paint', () => {
  it('coats a box pushed onto it, for good, and lets the player walk over it', () => {
    const g = modGame('########\n#@◇$◇ .#\n########', 'paint');
    expect(moves(g.move('r').segments)).toEqual(['walk 1,1>2,1']);
    expect(g.world.query(Painted)).toEqual([]);
    expect(moves(g.move('r').segments)).toEqual(['walk 2,1>3,1', 'push 3,1>4,1']);
    expect(g.world.query(Painted)).toHaveLength(1);
    expect(g.toXsb()).toBe('########\n# ◇@◆ .#\n########');
    g.move('r');
    expect(g.toXsb()).toBe('########\n# ◇ ◈■.#\n########');
    g.move('r');
    expect(g.solved).toBe(true);
    expect(g.toXsb()).toBe('########\n# ◇ ◇@▣#\n########');
  });

  it('counts only painted boxes on goals: an unpainted box home does not win', () => {
    const g = modGame('#######\n#@$ ◇.#\n#  $ .#\n#######', 'paint');
    expect(g.progress()).toEqual({ label: 'Painted', done: 0, total: 2 });
    g.play('RRR');
    expect(g.progress()).toEqual({ label: 'Painted', done: 1, total: 2 });
    g.play('dlllRRR');
    expect(g.world.query(Painted)).toHaveLength(1);
    expect(g.solved).toBe(false);
    // A level that starts with every box on a goal is not won until each has its coat.
    expect(modGame('#####\n#@*◇#\n#####', 'paint').solved).toBe(false);
    expect(modGame('#####\n#@▣◇#\n#####', 'paint').solved).toBe(true);
  });

  it('takes the coat off again on undo', () => {
    const g = modGame('#######\n#@$◇ .#\n#######', 'paint');
    const start = stateBytes(g);
    expect(g.world.query(Uncounted)).toHaveLength(1);
    g.move('r');
    expect(g.world.query(Painted)).toHaveLength(1);
    expect(g.world.query(Uncounted)).toEqual([]);
    g.undo();
    expect(g.world.query(Painted)).toEqual([]);
    expect(g.world.query(Uncounted)).toHaveLength(1);
    expect(stateBytes(g)).toBe(start);
  });

  it('narrows the holes win too: a goal counts only under a painted box', () => {
    // Two boxes for one goal: the unpainted one can cover it, but only the painted one wins.
    const g = modGame('########\n#      #\n#@ $◇  #\n#  $  .#\n########', 'paint, holes');
    expect(g.play('drRRR').ok).toBe(true);
    expect(g.progress()).toEqual({ label: 'Painted', done: 0, total: 1 });
    expect(g.solved).toBe(false);
    g.restart();
    expect(g.play('rRRurDldR').ok).toBe(true);
    expect(g.solved).toBe(true);
  });

  it('keeps undo exact over random play', () => {
    let coats = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), longActions(40, 150), (seed, script) => {
        const g = modGame(sprinkle(randomLevel(seed), seed, { ' ': '◇', $: '◆', '@': '◈' }, 0.2), 'paint');
        const initial = stateBytes(g);
        for (const a of script) act(g, a);
        coats += g.world.query(Painted).length;
        while (g.canUndo) g.undo({ grouped: false });
        expect(stateBytes(g)).toBe(initial);
      }),
      { numRuns: 80 },
    );
    expect(coats).toBeGreaterThan(0);
  });
});
