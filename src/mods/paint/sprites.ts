import type { SpriteSpec } from '../../core/plugin';
import { Paint, Painted } from './components';

// A splash of teal paint on the floor, with drops around it: wide enough that its edge shows around a
// box or the player standing on it. Teal is a hue no other cell of the game uses.
const PAINT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<path d="M32 6c5 0 6 7 10 8s9-4 12 0-3 8-1 12 9 4 8 9-8 4-9 8 3 10-1 13-8-2-12 0-5 8-10 8-5-7-9-8-9 4-12 0 3-9 1-13-9-4-8-9 8-4 9-8-3-10 1-13 8 2 11 0 5-7 10-7z" fill="#2f8f9d"/>
<path d="M22 22c4-5 11-6 16-3" stroke="#7fd0d9" stroke-width="3" fill="none" stroke-linecap="round"/>
<circle cx="50" cy="52" r="3" fill="#2f8f9d"/><circle cx="11" cy="50" r="2.5" fill="#2f8f9d"/>
</svg>`;

// The coat a box keeps: teal paint over the top of the box, running down its sides, drawn over the
// box art and clear of its middle, so the check mark of a box on its goal still shows.
const PAINTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<path d="M9 12q0-4 4-4h38q4 0 4 4v30c0 4-5 4-5 0v-8c0-3-4-3-4 0v3c0 3-4 3-4 0V19H22v13c0 3-4 3-4 0v-5c0-3-4-3-4 0v13c0 4-5 4-5 0z" fill="#2f8f9d" opacity="0.9"/>
<path d="M15 13h20" stroke="#7fd0d9" stroke-width="3" stroke-linecap="round"/>
</svg>`;

export const PAINT_SPRITES: readonly SpriteSpec[] = [
  { component: Paint, svg: PAINT_SVG, layer: 'floor', order: 1, mapColor: '#2f8f9d' },
  { component: Painted, svg: PAINTED_SVG, layer: 'overlay', mapColor: '#2f8f9d' },
];
