import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUMP_DEPTH, Motion, motionOf, segmentDuration, Timeline } from '../../src/ui/render/timeline';

const state = (tl: Timeline, eid: number) => {
  const i = tl.indexOf(eid);
  return { x: tl.x[i], y: tl.y[i], scale: tl.scale[i], alpha: tl.alpha[i] };
};

describe('Timeline', () => {
  it('glides one step over stepMs, eased out, and rests on the target', () => {
    const tl = new Timeline();
    tl.begin(1000, 100);
    tl.addSegment(7, 2, 3, 3, 3, 'walk');
    tl.commit();
    expect(tl.duration).toBe(100);
    expect(tl.sample(1000)).toBe(true);
    expect(state(tl, 7)).toEqual({ x: 2, y: 3, scale: 1, alpha: 1 });
    tl.sample(1050);
    const mid = state(tl, 7).x;
    // Ease-out: past halfway at half time, but not there yet.
    expect(mid).toBeGreaterThan(2.6);
    expect(mid).toBeLessThan(3);
    expect(tl.sample(1100)).toBe(false);
    expect(state(tl, 7)).toEqual({ x: 3, y: 3, scale: 1, alpha: 1 });
  });

  it('plays different entities in parallel and one entity’s segments in order', () => {
    const tl = new Timeline();
    tl.begin(0, 100);
    tl.addSegment(1, 1, 1, 2, 1, 'walk'); // player
    tl.addSegment(2, 2, 1, 3, 1, 'push'); // box
    tl.addSegment(2, 3, 1, 7, 1, 'slide'); // box slides on
    tl.commit();
    const slide = segmentDuration(Motion.Slide, 4, 100);
    expect(tl.duration).toBe(100 + slide);
    tl.sample(100);
    expect(state(tl, 1).x).toBe(2);
    expect(state(tl, 2).x).toBe(3);
    tl.sample(100 + slide / 2);
    expect(state(tl, 1).x).toBe(2);
    expect(state(tl, 2).x).toBeGreaterThan(4);
    expect(state(tl, 2).x).toBeLessThan(7);
    tl.finish();
    expect(tl.active).toBe(false);
    expect(state(tl, 2).x).toBe(7);
  });

  it('teleports by shrinking away and popping up at the target, never in between', () => {
    const tl = new Timeline();
    tl.begin(0, 100);
    tl.addSegment(4, 1, 1, 9, 5, 'teleport');
    tl.commit();
    const d = tl.duration;
    for (let t = 0; t <= d; t += d / 40) {
      tl.sample(t);
      const s = state(tl, 4);
      expect((s.x === 1 && s.y === 1) || (s.x === 9 && s.y === 5)).toBe(true);
    }
    tl.sample(d * 0.49);
    expect(state(tl, 4).scale).toBeLessThan(0.1);
    tl.sample(d);
    expect(state(tl, 4)).toEqual({ x: 9, y: 5, scale: 1, alpha: 1 });
  });

  it('fades a destroyed entity out after its last segment', () => {
    const tl = new Timeline();
    tl.begin(0, 100);
    tl.addSegment(3, 2, 1, 3, 1, 'push');
    tl.addFade(3, 3, 1);
    tl.commit();
    expect(tl.duration).toBe(200);
    tl.sample(90);
    expect(state(tl, 3).alpha).toBe(1);
    tl.sample(150);
    expect(state(tl, 3).alpha).toBeCloseTo(0.5, 5);
    expect(state(tl, 3).scale).toBeLessThan(1);
    tl.finish();
    expect(state(tl, 3).alpha).toBe(0);
    expect(state(tl, 3).x).toBe(3);
  });

  it('fades something that did not move only when a mover lands on its cell (a filled hole)', () => {
    const tl = new Timeline();
    tl.begin(0, 100);
    tl.addSegment(5, 1, 1, 2, 1, 'push');
    tl.addFade(5, 2, 1);
    tl.addFade(9, 2, 1); // the hole at (2, 1)
    tl.addFade(11, 7, 7); // unrelated: fades at once
    tl.commit();
    tl.sample(50);
    expect(state(tl, 9).alpha).toBe(1);
    expect(state(tl, 11).alpha).toBeCloseTo(0.5, 5);
    tl.sample(150);
    expect(state(tl, 9).alpha).toBeCloseTo(0.5, 5);
    expect(tl.duration).toBe(200);
  });

  it('bumps into a wall and comes back', () => {
    const tl = new Timeline();
    tl.begin(0, 100);
    tl.addBump(1, 4, 4, 0, -1);
    tl.commit();
    let furthest = 0;
    for (let t = 0; t <= 100; t += 5) {
      tl.sample(t);
      expect(state(tl, 1).x).toBe(4);
      furthest = Math.max(furthest, 4 - state(tl, 1).y);
    }
    expect(furthest).toBeCloseTo(BUMP_DEPTH, 2);
    expect(state(tl, 1).y).toBeCloseTo(4, 6);
  });

  it('is instant with a zero step time (reduced motion): no bump, everything at its end', () => {
    const tl = new Timeline();
    tl.begin(0, 0);
    tl.addSegment(1, 0, 0, 1, 0, 'walk');
    tl.addSegment(1, 1, 0, 5, 0, 'slide');
    tl.addFade(1, 5, 0);
    tl.addBump(2, 3, 3, 1, 0);
    tl.commit();
    expect(tl.duration).toBe(0);
    expect(tl.indexOf(2)).toBe(-1);
    expect(tl.sample(0)).toBe(false);
    expect(state(tl, 1)).toEqual({ x: 5, y: 0, scale: 0.6499999761581421, alpha: 0 });
  });

  it('maps segment kinds to motions (unknown mod kinds glide)', () => {
    expect(motionOf('walk')).toBe(Motion.Glide);
    expect(motionOf('push')).toBe(Motion.Glide);
    expect(motionOf('slide')).toBe(Motion.Slide);
    expect(motionOf('teleport')).toBe(Motion.Teleport);
    expect(motionOf('conveyor')).toBe(Motion.Glide);
    expect(segmentDuration(Motion.Glide, 1, 100)).toBe(100);
    expect(segmentDuration(Motion.Slide, 30, 100)).toBe(400);
  });

  it('ends every entity on its last target, for any segments, and reuses itself between turns', () => {
    const seg = fc.record({
      eid: fc.integer({ min: 1, max: 40 }),
      x: fc.integer({ min: 0, max: 50 }),
      y: fc.integer({ min: 0, max: 50 }),
      kind: fc.constantFrom('walk', 'push', 'slide', 'teleport', 'other'),
    });
    const tl = new Timeline();
    fc.assert(
      fc.property(fc.array(seg, { maxLength: 120 }), fc.integer({ min: 0, max: 200 }), (segs, stepMs) => {
        tl.begin(0, stepMs);
        const last = new Map<number, [number, number]>();
        for (const s of segs) {
          const [fx, fy] = last.get(s.eid) ?? [s.x + 1, s.y];
          tl.addSegment(s.eid, fx, fy, s.x, s.y, s.kind);
          last.set(s.eid, [s.x, s.y]);
        }
        tl.commit();
        expect(tl.entityCount).toBe(last.size);
        expect(tl.sample(tl.duration)).toBe(false);
        for (const [eid, [x, y]] of last) expect(state(tl, eid)).toEqual({ x, y, scale: 1, alpha: 1 });
        tl.finish();
        for (const [eid, [x, y]] of last) expect([state(tl, eid).x, state(tl, eid).y]).toEqual([x, y]);
      }),
    );
  });
});
