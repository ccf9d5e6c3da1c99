import { bareBoxOnGoalUncounted } from '../../../core/level/glyph-probe';
import type { MapMark, Plugin, SpriteSpec } from '../../../core/plugin';
import { MODS } from '../../../mods';
import { type ClassicArt, glyphPieces } from '../editor/glyph-art';
import { modGlyphSpecs } from '../editor/glyph-specs';

/** Colours of the board art (assets/*.svg), so a thumbnail reads as the level it opens. */
export const CLASSIC_COLORS = {
  floor: '#e7e1d4',
  wall: '#5d6f84',
  goal: '#45b596',
  box: '#eba94e',
  boxOnGoal: '#227563',
  player: '#6f74e8',
};

/**
 * One coat of paint on a thumbnail cell, bottom first: `cell` covers it (ground: ice, water), `goal`
 * is the small goal square, `thing` a box, the player or a mod's object.
 */
export interface Paint {
  readonly color: string;
  readonly size: 'cell' | 'goal' | 'thing';
  /** The sprite's `mapMark`, drawn over the whole cell. */
  readonly mark?: MapMark;
}

/** What a thumbnail of a level with some mods knows about its glyphs. */
export interface ThumbnailPalette {
  /** The coats of every glyph that is more than bare floor or wall. */
  readonly paints: ReadonlyMap<string, readonly Paint[]>;
  /**
   * The glyphs the level's inside grows from: the player's, and every mod cell (a teleporter pad
   * beyond a wall is still in the level).
   */
  readonly seeds: ReadonlySet<string>;
}

/** A mod sprite's colour when its SVG names none. */
export const FALLBACK_COLOR = '#9b8fb0';

const CLASSIC_PAINT: Record<ClassicArt, Paint> = {
  goal: { color: CLASSIC_COLORS.goal, size: 'goal' },
  box: { color: CLASSIC_COLORS.box, size: 'thing' },
  boxOnGoal: { color: CLASSIC_COLORS.boxOnGoal, size: 'thing' },
  player: { color: CLASSIC_COLORS.player, size: 'thing' },
};

const CLASSIC_GLYPH_PAINTS: [string, Paint[]][] = [
  ['.', [CLASSIC_PAINT.goal]],
  ['$', [CLASSIC_PAINT.box]],
  ['*', [CLASSIC_PAINT.boxOnGoal]],
  ['@', [CLASSIC_PAINT.player]],
  ['+', [CLASSIC_PAINT.goal, CLASSIC_PAINT.player]],
];

/** A sprite's thumbnail colour: its `mapColor`, else the first colour its SVG fills with. */
export function spriteColor(sprite: SpriteSpec): string {
  if (sprite.mapColor) return sprite.mapColor;
  return (
    /(?:fill|stop-color)\s*[=:]\s*"?(#[0-9a-f]{6}|#[0-9a-f]{3})\b/i.exec(sprite.svg)?.[1] ?? FALLBACK_COLOR
  );
}

const palettes = new WeakMap<ReadonlyMap<string, Plugin>, Map<string, ThumbnailPalette>>();

/**
 * The palette of a level naming these mods (its `Mods:`), learnt from the glyphs the mods claim and
 * the sprites of what each builds, as the editor draws them: a mod needs no thumbnail code. Mods the
 * catalogue does not know add nothing, so their cells stay floor.
 */
export function thumbnailPalette(
  mods: readonly string[],
  catalogue: ReadonlyMap<string, Plugin> = MODS,
): ThumbnailPalette {
  let known = palettes.get(catalogue);
  if (!known) palettes.set(catalogue, (known = new Map()));
  const key = [...mods].sort().join(',');
  let palette = known.get(key);
  if (!palette) known.set(key, (palette = paletteOf(mods, catalogue)));
  return palette;
}

function paletteOf(mods: readonly string[], catalogue: ReadonlyMap<string, Plugin>): ThumbnailPalette {
  const paints = new Map(CLASSIC_GLYPH_PAINTS);
  const seeds = new Set(['@', '+']);
  // A bare box on its goal that the mods leave uncounted (paint) is drawn in play as a box off goal.
  if (bareBoxOnGoalUncounted(mods, catalogue)) paints.set('*', [CLASSIC_PAINT.goal, CLASSIC_PAINT.box]);
  for (const { char } of mods.flatMap((m) => modGlyphSpecs(m, catalogue))) {
    seeds.add(char);
    const pieces = glyphPieces(char, catalogue);
    // A mod glyph that builds only classic things, or nothing drawn, still shows that it is there.
    if (!pieces) {
      paints.set(char, [{ color: FALLBACK_COLOR, size: 'thing' }]);
      continue;
    }
    const coats = pieces.flatMap((p): Paint[] => {
      if ('classic' in p) return [CLASSIC_PAINT[p.classic]];
      // An overlay marks a state (glue on a stuck box); at a few pixels it would hide what it marks,
      // unless the state is what the thing is now (a painted box): then it names a mapColor.
      if (p.sprite.layer === 'overlay')
        return p.sprite.mapColor ? [{ color: p.sprite.mapColor, size: 'thing' }] : [];
      const ground = p.sprite.layer === 'floor' || p.sprite.layer === 'goal';
      const paint: Paint = { color: spriteColor(p.sprite), size: ground ? 'cell' : 'thing' };
      return [p.sprite.mapMark ? { ...paint, mark: p.sprite.mapMark } : paint];
    });
    paints.set(char, coats);
  }
  return { paints, seeds };
}
