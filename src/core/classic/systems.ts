import { hasComponent } from 'bitecs';
import { defineResource, type GameWorld } from '../ecs/world';
import type { SystemSpec } from '../pipeline/schedule';
import { DELTAS, DIRECTIONS } from '../pipeline/turn';
import { Box, Facing, Goal, Player } from './components';
import { sortFrontFirst } from './movement-rules';
import { pushRowPlanner } from './push-row';

/** Input: the command becomes a direction vector. */
export const readInput: SystemSpec = {
  id: 'classic/readInput',
  phase: 'input',
  create: () => (turn) => {
    if (!turn.command) return;
    const [dx, dy] = DELTAS[turn.command];
    turn.dx = dx;
    turn.dy = dy;
  },
};

/**
 * Push: each controlled entity tries to step, moving the row in front of it as `pushRowPlanner` decides
 * (a box cannot push a box unless the rule `maxChain` allows it). Plans only; the movement phase applies.
 */
export const resolvePushes: SystemSpec = {
  id: 'classic/resolvePushes',
  phase: 'push',
  create: (world) => {
    const players = world.members(Player);
    const movers: number[] = [];
    const facing = world.store(Facing);
    const plan = pushRowPlanner(world);
    const planned = new Set<number>();
    return (turn) => {
      const dir = turn.command;
      if (!dir) return;
      const { dx, dy } = turn;
      movers.length = 0;
      // A copy: the sort below must not reorder the world's cached list.
      for (const p of players) movers.push(p);
      sortFrontFirst(world, movers, dx, dy);
      planned.clear();
      for (const mover of movers) {
        facing.dir[mover] = DIRECTIONS.indexOf(dir);
        const row = plan(mover, dir);
        if (row.stop) {
          turn.blocked ??= { eid: row.stopper, x: row.x, y: row.y, reason: row.stop };
          continue;
        }
        if (planned.has(mover)) continue;
        turn.planned.push({ eid: mover, toX: world.x(mover) + dx, toY: world.y(mover) + dy, kind: 'walk' });
        planned.add(mover);
        for (const box of row.chain) {
          if (planned.has(box)) continue;
          planned.add(box);
          turn.planned.push({ eid: box, toX: world.x(box) + dx, toY: world.y(box) + dy, kind: 'push' });
        }
      }
    };
  },
};

/** Movement: applies the plan, recording each entity's previous and new cell as a segment. */
export const applyMoves: SystemSpec = {
  id: 'classic/applyMoves',
  phase: 'movement',
  create: () => (turn) => {
    for (const m of turn.planned) turn.move(m.eid, m.toX, m.toY, m.kind);
  },
};

/** Boxes and boxes-on-goals counters, derived from state; kept incrementally per turn. */
export interface BoxCount {
  boxes: number;
  onGoals: number;
}

const BoxCounts = defineResource('classic/boxCount', (): BoxCount => ({ boxes: 0, onGoals: 0 }));

export function boxCount(world: GameWorld): BoxCount {
  return world.resource(BoxCounts);
}

/** Recounts from scratch: after building a level and after undo, redo or restart. */
export function recountBoxes(world: GameWorld): void {
  const c = boxCount(world);
  c.boxes = 0;
  c.onGoals = 0;
  // After every undo: the cached list, not query(), which hashes its terms (garbage) on each call.
  for (const e of world.members(Box)) {
    c.boxes++;
    if (world.hasAt(world.x(e), world.y(e), Goal)) c.onGoals++;
  }
}

/** WinCheck: solved when every box stands on a goal. */
export const checkWin: SystemSpec = {
  id: 'classic/checkWin',
  phase: 'wincheck',
  create: (world) => {
    const box = world.store(Box);
    const count = boxCount(world);
    return (turn) => {
      for (const s of turn.segments) {
        if (!hasComponent(world.ecs, s.eid, box)) continue;
        if (world.hasAt(s.fromX, s.fromY, Goal)) count.onGoals--;
        if (world.hasAt(s.toX, s.toY, Goal)) count.onGoals++;
      }
      for (const e of turn.destroyed) {
        if (!hasComponent(world.ecs, e, box)) continue;
        count.boxes--;
        if (world.hasAt(world.x(e), world.y(e), Goal)) count.onGoals--;
      }
      turn.solved = count.boxes > 0 && count.onGoals === count.boxes;
    };
  },
};
