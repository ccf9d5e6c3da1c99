import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as core from '../../src/core/plural';
import { count, figure, moves, pushes } from '../../src/ui/app/plural';

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

  it('always starts with the number itself, bare below 10,000', () => {
    fc.assert(
      fc.property(fc.nat(9999), (n) => {
        const text = moves(n);
        expect(text.startsWith(`${n} move`)).toBe(true);
        expect(text.endsWith('s')).toBe(n !== 1);
      }),
    );
  });
});

describe('figure', () => {
  it('groups numbers from 10,000 up as the locale writes them, and no shorter ones', () => {
    expect(figure(9999, 'en-US')).toBe('9999');
    expect(figure(10000, 'en-US')).toBe('10,000');
    expect(figure(1234567, 'de-DE')).toBe('1.234.567');
    expect(figure(10000, 'fr-FR')).toBe('10\u202f000');
    expect(figure(-25000, 'en-US')).toBe('-25,000');
  });

  it('keeps every digit, in order, whatever the locale', () => {
    fc.assert(
      fc.property(fc.nat(), fc.constantFrom('en-US', 'de-DE', 'fr-FR', 'hi-IN', 'de-CH'), (n, locale) => {
        const text = figure(n, locale);
        expect(text.replace(/\D/g, '')).toBe(String(n));
        expect(text === String(n)).toBe(n < 10_000);
      }),
    );
  });

  it("is what the player's counts start with; the command line's stay bare", () => {
    expect(count(10000, 'level')).toBe(`${(10000).toLocaleString()} levels`);
    expect(core.count(10000, 'level')).toBe('10000 levels');
    expect(core.moves(123456)).toBe('123456 moves');
  });
});
