import { Player, Pushable } from '../../core/classic/components';
import { isFree, mayEnter, sortFrontFirst } from '../../core/classic/movement-rules';
import type { SystemSpec } from '../../core/pipeline/schedule';
import { Ice } from './components';

/**
 * Movement: whatever moved this turn and now stands on ice keeps going in the move's direction while
 * the next cell is ice, free and allowed by every movement rule. Each slide is one 'slide' segment
 * recorded after the walk or push that started it.
 */
export const slideOnIce: SystemSpec = {
  id: 'ice/slideOnIce',
  phase: 'movement',
  after: 'classic/applyMoves',
  create: (world) => {
    const movers: number[] = [];
    const seen = new Set<number>();
    const occupied = (x: number, y: number) => !isFree(world, x, y) || world.hasAt(x, y, Player);
    return (turn) => {
      const dir = turn.command;
      if (!dir || turn.segments.length === 0) return;
      const { dx, dy } = turn;
      const playerSlides = world.rules.iceSlidesPlayer !== false;
      movers.length = 0;
      seen.clear();
      for (const s of turn.segments) {
        const e = s.eid;
        if (seen.has(e)) continue;
        seen.add(e);
        if (world.isDestroyed(e)) continue;
        if (world.has(e, Pushable) || (playerSlides && world.has(e, Player))) movers.push(e);
      }
      // Front first: the leading box of a pushed row slides away before the ones behind follow it.
      sortFrontFirst(world, movers, dx, dy);
      for (const e of movers) {
        const x0 = world.x(e);
        const y0 = world.y(e);
        if (!world.hasAt(x0, y0, Ice)) continue;
        let x = x0;
        let y = y0;
        for (;;) {
          const nx = x + dx;
          const ny = y + dy;
          if (!world.hasAt(nx, ny, Ice) || occupied(nx, ny) || !mayEnter(world, e, nx, ny, dir)) break;
          x = nx;
          y = ny;
        }
        if (x !== x0 || y !== y0) turn.move(e, x, y, 'slide');
      }
    };
  },
};
