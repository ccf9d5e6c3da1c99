import { describe, expect, it } from 'vitest';
import { Player, Pushable, Solid } from '../../src/core/classic/components';
import { pushRowPlanner } from '../../src/core/classic/push-row';
import type { Game } from '../../src/core/game';
import { game } from '../helpers';
import { modGame } from '../mods/support';

const player = (g: Game) => g.world.query(Player)[0];
const boxAt = (g: Game, x: number, y: number) => g.world.findAt(x, y, Pushable);
const wallAt = (g: Game, x: number, y: number) => g.world.findAt(x, y, Solid);

describe('pushRowPlanner', () => {
  it('plans a walk and a push without stopping', () => {
    const g = game('######\n#@ $.#\n######');
    const plan = pushRowPlanner(g.world);
    expect(plan(player(g), 'right')).toMatchObject({ chain: [], front: 0, stop: null });
    g.move('r');
    expect(plan(player(g), 'right')).toMatchObject({ chain: [boxAt(g, 3, 1)], front: 0, stop: null });
  });

  it("names what stops a step and where, in Turn.blocked's words", () => {
    const g = game('#####\n#@$.#\n#$  #\n#.  #\n#####');
    const plan = pushRowPlanner(g.world);
    expect(plan(player(g), 'left')).toMatchObject({
      chain: [],
      stop: 'solid',
      stopper: wallAt(g, 0, 1),
      x: 0,
      y: 1,
    });
    g.move('r');
    // The box at the wall: the row keeps the box's cell, the stopper is the wall beyond it.
    const row = plan(player(g), 'right');
    expect(row).toMatchObject({
      chain: [boxAt(g, 3, 1)],
      front: 0,
      stop: 'box blocked',
      stopper: wallAt(g, 4, 1),
    });
    expect(row.yielding).toBe(false);
  });

  it('stops a row longer than maxChain at its first refused cell, keeping the cells before it', () => {
    const g = modGame('##########\n#@$$$ ...#\n##########\nRules: maxChain=2', 'chain');
    const row = pushRowPlanner(g.world)(player(g), 'right');
    expect(row).toMatchObject({ stop: 'box blocked', stopper: boxAt(g, 4, 1), x: 4, y: 1 });
    expect(row.chain).toEqual([boxAt(g, 2, 1), boxAt(g, 3, 1)]);
    expect(row.front).toBe(1);
  });

  it('moves any row when maxChain is 0, front at its last cell', () => {
    const g = modGame('##########\n#@$$$ ...#\n##########', 'chain');
    const row = pushRowPlanner(g.world)(player(g), 'right');
    expect(row.stop).toBeNull();
    expect(row.chain).toHaveLength(3);
    expect(row.front).toBe(2);
  });

  it('reports a stop by walls that all yield, so a plugin may clear them', () => {
    const g = game('#####\n# @$#\n#.  #\n#####');
    const door = wallAt(g, 4, 1);
    const plan = pushRowPlanner(g.world, (e) => e === door);
    expect(plan(player(g), 'right')).toMatchObject({ stop: 'box blocked', stopper: door, yielding: true });
    expect(plan(player(g), 'up')).toMatchObject({ stop: 'solid', yielding: false });
  });

  it('a planner call resets what the previous one found', () => {
    const g = game('######\n#@$ .#\n######');
    const plan = pushRowPlanner(g.world, () => true);
    expect(plan(player(g), 'left').yielding).toBe(true);
    expect(plan(player(g), 'right')).toMatchObject({
      chain: [boxAt(g, 2, 1)],
      stop: null,
      stopper: -1,
      yielding: false,
    });
  });
});
