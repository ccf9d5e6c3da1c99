import type { Plugin } from '../../core/plugin';
import { Paint, Painted } from './components';
import { PAINT_GLYPHS, writePaintCell } from './glyphs';
import { markBareBoxes, onlyPaintedBoxesCount, paintBoxes, paintProgress } from './rules';
import { PAINT_SPRITES } from './sprites';

/** Paint: a box counts on a goal only once it has been pushed through paint. */
export const paintPlugin: Plugin = {
  name: 'paint',
  description: 'Paint: a box counts on a goal only once it has been pushed through wet paint.',
  setup(api) {
    api.components(Paint, Painted);
    for (const g of PAINT_GLYPHS) api.glyph(g);
    api.cellWriter(writePaintCell);
    api.system(paintBoxes);
    api.system(onlyPaintedBoxesCount);
    api.onBuilt(markBareBoxes);
    api.progress(paintProgress);
    for (const s of PAINT_SPRITES) api.sprite(s);
    // Paint narrows the win and leaves pushes alone: a box that classic rules prove lost is lost here
    // too, but the solver would park unpainted boxes on goals.
    api.analysis(
      'unsupported',
      'Hints are unavailable for paint: the solver does not know boxes need a coat.',
      {
        corners: 'sound',
      },
    );
  },
};
