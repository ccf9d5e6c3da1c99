import { Player } from '../../core/classic/components';
import { sortFrontFirst } from '../../core/classic/movement-rules';
import { type PushRowPlanner, pushRowPlanner } from '../../core/classic/push-row';
import { defineResource, type GameWorld } from '../../core/ecs/world';
import type { SystemSpec } from '../../core/pipeline/schedule';
import { DELTAS, DIRECTIONS, type Direction, type Turn } from '../../core/pipeline/turn';
import { Heading, Move, Open, Shut } from './components';

/** What one step of `mover` would do: move with a row of pushed objects, be blocked, or unlock a door. */
export type Step =
  | { readonly type: 'free'; readonly chain: readonly number[] }
  | { readonly type: 'blocked' }
  | { readonly type: 'unlock'; readonly open: number; readonly shut: number };

const BLOCKED: Step = { type: 'blocked' };

/** The classic row planner, told that a SHUT object is a wall an OPEN one may clear. One per world. */
const RowPlanner = defineResource(
  'rules/pushRow',
  (world): PushRowPlanner => pushRowPlanner(world, (e) => world.has(e, Shut)),
);

/**
 * Plans one step with the classic push (`pushRowPlanner`, the same that moves YOU), plus the one thing
 * it cannot know: when the row is stopped by a cell that only SHUT objects stop and an OPEN object is
 * at the row's front, the step unlocks (the lowest ids of each, as the cell lists them, so one key
 * opens one door).
 */
export function planStep(world: GameWorld, mover: number, dir: Direction): Step {
  const row = world.resource(RowPlanner)(mover, dir);
  if (!row.stop) return { type: 'free', chain: row.chain.slice() };
  if (!row.yielding) return BLOCKED;
  const open = frontOpen(world, mover, row.chain, row.front);
  return open === -1 ? BLOCKED : { type: 'unlock', open, shut: row.stopper };
}

/** The lowest-id OPEN object of the row's front cell, or the mover itself when it pushes nothing. */
function frontOpen(world: GameWorld, mover: number, chain: readonly number[], front: number): number {
  if (front === chain.length) return world.has(mover, Open) ? mover : -1;
  for (let i = front; i < chain.length; i++) if (world.has(chain[i], Open)) return chain[i];
  return -1;
}

/**
 * Push phase, before the classic resolution: a YOU that walks (or pushes) an OPEN object into a SHUT
 * object that would stop it destroys both first, so the classic push then finds the way clear. The end
 * state is the genre's (the key went into the door and both vanished, everything behind moved up)
 * without teaching the classic resolver about doors.
 */
export const openDoors: SystemSpec = {
  id: 'rules/openDoors',
  phase: 'push',
  before: 'classic/resolvePushes',
  create: (world) => (turn) => {
    const dir = turn.command;
    if (!dir) return;
    const [dx, dy] = DELTAS[dir];
    // A copy of the cached list (query() hashes its terms on every call): sorted here, and pushes destroy.
    const movers = world.members(Player).slice();
    // Front first, like the classic resolver, so a row of YOUs meets the door in the same order.
    sortFrontFirst(world, movers, dx, dy);
    for (const mover of movers) {
      if (world.isDestroyed(mover)) continue;
      const step = planStep(world, mover, dir);
      if (step.type === 'unlock') {
        turn.destroy(step.open);
        turn.destroy(step.shut);
      }
    }
  },
};

/** Moves `mover` one step in `dir` if it can (unlocking on the way); false when blocked. */
function tryStep(world: GameWorld, turn: Turn, mover: number, dir: Direction): boolean {
  let step = planStep(world, mover, dir);
  if (step.type === 'unlock') {
    turn.destroy(step.open);
    turn.destroy(step.shut);
    if (world.isDestroyed(mover)) return true;
    step = planStep(world, mover, dir);
  }
  if (step.type !== 'free') return false;
  const [dx, dy] = DELTAS[dir];
  for (let i = step.chain.length - 1; i >= 0; i--) {
    const e = step.chain[i];
    turn.move(e, world.x(e) + dx, world.y(e) + dy, 'move');
  }
  turn.move(mover, world.x(mover) + dx, world.y(mover) + dy, 'move');
  return true;
}

const OPPOSITE = [2, 3, 0, 1];

/**
 * Movement phase, after YOU has moved: first every YOU that walked turns to face its move (so a thing
 * both YOU and MOVE keeps going the way it was steered); then each MOVE object, by id, takes one step
 * where it faces, pushing like YOU does. A blocked MOVE object turns around and tries the other way
 * in the same turn; blocked both ways, it stays, facing back.
 */
export const moveMovers: SystemSpec = {
  id: 'rules/moveMovers',
  phase: 'movement',
  after: 'classic/applyMoves',
  create: (world) => {
    const heading = world.store(Heading);
    const face = (e: number, dir: number) => {
      if (heading.dir[e] === dir) return;
      heading.dir[e] = dir;
      world.touch(e, Heading);
    };
    return (turn) => {
      if (turn.command) {
        const dir = DIRECTIONS.indexOf(turn.command);
        for (const s of turn.segments) {
          if (s.kind === 'walk' && world.has(s.eid, Player) && world.has(s.eid, Heading)) face(s.eid, dir);
        }
      }
      // A copy: a step can destroy (unlock) or transform a mover, which edits the cached list.
      for (const e of world.members(Move).slice()) {
        if (world.isDestroyed(e)) continue;
        if (tryStep(world, turn, e, DIRECTIONS[heading.dir[e]])) continue;
        face(e, OPPOSITE[heading.dir[e]]);
        tryStep(world, turn, e, DIRECTIONS[heading.dir[e]]);
      }
    };
  },
};
