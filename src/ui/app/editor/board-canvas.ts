import boxSvg from '../../../../assets/box.svg?raw';
import boxOnGoalSvg from '../../../../assets/box-on-goal.svg?raw';
import floorSvg from '../../../../assets/floor.svg?raw';
import goalSvg from '../../../../assets/goal.svg?raw';
import playerSvg from '../../../../assets/player-down.svg?raw';
import wallSvg from '../../../../assets/wall.svg?raw';
import { type Quadrant, quadrantPiece, wallQuadrants } from '../../render/autotile';
import { glyphPieces } from './glyph-art';
import { insideCells } from './model';
import type { Cell } from './validate';

type Sprite = 'floor' | 'wall' | 'goal' | 'box' | 'boxOnGoal' | 'player';
const SOURCES: Record<Sprite, string> = {
  floor: floorSvg,
  wall: wallSvg,
  goal: goalSvg,
  box: boxSvg,
  boxOnGoal: boxOnGoalSvg,
  player: playerSvg,
};
/** Art tiles are 64 px; walls are a sheet of five pieces cut into 32 px quadrants. */
const ART = 64;

let images: Promise<Record<Sprite, HTMLImageElement>> | null = null;

/** The game's own SVG art as images (loaded once), so the editor looks like the board it makes. */
function loadImages(): Promise<Record<Sprite, HTMLImageElement>> {
  images ??= Promise.all(
    (Object.keys(SOURCES) as Sprite[]).map(
      (key) =>
        new Promise<[Sprite, HTMLImageElement]>((resolve) => {
          const img = new Image();
          img.onload = () => resolve([key, img]);
          img.onerror = () => resolve([key, img]);
          img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SOURCES[key])}`;
        }),
    ),
  ).then((pairs) => Object.fromEntries(pairs) as Record<Sprite, HTMLImageElement>);
  return images;
}

export interface CanvasMarks {
  /** Cells ringed in red (boxes on dead squares). */
  dead?: readonly Cell[];
  /** A rectangle being dragged out (rectangle tool). */
  rect?: { x0: number; y0: number; x1: number; y1: number } | null;
  /** The cell under the pointer. */
  hover?: Cell | null;
  /** The keyboard cursor's cell, while the board has focus. */
  cursor?: Cell | null;
  /** Draw `*` as a box off goal on its goal: the level's mods leave it uncounted (paint), as play draws it. */
  uncountedOnGoal?: boolean;
  /** Show the empty canvas's grid (the board), or only what is drawn (palette swatches). */
  grid?: boolean;
  /** Floor under every cell but walls (palette swatches), not only inside the level. */
  floor?: boolean;
}

/**
 * Draws XSB rows on a 2D canvas with the game's art: autotiled walls, floor inside the level, goals,
 * boxes and the player; a mod's glyph with the mod's sprites (a lettered tile if it has none). The editor uses it
 * for boards that may not (yet) be playable, which the PixiJS renderer cannot show.
 */
export class BoardCanvas {
  readonly el: HTMLCanvasElement;
  private rows: readonly string[] = [];
  private cols = 1;
  private marks: CanvasMarks = {};
  private tile = 32;
  private art: Record<Sprite, HTMLImageElement> | null = null;

  constructor(private readonly maxTile = 48) {
    this.el = document.createElement('canvas');
    this.el.className = 'board-canvas';
    void loadImages().then((art) => {
      this.art = art;
      this.draw();
    });
  }

  /** Sets what to draw; `width` keeps blank columns on the right of a drawing. */
  show(rows: readonly string[], width: number, marks: CanvasMarks = {}): void {
    this.rows = rows;
    this.cols = Math.max(1, width, ...rows.map((r) => r.length));
    this.marks = marks;
    this.draw();
  }

  /** Fits the board into a box of CSS pixels. */
  fit(maxWidth: number, maxHeight: number): void {
    const h = Math.max(1, this.rows.length);
    this.tile = Math.max(
      8,
      Math.min(this.maxTile, Math.floor(Math.min(maxWidth / this.cols, maxHeight / h))),
    );
    this.draw();
  }

  cellAt(clientX: number, clientY: number): Cell | null {
    const r = this.el.getBoundingClientRect();
    const x = Math.floor(((clientX - r.left) / r.width) * this.cols);
    const y = Math.floor(((clientY - r.top) / r.height) * this.rows.length);
    return x >= 0 && y >= 0 && x < this.cols && y < this.rows.length ? { x, y } : null;
  }

  /**
   * Draws a mod's glyph with the mod's sprites over the classic art, as the game shows it; false when
   * it has none or they are still loading (a redraw follows the load).
   */
  private drawModGlyph(
    ctx: CanvasRenderingContext2D,
    art: Record<Sprite, HTMLImageElement>,
    c: string,
    px: number,
    py: number,
    t: number,
  ): boolean {
    const pieces = glyphPieces(c);
    if (!pieces) return false;
    const images = pieces.map((p) => ('classic' in p ? art[p.classic] : modImage(p.sprite.svg, this.redraw)));
    if (!images.every((img) => img.complete && img.naturalWidth > 0)) return false;
    for (const img of images) ctx.drawImage(img, px, py, t, t);
    return true;
  }

  private readonly redraw = () => this.draw();

  private draw(): void {
    const t = this.tile;
    const h = Math.max(1, this.rows.length);
    const dpr = Math.min(2, window.devicePixelRatio || 1);
    this.el.width = Math.round(this.cols * t * dpr);
    this.el.height = Math.round(h * t * dpr);
    this.el.style.width = `${this.cols * t}px`;
    this.el.style.height = `${h * t}px`;
    const ctx = this.el.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.imageSmoothingQuality = 'high';
    const at = (x: number, y: number) => this.rows[y]?.[x] ?? ' ';
    const isWall = (x: number, y: number) => at(x, y) === '#';
    const inside = insideCells(this.rows, this.cols);
    const art = this.art;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < this.cols; x++) {
        const c = at(x, y);
        const px = x * t;
        const py = y * t;
        if (this.marks.grid !== false && !inside[y * this.cols + x] && c !== '#') {
          ctx.strokeStyle = 'rgb(255 255 255 / 0.07)';
          ctx.lineWidth = 1;
          ctx.strokeRect(px + 0.5, py + 0.5, t - 1, t - 1);
        }
        if (!art) continue;
        if ((this.marks.floor || inside[y * this.cols + x]) && c !== '#')
          ctx.drawImage(art.floor, px, py, t, t);
        if (c === '#') {
          const packed = wallQuadrants(isWall, x, y);
          for (let q = 0 as Quadrant; q < 4; q = (q + 1) as Quadrant) {
            const sx = quadrantPiece(packed, q) * ART + (q & 1 ? ART / 2 : 0);
            const sy = q & 2 ? ART / 2 : 0;
            ctx.drawImage(
              art.wall,
              sx,
              sy,
              ART / 2,
              ART / 2,
              px + (q & 1 ? t / 2 : 0),
              py + (q & 2 ? t / 2 : 0),
              t / 2,
              t / 2,
            );
          }
        }
        if (c === '.' || c === '+') ctx.drawImage(art.goal, px, py, t, t);
        if (c === '$') ctx.drawImage(art.box, px, py, t, t);
        if (c === '*' && this.marks.uncountedOnGoal) {
          ctx.drawImage(art.goal, px, py, t, t);
          ctx.drawImage(art.box, px, py, t, t);
        } else if (c === '*') ctx.drawImage(art.boxOnGoal, px, py, t, t);
        if (c === '@' || c === '+') ctx.drawImage(art.player, px, py, t, t);
        if (!' #.$*@+'.includes(c) && !this.drawModGlyph(ctx, art, c, px, py, t))
          drawGlyph(ctx, c, px, py, t);
      }
    for (const d of this.marks.dead ?? []) {
      ctx.strokeStyle = '#ff6b57';
      ctx.lineWidth = Math.max(2, t / 12);
      ctx.beginPath();
      ctx.roundRect(d.x * t + 2, d.y * t + 2, t - 4, t - 4, t / 5);
      ctx.stroke();
    }
    const rect = this.marks.rect;
    if (rect) {
      const [ax, bx] = [Math.min(rect.x0, rect.x1), Math.max(rect.x0, rect.x1)];
      const [ay, by] = [Math.min(rect.y0, rect.y1), Math.max(rect.y0, rect.y1)];
      ctx.fillStyle = 'rgb(243 185 95 / 0.25)';
      ctx.fillRect(ax * t, ay * t, (bx - ax + 1) * t, (by - ay + 1) * t);
      ctx.strokeStyle = '#f3b95f';
      ctx.lineWidth = 2;
      ctx.strokeRect(ax * t + 1, ay * t + 1, (bx - ax + 1) * t - 2, (by - ay + 1) * t - 2);
    }
    const hover = this.marks.hover;
    if (hover && !rect) {
      ctx.strokeStyle = 'rgb(140 200 255 / 0.9)';
      ctx.lineWidth = 2;
      ctx.strokeRect(hover.x * t + 1, hover.y * t + 1, t - 2, t - 2);
    }
    const cursor = this.marks.cursor;
    if (cursor) {
      // Dark under light, so the outline shows on walls, floor and the empty backdrop alike.
      const w = Math.max(2, Math.round(t / 16));
      ctx.lineWidth = w + 2;
      ctx.strokeStyle = 'rgb(0 0 0 / 0.75)';
      ctx.strokeRect(cursor.x * t + w, cursor.y * t + w, t - 2 * w, t - 2 * w);
      ctx.lineWidth = w;
      ctx.strokeStyle = '#ffe14d';
      ctx.strokeRect(cursor.x * t + w, cursor.y * t + w, t - 2 * w, t - 2 * w);
    }
  }
}

const modImages = new Map<string, HTMLImageElement>();

/** A mod sprite as an image, loaded once; `onLoad` runs when a new one has loaded. */
function modImage(svg: string, onLoad: () => void): HTMLImageElement {
  let img = modImages.get(svg);
  if (!img) {
    img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    modImages.set(svg, img);
  }
  if (!img.complete) img.addEventListener('load', onLoad, { once: true });
  return img;
}

/** A mod's glyph it has no art for: a tinted, lettered tile. */
function drawGlyph(ctx: CanvasRenderingContext2D, c: string, px: number, py: number, t: number): void {
  ctx.fillStyle = 'rgb(111 116 232 / 0.85)';
  ctx.beginPath();
  ctx.roundRect(px + t * 0.12, py + t * 0.12, t * 0.76, t * 0.76, t * 0.18);
  ctx.fill();
  ctx.fillStyle = '#fff';
  ctx.font = `700 ${Math.round(t * 0.5)}px ui-monospace, monospace`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(c, px + t / 2, py + t / 2 + 1);
}
