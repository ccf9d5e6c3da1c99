import type { Plugin } from '../../core/plugin';

/** The number of boxes a chain-push level lets one push move: 0 means any row, however long. */
export const CHAIN_DEFAULT = 0;

/**
 * Chain push: a push moves the whole row of boxes in front of the player until a wall (or the row
 * limit) stops it. The pushing itself is classic's, driven by its `maxChain` rule; this mod only
 * changes that rule's default for the levels that name it, so `Rules: maxChain=3` still caps a row.
 */
export const chainPlugin: Plugin = {
  name: 'chain',
  description: 'Chain push: one push moves a whole row of boxes (Rules: maxChain=N caps the row).',
  setup(api) {
    api.ruleDefault('maxChain', CHAIN_DEFAULT);
    api.status((world) => {
      const n = Number(world.rules.maxChain);
      return [
        { text: n > 0 ? `Chain push: up to ${n} box${n === 1 ? '' : 'es'} at once` : 'Chain push: any row' },
      ];
    });
    // No analysis call: classic switches hints off, with a note, whenever maxChain is not 1, so for
    // every level of this mod but one that sets `Rules: maxChain=1` (classic pushes again).
  },
};
