import type { SpriteSpec } from '../../core/plugin';
import { Ice } from './components';

// One cell is a 64x64 viewBox. Pale blue with a few bright streaks reads as ice at any size and
// leaves room for the box or player drawn above it.
const ICE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<defs><linearGradient id="ice-sheen" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="#e6f4fb"/><stop offset="1" stop-color="#bfdff0"/></linearGradient></defs>
<rect x="1" y="1" width="62" height="62" rx="5" fill="url(#ice-sheen)"/>
<rect x="1.5" y="1.5" width="61" height="61" rx="5" fill="none" stroke="#a9d2e8" stroke-width="1"/>
<path d="M9 23L23 9M12 42L30 24M36 55L55 36M44 15l6-6" stroke="#ffffff" stroke-width="3"
 stroke-linecap="round" opacity="0.85"/>
<path d="M20 52l6-6M48 28l4-4" stroke="#ffffff" stroke-width="2" stroke-linecap="round" opacity="0.6"/>
</svg>`;

export const ICE_SPRITES: readonly SpriteSpec[] = [
  { component: Ice, svg: ICE_SVG, layer: 'floor', order: 1, mapColor: '#bfdff0' },
];
