import type { Plugin } from '../../core/plugin';
import { ARROWS, OneWay } from './components';
import { ONEWAY_GLYPHS, writeOneWayCell } from './glyphs';
import { enterOneWayAlong } from './rules';
import { ONEWAY_SPRITES } from './sprites';

/** One-way floors: arrow cells that the player and boxes may enter only in the arrow's direction. */
export const onewayPlugin: Plugin = {
  name: 'oneway',
  description: 'One-way floors: an arrow cell may be entered only in its direction, by player and boxes.',
  setup(api) {
    api.components(OneWay, ...ARROWS);
    for (const g of ONEWAY_GLYPHS) api.glyph(g);
    api.canEnter(enterOneWayAlong);
    api.cellWriter(writeOneWayCell);
    for (const s of ONEWAY_SPRITES) api.sprite(s);
    // The solver generates pushes and player paths from walls alone; it would plan through arrows.
    api.analysis('unsupported', 'Hints are unavailable for one-way floors: the solver ignores arrows.', {
      corners: 'sound',
    });
  },
};
