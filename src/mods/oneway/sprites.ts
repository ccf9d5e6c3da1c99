import type { SpriteSpec } from '../../core/plugin';
import { ARROWS } from './components';

// A faint groove plate with a chevron arrow; drawn pointing right and rotated for the others, so the
// four directions are guaranteed to look alike.
const arrow = (degrees: number) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect x="3" y="3" width="58" height="58" rx="8" fill="#d9d4c7"/>
<g transform="rotate(${degrees} 32 32)" fill="none" stroke-linecap="round" stroke-linejoin="round">
<path d="M14 22l10 10-10 10" stroke="#a39c8c" stroke-width="5"/>
<path d="M26 18l14 14-14 14" stroke="#5f6b78" stroke-width="6"/>
<path d="M40 18l14 14-14 14" stroke="#3f4a56" stroke-width="6"/>
</g></svg>`;

/** Degrees from the right-pointing drawing, in `DIRECTIONS` order (left, up, right, down). */
const ROTATION = [180, 270, 0, 90];

// On a thumbnail a cell is a few pixels wide: one solid wedge in the chevrons' colour still points.
const WEDGE = [18, 12, 52, 32, 18, 52];

/** The wedge turned as the drawing is (quarter turns about the centre stay on whole units). */
function wedge(degrees: number): number[] {
  const turns = degrees / 90;
  const out = [...WEDGE];
  for (let t = 0; t < turns; t++)
    for (let i = 0; i < out.length; i += 2) [out[i], out[i + 1]] = [64 - out[i + 1], out[i]];
  return out;
}

export const ONEWAY_SPRITES: readonly SpriteSpec[] = ARROWS.map((component, dir) => ({
  component,
  svg: arrow(ROTATION[dir]),
  layer: 'floor' as const,
  order: 1,
  // The plate under the chevrons, darkened so a one-way cell stands apart from floor in a thumbnail.
  mapColor: '#b3ab99',
  mapMark: { color: '#3f4a56', points: wedge(ROTATION[dir]) },
}));
