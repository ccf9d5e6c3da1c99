import { describe, expect, it } from 'vitest';
import { Box } from '../../src/core/classic/components';
import { BUILTIN_ART } from '../../src/ui/render/art';
import { ATLAS_PAD, opaqueBounds, packAtlas, sizedSvg } from '../../src/ui/render/raster';
import {
  enclosed,
  floorUnderQuadrant,
  isFloor,
  isWall,
  keepUsed,
  Look,
  lookOf,
  readStatic,
  sceneBounds,
  staticSignature,
} from '../../src/ui/render/scene';
import { game } from '../helpers';
import { modGame } from '../mods/support';

describe('static scene', () => {
  it('reads floor, walls and goals and bounds them', () => {
    const g = game(`
  #####
  #@$.#
  #####`);
    const s = readStatic(g);
    expect(s.bounds).toEqual({ x0: 2, y0: 0, cols: 5, rows: 3 });
    expect(isWall(s, 2, 1)).toBe(true);
    expect(isFloor(s, 3, 1)).toBe(true);
    expect(isFloor(s, 0, 1)).toBe(false);
    expect(s.goal[1 * s.width + 5]).toBe(1);
    // A corner wall quadrant facing the inside shows floor under its rounded corner; one facing out does not.
    expect(floorUnderQuadrant(s, 2, 0, 3)).toBe(true);
    expect(floorUnderQuadrant(s, 2, 0, 0)).toBe(false);
  });

  it('draws walled-in rooms the player cannot reach as floor, but not the outside', () => {
    const rows = ['#####  ', '#   #  ', '# # ###', '##### #', '    ###'];
    const width = 7;
    const wall = new Uint8Array(width * rows.length);
    rows.forEach((r, y) => {
      for (let x = 0; x < r.length; x++) if (r[x] === '#') wall[y * width + x] = 1;
    });
    const inside = enclosed(width, rows.length, wall);
    const at = (x: number, y: number) => inside[y * width + x];
    expect([at(1, 1), at(2, 1), at(3, 1), at(1, 2), at(3, 2), at(5, 3)]).toEqual([1, 1, 1, 1, 1, 1]);
    expect([at(5, 0), at(0, 4), at(2, 2), at(6, 0)]).toEqual([0, 0, 0, 0]);
  });

  it('keeps only walled-in regions that hold something', () => {
    // Two pockets in one row: cells 1-2 and cell 4; only the second holds something.
    const cells = Uint8Array.from([0, 1, 1, 0, 1, 0]);
    const used = Uint8Array.from([0, 0, 0, 0, 1, 0]);
    expect([...keepUsed(6, 1, cells, used)]).toEqual([0, 0, 0, 0, 1, 0]);
    const both = Uint8Array.from([0, 0, 1, 0, 1, 0]);
    expect([...keepUsed(6, 1, cells, both)]).toEqual([0, 1, 1, 0, 1, 0]);
  });

  it('draws a walled-in room holding a box and goal, but not an empty pocket', () => {
    const g = game(
      `
#########
#@$.#   #
#####   #
    # # #
    #   #
    #####`,
      { catalogue: new Map() },
    );
    const s = readStatic(g);
    expect(isFloor(s, 1, 1)).toBe(true);
    // The room on the right is empty: background.
    expect(isFloor(s, 5, 1)).toBe(false);
  });

  it('falls back to the whole grid when nothing is drawn', () => {
    const none = new Uint8Array(6);
    expect(sceneBounds(3, 2, none, none, none)).toEqual({ x0: 0, y0: 0, cols: 3, rows: 2 });
  });

  it('notices walls and goals moving, but not boxes or the player', () => {
    const g = game(`
#####
#@$.#
#####`);
    const before = staticSignature(g.world);
    g.move('r');
    expect(staticSignature(g.world)).toBe(before);
    const [wall] = g.world.query(g.world.componentNamed('Wall')!);
    g.world.moveTo(wall, 9, 9);
    expect(staticSignature(g.world)).not.toBe(before);
  });

  it('describes a box’s look: on goal, dead, gone', () => {
    const g = game(`
#######
#     #
# $ @ #
#.  $.#
#######`);
    const boxes = g.world.query(g.world.componentNamed('Box')!);
    expect(boxes.map((b) => lookOf(g.world, b))).toEqual([0, 0]);
    g.move('r');
    g.move('d');
    g.move('l');
    expect(g.boxesOnGoals).toBe(0);
    // Push the upper box up, then left into the top-left corner: dead.
    for (const m of ['l', 'l', 'u', 'r', 'u', 'l']) g.move(m);
    const dead = g.deadlockedBoxes;
    expect(dead.length).toBe(1);
    expect(lookOf(g.world, dead[0])).toBe(Look.Dead);
    g.world.destroy(dead[0]);
    expect(lookOf(g.world, dead[0])).toBe(Look.Gone);
  });

  it('draws a box a mod does not count yet as off goal, also on one', () => {
    // Paint: the box on its goal has no coat, so the board must not show it home.
    const g = modGame('######\n#@$◇.#\n# *  #\n######', 'paint');
    const [loose, bare] = g.world.query(Box);
    expect([lookOf(g.world, loose), lookOf(g.world, bare)]).toEqual([0, 0]);
    expect(g.play('RR').ok).toBe(true);
    expect([lookOf(g.world, loose), lookOf(g.world, bare)]).toEqual([Look.OnGoal, 0]);
  });
});

