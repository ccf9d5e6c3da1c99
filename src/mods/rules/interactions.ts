import { Player } from '../../core/classic/components';
import type { GameWorld } from '../../core/ecs/world';
import type { Turn } from '../../core/pipeline/turn';
import { Defeat, Hot, Melt, Open, Shut, Sink } from './components';
import { kindOf } from './derive';

const HAZARDS = [Sink, Defeat, Hot, Open, Shut];

/** Rule objects standing on a cell, in id order as the grid lists them (destroyed ones leave the grid). */
function occupants(world: GameWorld, cell: number): number[] {
  const out: number[] = [];
  for (let e = world.grid.first(cell); e !== -1; e = world.grid.next(e))
    if (kindOf(world, e) >= 0) out.push(e);
  return out;
}

/**
 * Resolves what objects sharing a cell do to each other, after this turn's movement and rules.
 * Per cell, in this order (each step sees only what the previous ones left alive):
 * 1. SINK: an object that is SINK sharing its cell with any other object destroys them all, itself included.
 * 2. DEFEAT: every YOU on a cell with a DEFEAT object is destroyed (an object both YOU and DEFEAT too).
 * 3. HOT: every MELT on a cell with a HOT object is destroyed.
 * 4. OPEN/SHUT: an object both OPEN and SHUT destroys itself; then OPEN and SHUT objects destroy each
 *    other in pairs (lowest ids first), so one key opens one door.
 * Returns true when something was destroyed (the sentences may then have changed).
 */
export function interact(world: GameWorld, turn: Turn): boolean {
  const cells = new Set<number>();
  for (const def of HAZARDS) {
    for (const e of world.members(def)) cells.add(world.grid.cell(world.x(e), world.y(e)));
  }
  let destroyed = false;
  const kill = (e: number) => {
    turn.destroy(e);
    destroyed = true;
  };
  const alive = (list: number[]) => list.filter((e) => !world.isDestroyed(e));
  for (const cell of [...cells].sort((a, b) => a - b)) {
    const here = occupants(world, cell);
    if (here.length === 0) continue;
    if (here.length >= 2 && here.some((e) => world.has(e, Sink))) {
      for (const e of here) kill(e);
      continue;
    }
    if (here.some((e) => world.has(e, Defeat))) {
      for (const e of here) if (world.has(e, Player)) kill(e);
    }
    let rest = alive(here);
    if (rest.some((e) => world.has(e, Hot))) {
      for (const e of rest) if (world.has(e, Melt)) kill(e);
    }
    rest = alive(rest);
    for (const e of rest) if (world.has(e, Open) && world.has(e, Shut)) kill(e);
    rest = alive(rest);
    const opens = rest.filter((e) => world.has(e, Open));
    const shuts = rest.filter((e) => world.has(e, Shut));
    for (let i = 0; i < Math.min(opens.length, shuts.length); i++) {
      kill(opens[i]);
      kill(shuts[i]);
    }
  }
  return destroyed;
}
