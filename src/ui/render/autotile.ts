/**
 * Neighbour-aware walls. Each wall cell is drawn as four quadrants; a quadrant looks only at the
 * three neighbours touching its corner (the horizontal side, the vertical side and the diagonal),
 * which picks one of five pieces of the wall sheet (`assets/wall.svg`). Twenty pieces cover all
 * 256 neighbourhoods, and any two quadrants that meet share the same edge profile.
 */

export const WallPiece = {
  /** Neither side neighbour is a wall: a rounded outer corner. */
  Outer: 0,
  /** Only the horizontal neighbour is a wall: a top edge or a front face (lip). */
  Horizontal: 1,
  /** Only the vertical neighbour is a wall: a left or right edge. */
  Vertical: 2,
  /** Both sides are walls, the diagonal is not: an inner corner. */
  Inner: 3,
  /** All three are walls: plain top face. */
  Solid: 4,
} as const;
export type WallPiece = (typeof WallPiece)[keyof typeof WallPiece];

/** Quadrants 0..3 = top-left, top-right, bottom-left, bottom-right: bit 0 is the right half, bit 1 the bottom. */
export type Quadrant = 0 | 1 | 2 | 3;

export function pieceFor(horizontal: boolean, vertical: boolean, diagonal: boolean): WallPiece {
  if (horizontal && vertical) return diagonal ? WallPiece.Solid : WallPiece.Inner;
  if (horizontal) return WallPiece.Horizontal;
  if (vertical) return WallPiece.Vertical;
  return WallPiece.Outer;
}

/** The pieces of the four quadrants of a wall at (x, y), packed 3 bits each (TL lowest). */
export function wallQuadrants(isWall: (x: number, y: number) => boolean, x: number, y: number): number {
  let packed = 0;
  for (let q = 0; q < 4; q++) {
    const dx = q & 1 ? 1 : -1;
    const dy = q & 2 ? 1 : -1;
    const piece = pieceFor(isWall(x + dx, y), isWall(x, y + dy), isWall(x + dx, y + dy));
    packed |= piece << (q * 3);
  }
  return packed;
}

/** Unpacks one quadrant's piece from `wallQuadrants`. */
export const quadrantPiece = (packed: number, quadrant: Quadrant): WallPiece =>
  ((packed >> (quadrant * 3)) & 7) as WallPiece;
