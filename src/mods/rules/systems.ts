import { Box, Goal, Player } from '../../core/classic/components';
import type { GameWorld } from '../../core/ecs/world';
import type { SystemSpec } from '../../core/pipeline/schedule';
import { Win } from './components';
import { rulesContext } from './context';
import { deriveRules } from './derive';
import { interact } from './interactions';

/**
 * At the end of the movement phase (after every mod's movement, so slides and teleports count too):
 * read the sentences, transform, grant properties.
 */
export const applyRules: SystemSpec = {
  id: 'rules/applyRules',
  phase: 'movement',
  after: ['movement', 'rules/moveMovers'],
  create: (world) => {
    const ctx = rulesContext(world);
    return (turn) => {
      ctx.transformed.clear();
      deriveRules(world, turn);
    };
  },
};

/**
 * Then the interactions (SINK, DEFEAT, HOT/MELT, OPEN/SHUT). Destroying a word can break a sentence, so
 * the rules are read again after any destruction, and the interactions rerun under the new rules, until
 * nothing more happens (bounded: each round destroys at least one of finitely many objects).
 */
export const interactRules: SystemSpec = {
  id: 'rules/interact',
  phase: 'movement',
  after: ['movement', 'rules/applyRules'],
  create: (world) => (turn) => {
    while (interact(world, turn)) deriveRules(world, turn);
  },
};

/** Solved when something YOU stands on something WIN (or is both); with `classicWin`, also when every box is on a goal. */
export function isWon(world: GameWorld): boolean {
  for (const w of world.members(Win)) if (world.hasAt(world.x(w), world.y(w), Player)) return true;
  if (world.rules.classicWin !== true) return false;
  const boxes = world.members(Box);
  return boxes.length > 0 && boxes.every((b) => world.hasAt(world.x(b), world.y(b), Goal));
}

/** Runs last in its phase, so its verdict replaces classic's (which stays for other mods to order against). */
export const checkWin: SystemSpec = {
  id: 'rules/checkWin',
  phase: 'wincheck',
  after: 'wincheck',
  create: (world) => (turn) => {
    turn.solved = isWon(world);
  },
};
