import type { MapMark } from '../../../core/plugin';
import { CLASSIC_COLORS, type Paint, thumbnailPalette } from './thumbnail-palette';

/** The cells reachable from the seeds (the player, mod cells) without crossing a wall: the level's inside. */
function inside(rows: readonly string[], seeds: ReadonlySet<string>): Set<number> {
  const width = Math.max(...rows.map((r) => r.length));
  const at = (x: number, y: number) => rows[y]?.[x] ?? '';
  const seen = new Set<number>();
  const stack: [number, number][] = [];
  rows.forEach((r, y) => {
    for (let x = 0; x < r.length; x++) if (seeds.has(r[x])) stack.push([x, y]);
  });
  while (stack.length) {
    const [x, y] = stack.pop()!;
    const key = y * width + x;
    if (
      seen.has(key) ||
      x < 0 ||
      y < 0 ||
      y >= rows.length ||
      x >= width ||
      at(x, y) === '#' ||
      at(x, y) === ''
    )
      continue;
    seen.add(key);
    stack.push([x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]);
  }
  return seen;
}

/**
 * A small picture of a level's start (walls, floor, goals, boxes, player, and the cells of the mods it
 * names, in their sprites' colours) for the level screen.
 */
export function drawThumbnail(
  rows: readonly string[],
  maxSide: number,
  mods: readonly string[] = [],
): HTMLCanvasElement {
  const width = Math.max(1, ...rows.map((r) => r.length));
  const height = Math.max(1, rows.length);
  const cell = Math.max(1, Math.floor(maxSide / Math.max(width, height)));
  const dpr = Math.min(2, window.devicePixelRatio || 1);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * cell * dpr);
  canvas.height = Math.round(height * cell * dpr);
  canvas.style.width = `${width * cell}px`;
  canvas.style.height = `${height * cell}px`;
  canvas.className = 'thumb';
  canvas.setAttribute('aria-hidden', 'true');
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  ctx.scale(dpr, dpr);
  const { paints, seeds } = thumbnailPalette(mods);
  const floor = inside(rows, seeds);
  const fill = (x: number, y: number, color: string, inset = 0) => {
    ctx.fillStyle = color;
    ctx.fillRect(x * cell + inset, y * cell + inset, cell - 2 * inset, cell - 2 * inset);
  };
  const mark = (x: number, y: number, { color, points }: MapMark) => {
    const k = cell / 64;
    ctx.fillStyle = color;
    ctx.beginPath();
    for (let i = 0; i < points.length; i += 2)
      ctx.lineTo(x * cell + points[i] * k, y * cell + points[i + 1] * k);
    ctx.fill();
  };
  // Things keep a rim of what they stand on while a cell has room for one.
  const insets: Record<Paint['size'], number> = {
    cell: 0,
    goal: cell * 0.3,
    thing: cell > 4 ? cell * 0.15 : 0,
  };
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      const c = row[x];
      if (c === '#') fill(x, y, CLASSIC_COLORS.wall);
      else if (floor.has(y * width + x)) {
        fill(x, y, CLASSIC_COLORS.floor);
        for (const p of paints.get(c) ?? []) {
          fill(x, y, p.color, insets[p.size]);
          if (p.mark) mark(x, y, p.mark);
        }
      }
    }
  });
  return canvas;
}
