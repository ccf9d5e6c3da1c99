import { Art } from './art';
import type { Quadrant } from './autotile';
import type { Fit } from './fit';
import type { Raster } from './raster';
import { floorUnderQuadrant, isFloor, isWall, type StaticScene, wallPiecesAt } from './scene';

/**
 * The cached static layer: floor, walls and (unless a mod draws floor tiles above the floor) goals,
 * painted once per level and tile size onto a plain 2D canvas that sits under the WebGL canvas.
 *
 * Why not a Pixi sprite: sampling one board-sized texture every frame was the most expensive part of a
 * frame under software WebGL (SwiftShader, what headless Chromium uses), tens of milliseconds on a
 * large board; the browser composites a still 2D canvas for a fraction of that, and WebGL then only
 * draws the few moving things.
 */
export type StaticPart = 'base' | 'all';

/**
 * Paints the scene into `ctx` (whose canvas is the board's viewport): cells at `fit.tile` device pixels,
 * the board origin at (`fit.left`, `fit.top`). Only visible cells are drawn.
 *
 * A level repeats few distinct cells (a wall's look depends only on its neighbours), so each distinct
 * cell is composed once into a stamp sheet and every cell is then a single copy: a large board costs a
 * few thousand blits instead of ten thousand quadrant draws, and stale art is rescaled once per stamp.
 */
export function paintStatic(
  ctx: CanvasRenderingContext2D,
  scene: StaticScene,
  raster: Raster,
  fit: Fit,
  part: StaticPart,
): void {
  const { x0, y0, cols, rows } = scene.bounds;
  const { tile, left, top } = fit;
  const canvas = ctx.canvas;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  const first = Math.max(0, Math.floor(-left / tile));
  const last = Math.min(cols - 1, Math.floor((canvas.width - 1 - left) / tile));
  const firstRow = Math.max(0, Math.floor(-top / tile));
  const lastRow = Math.min(rows - 1, Math.floor((canvas.height - 1 - top) / tile));
  if (last < first || lastRow < firstRow) return;

  const keys = new Int32Array((last - first + 1) * (lastRow - firstRow + 1));
  const distinct = new Map<number, number>();
  let k = 0;
  for (let gy = firstRow; gy <= lastRow; gy++) {
    for (let gx = first; gx <= last; gx++) {
      const key = cellKey(scene, gx + x0, gy + y0, part);
      keys[k++] = key;
      if (key !== EMPTY && !distinct.has(key)) distinct.set(key, distinct.size);
    }
  }
  const perRow = Math.max(1, Math.min(distinct.size, Math.floor(4096 / tile)));
  const sheet = document.createElement('canvas');
  sheet.width = Math.max(1, perRow * tile);
  sheet.height = Math.max(1, Math.ceil(distinct.size / perRow) * tile);
  const sctx = sheet.getContext('2d');
  if (!sctx) throw new Error('No 2D canvas context for the static layer.');
  sctx.imageSmoothingEnabled = raster.tile !== tile;
  sctx.imageSmoothingQuality = 'high';
  const painter = new Painter(sctx, raster, tile);
  for (const [key, index] of distinct) {
    painter.cell(key, (index % perRow) * tile, Math.floor(index / perRow) * tile);
  }

  k = 0;
  for (let gy = firstRow; gy <= lastRow; gy++) {
    for (let gx = first; gx <= last; gx++) {
      const key = keys[k++];
      if (key === EMPTY) continue;
      const index = distinct.get(key)!;
      const sx = (index % perRow) * tile;
      const sy = Math.floor(index / perRow) * tile;
      ctx.drawImage(sheet, sx, sy, tile, tile, left + gx * tile, top + gy * tile, tile, tile);
    }
  }
}

/** Nothing to draw (outside the level). Wall keys stay below 2^16; floor keys have a bit at 2^20+. */
const EMPTY = -1;
const FLOOR = 1 << 20;
const SHADOW = 1 << 21;
const GOAL = 1 << 22;

/**
 * What a cell looks like, as a number: a wall's four quadrant pieces (12 bits) and which quadrants show
 * floor through their corners (4 bits); or floor, with a wall's shadow and a goal as flags.
 */
export function cellKey(scene: StaticScene, x: number, y: number, part: StaticPart): number {
  if (isWall(scene, x, y)) {
    let floorMask = 0;
    for (let q = 0 as Quadrant; q < 4; q = (q + 1) as Quadrant) {
      if (floorUnderQuadrant(scene, x, y, q)) floorMask |= 1 << q;
    }
    return wallPiecesAt(scene, x, y) | (floorMask << 12);
  }
  let key = 0;
  if (isFloor(scene, x, y)) key |= FLOOR | (isWall(scene, x, y - 1) ? SHADOW : 0);
  if (part === 'all' && scene.goal[y * scene.width + x]) key |= GOAL;
  return key === 0 ? EMPTY : key;
}

/** Composes cells from atlas pictures (or parts of them), rescaling if the art is stale. */
class Painter {
  private readonly half: number;
  private readonly srcHalf: number;

  constructor(
    private readonly ctx: CanvasRenderingContext2D,
    private readonly raster: Raster,
    private readonly tile: number,
  ) {
    this.half = Math.floor(tile / 2);
    this.srcHalf = Math.floor(raster.tile / 2);
  }

  /** Draws the cell described by `key` (see `cellKey`) at (px, py). */
  cell(key: number, px: number, py: number): void {
    if (key >= FLOOR) {
      if (key & FLOOR) this.whole(Art.floor, px, py);
      if (key & SHADOW) this.whole(Art.shadow, px, py);
      if (key & GOAL) this.whole(Art.goal, px, py);
      return;
    }
    for (let q = 0 as Quadrant; q < 4; q = (q + 1) as Quadrant) {
      if (key & (1 << (12 + q))) this.quadrant(Art.floor, 0, q, px, py);
      this.quadrant(Art.wall, (key >> (q * 3)) & 7, q, px, py);
    }
  }

  whole(key: string, px: number, py: number): void {
    const f = this.raster.frames.get(key);
    if (f)
      this.ctx.drawImage(this.raster.canvas, f.x, f.y, this.raster.tile, f.h, px, py, this.tile, this.tile);
  }

  /** One quadrant of picture `key` (column `col` of a sheet). */
  quadrant(key: string, col: number, q: Quadrant, px: number, py: number): void {
    const f = this.raster.frames.get(key);
    if (!f) return;
    const st = this.raster.tile;
    const right = q & 1;
    const bottom = q & 2;
    const sx = f.x + col * st + (right ? this.srcHalf : 0);
    const sy = f.y + (bottom ? this.srcHalf : 0);
    const sw = right ? st - this.srcHalf : this.srcHalf;
    const sh = bottom ? st - this.srcHalf : this.srcHalf;
    const dx = px + (right ? this.half : 0);
    const dy = py + (bottom ? this.half : 0);
    const dw = right ? this.tile - this.half : this.half;
    const dh = bottom ? this.tile - this.half : this.half;
    if (sw > 0 && sh > 0 && dw > 0 && dh > 0)
      this.ctx.drawImage(this.raster.canvas, sx, sy, sw, sh, dx, dy, dw, dh);
  }
}
