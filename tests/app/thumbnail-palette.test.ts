import { describe, expect, it } from 'vitest';
import { classicPlugin } from '../../src/core/classic';
import { defineComponent } from '../../src/core/ecs/component';
import { createRuleset, type Plugin } from '../../src/core/plugin';
import { MODS } from '../../src/mods';
import { modGlyphSpecs } from '../../src/ui/app/editor/glyph-specs';
import {
  CLASSIC_COLORS,
  FALLBACK_COLOR,
  type Paint,
  spriteColor,
  thumbnailPalette,
} from '../../src/ui/app/levels/thumbnail-palette';

const goal: Paint = { color: CLASSIC_COLORS.goal, size: 'goal' };
const box: Paint = { color: CLASSIC_COLORS.box, size: 'thing' };
const player: Paint = { color: CLASSIC_COLORS.player, size: 'thing' };

/** What thumbnails drew before mods had colours: the classic glyphs, nothing else. */
const CLASSIC = new Map<string, Paint[]>([
  ['.', [goal]],
  ['$', [box]],
  ['*', [{ color: CLASSIC_COLORS.boxOnGoal, size: 'thing' }]],
  ['@', [player]],
  ['+', [goal, player]],
]);

const classicColors = new Set(Object.values(CLASSIC_COLORS));

