import { type Container, Sprite, type Texture } from 'pixi.js';
import { easeOutCubic, pulse } from './easing';

const MAX_SPARKLES = 24;
const WAVE_MS_PER_CELL = 28;
const MAX_WAVE_MS = 600;
const HOP_MS = 380;
const SPARKLE_MS = 720;
const CALM_MS = 900;

/**
 * The solved-level effect: boxes hop in a diagonal wave and sparkles rise from some of them. Under
 * reduced motion nothing moves or grows: a few sparkles only fade in and out in place.
 */
export class Celebration {
  active = false;
  private startTime = 0;
  private duration = 0;
  private reduced = false;
  private tile = 1;
  private boxes: Sprite[] = [];
  private delays: number[] = [];
  private readonly sparkles: Sprite[] = [];
  private sparkleBox = new Int32Array(MAX_SPARKLES);
  private sparkleCount = 0;
  private cells: number[] = [];
  private baseScale = 1;

  constructor(private readonly layer: Container) {}

  /** `cells` holds (x, y) pairs relative to the board origin, one per box. */
  start(
    now: number,
    boxes: Sprite[],
    cells: number[],
    tile: number,
    sparkle: Texture,
    reduced: boolean,
  ): void {
    this.stop();
    if (boxes.length === 0) return;
    this.active = true;
    this.startTime = now;
    this.reduced = reduced;
    this.tile = tile;
    this.boxes = boxes;
    this.cells = cells;
    this.baseScale = boxes[0].scale.x;
    this.delays = boxes.map((_, i) =>
      reduced ? 0 : Math.min(MAX_WAVE_MS, (cells[2 * i] + cells[2 * i + 1]) * WAVE_MS_PER_CELL),
    );
    this.sparkleCount = Math.min(MAX_SPARKLES, boxes.length);
    for (let j = 0; j < this.sparkleCount; j++) {
      this.sparkleBox[j] = Math.floor((j * boxes.length) / this.sparkleCount);
      let s = this.sparkles[j];
      if (!s) {
        s = new Sprite();
        s.anchor.set(0.5);
        this.sparkles.push(s);
        this.layer.addChild(s);
      }
      s.texture = sparkle;
      s.visible = false;
    }
    const lastDelay = Math.max(...this.delays);
    this.duration = reduced ? CALM_MS : lastDelay + Math.max(HOP_MS, SPARKLE_MS);
  }

  retexture(sparkle: Texture): void {
    for (const s of this.sparkles) s.texture = sparkle;
  }

  /** Advances the effect; returns false when it is over. `baseScale` maps art pixels to tile pixels. */
  step(now: number, baseScale: number): boolean {
    if (!this.active) return false;
    this.baseScale = baseScale;
    const t = now - this.startTime;
    if (t >= this.duration) {
      this.stop();
      return false;
    }
    const tile = this.tile;
    if (!this.reduced) {
      for (let i = 0; i < this.boxes.length; i++) {
        const p = (t - this.delays[i]) / HOP_MS;
        this.boxes[i].scale.set(baseScale * (1 + 0.18 * pulse(p)));
      }
    }
    for (let j = 0; j < this.sparkleCount; j++) {
      const b = this.sparkleBox[j];
      const s = this.sparkles[j];
      const cx = (this.cells[2 * b] + 0.5) * tile;
      const cy = (this.cells[2 * b + 1] + 0.5) * tile;
      if (this.reduced) {
        s.visible = true;
        s.position.set(cx + tile * 0.3, cy - tile * 0.3);
        s.scale.set(baseScale * 0.4);
        s.rotation = 0;
        s.alpha = pulse(t / CALM_MS);
        continue;
      }
      const p = (t - this.delays[b]) / SPARKLE_MS;
      s.visible = p > 0 && p < 1;
      if (!s.visible) continue;
      const rise = easeOutCubic(p);
      s.position.set(cx + tile * 0.22 * Math.sin(j * 2.4 + p * 3), cy - tile * (0.2 + 0.8 * rise));
      s.scale.set(baseScale * (0.25 + 0.35 * pulse(p)));
      s.rotation = p * Math.PI;
      s.alpha = 1 - p * p;
    }
    return true;
  }

  /** Ends the effect and puts every box back to its normal size. */
  stop(): void {
    if (!this.active) return;
    this.active = false;
    for (const b of this.boxes) if (!b.destroyed) b.scale.set(this.baseScale);
    for (const s of this.sparkles) s.visible = false;
    this.boxes = [];
  }
}
