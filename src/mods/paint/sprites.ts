import type { SpriteSpec } from '../../core/plugin';
import { Paint, Painted } from './components';

// A splash of teal paint on the floor, with drops around it: wide enough that its edge shows around a
// box or the player standing on it. Teal is a hue no other cell of the game uses.
const PAINT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<path d="M32 6c5 0 6 7 10 8s9-4 12 0-3 8-1 12 9 4 8 9-8 4-9 8 3 10-1 13-8-2-12 0-5 8-10 8-5-7-9-8-9 4-12 0 3-9 1-13-9-4-8-9 8-4 9-8-3-10 1-13 8 2 11 0 5-7 10-7z" fill="#2f8f9d"/>
<path d="M22 22c4-5 11-6 16-3" stroke="#7fd0d9" stroke-width="3" fill="none" stroke-linecap="round"/>
<circle cx="50" cy="52" r="3" fill="#2f8f9d"/><circle cx="11" cy="50" r="2.5" fill="#2f8f9d"/>
</svg>`;

// The coat a box keeps: teal paint over its top and running down its front, drawn over the box art
// so the box still shows whether it stands on a goal.
const PAINTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<path d="M10 10h44v22c0 4-3 5-5 2s-4-3-5 1-2 9-6 8-3-6-6-6-3 4-6 3-2-7-5-6-3 5-6 3-3-4-5-3z" fill="#2f8f9d" opacity="0.85"/>
<path d="M15 15h18" stroke="#7fd0d9" stroke-width="3" stroke-linecap="round"/>
</svg>`;

export const PAINT_SPRITES: readonly SpriteSpec[] = [
  { component: Paint, svg: PAINT_SVG, layer: 'floor', order: 1, mapColor: '#2f8f9d' },
  { component: Painted, svg: PAINTED_SVG, layer: 'overlay', mapColor: '#2f8f9d' },
];
