import { Box, Deadlocked, Goal, Pushable } from '../../core/classic/components';
import type { SystemSpec } from '../../core/pipeline/schedule';
import type { EnterRule } from '../../core/plugin';
import { Sticky, Stuck } from './components';

/**
 * Movement, at the end of the phase so that boxes that slid or teleported are seen where they
 * stopped: a Pushable standing on a sticky cell becomes Stuck.
 */
export const stickBoxes: SystemSpec = {
  id: 'sticky/stickBoxes',
  phase: 'movement',
  after: 'movement',
  create: (world) => (turn) => {
    for (const s of turn.segments) {
      const e = s.eid;
      if (world.isDestroyed(e) || !world.has(e, Pushable) || world.has(e, Stuck)) continue;
      if (world.hasAt(world.x(e), world.y(e), Sticky)) world.add(e, Stuck);
    }
  },
};

/** A stuck entity may not enter any cell: pushing it is refused like pushing into a wall. */
export const stuckStaysPut: EnterRule = (world, eid) => !world.has(eid, Stuck);

/** Deadlock: a box stuck off a goal is lost for good, which loses the level when every box is needed. */
export const markStuckBoxes: SystemSpec = {
  id: 'sticky/markStuckBoxes',
  phase: 'deadlock',
  create: (world) => (turn) => {
    for (const s of turn.segments) {
      const e = s.eid;
      if (!world.has(e, Stuck) || world.has(e, Deadlocked) || world.isDestroyed(e)) continue;
      if (world.hasAt(world.x(e), world.y(e), Goal)) continue;
      if (world.members(Box).length > world.members(Goal).length) continue;
      world.add(e, Deadlocked);
      turn.deadlocked.push(e);
    }
  },
};
