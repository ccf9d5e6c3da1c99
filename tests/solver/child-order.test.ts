import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChildOrder } from '../../src/solver/child-order';

/** The boxes of one expansion in the order `order` tries them. */
function boxes(order: ChildOrder, count: number, moved: number): number[] {
  order.begin(count, moved);
  return Array.from({ length: count }, (_, k) => order.box(k, count));
}

describe('child order', () => {
  it('unseeded: from the box after the one moved last, round to it, directions from l', () => {
    const order = new ChildOrder(0);
    expect(boxes(order, 5, 2)).toEqual([3, 4, 0, 1, 2]);
    expect(boxes(order, 5, 4)).toEqual([0, 1, 2, 3, 4]);
    expect(boxes(order, 5, -1)).toEqual([0, 1, 2, 3, 4]);
    expect(order.direction).toBe(0);
  });

  it('seeded: each expansion a permutation, the box moved last still last', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 40 }),
        fc.nat(),
        fc.integer({ min: 1, max: 20 }),
        (seed, count, movedSeed, expansions) => {
          const order = new ChildOrder(seed);
          for (let e = 0; e < expansions; e++) {
            const moved = ((movedSeed + e) % (count + 1)) - 1;
            const seq = boxes(order, count, moved);
            expect([...seq].sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i));
            if (moved >= 0) expect(seq[count - 1]).toBe(moved);
            expect(order.direction).toBeGreaterThanOrEqual(0);
            expect(order.direction).toBeLessThan(4);
          }
        },
      ),
    );
  });

  it('seeded: the same seed gives the same orders, other seeds and streams other ones', () => {
    const run = (seed: number, stream = 0) => {
      const order = new ChildOrder(seed, stream);
      const out: number[] = [];
      for (let e = 0; e < 30; e++) out.push(...boxes(order, 12, e % 12), order.direction);
      return out.join(',');
    };
    expect(run(7)).toBe(run(7));
    expect(run(7)).not.toBe(run(8));
    expect(run(7)).not.toBe(run(7, 1));
    expect(run(7)).not.toBe(run(0));
  });
});
