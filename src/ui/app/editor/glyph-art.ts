import { Box, Goal, Player, Wall } from '../../../core/classic/components';
import { probeGlyph } from '../../../core/level/glyph-probe';
import type { Plugin, SpriteSpec } from '../../../core/plugin';
import { MODS } from '../../../mods';

/** The editor's own art for classic components. */
export type ClassicArt = 'goal' | 'box' | 'boxOnGoal' | 'player';

/** One layer of a glyph's picture: the editor's classic art, or a mod's sprite. */
export type GlyphPiece = { readonly classic: ClassicArt } | { readonly sprite: SpriteSpec };

const LAYERS: readonly SpriteSpec['layer'][] = ['floor', 'goal', 'object', 'actor', 'overlay'];

/**
 * A mod glyph's picture, bottom layer first: what its build puts on a cell, drawn with the mod's
 * sprites and the classic art, as the game draws the entities. Null for a glyph no mod in the
 * catalogue claims, or one that builds nothing drawn (the editor then letters it).
 */
export function glyphPieces(
  char: string,
  catalogue: ReadonlyMap<string, Plugin> = MODS,
): GlyphPiece[] | null {
  const cache = cacheFor(catalogue);
  if (!cache.has(char)) cache.set(char, piecesOf(char, catalogue));
  return cache.get(char) ?? null;
}

const caches = new WeakMap<ReadonlyMap<string, Plugin>, Map<string, GlyphPiece[] | null>>();
function cacheFor(catalogue: ReadonlyMap<string, Plugin>) {
  let cache = caches.get(catalogue);
  if (!cache) caches.set(catalogue, (cache = new Map()));
  return cache;
}

function piecesOf(char: string, catalogue: ReadonlyMap<string, Plugin>): GlyphPiece[] | null {
  for (const plugin of catalogue.values()) {
    const probe = probeGlyph(plugin, char, catalogue);
    if (!probe) continue;
    const on = new Set(probe.components);
    const layered: { layer: number; order: number; piece: GlyphPiece }[] = [];
    const classic = (layer: SpriteSpec['layer'], art: ClassicArt) =>
      layered.push({ layer: LAYERS.indexOf(layer), order: -1, piece: { classic: art } });
    if (on.has(Goal)) classic('goal', 'goal');
    if (on.has(Box)) classic('object', on.has(Goal) ? 'boxOnGoal' : 'box');
    if (on.has(Player)) classic('actor', 'player');
    const own = probe.ruleset.sprites.filter((s) => on.has(s.component) && !isClassic(s.component));
    // A glyph that builds nothing drawn of its own (or a classic glyph) keeps the lettered tile.
    if (own.length === 0) return null;
    for (const s of own)
      layered.push({ layer: LAYERS.indexOf(s.layer), order: s.order ?? 0, piece: { sprite: s } });
    return layered.sort((a, b) => a.layer - b.layer || a.order - b.order).map((l) => l.piece);
  }
  return null;
}

const isClassic = (c: unknown) => c === Wall || c === Goal || c === Box || c === Player;
