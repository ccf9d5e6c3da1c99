import type { Plugin } from '../../core/plugin';
import { Closed, Door, Switch } from './components';
import { DOORS_GLYPHS, writeDoorsCell } from './glyphs';
import { operateDoors, updateDoors } from './rules';
import { DOORS_SPRITES } from './sprites';

/** Switches and doors: a box or the player on any switch opens every door. */
export const doorsPlugin: Plugin = {
  name: 'doors',
  description: 'Switches and doors: a box or the player on any switch opens every door.',
  setup(api) {
    api.components(Switch, Door, Closed);
    for (const g of DOORS_GLYPHS) api.glyph(g);
    api.cellWriter(writeDoorsCell);
    api.onBuilt(updateDoors);
    api.system(operateDoors);
    for (const s of DOORS_SPRITES) api.sprite(s);
    api.analysis(
      'unsupported',
      'Hints are unavailable for switches and doors: the solver does not open doors.',
      {
        corners: 'sound',
      },
    );
  },
};
