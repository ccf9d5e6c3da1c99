import { classicPlugin } from '../classic';
import type { ComponentDef } from '../ecs/component';
import { GameWorld } from '../ecs/world';
import { createRuleset, type Plugin, type Ruleset } from '../plugin';

/**
 * What a glyph places, learnt by building it on a one-cell world of `plugin` (with classic and the
 * plugins it requires from `catalogue`), the way a level is built. Null when the plugin does not claim
 * the glyph or cannot be set up. For tools that show a glyph without a level: the editor's art, tests.
 */
export function probeGlyph(
  plugin: Plugin,
  char: string,
  catalogue: ReadonlyMap<string, Plugin> = new Map(),
): { ruleset: Ruleset; components: ComponentDef[] } | null {
  const needed = [plugin, ...(plugin.requires ?? []).flatMap((n) => catalogue.get(n) ?? [])];
  try {
    const ruleset = createRuleset([classicPlugin, ...needed]);
    const glyph = ruleset.glyphs.get(char);
    if (!glyph) return null;
    const world = new GameWorld({ width: 1, height: 1, components: ruleset.components, capacity: 16 });
    glyph.build(world, 0, 0);
    return { ruleset, components: ruleset.components.filter((c) => world.hasAt(0, 0, c)) };
  } catch {
    return null;
  }
}
