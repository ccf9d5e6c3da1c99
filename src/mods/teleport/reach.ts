import { Wall } from '../../core/classic/components';
import type { GameWorld } from '../../core/ecs/world';
import { partners } from './warp';

/**
 * Grows the player's region through the pads (`PluginApi.reach`): a pad inside it leads to its
 * partner, and the floor around the partner is reached too, whatever walls lie between. Boxes are
 * ignored, as in the region.
 */
export function growThroughPads(world: GameWorld, out: Uint8Array): void {
  const { width, height } = world;
  const links = partners(world);
  const stack: number[] = [];
  const reach = (x: number, y: number) => {
    const i = y * width + x;
    if (x < 0 || y < 0 || x >= width || y >= height || out[i] || world.hasAt(x, y, Wall)) return;
    out[i] = 1;
    stack.push(i);
  };
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pad, partner] of links) {
      if (!out[world.y(pad) * width + world.x(pad)]) continue;
      const before = stack.length;
      reach(world.x(partner), world.y(partner));
      while (stack.length > before) {
        const i = stack.pop()!;
        const x = i % width;
        const y = (i - x) / width;
        reach(x + 1, y);
        reach(x - 1, y);
        reach(x, y + 1);
        reach(x, y - 1);
        grew = true;
      }
    }
  }
}
