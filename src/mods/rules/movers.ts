import { Player, Pushable, Solid } from '../../core/classic/components';
import { mayEnter } from '../../core/classic/movement-rules';
import type { GameWorld } from '../../core/ecs/world';
import type { SystemSpec } from '../../core/pipeline/schedule';
import { DELTAS, DIRECTIONS, type Direction, type Turn } from '../../core/pipeline/turn';
import { Heading, Move, Open, Shut } from './components';

/** What one step of `mover` would do: move with a row of pushed objects, be blocked, or unlock a door. */
export type Step =
  | { readonly type: 'free'; readonly chain: readonly number[] }
  | { readonly type: 'blocked' }
  | { readonly type: 'unlock'; readonly open: number; readonly shut: number };

const BLOCKED: Step = { type: 'blocked' };

/**
 * Plans one step the way `classic/resolvePushes` does (a row of cells of Pushables up to `maxChain`
 * cells, every Pushable of a cell moving, stopped by a Solid that is not Pushable, every plugin's
 * `canEnter` consulted), plus the one thing it cannot know: when an OPEN object at the front of the row
 * meets a cell that only SHUT objects stop, the step unlocks (the lowest ids of each, as the cell lists
 * them, so one key opens one door).
 */
export function planStep(world: GameWorld, mover: number, dir: Direction): Step {
  const [dx, dy] = DELTAS[dir];
  const maxChain = Number(world.rules.maxChain ?? 1);
  const chain: number[] = [];
  let open = world.has(mover, Open) ? mover : -1;
  let x = world.x(mover) + dx;
  let y = world.y(mover) + dy;
  if (!mayEnter(world, mover, x, y, dir)) return BLOCKED;
  for (let cells = 0; ; cells++) {
    const start = chain.length;
    let shut = -1;
    let stop = false;
    for (let e = world.grid.first(world.grid.cell(x, y)); e !== -1; e = world.grid.next(e)) {
      if (e === mover) continue;
      if (world.has(e, Pushable)) chain.push(e);
      else if (world.has(e, Solid)) {
        if (!world.has(e, Shut)) stop = true;
        else if (shut === -1) shut = e;
      }
    }
    if (shut !== -1 && !stop && open !== -1) return { type: 'unlock', open, shut };
    if (stop || shut !== -1) return BLOCKED;
    if (chain.length === start) return { type: 'free', chain };
    if (maxChain > 0 && cells >= maxChain) return BLOCKED;
    open = -1;
    for (let i = start; i < chain.length; i++) {
      if (!mayEnter(world, chain[i], x + dx, y + dy, dir)) return BLOCKED;
      if (open === -1 && world.has(chain[i], Open)) open = chain[i];
    }
    x += dx;
    y += dy;
  }
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
    const movers = world.query(Player);
    // Front first, like the classic resolver, so a row of YOUs meets the door in the same order.
    movers.sort((a, b) => dx * (world.x(b) - world.x(a)) + dy * (world.y(b) - world.y(a)) || a - b);
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
      for (const e of world.query(Move)) {
        if (world.isDestroyed(e)) continue;
        if (tryStep(world, turn, e, DIRECTIONS[heading.dir[e]])) continue;
        face(e, OPPOSITE[heading.dir[e]]);
        tryStep(world, turn, e, DIRECTIONS[heading.dir[e]]);
      }
    };
  },
};
