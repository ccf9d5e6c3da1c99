import type { Container, Sprite } from 'pixi.js';
import type { Game } from '../../core/game';
import { Art } from './art';
import type { BoardArt } from './board-art';
import type { Fit } from './fit';
import { readStatic, type StaticScene } from './scene';
import { placeSprite, type SpritePool } from './sprite-pool';
import { paintStatic } from './static-layer';

/**
 * What stays still: the static canvas under the WebGL one (floor, walls, goals), and the goals as
 * sprites instead when a mod's floor tiles must lie under them.
 */
export class StaticBoard {
  readonly canvas = document.createElement('canvas');
  scene: StaticScene | null = null;
  /** Goals drawn as sprites (above mod floor tiles) instead of on the static canvas. */
  separateGoals = false;
  /** A wall or goal changed during an animated turn: repaint when it ends. */
  dirty = false;
  private goalSprites: Sprite[] = [];

  constructor(
    private readonly pool: SpritePool,
    private readonly goalLayer: Container,
  ) {}

  /** Repaints the level at `fit` on a canvas the size of `target` (the WebGL canvas). */
  rebuild(game: Game | null, art: BoardArt, fit: Fit, target: HTMLCanvasElement): void {
    this.dirty = false;
    const raster = art.raster;
    if (!game || !raster) return;
    this.scene = readStatic(game);
    const canvas = this.canvas;
    if (canvas.width !== target.width || canvas.height !== target.height) {
      canvas.width = target.width;
      canvas.height = target.height;
    }
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2D canvas context for the static layer.');
    paintStatic(ctx, this.scene, raster, fit, this.separateGoals ? 'base' : 'all');
    for (const s of this.goalSprites) this.pool.release(s);
    this.goalSprites = [];
    if (this.separateGoals) {
      const { width, goal, bounds } = this.scene;
      const tile = fit.tile;
      const scale = tile / raster.tile;
      for (let i = 0; i < goal.length; i++) {
        if (!goal[i]) continue;
        const s = this.pool.take(this.goalLayer, -1000);
        s.texture = art.texture(Art.goal);
        placeSprite(
          s,
          ((i % width) - bounds.x0 + 0.5) * tile,
          (Math.floor(i / width) - bounds.y0 + 0.5) * tile,
          scale,
          1,
        );
        this.goalSprites.push(s);
      }
    }
  }
}
