import { boxCount } from '../../core/classic/systems';
import type { Plugin } from '../../core/plugin';
import { Hole } from './components';
import { HOLE_GLYPHS, writeHoleCell } from './glyphs';
import {
  coverEveryGoal,
  enoughBoxesForGoals,
  fillHoles,
  holeCounts,
  onlyPushedIntoHoles,
  recountHoles,
} from './rules';
import { HOLE_SPRITES } from './sprites';

/**
 * Holes: a box pushed into a hole fills it and both disappear; the player cannot step into an open
 * hole. Levels may have spare boxes (more boxes than goals) to fill holes with; covering every goal wins.
 */
export const holesPlugin: Plugin = {
  name: 'holes',
  description: 'Holes: push a spare box into a hole to fill it; the player cannot walk into an open hole.',
  setup(api) {
    api.components(Hole);
    for (const g of HOLE_GLYPHS) api.glyph(g);
    api.canEnter(onlyPushedIntoHoles);
    api.system(fillHoles);
    api.system(coverEveryGoal);
    api.disable('classic/boxesMatchGoals');
    // A spare box may stand anywhere, even walled off: only the goals must all be covered.
    api.disable('classic/boxesWithinReach');
    api.check('holes/enoughBoxesForGoals', enoughBoxesForGoals);
    api.onBuilt(recountHoles);
    api.onRestore(recountHoles);
    api.cellWriter(writeHoleCell);
    for (const s of HOLE_SPRITES) api.sprite(s);
    api.status((world) => {
      const { open, goals } = holeCounts(world);
      const spare = boxCount(world).boxes - goals;
      const lines = [];
      if (open > 0) lines.push({ text: `${open} open hole${open === 1 ? '' : 's'}` });
      if (spare > 0) lines.push({ text: `${spare} spare box${spare === 1 ? '' : 'es'}` });
      return lines;
    });
    // A spare box may rot in a corner without losing the level, so even classic's corner deadlock
    // would be wrong here; and the solver expects exactly one box per goal.
    api.analysis('unsupported', 'Hints are unavailable for holes: spare boxes break the solver.');
  },
};
