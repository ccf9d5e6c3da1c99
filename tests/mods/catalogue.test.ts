import { describe, expect, it } from 'vitest';
import { classicPlugin } from '../../src/core/classic';
import { Box, Goal, Player, Wall } from '../../src/core/classic/components';
import type { ComponentDef } from '../../src/core/ecs/component';
import { Game } from '../../src/core/game';
import { probeGlyphs } from '../../src/core/level/glyph-probe';
import type { AnalysisOptions, GlyphSpec, Plugin, PluginApi, SpriteSpec } from '../../src/core/plugin';
import { MODS } from '../../src/mods';
import { MOD_NAMES } from './support';

/** What a plugin's setup declares, recorded without building a game. */
function declared(plugin: Plugin) {
  const out = {
    glyphs: [] as GlyphSpec[],
    components: [] as ComponentDef[],
    sprites: [] as SpriteSpec[],
    analysis: [] as [string, string | undefined, AnalysisOptions | undefined][],
  };
  const api = new Proxy({} as PluginApi, {
    get: (_t, key) => {
      if (key === 'glyph') return (g: GlyphSpec) => out.glyphs.push(g);
      if (key === 'components') return (...defs: ComponentDef[]) => out.components.push(...defs);
      if (key === 'sprite') return (s: SpriteSpec) => out.sprites.push(s);
      if (key === 'analysis')
        return (s: string, note?: string, options?: AnalysisOptions) => out.analysis.push([s, note, options]);
      return () => {};
    },
  });
  plugin.setup(api);
  return out;
}

const CLASSIC_DRAWN: readonly ComponentDef[] = [Wall, Goal, Box, Player];

/** Well-formedness of the markup a renderer will parse: balanced tags, quoted attributes. */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g)) {
    const [, close, name, , self] = m;
    if (self) continue;
    if (close) {
      if (stack.pop() !== name) return false;
    } else stack.push(name);
  }
  const stripped = svg.replace(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g, '');
  return stack.length === 0 && !/[<>]/.test(stripped);
}

describe.each(MOD_NAMES)('the %s mod in the catalogue', (name) => {
  const plugin = MODS.get(name)!;

  it('is registered under its own name with a description', () => {
    expect(plugin?.name).toBe(name);
    expect(plugin.description.length).toBeGreaterThan(20);
  });

  it('claims only symbols: no letters (the rules mod), digits, | or ;', () => {
    for (const g of declared(plugin).glyphs) {
      expect([...g.char]).toHaveLength(1);
      expect(g.char).not.toMatch(/[\p{L}\p{N}|;\s]/u);
      expect(g.name.length).toBeGreaterThan(2);
    }
  });

  it('draws its visible components with 64x64 SVG sprites whose ids cannot clash', () => {
    const d = declared(plugin);
    for (const s of d.sprites) {
      expect(d.components).toContain(s.component);
      expect(s.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">')).toBe(true);
      expect(balanced(s.svg), s.component.name).toBe(true);
      for (const [, id] of s.svg.matchAll(/\bid="([^"]+)"/g)) expect(id.startsWith(`${name}-`)).toBe(true);
      for (const [, ref] of s.svg.matchAll(/url\(#([^)]+)\)/g)) expect(s.svg).toContain(`id="${ref}"`);
    }
  });

  it('draws every glyph it claims: each builds a component of its own that has a sprite, or a classic one', () => {
    const d = declared(plugin);
    const drawn = new Set<ComponentDef>([...d.sprites.map((s) => s.component), ...CLASSIC_DRAWN]);
    const probe = probeGlyphs(plugin, MODS);
    for (const g of d.glyphs) {
      const built = probe?.placed.get(g.char) ?? [];
      expect(
        built.some((c) => drawn.has(c)),
        `"${g.char}" ${g.name}`,
      ).toBe(true);
    }
  });

  it('switches hints off with a note naming its mechanic, or leaves them on', () => {
    const g = Game.fromText(`Mods: ${name}\n\n######\n#@$ .#\n######`, 1, { catalogue: MODS });
    // Declarations that hold for the level's rules: the mod's own, and classic's for rules the mod
    // changes (chain's maxChain default). A mod's own outright ones are the notes, if it has any.
    const held = [...declared(classicPlugin).analysis, ...declared(plugin).analysis].filter(
      ([support, , o]) => support === 'unsupported' && (!o?.when || o.when(g.world.rules)),
    );
    const always = held.filter(([, , o]) => !o?.when);
    const off = always.length ? always : held;
    // Each shipped mod's case for switching them off is in analysis.test.ts.
    for (const [, note] of off) expect(note).toMatch(/^Hints are unavailable for /);
    expect(g.analysisNotes).toEqual(off.map(([, note]) => note));
    expect(g.world.analysis.sound).toBe(off.length === 0);
  });
});

describe('the catalogue as a whole', () => {
  it('never has two plugins claim one glyph', () => {
    const owner = new Map<string, string>();
    for (const p of [classicPlugin, ...MODS.values()]) {
      for (const g of declared(p).glyphs) {
        expect(owner.get(g.char), `"${g.char}" of ${p.name}`).toBeUndefined();
        owner.set(g.char, p.name);
      }
    }
  });

  it('loads every mod together in one level', () => {
    const g = Game.fromText(`Mods: ${MOD_NAMES.join(', ')}\n\n#######\n#@$ .~#\n#######`, 1, {
      catalogue: MODS,
    });
    expect(g.ruleset.plugins.map((p) => p.name)).toEqual(['classic', ...MOD_NAMES]);
  });
});
