import { describe, expect, it } from 'vitest';
import { classicBuild } from '../../src/core/classic';
import { Box, Goal, Player, Pushable, Solid } from '../../src/core/classic/components';
import { game } from '../helpers';

describe('classicBuild', () => {
  it("builds a classic glyph's entities on a mod's cell: a box there is exactly a classic box", () => {
    const w = game('#####\n#@ .#\n#$  #\n#####').world;
    classicBuild('*')(w, 2, 1);
    const box = w.findAt(2, 1, Box);
    expect([Box, Pushable, Solid].map((c) => w.has(box, c))).toEqual([true, true, true]);
    expect(w.hasAt(2, 1, Goal)).toBe(true);
    classicBuild('@')(w, 3, 2);
    expect(w.hasAt(3, 2, Player)).toBe(true);
  });

  it('names a character classic does not claim, so a typo fails at setup with a readable error', () => {
    expect(() => classicBuild('%')).toThrow('"%" is not a classic glyph (# -_.$*@+)');
  });
});
