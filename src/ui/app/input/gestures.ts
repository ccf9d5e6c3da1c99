import type { Direction } from '../../../core/pipeline/turn';

/** What a run of pointer samples means. Coordinates are client (CSS) pixels. */
export type Gesture =
  /** Pressed and released without travelling: a click or a tap. */
  | { readonly type: 'tap'; readonly x: number; readonly y: number; readonly button: number }
  /** One finger travelled far enough in one direction (touch only); repeats while it keeps going. */
  | { readonly type: 'swipe'; readonly dir: Direction }
  /** A press that started on something draggable moved; `drop` ends it where it was let go. */
  | { readonly type: 'drag' | 'drop'; readonly x: number; readonly y: number }
  /** Two fingers: zoom by `scale` about the centre (cx, cy), then pan by (dx, dy). */
  | {
      readonly type: 'zoom';
      readonly scale: number;
      readonly cx: number;
      readonly cy: number;
      readonly dx: number;
      readonly dy: number;
    }
  /** The single-finger gesture was abandoned (a second finger arrived): forget any drag. */
  | { readonly type: 'cancel' }
  /** Every finger is up again. */
  | { readonly type: 'release' };

export interface GestureOptions {
  /** Travel (CSS px) that turns a press into a swipe or a drag. */
  readonly slop: number;
  /** Travel (CSS px) of each swipe step. */
  readonly swipe: number;
}

export const DEFAULT_GESTURES: GestureOptions = { slop: 10, swipe: 26 };

interface Contact {
  x: number;
  y: number;
  readonly startX: number;
  readonly startY: number;
}

/**
 * Classifies pointer samples into gestures. Pure: no DOM, no timers; the device layer feeds it events
 * and acts on what comes back. One finger taps, swipes or drags; as soon as a second finger lands the
 * whole touch becomes a zoom/pan and nothing it does can be a move until every finger has lifted.
 */
export class GestureRecognizer {
  private readonly contacts = new Map<number, Contact>();
  /** `void`: a press that can no longer mean anything (a mouse press that wandered off). */
  private mode: 'idle' | 'press' | 'swipe' | 'drag' | 'multi' | 'void' = 'idle';
  private draggable = false;
  private swipes = false;
  private button = 0;
  /** Where the current swipe step is measured from. */
  private anchorX = 0;
  private anchorY = 0;
  private lastDir: Direction | null = null;
  private pinch: { dist: number; cx: number; cy: number } | null = null;

  constructor(private readonly options: GestureOptions = DEFAULT_GESTURES) {}

  /** The direction of the last swipe while its finger is still down (swipe-and-hold repeats it). */
  get held(): Direction | null {
    return this.mode === 'swipe' ? this.lastDir : null;
  }

  /** True while a draggable press is being dragged. */
  get dragging(): boolean {
    return this.mode === 'drag';
  }

  /**
   * A pointer went down. `swipes`: a touch (a mouse never swipes); `draggable`: it landed on something
   * that can be dragged, so travelling drags it instead of swiping.
   */
  down(id: number, x: number, y: number, opts: { swipes: boolean; draggable: boolean; button?: number }) {
    const out: Gesture[] = [];
    this.contacts.set(id, { x, y, startX: x, startY: y });
    if (this.contacts.size === 1 && this.mode === 'idle') {
      this.mode = 'press';
      this.swipes = opts.swipes;
      this.draggable = opts.draggable;
      this.button = opts.button ?? 0;
      this.anchorX = x;
      this.anchorY = y;
      this.lastDir = null;
      return out;
    }
    if (this.contacts.size >= 2) {
      if (this.mode !== 'multi') out.push({ type: 'cancel' });
      this.mode = 'multi';
      this.pinch = this.measure();
    }
    return out;
  }

  move(id: number, x: number, y: number): Gesture[] {
    const c = this.contacts.get(id);
    if (!c) return [];
    c.x = x;
    c.y = y;
    switch (this.mode) {
      case 'press': {
        if (Math.hypot(x - c.startX, y - c.startY) < this.options.slop) return [];
        if (this.draggable) {
          this.mode = 'drag';
          return [{ type: 'drag', x, y }];
        }
        if (!this.swipes) {
          // A mouse press that wandered off is neither a click nor a move.
          this.mode = 'void';
          return [];
        }
        this.mode = 'swipe';
        return this.swipeStep(x, y);
      }
      case 'swipe':
        return this.swipeStep(x, y);
      case 'drag':
        return [{ type: 'drag', x, y }];
      case 'multi':
        return this.zoomStep();
      default:
        return [];
    }
  }

  up(id: number, x: number, y: number): Gesture[] {
    const c = this.contacts.get(id);
    if (!c) return [];
    this.contacts.delete(id);
    const out: Gesture[] = [];
    if (this.mode === 'press') out.push({ type: 'tap', x, y, button: this.button });
    else if (this.mode === 'drag') out.push({ type: 'drop', x, y });
    else if (this.mode === 'multi') this.pinch = this.contacts.size >= 2 ? this.measure() : null;
    if (this.contacts.size === 0) {
      this.mode = 'idle';
      this.pinch = null;
      out.push({ type: 'release' });
    } else if (this.mode !== 'multi') {
      // Another finger is still down: what is left of this touch is not a move.
      this.mode = 'void';
    }
    return out;
  }

  /** The system took the pointer (a scroll, a system gesture): nothing it did counts. */
  cancelPointer(id: number): Gesture[] {
    if (!this.contacts.delete(id)) return [];
    const out: Gesture[] = [];
    if (this.mode !== 'multi') out.push({ type: 'cancel' });
    this.mode = this.contacts.size ? 'void' : 'idle';
    if (this.mode === 'idle') {
      this.pinch = null;
      out.push({ type: 'release' });
    }
    return out;
  }

  /** Each full `swipe` of travel along the dominant axis is one step, so a long slide walks on. */
  private swipeStep(x: number, y: number): Gesture[] {
    const dx = x - this.anchorX;
    const dy = y - this.anchorY;
    const horizontal = Math.abs(dx) >= Math.abs(dy);
    const travel = horizontal ? Math.abs(dx) : Math.abs(dy);
    // A full step even for the first one: two fingers landing a moment apart must not move first.
    if (travel < this.options.swipe) return [];
    const dir: Direction = horizontal ? (dx < 0 ? 'left' : 'right') : dy < 0 ? 'up' : 'down';
    this.anchorX = x;
    this.anchorY = y;
    this.lastDir = dir;
    return [{ type: 'swipe', dir }];
  }

  private zoomStep(): Gesture[] {
    const now = this.measure();
    const before = this.pinch;
    this.pinch = now;
    if (!now || !before) return [];
    const scale = before.dist > 0 ? now.dist / before.dist : 1;
    return [
      { type: 'zoom', scale, cx: before.cx, cy: before.cy, dx: now.cx - before.cx, dy: now.cy - before.cy },
    ];
  }

  /** Distance between and centre of the first two contacts. */
  private measure(): { dist: number; cx: number; cy: number } | null {
    const [a, b] = this.contacts.values();
    if (!a || !b) return null;
    return { dist: Math.hypot(a.x - b.x, a.y - b.y), cx: (a.x + b.x) / 2, cy: (a.y + b.y) / 2 };
  }
}
