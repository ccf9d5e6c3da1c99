import { hasComponent } from 'bitecs';
import type { GameWorld } from '../ecs/world';
import { DELTAS, type Direction } from '../pipeline/turn';
import { Pushable, Solid } from './components';
import { mayEnter } from './movement-rules';

/** Why a step cannot be taken, in the words `Turn.blocked` reports to the player. */
export type RowStop = 'edge' | 'rule' | 'solid' | 'box blocked';

/**
 * One step of a mover, planned against the row of cells in front of it. A planner reuses one of these
 * for every call (the push phase allocates nothing per turn), so read it before planning again.
 */
export interface PushRow {
  /**
   * Every Pushable that moves with the mover, cell by cell outward; every Pushable of a cell moves (a
   * rule can stack two). When the step stops, only the cells before the stopping one.
   */
  readonly chain: number[];
  /** Where the row's front cell starts in `chain`; `chain.length` when nothing is pushed (the mover is the front). */
  front: number;
  /** Null when the step can be taken; otherwise why not. */
  stop: RowStop | null;
  /** What stops the step (-1 for the board's edge or a rule refusing the mover itself) and its cell. */
  stopper: number;
  x: number;
  y: number;
  /**
   * On a stop by walls ('solid', or 'box blocked' when the row ends against them): every non-Pushable
   * Solid of the stopping cell passed the planner's `yields` test, so a plugin may clear the way (a key
   * opening a door) and plan again. `stopper` is then the lowest id of them.
   */
  yielding: boolean;
}

export type PushRowPlanner = (mover: number, dir: Direction) => PushRow;

/**
 * The one place that decides what a step pushes. A row of cells of Pushables moves with the mover if
 * the rule `maxChain` allows that many cells (1 in classic Sokoban: a box cannot push a box; 0: any
 * number), every plugin's `canEnter` lets each object into its next cell, and no Solid that is not
 * Pushable stands at the end. The classic push and every mod that moves things on its own (the rules
 * mod's MOVE) plan through it, so they cannot disagree about what a push is.
 */
export function pushRowPlanner(world: GameWorld, yields?: (eid: number) => boolean): PushRowPlanner {
  const pushable = world.store(Pushable);
  const solid = world.store(Solid);
  const row: PushRow = { chain: [], front: 0, stop: null, stopper: -1, x: 0, y: 0, yielding: false };
  const chain = row.chain;

  const stopAt = (stop: RowStop, stopper: number, x: number, y: number, cellStart: number): PushRow => {
    chain.length = cellStart;
    row.stop = stop;
    row.stopper = stopper;
    row.x = x;
    row.y = y;
    return row;
  };

  return (mover, dir) => {
    const [dx, dy] = DELTAS[dir];
    const maxChain = Number(world.rules.maxChain ?? 1);
    const grid = world.grid;
    chain.length = 0;
    row.front = 0;
    row.stop = null;
    row.stopper = -1;
    row.yielding = false;
    let x = world.x(mover) + dx;
    let y = world.y(mover) + dy;
    if (!mayEnter(world, mover, x, y, dir)) return stopAt(grid.inBounds(x, y) ? 'rule' : 'edge', -1, x, y, 0);
    for (let cells = 0; ; cells++) {
      const start = chain.length;
      // The grid lists a cell in id order, so the first wall and the first yielding wall are the lowest ids.
      let wall = -1;
      let soft = -1;
      for (let e = grid.first(grid.cell(x, y)); e !== -1; e = grid.next(e)) {
        if (e === mover) continue;
        if (hasComponent(world.ecs, e, pushable)) chain.push(e);
        else if (hasComponent(world.ecs, e, solid)) {
          if (yields?.(e)) {
            if (soft === -1) soft = e;
          } else if (wall === -1) wall = e;
        }
      }
      if (wall !== -1 || soft !== -1) {
        row.yielding = wall === -1;
        return stopAt(cells ? 'box blocked' : 'solid', wall === -1 ? soft : wall, x, y, start);
      }
      if (chain.length === start) return row;
      const nx = x + dx;
      const ny = y + dy;
      let refused = maxChain > 0 && cells >= maxChain;
      for (let i = start; i < chain.length && !refused; i++)
        refused = !mayEnter(world, chain[i], nx, ny, dir);
      if (refused) return stopAt('box blocked', chain[start], x, y, start);
      row.front = start;
      x = nx;
      y = ny;
    }
  };
}
