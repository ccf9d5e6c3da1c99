import { describe, expect, it } from 'vitest';
import type { SpriteSpec } from '../../src/core/plugin';
import { ICE_SPRITES } from '../../src/mods/ice/sprites';
import { STICKY_SPRITES } from '../../src/mods/sticky/sprites';
import { glyphPieces } from '../../src/ui/app/editor/glyph-art';

const svg = (sprites: readonly SpriteSpec[], i: number) => ({ sprite: sprites[i] });

describe("the editor's picture of a mod glyph", () => {
  it('layers what the glyph builds as the game draws it: floor sprites, then the box, then overlays', () => {
    expect(glyphPieces('~')).toEqual([svg(ICE_SPRITES, 0)]);
    expect(glyphPieces('=')).toEqual([svg(ICE_SPRITES, 0), { classic: 'box' }]);
    expect(glyphPieces('&')).toEqual([svg(ICE_SPRITES, 0), { classic: 'player' }]);
    // Sticky's "box stuck on glue": the glue under the box, the drips over it.
    expect(glyphPieces('!')).toEqual([svg(STICKY_SPRITES, 0), { classic: 'box' }, svg(STICKY_SPRITES, 1)]);
  });

  it('has no picture for a glyph no mod claims, which the editor letters', () => {
    expect(glyphPieces('§')).toBeNull();
    expect(glyphPieces('$')).toBeNull();
  });
});
