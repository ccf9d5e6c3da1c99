import { easeInCubic, easeOutBack, easeOutCubic, easeOutQuad, pulse } from './easing';

/**
 * The animation of one turn, without any drawing: which entity is where (in fractional cells), how big
 * and how opaque at a given time. The renderer keeps one Timeline and plays at most one turn at a time;
 * a new turn first calls `finish()`, so the picture never lags more than one turn behind the game.
 *
 * An entity's segments play one after another (walk, then slide on ice); different entities play in
 * parallel (the player's walk and the box's push). Sampling writes into preallocated typed arrays, so a
 * frame allocates nothing.
 */

/** How a segment kind moves. Unknown kinds from mods glide like a walk. */
export const Motion = { Glide: 0, Slide: 1, Teleport: 2, Bump: 3 } as const;
export type Motion = (typeof Motion)[keyof typeof Motion];

export function motionOf(kind: string): Motion {
  if (kind === 'slide') return Motion.Slide;
  if (kind === 'teleport') return Motion.Teleport;
  return Motion.Glide;
}

/** How far a bump against a wall leans into it, in cells. */
export const BUMP_DEPTH = 0.14;

/** Duration of one segment of `cells` cells, for a base step time of `stepMs`. */
export function segmentDuration(motion: Motion, cells: number, stepMs: number): number {
  if (stepMs <= 0) return 0;
  switch (motion) {
    case Motion.Slide:
      // Long slides speed up per cell so crossing a whole ice field stays brief.
      return stepMs * Math.min(4, 0.6 + 0.55 * Math.max(1, cells));
    case Motion.Teleport:
      return stepMs * 1.6;
    case Motion.Bump:
      return stepMs;
    default:
      return stepMs * Math.max(1, cells);
  }
}

const GROW = 1.5;

export class Timeline {
  /** Entities in this turn, in order of first appearance. */
  entityCount = 0;
  entityEid = new Int32Array(16);
  /** Sampled state per entity (cells, scale, alpha); valid after `sample` or `finish`. */
  x = new Float32Array(16);
  y = new Float32Array(16);
  scale = new Float32Array(16);
  alpha = new Float32Array(16);
  /** Whether the entity fades out (destroyed this turn). */
  fades = new Uint8Array(16);
  private first = new Int32Array(16);
  private last = new Int32Array(16);
  private end = new Float64Array(16);
  private fadeMs = new Float64Array(16);
  private restX = new Float32Array(16);
  private restY = new Float32Array(16);

  private trackCount = 0;
  private tNext = new Int32Array(32);
  private tMotion = new Uint8Array(32);
  private tFromX = new Float32Array(32);
  private tFromY = new Float32Array(32);
  private tToX = new Float32Array(32);
  private tToY = new Float32Array(32);
  private tStart = new Float64Array(32);
  private tDur = new Float64Array(32);

  private readonly slotOf = new Map<number, number>();
  private stepMs = 100;
  private startTime = 0;
  /** Total length of the turn's animation in ms (0 when it is instant). */
  duration = 0;
  /** A turn has been begun and not finished. */
  active = false;

  /** Starts describing a new turn. `stepMs` 0 makes every motion instant (reduced motion). */
  begin(now: number, stepMs: number): void {
    this.entityCount = 0;
    this.trackCount = 0;
    this.slotOf.clear();
    this.stepMs = Math.max(0, stepMs);
    this.startTime = now;
    this.duration = 0;
    this.active = true;
  }

  /** One displacement of `eid` (in the order the game applied them). */
  addSegment(eid: number, fromX: number, fromY: number, toX: number, toY: number, kind: string): void {
    const motion = motionOf(kind);
    const cells = Math.abs(toX - fromX) + Math.abs(toY - fromY);
    this.addTrack(eid, motion, fromX, fromY, toX, toY, segmentDuration(motion, cells, this.stepMs));
  }

  /** A lean towards (dx, dy) and back, for a move into a wall. */
  addBump(eid: number, x: number, y: number, dx: number, dy: number): void {
    if (this.stepMs <= 0) return;
    this.addTrack(eid, Motion.Bump, x, y, x + dx, y + dy, segmentDuration(Motion.Bump, 1, this.stepMs));
  }

  /** `eid` left play this turn: it fades out after its last segment, at (x, y). */
  addFade(eid: number, x: number, y: number): void {
    const slot = this.slot(eid, x, y);
    this.fades[slot] = 1;
    this.fadeMs[slot] = this.stepMs;
  }

  /** Fixes the turn's length. Call after adding everything. */
  commit(): void {
    // Something that leaves play without moving (a hole being filled) waits for whatever arrives on
    // its cell, so the hole closes when the box lands, not while the box is still on its way.
    for (let i = 0; i < this.entityCount; i++) {
      if (!this.fades[i] || this.first[i] !== -1) continue;
      for (let j = 0; j < this.entityCount; j++) {
        if (j !== i && this.restX[j] === this.restX[i] && this.restY[j] === this.restY[i]) {
          this.end[i] = Math.max(this.end[i], this.end[j]);
        }
      }
    }
    let d = 0;
    for (let i = 0; i < this.entityCount; i++) {
      const e = this.end[i] + (this.fades[i] ? this.fadeMs[i] : 0);
      if (e > d) d = e;
    }
    this.duration = d;
  }

  /** Index of `eid` in this turn, or -1. */
  indexOf(eid: number): number {
    return this.slotOf.get(eid) ?? -1;
  }

  /** Samples every entity at `now`. Returns false once the turn has fully played. */
  sample(now: number): boolean {
    const t = now - this.startTime;
    for (let i = 0; i < this.entityCount; i++) this.sampleEntity(i, t);
    return t < this.duration;
  }

