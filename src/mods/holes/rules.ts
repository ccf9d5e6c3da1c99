import { Box, Goal, Pushable } from '../../core/classic/components';
import { boxCount } from '../../core/classic/systems';
import { defineResource, type GameWorld } from '../../core/ecs/world';
import { levelTitle } from '../../core/level/types';
import type { SystemSpec } from '../../core/pipeline/schedule';
import type { EnterRule, LevelCheck } from '../../core/plugin';
import { Hole } from './components';

/** Only something pushed may enter an open hole (and then it falls in): the player walks around. */
export const onlyPushedIntoHoles: EnterRule = (world, eid, x, y) =>
  world.has(eid, Pushable) || !world.hasAt(x, y, Hole);

/**
 * Movement, at the end of the phase so that it sees where slides and teleports left things: a
 * Pushable standing on an open hole fills it. Both leave play and the cell becomes floor.
 */
export const fillHoles: SystemSpec = {
  id: 'holes/fillHoles',
  phase: 'movement',
  after: 'movement',
  create: (world) => (turn) => {
    for (const s of turn.segments) {
      const e = s.eid;
      // Only an entity's final cell counts: a box that passed over a hole cell did not stop there.
      if (world.isDestroyed(e) || world.x(e) !== s.toX || world.y(e) !== s.toY) continue;
      if (!world.has(e, Pushable)) continue;
      const hole = world.findAt(s.toX, s.toY, Hole);
      if (hole === -1) continue;
      turn.destroy(e);
      turn.destroy(hole);
    }
  },
};

/** Counts the HUD and the win check need; derived from state, recounted whenever the state jumps. */
export interface HoleCounts {
  open: number;
  goals: number;
}

const Counts = defineResource('holes/counts', (): HoleCounts => ({ open: 0, goals: 0 }));

export function holeCounts(world: GameWorld): HoleCounts {
  return world.resource(Counts);
}

export function recountHoles(world: GameWorld): void {
  const c = holeCounts(world);
  // After every undo: the cached lists, not query(), which hashes its terms (garbage) on each call.
  c.open = world.members(Hole).length;
  c.goals = world.members(Goal).length;
}

/**
 * WinCheck, after classic's (whose live-box counters it reuses): with spare boxes around, "every box
 * on a goal" can never hold, so the level is won when every goal holds a box.
 */
export const coverEveryGoal: SystemSpec = {
  id: 'holes/coverEveryGoal',
  phase: 'wincheck',
  after: 'classic/checkWin',
  create: (world) => {
    const counts = holeCounts(world);
    const boxes = boxCount(world);
    return (turn) => {
      for (const e of turn.destroyed) if (world.has(e, Hole)) counts.open--;
      turn.solved = counts.goals > 0 && boxes.onGoals === counts.goals;
    };
  },
};

/**
 * Replaces classic's boxes = goals: spare boxes are what fills holes, so a level needs at least one
 * goal and at least as many boxes as goals.
 */
export const enoughBoxesForGoals: LevelCheck = (level, world) => {
  const boxes = world.query(Box).length;
  const goals = world.query(Goal).length;
  const at = { level: level.index, title: levelTitle(level), line: level.line };
  if (boxes === 0) return [{ code: 'no-boxes', message: 'the level has no box', ...at }];
  if (goals === 0) return [{ code: 'box-goal-mismatch', message: 'the level has no goal', ...at }];
  if (boxes >= goals) return [];
  return [
    {
      code: 'box-goal-mismatch',
      message: `${boxes} box${boxes === 1 ? '' : 'es'} but ${goals} goals: every goal needs a box`,
      ...at,
    },
  ];
};
