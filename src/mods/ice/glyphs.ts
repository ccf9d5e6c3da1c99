import { floorChar, floorGlyphs } from '../../core/classic';
import type { GameWorld } from '../../core/ecs/world';
import type { CellWriter, GlyphSpec } from '../../core/plugin';
import { Ice } from './components';

const ICE = { floor: '~', box: '=', player: '&' } as const;

const ice = (w: GameWorld, x: number, y: number) => w.spawn(x, y, Ice);

/** `~` ice, `=` box on ice, `&` player on ice. */
export const ICE_GLYPHS: readonly GlyphSpec[] = floorGlyphs('ice', ICE, ice);

export const writeIceCell: CellWriter = (w, x, y) => (w.hasAt(x, y, Ice) ? floorChar(w, x, y, ICE) : null);
