import type { RuleValue } from '../../../core/ecs/world';
import type { Game } from '../../../core/game';
import type { Ruleset, RuleWords } from '../../../core/plugin';
import { figure } from '../plural';

/**
 * The rules the level sets away from their defaults, in words for the player (`ruleWords`): "A push
 * moves: up to 2 boxes in a row".
 */
export function ruleLines(game: Pick<Game, 'ruleset' | 'world'>): string[] {
  const { rules: defaults } = game.ruleset;
  return Object.entries(game.world.rules)
    .filter(([name, value]) => Object.hasOwn(defaults, name) && value !== defaults[name])
    .map(([name, value]) => ruleWords(game.ruleset, name, value));
}

/**
 * A rule and its value as a player reads them: the rule's label (else its description, full stop
 * left off), then the value in its mod's words (else yes or no, the number, the text): "Ice slides
 * the player: no". A rule no plugin declares is given as written, `name=value`.
 */
export function ruleWords(
  ruleset: Pick<Ruleset, 'ruleDescriptions' | 'ruleWords'>,
  name: string,
  value: RuleValue,
): string {
  if (!Object.hasOwn(ruleset.ruleDescriptions, name)) return `${name}=${value}`;
  const words = ruleset.ruleWords[name] ?? {};
  const label = words.label || ruleset.ruleDescriptions[name].replace(/\.$/, '');
  return `${label}: ${valueWords(words, value)}`;
}

function valueWords(words: RuleWords, value: RuleValue): string {
  try {
    const said = words.valueText?.(value);
    if (said) return String(said);
  } catch {
    // A mod's mistake costs its words for the value, not the play screen.
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return typeof value === 'number' ? figure(value) : value;
}
