import type { SpriteSpec } from '../../core/plugin';
import { Closed, Door, Switch } from './components';

// Switches and doors share one violet, so a player links a plate to the gates it works; violet is
// a hue no other cell of the game uses.

// A round plate set into the floor, wide enough that its rim shows around a box or the player on it.
const SWITCH_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<circle cx="32" cy="32.5" r="30" fill="#b9a9cf"/>
<circle cx="32" cy="32" r="28" fill="#7a5ca3"/>
<circle cx="32" cy="32" r="19" fill="#9a7cc4"/>
<path d="M18 25a16 16 0 0 1 28 0" stroke="#c8b3e6" stroke-width="3" fill="none" stroke-linecap="round"/>
<circle cx="32" cy="32" r="5" fill="#5d4384"/>
</svg>`;

// An open doorway: the gate's frame set flat in the floor, the same on all four sides so it reads
// the same in a wall that runs either way, and shows around a box or the player standing in it.
const DOOR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect x="2" y="2" width="60" height="60" rx="5" fill="#d8cde6"/>
<rect x="5.5" y="5.5" width="53" height="53" rx="3" fill="none" stroke="#8d74ad" stroke-width="3"
 stroke-dasharray="7 5"/>
<g fill="#7a5ca3"><rect x="2" y="2" width="11" height="11" rx="3"/><rect x="51" y="2" width="11" height="11" rx="3"/>
<rect x="2" y="51" width="11" height="11" rx="3"/><rect x="51" y="51" width="11" height="11" rx="3"/></g>
</svg>`;

// The shut gate: violet iron bars with two cross rails, lit from the top like the walls.
const CLOSED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect x="3" y="8" width="58" height="54" rx="4" fill="#2b2418" opacity=".22"/>
<rect x="3" y="3" width="58" height="56" rx="4" fill="#4a3568"/>
<g fill="#8d6fba">
<rect x="9" y="6" width="6" height="50" rx="3"/><rect x="22" y="6" width="6" height="50" rx="3"/>
<rect x="36" y="6" width="6" height="50" rx="3"/><rect x="49" y="6" width="6" height="50" rx="3"/>
</g>
<rect x="5" y="16" width="54" height="6" rx="2" fill="#6a4f8f"/>
<rect x="5" y="41" width="54" height="6" rx="2" fill="#6a4f8f"/>
<rect x="5" y="16" width="54" height="2" rx="1" fill="#b39ad8"/>
<rect x="5" y="41" width="54" height="2" rx="1" fill="#b39ad8"/>
<rect x="6" y="5" width="52" height="2.5" rx="1.25" fill="#b39ad8"/>
</svg>`;

export const DOORS_SPRITES: readonly SpriteSpec[] = [
  { component: Switch, svg: SWITCH_SVG, layer: 'floor', order: 1, mapColor: '#7a5ca3' },
  { component: Door, svg: DOOR_SVG, layer: 'floor', order: 1, mapColor: '#c9b8de' },
  { component: Closed, svg: CLOSED_SVG, layer: 'object', mapColor: '#4a3568' },
];