  /** Jumps to the end of the turn (final positions, faded entities invisible) and ends it. */
  finish(): void {
    for (let i = 0; i < this.entityCount; i++) this.sampleEntity(i, Number.POSITIVE_INFINITY);
    this.active = false;
  }

  /** Ends the turn without sampling (the caller snaps everything to the world instead). */
  cancel(): void {
    this.active = false;
    this.entityCount = 0;
    this.trackCount = 0;
    this.slotOf.clear();
  }

  private sampleEntity(i: number, t: number): void {
    let x = this.restX[i];
    let y = this.restY[i];
    let scale = 1;
    let alpha = 1;
    let k = this.first[i];
    if (k !== -1) {
      // Before or inside the first unfinished track; after the last one, rest at its end.
      while (this.tNext[k] !== -1 && t >= this.tStart[k] + this.tDur[k]) k = this.tNext[k];
      const dur = this.tDur[k];
      const p = dur <= 0 ? 1 : Math.min(1, Math.max(0, (t - this.tStart[k]) / dur));
      const fx = this.tFromX[k];
      const fy = this.tFromY[k];
      const tx = this.tToX[k];
      const ty = this.tToY[k];
      switch (this.tMotion[k]) {
        case Motion.Teleport:
          if (p < 0.5) {
            x = fx;
            y = fy;
            scale = 1 - easeInCubic(p * 2);
          } else {
            x = tx;
            y = ty;
            scale = p >= 1 ? 1 : easeOutBack((p - 0.5) * 2);
          }
          break;
        case Motion.Bump: {
          const lean = BUMP_DEPTH * pulse(p);
          x = fx + (tx - fx) * lean;
          y = fy + (ty - fy) * lean;
          break;
        }
        case Motion.Slide: {
          const e = easeOutQuad(p);
          x = fx + (tx - fx) * e;
          y = fy + (ty - fy) * e;
          break;
        }
        default: {
          const e = easeOutCubic(p);
          x = fx + (tx - fx) * e;
          y = fy + (ty - fy) * e;
        }
      }
    }
    if (this.fades[i]) {
      const fadeMs = this.fadeMs[i];
      const f =
        fadeMs <= 0 ? (t >= this.end[i] ? 1 : 0) : Math.min(1, Math.max(0, (t - this.end[i]) / fadeMs));
      alpha = 1 - f;
      scale *= 1 - 0.35 * f;
    }
    this.x[i] = x;
    this.y[i] = y;
    this.scale[i] = scale;
    this.alpha[i] = alpha;
  }

  private addTrack(
    eid: number,
    motion: Motion,
    fromX: number,
    fromY: number,
    toX: number,
    toY: number,
    dur: number,
  ): void {
    const slot = this.slot(eid, fromX, fromY);
    const k = this.trackCount++;
    if (k >= this.tNext.length) this.growTracks();
    this.tNext[k] = -1;
    this.tMotion[k] = motion;
    this.tFromX[k] = fromX;
    this.tFromY[k] = fromY;
    this.tToX[k] = toX;
    this.tToY[k] = toY;
    this.tStart[k] = this.end[slot];
    this.tDur[k] = dur;
    this.end[slot] += dur;
    if (this.first[slot] === -1) this.first[slot] = k;
    else this.tNext[this.last[slot]] = k;
    this.last[slot] = k;
    if (motion !== Motion.Bump) {
      this.restX[slot] = toX;
      this.restY[slot] = toY;
    }
  }

  private slot(eid: number, x: number, y: number): number {
    const known = this.slotOf.get(eid);
    if (known !== undefined) return known;
    const i = this.entityCount++;
    if (i >= this.entityEid.length) this.growEntities();
    this.slotOf.set(eid, i);
    this.entityEid[i] = eid;
    this.first[i] = -1;
    this.last[i] = -1;
    this.end[i] = 0;
    this.fades[i] = 0;
    this.fadeMs[i] = 0;
    this.restX[i] = x;
    this.restY[i] = y;
    this.x[i] = x;
    this.y[i] = y;
    this.scale[i] = 1;
    this.alpha[i] = 1;
    return i;
  }

  private growEntities(): void {
    const n = Math.ceil(this.entityEid.length * GROW) + 8;
    this.entityEid = grow(this.entityEid, n);
    this.x = grow(this.x, n);
    this.y = grow(this.y, n);
    this.scale = grow(this.scale, n);
    this.alpha = grow(this.alpha, n);
    this.fades = grow(this.fades, n);
    this.first = grow(this.first, n);
    this.last = grow(this.last, n);
    this.end = grow(this.end, n);
    this.fadeMs = grow(this.fadeMs, n);
    this.restX = grow(this.restX, n);
    this.restY = grow(this.restY, n);
  }

  private growTracks(): void {
    const n = Math.ceil(this.tNext.length * GROW) + 8;
    this.tNext = grow(this.tNext, n);
    this.tMotion = grow(this.tMotion, n);
    this.tFromX = grow(this.tFromX, n);
    this.tFromY = grow(this.tFromY, n);
    this.tToX = grow(this.tToX, n);
    this.tToY = grow(this.tToY, n);
    this.tStart = grow(this.tStart, n);
    this.tDur = grow(this.tDur, n);
  }
}

type Typed = Int32Array | Uint8Array | Float32Array | Float64Array;

function grow<T extends Typed>(a: T, n: number): T {
  const b = new (a.constructor as new (n: number) => T)(n);
  b.set(a as ArrayLike<number>);
  return b;
}
