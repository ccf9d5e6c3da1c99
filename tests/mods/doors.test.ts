import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Box, Player, Solid } from '../../src/core/classic/components';
import type { Game } from '../../src/core/game';
import { Closed, Door, Switch } from '../../src/mods/doors/components';
import { randomLevel } from '../arbitraries';
import { stateBytes } from '../helpers';
import { act, longActions, modGame, moves, sprinkle } from './support';

/** Switches and doors sprinkled over a random classic level's floor, boxes and player. */
const DOORS = { ' ': "'//", $: '"<', '@': '`>' };

const shut = (g: Game) => g.world.query(Closed).map((d) => `${g.world.x(d)},${g.world.y(d)}`);

/** The mod's whole rule, read off a position: a door is shut exactly when no switch is held and its doorway is empty. */
function doorsFollowTheRule(g: Game): void {
  const w = g.world;
  const occupied = (e: number) => w.hasAt(w.x(e), w.y(e), Box) || w.hasAt(w.x(e), w.y(e), Player);
  const held = w.query(Switch).some(occupied);
  for (const d of w.query(Door)) {
    expect(w.has(d, Closed)).toBe(!held && !occupied(d));
    expect(w.has(d, Solid)).toBe(w.has(d, Closed));
  }
}

describe('switches and doors', () => {
  it('open every door while a box or the player holds a switch, and shut them when it is free', () => {
    const g = modGame("########\n#@$'  .#\n#/ /  $#\n#.     #\n########", 'doors');
    expect(shut(g)).toEqual(['1,2', '3,2']);
    g.move('r');
    expect(shut(g)).toEqual([]);
    expect(g.toXsb()).toBe('########\n# @"  .#\n#/ /  $#\n#.     #\n########');
    g.move('r'); // the box leaves the switch, the player steps onto it
    expect(shut(g)).toEqual([]);
    expect(g.toXsb()).toBe('########\n#  `$ .#\n#/ /  $#\n#.     #\n########');
    g.move('r');
    expect(shut(g)).toEqual(['1,2', '3,2']);
  });

  it('block the player and boxes while shut, like a wall', () => {
    const g = modGame('#######\n#@$/ .#\n#    .#\n#$    #\n#######', 'doors');
    const r = g.move('r');
    expect(r.moved).toBe(false);
    expect(r.blocked?.reason).toBe('box blocked');
    expect(g.play('drruR').ok).toBe(false);
  });

  it('cannot shut on a box in the doorway: it stays open until the box has gone through', () => {
    // The player on the switch pushes: the switch is held when the push is checked, so the box
    // enters the doorway, and the door cannot shut on it when the player steps off.
    const g = modGame('########\n#`$/  .#\n########', 'doors');
    expect(moves(g.move('r').segments)).toEqual(['walk 1,1>2,1', 'push 2,1>3,1']);
    expect(shut(g)).toEqual([]);
    expect(g.toXsb()).toBe("########\n#'@<  .#\n########");
    g.move('r');
    expect(shut(g)).toEqual([]); // the player is in the doorway now
    g.move('r');
    expect(shut(g)).toEqual(['3,1']);
    expect(g.toXsb()).toBe("########\n#' /@$.#\n########");
  });

  it('are shut again by undo, and the start comes back exactly', () => {
    const g = modGame("#######\n#@$'/.#\n#######", 'doors');
    const start = stateBytes(g);
    g.move('r');
    expect(shut(g)).toEqual([]);
    g.undo();
    expect(shut(g)).toEqual(['4,1']);
    expect(stateBytes(g)).toBe(start);
    g.redo();
    g.restart();
    expect(stateBytes(g)).toBe(start);
  });

  it('write every glyph back as it was read', () => {
    // One player a board: the three player glyphs get a board each.
    for (const player of ['@', '`', '>']) {
      const board = `#########\n#${player}$'"/<.#\n#  .  . #\n#########`;
      expect(modGame(board, 'doors').toXsb()).toBe(board);
    }
  });

  // With ice, boxes slide over switches and through doorways after the push: the doors must see
  // where they stopped.
  it.each([
    ['doors', {}],
    ['doors, ice', { ' ': '~~' }],
  ] as const)(
    'follow their rule after every turn, undo, redo and restart (%s), and do open and shut in play',
    (mods, extra) => {
      let toggles = 0;
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), longActions(40, 150), (seed, script) => {
          const board = sprinkle(sprinkle(randomLevel(seed), seed, DOORS, 0.25), seed + 1, extra, 0.4);
          const g = modGame(board, mods);
          doorsFollowTheRule(g);
          for (const a of script) {
            const before = shut(g).join();
            act(g, a);
            doorsFollowTheRule(g);
            if (a.length === 1 && shut(g).join() !== before) toggles++;
          }
        }),
        { numRuns: 80 },
      );
      // Random rooms reach the mechanic: moves, not only undo and restart, opened or shut doors.
      expect(toggles).toBeGreaterThan(20);
    },
  );
});
