import { Container, Sprite, Texture } from 'pixi.js';

/**
 * Sprites for entities and goals, reused across turns and levels: a level change or a tag lost
 * mid-level gives its sprites back instead of destroying them.
 */
export class SpritePool {
  private readonly free: Sprite[] = [];

  /** A fresh-looking sprite, centred on its position, added to `layer` at `order`. */
  take(layer: Container, order: number): Sprite {
    const s = this.free.pop() ?? new Sprite();
    s.anchor.set(0.5);
    s.zIndex = order;
    s.visible = true;
    s.alpha = 1;
    s.tint = 0xffffff;
    s.rotation = 0;
    layer.addChild(s);
    return s;
  }

  release(s: Sprite): void {
    s.removeFromParent();
    s.texture = Texture.EMPTY;
    this.free.push(s);
  }

  /** Destroys the spares (sprites in use belong to their layers, destroyed with the stage). */
  destroy(): void {
    for (const s of this.free) s.destroy();
    this.free.length = 0;
  }
}

/** A layer whose children draw in `zIndex` order. */
export function sortableLayer(): Container {
  const c = new Container();
  c.sortableChildren = true;
  return c;
}

export function placeSprite(s: Sprite, x: number, y: number, scale: number, alpha: number): void {
  s.position.set(x, y);
  s.scale.set(scale);
  s.alpha = alpha;
}
