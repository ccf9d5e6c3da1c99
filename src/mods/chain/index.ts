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
    // The solver moves one box per push and its freeze and pattern deadlocks assume that: two boxes
    // side by side against a wall are frozen in classic Sokoban, yet one chain push moves them both.
    api.analysis(
      'unsupported',
      'Hints are unavailable for chain pushes: the solver pushes one box at a time.',
      { corners: 'sound' },
    );
  },
};
