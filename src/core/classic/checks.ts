import type { GameWorld } from '../ecs/world';
import type { LevelProblem } from '../level/problems';
import { cellPlace, type LevelSource, levelTitle } from '../level/types';
import type { LevelCheck } from '../plugin';
import { count } from '../plural';
import { Box, Goal } from './components';

/** Every level needs a box, and as many boxes as goals. */
export const boxesMatchGoals: LevelCheck = (level, world) => {
  const boxes = world.query(Box).length;
  const goals = world.query(Goal).length;
  const problems: LevelProblem[] = [];
  const at = { level: level.index, title: levelTitle(level), line: level.line };
  if (boxes === 0) problems.push({ code: 'no-boxes', message: 'the level has no box', ...at });
  else if (boxes !== goals) {
    problems.push({
      code: 'box-goal-mismatch',
      message: `${count(boxes, 'box', 'boxes')} but ${count(goals, 'goal')}`,
      ...at,
    });
  }
  return problems;
};

const outsideRegion = (world: GameWorld, region: Uint8Array) => (e: number) =>
  !region[world.y(e) * world.width + world.x(e)];

/**
 * A goal that walls shut off from the player, with no box on it, makes the level unsolvable: no box
 * can reach it. A mechanic that crosses walls grows the region first (`PluginApi.reach`: teleporters).
 */
export const goalsWithinReach: LevelCheck = (level, world, region) => {
  if (!region.includes(1)) return []; // no single player: reported by the builder
  const outside = outsideRegion(world, region);
  return world
    .query(Goal)
    .filter((g) => outside(g) && !world.hasAt(world.x(g), world.y(g), Box))
    .map((g) => unreachable(level, world, g, 'no box can ever reach this goal'));
};

/**
 * A box off goal that walls shut off from the player can never be pushed there. A box on a goal out
 * there is scenery. Mods with spare boxes (holes) disable this check.
 */
export const boxesWithinReach: LevelCheck = (level, world, region) => {
  if (!region.includes(1)) return [];
  const outside = outsideRegion(world, region);
  return world
    .query(Box)
    .filter((b) => outside(b) && !world.hasAt(world.x(b), world.y(b), Goal))
    .map((b) => unreachable(level, world, b, 'this box can never be pushed'));
};

function unreachable(level: LevelSource, world: GameWorld, e: number, what: string): LevelProblem {
  return {
    code: 'out-of-reach',
    message: `${what}: walls shut it off from the player`,
    level: level.index,
    title: levelTitle(level),
    ...cellPlace(level, world.x(e), world.y(e)),
  };
}
