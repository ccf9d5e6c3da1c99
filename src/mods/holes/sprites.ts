import type { SpriteSpec } from '../../core/plugin';
import { Hole } from './components';

// A dark pit with a lit rim on the far edge, so it reads as depth rather than as a black tile.
const HOLE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<defs><radialGradient id="holes-depth" cx="0.5" cy="0.6" r="0.55">
<stop offset="0" stop-color="#0d0c11"/><stop offset="0.7" stop-color="#1d1b24"/>
<stop offset="1" stop-color="#35313f"/></radialGradient></defs>
<rect x="4" y="4" width="56" height="56" rx="14" fill="#4a4553"/>
<rect x="7" y="8" width="50" height="50" rx="12" fill="url(#holes-depth)"/>
<path d="M12 16c6-6 34-6 40 0" stroke="#6d6779" stroke-width="2.5" fill="none" stroke-linecap="round"/>
</svg>`;

export const HOLE_SPRITES: readonly SpriteSpec[] = [
  { component: Hole, svg: HOLE_SVG, layer: 'floor', order: 2, mapColor: '#1d1b24' },
];
