import type { GameWorld } from '../ecs/world';
import type { Direction } from '../pipeline/turn';
import { Pushable, Solid } from './components';

/** Do all plugins allow `eid` into (x, y) moving `dir`? (Ignores what occupies the cell.) */
export function mayEnter(world: GameWorld, eid: number, x: number, y: number, dir: Direction): boolean {
  if (!world.grid.inBounds(x, y)) return false;
  const rules = world.enterRules;
  for (let i = 0; i < rules.length; i++) if (!rules[i](world, eid, x, y, dir)) return false;
  return true;
}

/** True when nothing at (x, y) stops a mover: no Solid and no Pushable occupant. */
export function isFree(world: GameWorld, x: number, y: number): boolean {
  return world.grid.inBounds(x, y) && !world.hasAt(x, y, Solid) && !world.hasAt(x, y, Pushable);
}

/**
 * Orders things moving the same way front first (the furthest along the move leads; ties by id), in
 * place: a row of them moving together then does not block itself, and its leader has the first chance.
 */
export function sortFrontFirst(world: GameWorld, entities: number[], dx: number, dy: number): number[] {
  if (entities.length > 1)
    entities.sort((a, b) => dx * (world.x(b) - world.x(a)) + dy * (world.y(b) - world.y(a)) || a - b);
  return entities;
}
