import type { SpriteSpec } from '../../core/plugin';
import { Sticky, Stuck } from './components';

// A honey-coloured puddle with a highlight: reads as "sticky" without hiding the box drawn above.
const STICKY_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<path d="M14 20c4-10 18-12 26-8s16 6 14 18-4 20-16 22-24 2-28-8-2-16 4-24z" fill="#d9a441" opacity="0.85"/>
<path d="M22 24c3-4 9-5 13-3" stroke="#f6d58e" stroke-width="3" fill="none" stroke-linecap="round"/>
<circle cx="46" cy="44" r="3" fill="#f0c46a"/>
</svg>`;

// Glue dripping down the front of a stuck box, drawn over it.
const STUCK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<path d="M8 50h48v4c0 3-3 4-5 1s-4-2-5 1-3 6-6 2-4-2-6 1-4 5-7 0-4-3-6 0-3 3-5 0-4-2-5 0-3 1-3-3z"
 fill="#d9a441" opacity="0.9"/>
</svg>`;

export const STICKY_SPRITES: readonly SpriteSpec[] = [
  { component: Sticky, svg: STICKY_SVG, layer: 'floor', order: 1, mapColor: '#c8922f' },
  { component: Stuck, svg: STUCK_SVG, layer: 'overlay' },
];
