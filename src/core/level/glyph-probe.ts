import { classicPlugin } from '../classic';
import { Box, Uncounted } from '../classic/components';
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

/**
 * Whether a level of these mods (names in `catalogue`, with what they require) leaves classic's `*`
 * box uncounted once built (paint: no coat yet), so it is drawn as a box off goal. For tools that
 * draw `*` without building the level: the editor's board and thumbnails. Hooks that throw on a
 * board of one cell are passed over.
 */
export function bareBoxOnGoalUncounted(
  mods: readonly string[],
  catalogue: ReadonlyMap<string, Plugin> = new Map(),
): boolean {
  let known = uncountedCache.get(catalogue);
  if (!known) uncountedCache.set(catalogue, (known = new Map()));
  const key = [...mods].sort().join(',');
  let answer = known.get(key);
  if (answer === undefined) known.set(key, (answer = boxOnGoalUncounted(mods, catalogue)));
  return answer;
}

/** Asked on every redraw of the editor's board: a ruleset costs a millisecond or so to make. */
const uncountedCache = new WeakMap<ReadonlyMap<string, Plugin>, Map<string, boolean>>();

function boxOnGoalUncounted(mods: readonly string[], catalogue: ReadonlyMap<string, Plugin>): boolean {
  const plugins = new Set<Plugin>();
  const add = (name: string) => {
    const p = catalogue.get(name);
    if (!p || plugins.has(p)) return;
    for (const dep of p.requires ?? []) add(dep);
    plugins.add(p);
  };
  for (const m of mods) add(m);
  if (plugins.size === 0) return false;
  let ruleset: Ruleset;
  try {
    ruleset = createRuleset([classicPlugin, ...plugins]);
  } catch {
    return false;
  }
  const world = new GameWorld({ width: 1, height: 1, components: ruleset.components, capacity: 16 });
  ruleset.glyphs.get('*')?.build(world, 0, 0);
  for (const hook of ruleset.builtHooks) {
    try {
      hook(world);
    } catch {
      // A hook that needs a real level says nothing about a lone box.
    }
  }
  const box = world.findAt(0, 0, Box);
  return box !== -1 && world.has(box, Uncounted);
}
