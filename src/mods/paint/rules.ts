import { Box, Goal, Pushable, Uncounted } from '../../core/classic/components';
import type { GameWorld } from '../../core/ecs/world';
import type { SystemSpec } from '../../core/pipeline/schedule';
import type { Progress } from '../../core/plugin';
import { Paint, Painted } from './components';

/**
 * Movement, at the end of the phase so a box is painted where it stopped (after a slide or a
 * teleport): a box that ends a move on paint takes the coat, for good.
 */
export const paintBoxes: SystemSpec = {
  id: 'paint/paintBoxes',
  phase: 'movement',
  after: 'movement',
  create: (world) => (turn) => {
    for (const s of turn.segments) {
      const e = s.eid;
      if (world.isDestroyed(e) || !world.has(e, Pushable) || world.has(e, Painted)) continue;
      if (!world.hasAt(world.x(e), world.y(e), Paint)) continue;
      world.add(e, Painted);
      world.remove(e, Uncounted);
    }
  },
};

/** At load: a box without a coat is drawn as not home, also on a goal. */
export function markBareBoxes(world: GameWorld): void {
  for (const e of world.query(Box)) if (!world.has(e, Painted)) world.add(e, Uncounted);
}

/** Goals, and those of them holding a painted box. */
function paintedGoals(world: GameWorld): { done: number; total: number } {
  const goals = world.members(Goal);
  let done = 0;
  for (const g of goals) {
    const box = world.findAt(world.x(g), world.y(g), Box);
    if (box !== -1 && world.has(box, Painted)) done++;
  }
  return { done, total: goals.length };
}

/**
 * Win check, last in its phase so it narrows whatever the others decided (classic: every box on a
 * goal; holes: every goal covered): only painted boxes count on a goal.
 */
export const onlyPaintedBoxesCount: SystemSpec = {
  id: 'paint/onlyPaintedBoxesCount',
  phase: 'wincheck',
  after: 'wincheck',
  create: (world) => (turn) => {
    if (!turn.solved) return;
    const { done, total } = paintedGoals(world);
    turn.solved = done === total;
  },
};

/** The HUD's progress tile: goals holding a painted box, since an unpainted one does not count. */
export const paintProgress = (world: GameWorld): Progress => ({ label: 'Painted', ...paintedGoals(world) });
