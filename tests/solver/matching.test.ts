import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Hungarian, NO_MATCH } from '../../src/solver/matching';

/** The cheapest perfect matching by trying every permutation (n <= 6). */
function bruteForce(n: number, cost: number[]): number {
  let best = Number.POSITIVE_INFINITY;
  const used = new Array<boolean>(n).fill(false);
  const go = (row: number, sum: number): void => {
    if (row === n) {
      best = Math.min(best, sum);
      return;
    }
    for (let c = 0; c < n; c++) {
      if (used[c]) continue;
      used[c] = true;
      go(row + 1, sum + cost[row * n + c]);
      used[c] = false;
    }
  };
  go(0, 0);
  return best;
}

/** A square cost matrix of push distances, some pairs unreachable (NO_MATCH). */
const matrix = fc.integer({ min: 1, max: 6 }).chain((n) =>
  fc.tuple(
    fc.constant(n),
    fc.array(fc.oneof(fc.integer({ min: 0, max: 30 }), fc.constant(NO_MATCH)), {
      minLength: n * n,
      maxLength: n * n,
    }),
  ),
);

describe('Hungarian matching', () => {
  it('finds the cheapest perfect matching, and says when there is none', () => {
    fc.assert(
      fc.property(matrix, ([n, cost]) => {
        const total = new Hungarian(n).solve(n, cost);
        const best = bruteForce(n, cost);
        if (best >= NO_MATCH) expect(total).toBeGreaterThanOrEqual(NO_MATCH);
        else expect(total).toBe(best);
      }),
    );
  });

  it('re-solves one changed row as a full solve would', () => {
    fc.assert(
      fc.property(
        matrix,
        fc.nat(),
        fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 6, maxLength: 6 }),
        ([n, cost], r, row) => {
          const h = new Hungarian(n);
          h.solve(n, cost);
          h.save(n);
          const changed = [...cost];
          const k = r % n;
          for (let c = 0; c < n; c++) changed[k * n + c] = row[c];
          const expected = bruteForce(n, changed);
          const total = h.resolveRow(n, changed, k);
          if (expected >= NO_MATCH) expect(total).toBeGreaterThanOrEqual(NO_MATCH);
          else expect(total).toBe(expected);
        },
      ),
    );
  });

  it('throws on a cost it cannot compare rather than looping for ever', () => {
    // A box cell read past the end of the boxes gives NaN distances: a caller's bug to surface.
    const cost = [1, 2, Number.NaN, Number.NaN];
    expect(() => new Hungarian(2).solve(2, cost)).toThrow(/Hungarian/);
  });
});
