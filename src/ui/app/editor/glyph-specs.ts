import type { GlyphSpec, Plugin, PluginApi } from '../../../core/plugin';
import { MODS } from '../../../mods';

/**
 * The glyphs a mod claims, with their names and traits, read by running its `setup` against an API
 * that only records glyphs (as `claimedGlyphs` does for the parser). A broken mod yields none.
 */
export function modGlyphSpecs(name: string, catalogue: ReadonlyMap<string, Plugin> = MODS): GlyphSpec[] {
  const plugin = catalogue.get(name);
  if (!plugin) return [];
  const specs: GlyphSpec[] = [];
  const ignore = () => {};
  const api: PluginApi = {
    components: ignore,
    glyph: (spec) => specs.push(spec),
    system: ignore,
    rule: ignore,
    ruleDefault: ignore,
    canEnter: ignore,
    check: ignore,
    disable: ignore,
    onRestore: ignore,
    onBuilt: ignore,
    sprite: ignore,
    cellWriter: ignore,
    status: ignore,
    analysis: ignore,
  };
  try {
    plugin.setup(api);
  } catch {
    return [];
  }
  return specs;
}
