import { describe, expect, it } from 'vitest';
import { classicBuild, floorChar, floorGlyphs } from '../../src/core/classic';
import { Box, Goal, Player, Pushable, Solid } from '../../src/core/classic/components';
import { defineComponent } from '../../src/core/ecs/component';
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

describe('floorGlyphs', () => {
  const Mud = defineComponent('test/Mud');
  const Muddy = defineComponent('test/Muddy', { state: true });
  const MUD = { floor: 'm', box: 'M', player: 'p' };
  const glyphs = floorGlyphs('mud', MUD, (w, x, y) => w.spawn(x, y, Mud), {
    boxName: 'muddy box',
    onBox: (w, box) => w.add(box, Muddy),
  });

  it('builds the floor alone, under a classic box and under the player, and writes each back', () => {
    expect(glyphs.map((g) => [g.char, g.name, g.traits])).toEqual([
      ['m', 'mud', undefined],
      ['M', 'muddy box', { box: 1 }],
      ['p', 'player on mud', { player: 1 }],
    ]);
    const w = game('#####\n#@ .#\n#$  #\n#####', {
      plugins: [{ name: 'mud', description: 'Mud.', setup: (api) => api.components(Mud, Muddy) }],
    }).world;
    glyphs.forEach((g, i) => {
      g.build(w, 2 + (i % 2), 1 + Math.floor(i / 2));
    });
    expect(floorChar(w, 2, 1, MUD)).toBe('m');
    expect(floorChar(w, 3, 1, MUD)).toBe('M');
    expect(floorChar(w, 2, 2, MUD)).toBe('p');
    const box = w.findAt(3, 1, Box);
    expect([Box, Pushable, Solid, Muddy].map((c) => w.has(box, c))).toEqual([true, true, true, true]);
    expect([w.hasAt(3, 1, Mud), w.hasAt(2, 2, Mud), w.hasAt(2, 2, Player)]).toEqual([true, true, true]);
  });
});