describe('thumbnail colours of glyphs', () => {
  it('draws a classic level as before: classic glyphs only, grown from the player', () => {
    const palette = thumbnailPalette([]);
    expect(palette.paints).toEqual(CLASSIC);
    expect([...palette.seeds]).toEqual(['@', '+']);
  });

  it('leaves the classic glyphs alone when a level names mods, or an unknown one', () => {
    // Paint alone changes one: its bare box on a goal (below).
    const all = thumbnailPalette([...MODS.keys()].filter((m) => m !== 'paint'));
    for (const [c, paints] of CLASSIC) expect(all.paints.get(c)).toEqual(paints);
    expect(thumbnailPalette(['nosuchmod']).paints).toEqual(CLASSIC);
  });

  it('draws a bare box on its goal as a box off goal where the mods leave it uncounted, as play does', () => {
    // Paint's onBuilt tags a box without a coat Uncounted; '*' showed in a box-home green all the same.
    expect(thumbnailPalette(['paint']).paints.get('*')).toEqual([goal, box]);
    expect(thumbnailPalette(['ice', 'paint']).paints.get('*')).toEqual([goal, box]);
    expect(thumbnailPalette(['ice']).paints.get('*')).toEqual(CLASSIC.get('*'));
    expect(thumbnailPalette([...MODS.keys()]).paints.get('*')).toEqual([goal, box]);
  });

  it.each([...MODS.keys()])('%s: every glyph shows, in colours of its own', (name) => {
    const { paints, seeds } = thumbnailPalette([name]);
    const glyphs = modGlyphSpecs(name);
    for (const g of glyphs) {
      const coats = paints.get(g.char);
      expect(coats, g.name).toBeDefined();
      expect(coats!.length, g.name).toBeGreaterThan(0);
      for (const p of coats!) expect(p.color, g.name).not.toBe(CLASSIC_COLORS.floor);
      // The mod's own cell differs from every classic colour, so it cannot pass for floor, a wall,
      // a goal, a box or the player.
      const own = coats!.filter((p) => !classicColors.has(p.color));
      expect(own.length, g.name).toBeGreaterThan(0);
      expect(seeds.has(g.char), g.name).toBe(true);
    }
    // A level names only the mods it uses: another mod's glyphs are not this one's.
    const others = [...MODS.keys()].filter((m) => m !== name).flatMap((m) => modGlyphSpecs(m));
    for (const g of others) expect(paints.has(g.char), g.char).toBe(false);
  });

  it('gives every shipped sprite drawn on thumbnails a colour of its own choosing', () => {
    const classic = new Set(createRuleset([classicPlugin]).sprites);
    for (const [name, plugin] of MODS) {
      const sprites = createRuleset([classicPlugin, plugin]).sprites.filter((s) => !classic.has(s));
      for (const s of sprites.filter((s) => s.layer !== 'overlay'))
        expect(s.mapColor, `${name}: ${s.component.name}`).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('layers a mod glyph as the game does: ground, then the box or player; overlays left out', () => {
    const ice = thumbnailPalette(['ice']).paints;
    expect(ice.get('~')).toEqual([{ color: '#bfdff0', size: 'cell' }]);
    expect(ice.get('=')).toEqual([{ color: '#bfdff0', size: 'cell' }, box]);
    expect(ice.get('&')).toEqual([{ color: '#bfdff0', size: 'cell' }, player]);
    // The glue over a stuck box is an overlay: the box on its sticky floor is what shows.
    expect(thumbnailPalette(['sticky']).paints.get('!')).toEqual([{ color: '#c8922f', size: 'cell' }, box]);
    // An overlay that names a mapColor is the box's look now: a painted box shows its coat.
    const coat = { color: '#2f8f9d', size: 'thing' };
    expect(thumbnailPalette(['paint']).paints.get('■')).toEqual([box, coat]);
    expect(thumbnailPalette(['paint']).paints.get('▣')).toEqual([
      goal,
      { ...box, color: CLASSIC_COLORS.boxOnGoal },
      coat,
    ]);
    const teleport = thumbnailPalette(['teleport']).paints;
    expect(teleport.get('(')).not.toEqual(teleport.get(')'));
    expect(thumbnailPalette(['holes']).paints.get('^')).toEqual([{ color: '#1d1b24', size: 'cell' }]);
  });

  it('marks which way a one-way cell points, also under a box or the player', () => {
    const paints = thumbnailPalette(['oneway']).paints;
    /** The corner of a mark furthest along (dx, dy): the wedge's tip. */
    const tip = (char: string, dx: number, dy: number) => {
      const points = paints.get(char)?.[0].mark?.points ?? [];
      let best: [number, number] | null = null;
      for (let i = 0; i < points.length; i += 2)
        if (!best || points[i] * dx + points[i + 1] * dy > best[0] * dx + best[1] * dy)
          best = [points[i], points[i + 1]];
      return best;
    };
    const ways: [string, number, number][] = [
      ['←⇐⇦', -1, 0],
      ['↑⇑⇧', 0, -1],
      ['→⇒⇨', 1, 0],
      ['↓⇓⇩', 0, 1],
    ];
    for (const [chars, dx, dy] of ways)
      for (const c of chars) {
        // The tip lies beyond the cell's centre the arrow's way, on its middle line.
        const [x, y] = tip(c, dx, dy) ?? [32, 32];
        expect(((x - 32) * dx + (y - 32) * dy) / 20, c).toBeGreaterThanOrEqual(0.9);
        expect((x - 32) * dy - (y - 32) * dx, c).toBe(0);
      }
  });

  it("colours a new mod's cells from its sprite's SVG, with no thumbnail code", () => {
    const Moss = defineComponent('moss/Moss');
    const Gem = defineComponent('moss/Gem');
    const moss: Plugin = {
      name: 'moss',
      description: 'Moss.',
      setup(api) {
        api.components(Moss, Gem);
        api.glyph({ char: '"', name: 'moss', build: (w, x, y) => w.spawn(x, y, Moss) });
        api.glyph({ char: "'", name: 'gem', build: (w, x, y) => w.spawn(x, y, Gem) });
        api.sprite({
          component: Moss,
          svg: '<svg><defs><linearGradient><stop stop-color="#4c8a3a"/></linearGradient></defs></svg>',
          layer: 'floor',
        });
        api.sprite({ component: Gem, svg: '<svg><circle r="3"/></svg>', layer: 'object' });
      },
    };
    const { paints, seeds } = thumbnailPalette(['moss'], new Map([['moss', moss]]));
    expect(paints.get('"')).toEqual([{ color: '#4c8a3a', size: 'cell' }]);
    expect(paints.get("'")).toEqual([{ color: FALLBACK_COLOR, size: 'thing' }]);
    expect(seeds.has('"')).toBe(true);
  });

  it("reads a sprite's colour from mapColor first, then the SVG's first fill", () => {
    const sprite = { component: defineComponent('x/X'), layer: 'floor' as const };
    expect(spriteColor({ ...sprite, svg: '<rect fill="#123456"/>', mapColor: '#abcdef' })).toBe('#abcdef');
    expect(spriteColor({ ...sprite, svg: '<rect fill="none"/><rect fill="#a1b"/>' })).toBe('#a1b');
    expect(spriteColor({ ...sprite, svg: '<rect fill="url(#g)"/>' })).toBe(FALLBACK_COLOR);
  });
});
