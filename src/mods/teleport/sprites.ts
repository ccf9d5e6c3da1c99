import type { SpriteSpec } from '../../core/plugin';
import { PAIR_TAGS } from './components';

// A ringed plate with a soft glow; the two pairs differ only in hue, so a player matches them by colour.
const pad = (
  id: string,
  glow: string,
  ring: string,
  core: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<defs><radialGradient id="teleport-${id}" cx="0.5" cy="0.5" r="0.5">
<stop offset="0" stop-color="${glow}" stop-opacity="0.95"/><stop offset="0.55" stop-color="${glow}" stop-opacity="0.35"/>
<stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient></defs>
<circle cx="32" cy="32" r="30" fill="url(#teleport-${id})"/>
<circle cx="32" cy="32" r="21" fill="#2f3440" stroke="${ring}" stroke-width="4"/>
<circle cx="32" cy="32" r="13" fill="none" stroke="${ring}" stroke-width="2" opacity="0.7"/>
<circle cx="32" cy="32" r="6" fill="${core}"/>
</svg>`;

const SVGS = [pad('a', '#7fe3f0', '#48c3d6', '#d8fbff'), pad('b', '#f3b0e8', '#c77dd8', '#fde6fa')];
/** Each pair's ring, so a thumbnail still matches pads by colour. */
const RINGS = ['#48c3d6', '#c77dd8'];

export const TELEPORT_SPRITES: readonly SpriteSpec[] = PAIR_TAGS.map((component, pair) => ({
  component,
  svg: SVGS[pair],
  layer: 'floor' as const,
  order: 1,
  mapColor: RINGS[pair],
}));
