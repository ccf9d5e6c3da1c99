import { glyphsOf } from '../../../core/game';
import { MODS } from '../../../mods';

let cached: string[] | null = null;

/**
 * Every glyph some mod claims, so the parser accepts mod levels. Asked mod by mod: a level only ever
 * combines the mods it names, and two mods that cannot be loaded together must not break the parser.
 */
export function modGlyphs(): string[] {
  if (cached) return cached;
  const all = new Set<string>();
  for (const [name, plugin] of MODS) {
    try {
      for (const g of glyphsOf(new Map([[name, plugin]]))) all.add(g);
    } catch {
      // A broken mod is reported when a level names it; its glyphs stay unknown meanwhile.
    }
  }
  cached = [...all];
  return cached;
}
