import { CanvasSource, Rectangle, Texture } from 'pixi.js';
import { Art, type ArtEntry, BUILTIN_ART } from './art';
import { type Raster, rasterise } from './raster';

/**
 * The pictures the board draws with: every one rasterised at the board's tile size into one atlas,
 * with a texture per picture. Until a new size is ready, the old set is drawn scaled.
 */
export class BoardArt {
  raster: Raster | null = null;
  private textures = new Map<string, Texture>();
  private atlas: Texture | null = null;
  private version = 0;
  private wanted = '';

  texture(key: string): Texture {
    return this.textures.get(key) ?? Texture.EMPTY;
  }

  /** Board pixels per art pixel at a tile size (not 1 while the art for that size is being made). */
  scaleAt(tile: number): number {
    return tile / (this.raster?.tile ?? tile);
  }

  /** Notes that the art at `tile` with these mod sprites is made, or being made, elsewhere. */
  expect(tile: number, modArt: readonly ArtEntry[]): void {
    this.wanted = artKey(tile, modArt);
  }

  /**
   * Rasterises the built-in art and `modArt` at `tile`; null when that is already done or underway,
   * or when a newer request overtook this one.
   */
  async rasterise(tile: number, modArt: readonly ArtEntry[]): Promise<Raster | null> {
    const entries = [...BUILTIN_ART, ...modArt];
    const want = artKey(tile, modArt);
    if (want === this.wanted) return null;
    this.wanted = want;
    const version = ++this.version;
    const raster = await rasterise(entries, tile);
    return version === this.version ? raster : null;
  }

  /** Swaps in a raster's textures; returns what frees the old ones, to call once no sprite shows them. */
  install(raster: Raster): () => void {
    const oldAtlas = this.atlas;
    const oldTextures = this.textures;
    const source = new CanvasSource({ resource: raster.canvas, scaleMode: 'linear' });
    const atlas = new Texture({ source });
    const textures = new Map<string, Texture>();
    for (const [key, f] of raster.frames) {
      if (key === Art.wall) continue;
      // Trimmed to the visible pixels; `orig` keeps the whole tile, so anchors and sizes are unchanged.
      const o = raster.opaque.get(key);
      const texture = o
        ? new Texture({
            source,
            frame: new Rectangle(o.x, o.y, o.w, o.h),
            orig: new Rectangle(0, 0, f.w, f.h),
            trim: new Rectangle(o.x - f.x, o.y - f.y, o.w, o.h),
          })
        : Texture.EMPTY;
      textures.set(key, texture);
    }
    this.raster = raster;
    this.atlas = atlas;
    this.textures = textures;
    return () => destroyTextures(oldTextures, oldAtlas);
  }

  destroy(): void {
    destroyTextures(this.textures, this.atlas);
  }
}

const artKey = (tile: number, modArt: readonly ArtEntry[]): string =>
  `${tile}|${modArt.map((a) => a.key).join('|')}`;

function destroyTextures(textures: Map<string, Texture>, atlas: Texture | null): void {
  for (const t of textures.values()) if (t !== Texture.EMPTY) t.destroy(false);
  atlas?.destroy(true);
}
