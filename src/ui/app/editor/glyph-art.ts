import { Box, Goal, Player, Wall } from '../../../core/classic/components';
import { type GlyphProbe, probeGlyphs } from '../../../core/level/glyph-probe';
import { glyphSpecsOf, type Plugin, type SpriteSpec } from '../../../core/plugin';
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
  const { pieces } = cacheFor(catalogue);
  if (!pieces.has(char)) pieces.set(char, piecesOf(char, catalogue));
  return pieces.get(char) ?? null;
}

/**
 * Per catalogue: each glyph's pieces, which plugin claims each glyph, and each plugin's probe, made
 * once for all its glyphs (setting up every plugin to ask it about each glyph was most of the cost).
 */
interface ArtCache {
  readonly pieces: Map<string, GlyphPiece[] | null>;
  readonly owners: ReadonlyMap<string, Plugin>;
  readonly probes: Map<Plugin, GlyphProbe | null>;
}
const caches = new WeakMap<ReadonlyMap<string, Plugin>, ArtCache>();
function cacheFor(catalogue: ReadonlyMap<string, Plugin>): ArtCache {
  let cache = caches.get(catalogue);
  if (!cache) {
    const owners = new Map<string, Plugin>();
    for (const plugin of catalogue.values())
      for (const { char } of glyphSpecsOf([plugin])) if (!owners.has(char)) owners.set(char, plugin);
    caches.set(catalogue, (cache = { pieces: new Map(), owners, probes: new Map() }));
  }
  return cache;
}

function piecesOf(char: string, catalogue: ReadonlyMap<string, Plugin>): GlyphPiece[] | null {
  const { owners, probes } = cacheFor(catalogue);
  const plugin = owners.get(char);
  if (!plugin) return null;
  if (!probes.has(plugin)) probes.set(plugin, probeGlyphs(plugin, catalogue));
  const probe = probes.get(plugin);
  const placed = probe?.placed.get(char);
  if (!probe || !placed) return null;
  const on = new Set(placed);
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

const isClassic = (c: unknown) => c === Wall || c === Goal || c === Box || c === Player;
