import { classicPlugin } from '../classic';
import type { ComponentDef } from '../ecs/component';
import { GameWorld } from '../ecs/world';
import { createRuleset, glyphSpecsOf, type Plugin, type Ruleset } from '../plugin';

/** What each glyph of a plugin places on its cell, and the ruleset that drew them. */
export interface GlyphProbe {
  readonly ruleset: Ruleset;
  /** The components on each glyph's cell; a glyph whose build threw is left out. */
  readonly placed: ReadonlyMap<string, readonly ComponentDef[]>;
}

/**
 * What the glyphs of `plugin` place, learnt by building each on its own cell of one world of the
 * plugin (with classic and the plugins it requires from `catalogue`), the way a level is built. Null
 * when the plugin cannot be set up. For tools that show a glyph without a level: the editor's art,
 * thumbnails, tests. One ruleset and one world serve every glyph: the rules mod claims 31, and a world
 * of its 50 components costs about a millisecond to make.
 */
export function probeGlyphs(
  plugin: Plugin,
  catalogue: ReadonlyMap<string, Plugin> = new Map(),
): GlyphProbe | null {
  const needed = [plugin, ...(plugin.requires ?? []).flatMap((n) => catalogue.get(n) ?? [])];
  let ruleset: Ruleset;
  try {
    ruleset = createRuleset([classicPlugin, ...needed]);
  } catch {
    return null;
  }
  const glyphs = glyphSpecsOf([plugin]);
  const world = new GameWorld({
    width: Math.max(1, glyphs.length),
    height: 1,
    components: ruleset.components,
    capacity: 16 * glyphs.length,
  });
  const placed = new Map<string, ComponentDef[]>();
  glyphs.forEach(({ char }, x) => {
    try {
      ruleset.glyphs.get(char)?.build(world, x, 0);
      placed.set(
        char,
        ruleset.components.filter((c) => world.hasAt(x, 0, c)),
      );
    } catch {
      // A glyph that cannot be built shows as unknown; the others still do.
    }
  });
  return { ruleset, placed };
}
