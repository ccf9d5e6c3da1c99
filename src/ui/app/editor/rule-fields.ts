import { classicPlugin } from '../../../core/classic';
import type { RuleValue } from '../../../core/ecs/world';
import { type Headers, rulePart, ruleParts, ruleTexts } from '../../../core/level/rule-headers';
import { createRuleset, type Plugin, type RuleLimits, ruleNamesOf } from '../../../core/plugin';
import { MODS } from '../../../mods';

/** One rule a design's level may set, as the editor's Mods panel offers it. */
export interface RuleField {
  readonly name: string;
  /** Its short name for players ("A push moves"), when its plugin gives one. */
  readonly label?: string;
  readonly description: string;
  /** Its default for a level of these mods (chain's `maxChain` is 0, not classic's 1). */
  readonly defaultValue: RuleValue;
  readonly limits: RuleLimits;
  /** The level's value as written in its `Rules:` line, if it sets one. */
  readonly text?: string;
}

/**
 * The rules each ticked mod lets a level set, by mod (a rule two mods touch is offered under the
 * first), then, as `classic`, the other rules the level sets itself (`Rules: maxChain=2` on a level
 * without chain). Empty when the mods do not build together: the level's checks say why.
 */
export function ruleFields(
  mods: readonly string[],
  headers: Headers,
  catalogue: ReadonlyMap<string, Plugin> = MODS,
): { mod: string; rules: RuleField[] }[] {
  const plugins = pluginsOf(mods, catalogue);
  let ruleset: ReturnType<typeof createRuleset>;
  try {
    ruleset = createRuleset(plugins);
  } catch {
    return [];
  }
  const texts = ruleTexts(headers);
  const shown = new Set<string>();
  const field = (name: string): RuleField => {
    shown.add(name);
    const text = texts.get(name);
    const label = ruleset.ruleWords[name]?.label;
    return {
      name,
      ...(label && { label }),
      description: ruleset.ruleDescriptions[name],
      defaultValue: ruleset.rules[name],
      limits: ruleset.ruleLimits[name],
      ...(text !== undefined && { text }),
    };
  };
  const groups = mods.flatMap((mod) => {
    const plugin = catalogue.get(mod);
    const names = plugin
      ? ruleNamesOf(plugin).filter((n) => !shown.has(n) && Object.hasOwn(ruleset.rules, n))
      : [];
    return names.length ? [{ mod, rules: names.map(field) }] : [];
  });
  const rest = [...texts.keys()].filter((n) => !shown.has(n) && Object.hasOwn(ruleset.rules, n));
  if (rest.length) groups.push({ mod: classicPlugin.name, rules: rest.map(field) });
  return groups;
}

/**
 * The parts of the level's `Rules:` lines that no rule of these mods reads, as written, each once: a
 * typo (`maxchian=2`), a rule of a mod not ticked, a part with no `=`. The level's checks refuse them;
 * the Mods panel offers to take them out. Empty when the mods do not build together.
 */
export function unknownRules(
  mods: readonly string[],
  headers: Headers,
  catalogue: ReadonlyMap<string, Plugin> = MODS,
): string[] {
  let rules: Record<string, RuleValue>;
  try {
    rules = createRuleset(pluginsOf(mods, catalogue)).rules;
  } catch {
    return [];
  }
  const unknown = ruleParts(headers).filter((part) => {
    const name = rulePart(part)?.name;
    return name === undefined || !Object.hasOwn(rules, name);
  });
  return [...new Set(unknown)];
}

/** The rules unticking `mod` takes out of the level: its own, unless another ticked mod offers them too. */
export function rulesLeavingWith(
  mod: string,
  mods: readonly string[],
  catalogue: ReadonlyMap<string, Plugin> = MODS,
): string[] {
  const plugin = catalogue.get(mod);
  if (!plugin) return [];
  const kept = new Set(
    mods
      .filter((m) => m !== mod)
      .flatMap((m) => {
        const other = catalogue.get(m);
        return other ? ruleNamesOf(other) : [];
      }),
  );
  return ruleNamesOf(plugin).filter((n) => !kept.has(n));
}

/** Classic and the mods (with the mods they require), as a level of these mods loads them. */
function pluginsOf(mods: readonly string[], catalogue: ReadonlyMap<string, Plugin>): Plugin[] {
  const out: Plugin[] = [classicPlugin];
  const add = (name: string) => {
    const p = catalogue.get(name);
    if (!p || out.includes(p)) return;
    for (const dep of p.requires ?? []) add(dep);
    out.push(p);
  };
  for (const m of mods) add(m);
  return out;
}
