import type { SpriteSpec } from '../../core/plugin';
import { Active, Door, Hero, Key, Lava, Rock, WallObject, Water, WORD_TAGS } from './components';
import { WORDS, type WordClass } from './words';

// Sprites are SVG strings on a 64x64 grid, so the mod stays free of DOM and Pixi; the renderer
// rasterises them. Word tiles must read at a glance: one colour family per word class, bold rounded
// capitals scaled to fit the tile.

const FONT = "'Nunito', 'Varela Round', 'Arial Rounded MT Bold', 'Trebuchet MS', sans-serif";

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`;

// `map` is the word's colour in a thumbnail: the tile's edge, but property's ink, since its orange
// edge would pass for a box there.
const PALETTE: Record<WordClass, { bg: string; edge: string; ink: string; map: string }> = {
  noun: { bg: '#ffe0ec', edge: '#d6457f', ink: '#a3124f', map: '#d6457f' },
  property: { bg: '#fff1c9', edge: '#e59a12', ink: '#9a4d00', map: '#9a4d00' },
  is: { bg: '#eef2f7', edge: '#7b8796', ink: '#263241', map: '#7b8796' },
  and: { bg: '#eef2f7', edge: '#7b8796', ink: '#263241', map: '#7b8796' },
  not: { bg: '#ffe3e0', edge: '#d9473a', ink: '#a11b10', map: '#d9473a' },
};

/** The tile of one word: its text in bold rounded capitals, shrunk (and squeezed past 4 letters) to fit. */
export function wordSvg(text: string, cls: WordClass): string {
  const { bg, edge, ink } = PALETTE[cls];
  const size = [26, 26, 26, 24, 19, 17, 15][Math.min(text.length, 6)];
  const fit = text.length >= 5 ? ' textLength="50" lengthAdjust="spacingAndGlyphs"' : '';
  return svg(
    `<rect x="3" y="3" width="58" height="58" rx="12" fill="${bg}" stroke="${edge}" stroke-width="3"/>` +
      `<text x="32" y="32" dy="0.36em" text-anchor="middle" font-family="${FONT}" font-weight="800" ` +
      `font-size="${size}" fill="${ink}"${fit}>${text}</text>`,
  );
}

const HERO = svg(
  '<ellipse cx="32" cy="58" rx="16" ry="3" fill="#000" opacity=".18"/>' +
    '<rect x="17" y="46" width="8" height="10" rx="4" fill="#5b4b8a"/><rect x="39" y="46" width="8" height="10" rx="4" fill="#5b4b8a"/>' +
    '<path d="M12 34c0-13 9-24 20-24s20 11 20 24-9 16-20 16-20-3-20-16z" fill="#f6f3ff" stroke="#5b4b8a" stroke-width="3"/>' +
    '<circle cx="25" cy="30" r="4" fill="#2a2142"/><circle cx="39" cy="30" r="4" fill="#2a2142"/>' +
    '<path d="M12 22l-5-9 11 4M52 22l5-9-11 4" fill="#f6f3ff" stroke="#5b4b8a" stroke-width="3" stroke-linejoin="round"/>',
);

const WALL = svg(
  '<rect width="64" height="64" fill="#3f4654"/>' +
    '<g fill="#596273" stroke="#2d323c" stroke-width="2">' +
    '<rect x="2" y="2" width="28" height="14" rx="2"/><rect x="34" y="2" width="28" height="14" rx="2"/>' +
    '<rect x="-12" y="18" width="28" height="14" rx="2"/><rect x="18" y="18" width="28" height="14" rx="2"/>' +
    '<rect x="48" y="18" width="28" height="14" rx="2"/><rect x="2" y="34" width="28" height="14" rx="2"/>' +
    '<rect x="34" y="34" width="28" height="14" rx="2"/><rect x="-12" y="50" width="28" height="14" rx="2"/>' +
    '<rect x="18" y="50" width="28" height="14" rx="2"/><rect x="48" y="50" width="28" height="14" rx="2"/></g>',
);

const ROCK = svg(
  '<ellipse cx="32" cy="56" rx="22" ry="4" fill="#000" opacity=".18"/>' +
    '<path d="M10 48l4-20 14-14 18 4 10 16-4 16z" fill="#9a8266" stroke="#5c4a36" stroke-width="3" stroke-linejoin="round"/>' +
    '<path d="M20 30l10-8 12 3M24 42l12 2" fill="none" stroke="#c7b08f" stroke-width="3" stroke-linecap="round"/>',
);

const waves = (bg: string, crest: string) =>
  svg(
    `<rect width="64" height="64" fill="${bg}"/>` +
      `<g fill="none" stroke="${crest}" stroke-width="4" stroke-linecap="round">` +
      '<path d="M6 18q6-6 12 0t12 0 12 0 12 0"/><path d="M10 34q6-6 12 0t12 0 12 0 12 0"/>' +
      '<path d="M6 50q6-6 12 0t12 0 12 0 12 0"/></g>',
  );

const KEY = svg(
  '<circle cx="20" cy="32" r="11" fill="none" stroke="#c99400" stroke-width="7"/>' +
    '<circle cx="20" cy="32" r="11" fill="none" stroke="#ffd23f" stroke-width="4"/>' +
    '<path d="M31 32h24M47 32v9M54 32v7" fill="none" stroke="#c99400" stroke-width="7" stroke-linecap="round"/>' +
    '<path d="M31 32h24M47 32v9M54 32v7" fill="none" stroke="#ffd23f" stroke-width="4" stroke-linecap="round"/>',
);

const DOOR = svg(
  '<rect x="12" y="4" width="40" height="58" rx="6" fill="#8a5a2b" stroke="#4d3115" stroke-width="3"/>' +
    '<path d="M22 10v46M32 10v46M42 10v46" stroke="#6e4620" stroke-width="2"/>' +
    '<circle cx="44" cy="36" r="3.5" fill="#ffd23f" stroke="#4d3115" stroke-width="1.5"/>',
);

/** A frame drawn over the words of standing sentences. */
const ACTIVE = svg(
  '<rect x="2" y="2" width="60" height="60" rx="13" fill="none" stroke="#ffe066" stroke-width="4"/>' +
    '<rect x="6" y="6" width="52" height="52" rx="10" fill="#fff" opacity=".12"/>',
);

export const RULES_SPRITES: readonly SpriteSpec[] = [
  { component: Water, svg: waves('#2f6fb5', '#8fd0ff'), layer: 'goal', mapColor: '#2f6fb5' },
  { component: Lava, svg: waves('#c2410c', '#ffb347'), layer: 'goal', mapColor: '#c2410c' },
  { component: WallObject, svg: WALL, layer: 'object', mapColor: '#3f4654' },
  { component: Rock, svg: ROCK, layer: 'object', order: 1, mapColor: '#9a8266' },
  { component: Door, svg: DOOR, layer: 'object', order: 1, mapColor: '#8a5a2b' },
  { component: Key, svg: KEY, layer: 'object', order: 1, mapColor: '#ffd23f' },
  ...WORDS.map(
    (w): SpriteSpec => ({
      component: WORD_TAGS[w.id],
      svg: wordSvg(w.text, w.cls),
      layer: 'object',
      order: 2,
      mapColor: PALETTE[w.cls].map,
    }),
  ),
  { component: Hero, svg: HERO, layer: 'actor', mapColor: '#5b4b8a' },
  { component: Active, svg: ACTIVE, layer: 'overlay' },
];