describe('art atlas', () => {
  it('packs every picture once, padded, in rows no wider than asked', () => {
    const { frames, width, height } = packAtlas([...BUILTIN_ART, BUILTIN_ART[0]], 50, 400);
    expect(frames.size).toBe(BUILTIN_ART.length);
    const rects = [...frames.values()];
    for (const f of rects) {
      expect(f.x).toBeGreaterThanOrEqual(ATLAS_PAD);
      expect(f.x + f.w + ATLAS_PAD).toBeLessThanOrEqual(Math.max(400, width));
      expect(f.y + f.h + ATLAS_PAD).toBeLessThanOrEqual(height);
      expect(f.h).toBe(50);
    }
    expect(frames.get('wall')!.w).toBe(250);
    for (let i = 0; i < rects.length; i++) {
      for (let j = i + 1; j < rects.length; j++) {
        const a = rects[i];
        const b = rects[j];
        const apart =
          a.x + a.w + ATLAS_PAD <= b.x ||
          b.x + b.w + ATLAS_PAD <= a.x ||
          a.y + a.h + ATLAS_PAD <= b.y ||
          b.y + b.h + ATLAS_PAD <= a.y;
        expect(apart).toBe(true);
      }
    }
  });

  it('sizes an SVG for rasterising', () => {
    const out = sizedSvg(
      '<?xml version="1.0"?><svg viewBox="0 0 64 64" width="64" height=\'64\'><rect/></svg>',
      30,
      31,
    );
    expect(out).toBe(
      '<?xml version="1.0"?><svg viewBox="0 0 64 64" xmlns="http://www.w3.org/2000/svg" preserveAspectRatio="none" width="30" height="31"><rect/></svg>',
    );
    expect(() => sizedSvg('<div/>', 1, 1)).toThrow(/Not an SVG/);
  });
});

describe('opaque bounds', () => {
  it('finds the visible part of a frame, with a margin kept inside the frame', () => {
    const width = 8;
    const rgba = new Uint8ClampedArray(width * 6 * 4);
    const dot = (x: number, y: number) => {
      rgba[(y * width + x) * 4 + 3] = 255;
    };
    dot(3, 2);
    dot(5, 3);
    expect(opaqueBounds(rgba, width, { x: 1, y: 1, w: 6, h: 4 })).toEqual({ x: 2, y: 1, w: 5, h: 4 });
    expect(opaqueBounds(rgba, width, { x: 1, y: 1, w: 6, h: 4 }, 0)).toEqual({ x: 3, y: 2, w: 3, h: 2 });
    // Pixels outside the frame do not count.
    expect(opaqueBounds(rgba, width, { x: 0, y: 4, w: 8, h: 2 })).toBeNull();
  });
});
