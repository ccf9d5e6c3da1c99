import type { ArtEntry } from './art';

/**
 * SVG to pixels. Every picture is rasterised by the browser at exactly the tile size in device pixels
 * (the SVG's own width/height are rewritten, so nothing is scaled afterwards) into one atlas canvas.
 */

export interface Frame {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Raster {
  /** Tile edge in device pixels the art was drawn at. */
  readonly tile: number;
  readonly canvas: HTMLCanvasElement;
  readonly frames: ReadonlyMap<string, Frame>;
  /**
   * Per picture, the part holding visible pixels (absolute atlas coordinates, 1 px margin). Sprites draw
   * only that part: fewer pixels to blend each frame, which matters with hundreds of boxes.
   */
  readonly opaque: ReadonlyMap<string, Frame>;
}

/** Empty pixels around each picture, so scaled sprites (pops, bounces) never sample a neighbour. */
export const ATLAS_PAD = 2;

/** Rows of pictures in an atlas no wider than `maxWidth` (a picture wider than that gets its own row). */
export function packAtlas(
  entries: readonly ArtEntry[],
  tile: number,
  maxWidth = 2048,
): { frames: Map<string, Frame>; width: number; height: number } {
  const frames = new Map<string, Frame>();
  const cell = tile + 2 * ATLAS_PAD;
  let x = 0;
  let y = 0;
  let width = 0;
  for (const e of entries) {
    if (frames.has(e.key)) continue;
    const w = tile * (e.cols ?? 1);
    const outer = w + 2 * ATLAS_PAD;
    if (x > 0 && x + outer > maxWidth) {
      x = 0;
      y += cell;
    }
    frames.set(e.key, { x: x + ATLAS_PAD, y: y + ATLAS_PAD, w, h: tile });
    x += outer;
    width = Math.max(width, x);
  }
  return { frames, width: Math.max(1, width), height: frames.size ? y + cell : 1 };
}

/**
 * The smallest rectangle of `frame` holding a pixel with alpha > 0 in an RGBA image `width` pixels wide,
 * grown by `margin` (within the frame); null when the frame is fully transparent.
 */
export function opaqueBounds(rgba: Uint8ClampedArray, width: number, frame: Frame, margin = 1): Frame | null {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = -1;
  let y1 = -1;
  for (let y = frame.y; y < frame.y + frame.h; y++) {
    for (let x = frame.x; x < frame.x + frame.w; x++) {
      if (rgba[(y * width + x) * 4 + 3] === 0) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  if (x1 < 0) return null;
  x0 = Math.max(frame.x, x0 - margin);
  y0 = Math.max(frame.y, y0 - margin);
  x1 = Math.min(frame.x + frame.w - 1, x1 + margin);
  y1 = Math.min(frame.y + frame.h - 1, y1 + margin);
  return { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}

/** The SVG with its root width and height set to the given pixels (and the SVG namespace present). */
export function sizedSvg(svg: string, width: number, height: number): string {
  const start = svg.indexOf('<svg');
  if (start < 0) throw new Error('Not an SVG: no <svg> element.');
  const end = svg.indexOf('>', start);
  let tag = svg.slice(start, end);
  tag = tag.replace(/\s(width|height)\s*=\s*("[^"]*"|'[^']*')/g, '');
  if (!/\sxmlns\s*=/.test(tag)) tag += ' xmlns="http://www.w3.org/2000/svg"';
  if (!/\spreserveAspectRatio\s*=/.test(tag)) tag += ' preserveAspectRatio="none"';
  tag += ` width="${width}" height="${height}"`;
  return svg.slice(0, start) + tag + svg.slice(end);
}

async function loadSvg(svg: string): Promise<HTMLImageElement> {
  const img = new Image();
  img.decoding = 'async';
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await img.decode();
  return img;
}

/** Rasterises every entry at `tile` device pixels per tile into one canvas. */
export async function rasterise(entries: readonly ArtEntry[], tile: number): Promise<Raster> {
  const { frames, width, height } = packAtlas(entries, tile);
  const images = await Promise.all(
    [...frames.keys()].map((key) => {
      const entry = entries.find((e) => e.key === key)!;
      const f = frames.get(key)!;
      return loadSvg(sizedSvg(entry.svg, f.w, f.h)).catch((err: unknown) => {
        // A broken mod sprite must not take the board down: it is drawn as nothing.
        console.warn(`Sprite "${key.slice(0, 60)}" could not be drawn:`, err);
        return null;
      });
    }),
  );
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('No 2D canvas context for the sprite atlas.');
  let i = 0;
  for (const [, f] of frames) {
    const img = images[i++];
    if (img) ctx.drawImage(img, f.x, f.y, f.w, f.h);
  }
  const pixels = ctx.getImageData(0, 0, width, height).data;
  const opaque = new Map<string, Frame>();
  for (const [key, f] of frames) {
    const b = opaqueBounds(pixels, width, f);
    if (b) opaque.set(key, b);
  }
  return { tile, canvas, frames, opaque };
}
