import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  pieceFor,
  type Quadrant,
  quadrantPiece,
  WallPiece,
  wallQuadrants,
} from '../../src/ui/render/autotile';

/** A wall grid from rows of '#' and anything else. */
const grid = (rows: string[]) => (x: number, y: number) => rows[y]?.[x] === '#';
const pieces = (rows: string[], x: number, y: number) => {
  const packed = wallQuadrants(grid(rows), x, y);
  return ([0, 1, 2, 3] as Quadrant[]).map((q) => quadrantPiece(packed, q));
};
const { Outer, Horizontal, Vertical, Inner, Solid } = WallPiece;

describe('wall autotiling', () => {
  it('chooses a piece from the two sides and the diagonal', () => {
    expect(pieceFor(false, false, false)).toBe(Outer);
    expect(pieceFor(false, false, true)).toBe(Outer);
    expect(pieceFor(true, false, true)).toBe(Horizontal);
    expect(pieceFor(false, true, false)).toBe(Vertical);
    expect(pieceFor(true, true, false)).toBe(Inner);
    expect(pieceFor(true, true, true)).toBe(Solid);
  });

  it('draws an isolated pillar with four outer corners', () => {
    expect(pieces(['   ', ' # ', '   '], 1, 1)).toEqual([Outer, Outer, Outer, Outer]);
  });

  it('joins runs and corners', () => {
    // The middle of a horizontal run, its left end, and the corner of an L.
    expect(pieces(['###'], 1, 0)).toEqual([Horizontal, Horizontal, Horizontal, Horizontal]);
    expect(pieces(['###'], 0, 0)).toEqual([Outer, Horizontal, Outer, Horizontal]);
    expect(pieces(['#', '#', '#'], 0, 1)).toEqual([Vertical, Vertical, Vertical, Vertical]);
    expect(pieces(['##', '# '], 0, 0)).toEqual([Outer, Horizontal, Vertical, Inner]);
    expect(pieces(['###', '###', '###'], 1, 1)).toEqual([Solid, Solid, Solid, Solid]);
  });

  it('gives neighbouring quadrants matching edges for any wall layout', () => {
    // Two quadrants of one cell that share an edge see the same wall on that side (left column: the
    // west neighbour; top row: the north neighbour), so their pieces agree on which profile to draw.
    const joinsHorizontally = (p: WallPiece) => p === Horizontal || p === Inner || p === Solid;
    const joinsVertically = (p: WallPiece) => p === Vertical || p === Inner || p === Solid;
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 9, maxLength: 9 }), (cells) => {
        const rows = [0, 1, 2].map((y) =>
          cells
            .slice(y * 3, y * 3 + 3)
            .map((c) => (c ? '#' : ' '))
            .join(''),
        );
        const [tl, tr, bl, br] = pieces(rows, 1, 1);
        expect(joinsHorizontally(tl)).toBe(joinsHorizontally(bl));
        expect(joinsHorizontally(tr)).toBe(joinsHorizontally(br));
        expect(joinsVertically(tl)).toBe(joinsVertically(tr));
        expect(joinsVertically(bl)).toBe(joinsVertically(br));
      }),
    );
  });
});
