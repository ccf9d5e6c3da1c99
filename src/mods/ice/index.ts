import type { Plugin } from '../../core/plugin';
import { Ice } from './components';
import { ICE_GLYPHS, writeIceCell } from './glyphs';
import { slideOnIce } from './slide';
import { ICE_SPRITES } from './sprites';

/** Ice: a box pushed onto ice, or the player walking onto it, slides on until something stops it. */
export const icePlugin: Plugin = {
  name: 'ice',
  description: 'Ice: boxes and the player slide across ice until the next cell is not free ice.',
  setup(api) {
    api.components(Ice);
    for (const g of ICE_GLYPHS) api.glyph(g);
    api.rule('iceSlidesPlayer', true, 'Whether the player slides on ice too (false: only boxes slide).', {
      label: 'Ice slides the player',
    });
    api.system(slideOnIce);
    api.cellWriter(writeIceCell);
    for (const s of ICE_SPRITES) api.sprite(s);
    // A hiss of high noise for as long as a slide takes.
    api.sound({
      segment: 'slide',
      voices: [{ wave: 'noise', filter: 'highpass', from: 2400, dur: 0.22, gain: 0.12 }],
    });
    // Slides change which pushes exist, so the solver's move generation and its deadlock tables
    // (dead squares, freeze) would be wrong about ice levels.
    api.analysis('unsupported', 'Hints are unavailable for ice: the solver does not know about sliding.', {
      corners: 'sound',
    });
  },
};
