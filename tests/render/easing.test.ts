import { describe, expect, it } from 'vitest';
import {
  easeInCubic,
  easeInOutSine,
  easeOutBack,
  easeOutCubic,
  easeOutQuad,
  linear,
  pulse,
} from '../../src/ui/render/easing';

describe('easing', () => {
  const curves = { linear, easeOutCubic, easeInCubic, easeInOutSine, easeOutQuad, easeOutBack };

  it('starts at 0, ends at 1 and clamps outside [0, 1]', () => {
    for (const [name, f] of Object.entries(curves)) {
      expect([name, f(0)]).toEqual([name, 0]);
      expect([name, f(1)]).toEqual([name, 1]);
      expect([name, f(-3)]).toEqual([name, 0]);
      expect([name, f(7)]).toEqual([name, 1]);
    }
  });

  it('moves monotonically (except the deliberate overshoot of easeOutBack)', () => {
    for (const f of [linear, easeOutCubic, easeInCubic, easeInOutSine, easeOutQuad]) {
      for (let i = 1; i <= 100; i++) expect(f(i / 100)).toBeGreaterThanOrEqual(f((i - 1) / 100));
    }
    const peak = Math.max(...Array.from({ length: 101 }, (_, i) => easeOutBack(i / 100)));
    expect(peak).toBeGreaterThan(1.05);
    expect(peak).toBeLessThan(1.15);
  });

  it('ease-out covers most of the way early, so a step reacts at once', () => {
    expect(easeOutCubic(0.25)).toBeGreaterThan(0.5);
    expect(easeInCubic(0.25)).toBeLessThan(0.05);
  });

  it('pulse goes out and comes back', () => {
    expect(pulse(0)).toBe(0);
    expect(pulse(0.5)).toBeCloseTo(1, 10);
    expect(pulse(1)).toBeCloseTo(0, 10);
  });
});
