import { DIRECTIONS } from '../../core/pipeline/turn';
import type { EnterRule } from '../../core/plugin';
import { OneWay } from './components';

/**
 * A one-way cell admits only movers heading its way: the player, pushed boxes, slides and path
 * searches alike, since all of them ask the same rules. Leaving the cell is unrestricted.
 */
export const enterOneWayAlong: EnterRule = (world, _eid, x, y, dir) => {
  const cell = world.findAt(x, y, OneWay);
  return cell === -1 || world.store(OneWay).dir[cell] === DIRECTIONS.indexOf(dir);
};
