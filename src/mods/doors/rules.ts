import { Box, Player, Solid } from '../../core/classic/components';
import type { GameWorld } from '../../core/ecs/world';
import type { SystemSpec } from '../../core/pipeline/schedule';
import { Closed, Door, Switch } from './components';

const occupied = (world: GameWorld, x: number, y: number) =>
  world.hasAt(x, y, Box) || world.hasAt(x, y, Player);

/**
 * Opens every door while any switch is held down by a box or the player, and shuts it otherwise;
 * a door with something in its doorway stays open (it cannot shut on it). A shut door is `Solid`,
 * so classic's pushes treat it as they treat a box that cannot move.
 */
export function updateDoors(world: GameWorld): void {
  // Every turn: the cached member lists, not query(), which hashes its terms (garbage) on each call.
  const held = world.members(Switch).some((s) => occupied(world, world.x(s), world.y(s)));
  for (const d of world.members(Door)) {
    const shut = !held && !occupied(world, world.x(d), world.y(d));
    if (shut === world.has(d, Closed)) continue;
    if (shut) {
      world.add(d, Closed);
      world.add(d, Solid);
    } else {
      world.remove(d, Closed);
      world.remove(d, Solid);
    }
  }
}

/** Movement, at the end of the phase, so the doors see where everything stopped this turn. */
export const operateDoors: SystemSpec = {
  id: 'doors/operateDoors',
  phase: 'movement',
  after: 'movement',
  create: (world) => () => updateDoors(world),
};
