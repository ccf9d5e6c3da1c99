import type { Plugin } from '../../core/plugin';
import { PAIR_TAGS, Pad } from './components';
import { TELEPORT_GLYPHS, writePadCell } from './glyphs';
import { growThroughPads } from './reach';
import { TELEPORT_SPRITES } from './sprites';
import { linkPads, padsComeInPairs, teleportOnPads } from './warp';

/** Teleporters: paired pads; whatever enters one leaves by the other when that one is free. */
export const teleportPlugin: Plugin = {
  name: 'teleport',
  description: 'Teleporters: a box or the player entering a pad comes out of its partner pad if it is free.',
  setup(api) {
    api.components(Pad, ...PAIR_TAGS);
    for (const g of TELEPORT_GLYPHS) api.glyph(g);
    api.system(teleportOnPads);
    api.onBuilt(linkPads);
    api.check('teleport/padsComeInPairs', padsComeInPairs);
    api.cellWriter(writePadCell);
    for (const s of TELEPORT_SPRITES) api.sprite(s);
    // A quick rising glide: something went away and came back elsewhere.
    api.sound({
      segment: 'teleport',
      voices: [{ wave: 'sine', from: 300, to: 1300, dur: 0.16, gain: 0.14 }],
    });
    // A jump crosses walls: a goal or box beyond them may be reached through the pads.
    api.reach(growThroughPads);
    // Pushes and walks that jump across the board break the solver's move generation and distances.
    api.analysis('unsupported', 'Hints are unavailable for teleporters: the solver cannot follow a jump.', {
      corners: 'sound',
    });
  },
};
