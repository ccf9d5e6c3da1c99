import type { ComponentDef } from '../../../src/core/ecs/component';
import type { Game } from '../../../src/core/game';
import { Door, Lava, Water } from '../../../src/mods/rules/components';
import { sentences } from './support';

/**
 * What each bonus level teaches, as a condition every solution must pass through: a search that prunes
 * every position where the condition holds finds no win. Keyed by level title.
 */
export const TRICKS: Record<string, { lesson: string; uses: (g: Game) => boolean }> = {
  'Through the wall': { lesson: 'break WALL IS STOP', uses: (g) => !sentences(g).includes('WALL IS STOP') },
  'Spell it out': { lesson: 'spell GOAL IS WIN', uses: (g) => sentences(g).includes('GOAL IS WIN') },
  'Stepping stone': {
    lesson: 'sink a rock to bridge the water',
    uses: (g) => destroyed(g, Water),
  },
  'Be the box': { lesson: 'become the box', uses: (g) => sentences(g).includes('BOX IS YOU') },
  'Not a wall': {
    lesson: 'cancel a sentence you cannot break with NOT',
    uses: (g) => sentences(g).some((s) => s.includes(' NOT ')),
  },
  'Key and door': { lesson: 'OPEN meets SHUT', uses: (g) => destroyed(g, Door) },
  'Turn to gold': {
    lesson: 'transform rocks into goals',
    uses: (g) => sentences(g).includes('ROCK IS GOAL'),
  },
  'Walk the rock': { lesson: 'let MOVE do the pushing', uses: (g) => sentences(g).includes('ROCK IS MOVE') },
  'Words all the way': {
    lesson: 'turn the walls into words',
    uses: (g) => sentences(g).includes('WALL IS TEXT'),
  },
  'Cold feet': { lesson: 'make the lava melt itself', uses: (g) => destroyed(g, Lava) },
  'Master key': {
    lesson: 'park a rock on the door, then make rocks keys',
    uses: (g) => destroyed(g, Door),
  },
};

/** Has some entity of `def` been destroyed (it keeps its tags, so undo can bring it back)? */
function destroyed(g: Game, def: ComponentDef): boolean {
  for (let e = 1; e <= g.world.entityCount; e++)
    if (g.world.isDestroyed(e) && g.world.has(e, def)) return true;
  return false;
}
