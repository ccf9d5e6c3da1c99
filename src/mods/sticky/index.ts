import type { Plugin } from '../../core/plugin';
import { Sticky, Stuck } from './components';
import { STICKY_GLYPHS, writeStickyCell } from './glyphs';
import { markStuckBoxes, stickBoxes, stuckStaysPut } from './rules';
import { STICKY_SPRITES } from './sprites';

/** Sticky floors: a box pushed onto glue is stuck there for good; the player walks over it. */
export const stickyPlugin: Plugin = {
  name: 'sticky',
  description: 'Sticky floors: a box pushed onto a sticky cell can never be pushed again.',
  setup(api) {
    api.components(Sticky, Stuck);
    for (const g of STICKY_GLYPHS) api.glyph(g);
    api.cellWriter(writeStickyCell);
    api.system(stickBoxes);
    api.canEnter(stuckStaysPut);
    api.system(markStuckBoxes);
    for (const s of STICKY_SPRITES) api.sprite(s);
    api.analysis(
      'unsupported',
      'Hints are unavailable for sticky floors: the solver would push stuck boxes.',
      { corners: 'sound' },
    );
  },
};
