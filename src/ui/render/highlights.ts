import { type Container, Sprite, type Texture } from 'pixi.js';
import { Art } from './art';

export type HighlightStyle = 'reach' | 'target' | 'hint' | 'select' | 'dead';

const ART: Record<HighlightStyle, string> = {
  reach: Art.reach,
  target: Art.target,
  hint: Art.hint,
  select: Art.select,
  // The engine's own deadlock badge: boxes the worker proved stuck look like those the turn did.
  dead: Art.deadlock,
};

const STYLES: readonly HighlightStyle[] = ['reach', 'target', 'hint', 'select', 'dead'];

/** Where cells are: tile size, the board's first cell, and the art-to-tile scale. */
export interface CellGeometry {
  readonly tile: number;
  readonly x0: number;
  readonly y0: number;
  readonly scale: number;
}

/**
 * Cell marks for the UI: reachable cells and push targets under the boxes; the selection, hint
 * arrows and the badges of boxes the solver proved stuck above everything. Each style keeps its own
 * pool of sprites; setting a style replaces its cells.
 */
export class Highlights {
  private readonly marks: Record<HighlightStyle, { sprites: Sprite[]; cells: { x: number; y: number }[] }> = {
    reach: { sprites: [], cells: [] },
    target: { sprites: [], cells: [] },
    hint: { sprites: [], cells: [] },
    select: { sprites: [], cells: [] },
    dead: { sprites: [], cells: [] },
  };

  constructor(
    /** Under the boxes: reach and target. */
    private readonly low: Container,
    /** Above everything: select, hint and dead. */
    private readonly high: Container,
  ) {}

  set(style: HighlightStyle, cells: readonly { x: number; y: number }[]): void {
    this.marks[style].cells = cells.map((c) => ({ x: c.x, y: c.y }));
  }

  clear(): void {
    for (const style of STYLES) {
      this.marks[style].cells = [];
      for (const s of this.marks[style].sprites) s.visible = false;
    }
  }

  /** Draws every style's cells (after a change, a re-fit or new art). */
  place(at: CellGeometry, texture: (key: string) => Texture): void {
    for (const style of STYLES) this.placeStyle(style, at, texture);
  }

  /**
   * A hint is a path: an arrow on each cell pointing at the next one, and a target ring on the last
   * (a single cell is just the ring).
   */
  private placeStyle(style: HighlightStyle, at: CellGeometry, texture: (key: string) => Texture): void {
    const { sprites, cells } = this.marks[style];
    const layer = style === 'reach' || style === 'target' ? this.low : this.high;
    for (let i = 0; i < cells.length; i++) {
      let s = sprites[i];
      if (!s) {
        s = new Sprite();
        s.anchor.set(0.5);
        layer.addChild(s);
        sprites.push(s);
      }
      let key = ART[style];
      let rotation = 0;
      if (style === 'hint') {
        const next = cells[i + 1];
        if (next) rotation = Math.atan2(next.y - cells[i].y, next.x - cells[i].x);
        else key = Art.target;
      }
      s.texture = texture(key);
      s.rotation = rotation;
      s.visible = true;
      s.position.set((cells[i].x - at.x0 + 0.5) * at.tile, (cells[i].y - at.y0 + 0.5) * at.tile);
      s.scale.set(at.scale);
    }
    for (let i = cells.length; i < sprites.length; i++) sprites[i].visible = false;
  }
}
