import { describe, expect, it } from 'vitest';
import { clampView, IDENTITY, MAX_ZOOM, zoomStep } from '../../src/ui/app/input/board-zoom';
import { padCommand } from '../../src/ui/app/input/gamepad';
import { GestureRecognizer } from '../../src/ui/app/input/gestures';

const touch = { swipes: true, draggable: false };
const mouse = { swipes: false, draggable: false };

describe('GestureRecognizer', () => {
  it('reads a press and release in place as a tap, with a little jitter', () => {
    const g = new GestureRecognizer();
    expect(g.down(1, 100, 100, touch)).toEqual([]);
    expect(g.move(1, 104, 97)).toEqual([]);
    expect(g.up(1, 104, 97)).toEqual([{ type: 'tap', x: 104, y: 97, button: 0 }, { type: 'release' }]);
  });

  it('reads a one-finger slide as one swipe per step in the dominant direction', () => {
    const g = new GestureRecognizer();
    g.down(1, 100, 100, touch);
    expect(g.move(1, 115, 104)).toEqual([]); // past the slop: no longer a tap, not yet a step
    expect(g.move(1, 130, 108)).toEqual([{ type: 'swipe', dir: 'right' }]);
    expect(g.held).toBe('right');
    expect(g.move(1, 140, 110)).toEqual([]);
    expect(g.move(1, 158, 110)).toEqual([{ type: 'swipe', dir: 'right' }]);
    // Turning while held swipes the new way.
    expect(g.move(1, 160, 80)).toEqual([{ type: 'swipe', dir: 'up' }]);
    expect(g.held).toBe('up');
    expect(g.up(1, 160, 80)).toEqual([{ type: 'release' }]);
    expect(g.held).toBeNull();
  });

  it('classifies each direction', () => {
    for (const [dx, dy, dir] of [
      [-40, 5, 'left'],
      [40, -5, 'right'],
      [3, -40, 'up'],
      [-3, 40, 'down'],
    ] as const) {
      const g = new GestureRecognizer();
      g.down(1, 200, 200, touch);
      expect(g.move(1, 200 + dx, 200 + dy)).toEqual([{ type: 'swipe', dir }]);
    }
  });

  it('never swipes with a mouse: a wandering press is nothing at all', () => {
    const g = new GestureRecognizer();
    g.down(1, 100, 100, mouse);
    expect(g.move(1, 200, 100)).toEqual([]);
    expect(g.up(1, 200, 100)).toEqual([{ type: 'release' }]);
  });

  it('drags what was pressed when it is draggable, and drops it where it is let go', () => {
    const g = new GestureRecognizer();
    g.down(1, 10, 10, { swipes: true, draggable: true });
    expect(g.move(1, 60, 10)).toEqual([{ type: 'drag', x: 60, y: 10 }]);
    expect(g.dragging).toBe(true);
    expect(g.move(1, 90, 40)).toEqual([{ type: 'drag', x: 90, y: 40 }]);
    expect(g.up(1, 90, 40)).toEqual([{ type: 'drop', x: 90, y: 40 }, { type: 'release' }]);
  });

  it('turns a touch into a pinch when a second finger lands: zoom and pan, never a move or a tap', () => {
    const g = new GestureRecognizer();
    g.down(1, 100, 100, touch);
    expect(g.down(2, 200, 100, touch)).toEqual([{ type: 'cancel' }]);
    // Fingers spread apart symmetrically: zoom x2 about the centre, no pan.
    const spread = [...g.move(1, 50, 100), ...g.move(2, 250, 100)];
    expect(spread.every((e) => e.type === 'zoom')).toBe(true);
    const total = spread.reduce((s, e) => s * (e.type === 'zoom' ? e.scale : 1), 1);
    expect(total).toBeCloseTo(2);
    // Both move down together: a pan.
    const pan = [...g.move(1, 50, 160), ...g.move(2, 250, 160)];
    expect(pan.reduce((s, e) => s + (e.type === 'zoom' ? e.dy : 0), 0)).toBeCloseTo(60);
    expect(g.held).toBeNull();
    // Lifting one finger and sliding the other is still no move; lifting both is a release, no tap.
    expect(g.up(2, 250, 160)).toEqual([]);
    expect(g.move(1, 0, 160)).toEqual([]);
    expect(g.up(1, 0, 160)).toEqual([{ type: 'release' }]);
  });

  it('cancels a drag under way when a second finger lands', () => {
    const g = new GestureRecognizer();
    g.down(1, 10, 10, { swipes: true, draggable: true });
    g.move(1, 60, 10);
    expect(g.down(2, 100, 100, touch)).toEqual([{ type: 'cancel' }]);
    expect(g.up(1, 60, 10)).toEqual([]);
    expect(g.up(2, 100, 100)).toEqual([{ type: 'release' }]);
  });

  it('forgets a pointer the system took over', () => {
    const g = new GestureRecognizer();
    g.down(1, 10, 10, touch);
    expect(g.cancelPointer(1)).toEqual([{ type: 'cancel' }, { type: 'release' }]);
    expect(g.up(1, 10, 10)).toEqual([]);
  });
});

describe('zoomStep', () => {
  const size = { width: 400, height: 300 };
  it('keeps the pinch centre in place while zooming', () => {
    const v = zoomStep(IDENTITY, { factor: 2, cx: 100, cy: 100, dx: 0, dy: 0 }, size);
    expect(v.scale).toBe(2);
    // The local point under (100, 100) was (100, 100); it must still show there.
    expect(v.tx + 100 * v.scale).toBeCloseTo(100);
    expect(v.ty + 100 * v.scale).toBeCloseTo(100);
  });

  it('never zooms out past the fitted board nor beyond the maximum, and keeps the board on screen', () => {
    expect(zoomStep(IDENTITY, { factor: 0.5, cx: 0, cy: 0, dx: 30, dy: 30 }, size)).toEqual(IDENTITY);
    expect(zoomStep(IDENTITY, { factor: 99, cx: 0, cy: 0, dx: 0, dy: 0 }, size).scale).toBe(MAX_ZOOM);
    const panned = clampView({ scale: 2, tx: 500, ty: -9999 }, size);
    expect(panned).toEqual({ scale: 2, tx: 0, ty: -300 });
  });
});

describe('padCommand', () => {
  const buttons = (...pressed: number[]) =>
    Array.from({ length: 17 }, (_, i) => ({ pressed: pressed.includes(i) }));
  it('maps the d-pad, the stick past its dead zone, and the face buttons', () => {
    expect(padCommand(buttons(14), [0, 0])).toEqual({ kind: 'move', dir: 'left' });
    expect(padCommand(buttons(), [0.2, -0.3])).toBeNull();
    expect(padCommand(buttons(), [0.3, 0.9])).toEqual({ kind: 'move', dir: 'down' });
    expect(padCommand(buttons(1), [0, 0])).toEqual({ kind: 'undo' });
    expect(padCommand(buttons(3), [0, 0])).toEqual({ kind: 'redo' });
    expect(padCommand(buttons(8), [0, 0])).toEqual({ kind: 'restart' });
  });
});
