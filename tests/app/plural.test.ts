import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { count, moves, pushes } from '../../src/ui/app/plural';

describe('count', () => {
  it('uses the singular for exactly one', () => {
    expect(count(1, 'box line')).toBe('1 box line');
    expect(pushes(1)).toBe('1 push');
    expect(moves(1)).toBe('1 move');
  });

  it('uses the plural for zero and for many', () => {
    expect(count(0, 'level')).toBe('0 levels');
    expect(count(2, 'box', 'boxes')).toBe('2 boxes');
    expect(pushes(3)).toBe('3 pushes');
  });

  it('always starts with the number itself', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        const text = moves(n);
        expect(text.startsWith(`${n} move`)).toBe(true);
        expect(text.endsWith('s')).toBe(n !== 1);
      }),
    );
  });
});
