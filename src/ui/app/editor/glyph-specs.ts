import { type GlyphSpec, glyphSpecsOf, type Plugin } from '../../../core/plugin';
import { MODS } from '../../../mods';

/** The glyphs a mod claims, with their names and traits, for the editor's palette (none if it is broken). */
export function modGlyphSpecs(name: string, catalogue: ReadonlyMap<string, Plugin> = MODS): GlyphSpec[] {
  const plugin = catalogue.get(name);
  return plugin ? glyphSpecsOf([plugin]) : [];
}
