import type { Game } from '../../../core/game';

/**
 * The rules the level sets away from their defaults, in words for the player, each with what the
 * rule means as its mod describes it: "maxChain = 2 — How many boxes in a row one push can move".
 */
export function ruleLines(game: Pick<Game, 'ruleset' | 'world'>): string[] {
  const { rules: defaults, ruleDescriptions } = game.ruleset;
  return Object.entries(game.world.rules)
    .filter(([name, value]) => Object.hasOwn(defaults, name) && value !== defaults[name])
    .map(([name, value]) => `${name} = ${value} — ${ruleDescriptions[name]}`);
}
