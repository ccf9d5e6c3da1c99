import { describe, expect, it } from 'vitest';
import { defineComponent } from '../../src/core/ecs/component';
import type { Plugin, SpriteSpec } from '../../src/core/plugin';
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

  it("pictures each glyph apart from the others built beside it, also when one's build throws", () => {
    const Moss = defineComponent('moss/Moss');
    const Stone = defineComponent('moss/Stone');
    const sprite = (component: typeof Moss, layer: SpriteSpec['layer']): SpriteSpec => ({
      component,
      svg: '<svg/>',
      layer,
    });
    const moss: Plugin = {
      name: 'moss',
      description: 'Moss.',
      setup(api) {
        api.components(Moss, Stone);
        api.glyph({ char: '"', name: 'moss', build: (w, x, y) => w.spawn(x, y, Moss) });
        api.glyph({
          char: "'",
          name: 'broken',
          build: () => {
            throw new Error('no');
          },
        });
        api.glyph({ char: '`', name: 'stone', build: (w, x, y) => w.spawn(x, y, Stone) });
        api.sprite(sprite(Moss, 'floor'));
        api.sprite(sprite(Stone, 'object'));
      },
    };
    const catalogue = new Map([['moss', moss]]);
    expect(glyphPieces('"', catalogue)).toEqual([{ sprite: sprite(Moss, 'floor') }]);
    expect(glyphPieces("'", catalogue)).toBeNull();
    expect(glyphPieces('`', catalogue)).toEqual([{ sprite: sprite(Stone, 'object') }]);
  });
});
