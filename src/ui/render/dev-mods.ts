import { Box, Player } from '../../core/classic/components';
import { isFree } from '../../core/classic/movement-rules';
import { defineComponent } from '../../core/ecs/component';
import type { Plugin } from '../../core/plugin';

/**
 * Tiny mods for the renderer's test page only (not part of the game's catalogue): they exercise mod
 * sprites on every layer and the segment kinds a renderer must play: slides, teleports and
 * destroyed entities. Glyphs (chosen not to clash with the real mods): `≈` ice, `ø` hole, `Ω` portal
 * (two per level), `¶` flag (overlay).
 */

const Ice = defineComponent('devIce/Ice');
const Hole = defineComponent('devIce/Hole');
const Portal = defineComponent('devIce/Portal');
const Flag = defineComponent('devIce/Flag');

const ICE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect x="1" y="1" width="62" height="62" rx="4" fill="#bfe3f5"/><path d="M12 22l10-10M40 54l12-12M30 40l14-14" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity=".8"/></svg>`;
const HOLE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><ellipse cx="32" cy="34" rx="24" ry="22" fill="#2a2f3c"/><ellipse cx="32" cy="38" rx="18" ry="15" fill="#141720"/></svg>`;
const PORTAL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="24" fill="none" stroke="#a070e0" stroke-width="6"/><circle cx="32" cy="32" r="12" fill="#d8c4f5"/></svg>`;
const FLAG_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path d="M18 56V10" stroke="#333" stroke-width="4"/><path d="M20 10h26l-7 9 7 9H20z" fill="#e0524f"/></svg>`;

export const devMod: Plugin = {
  name: 'devrender',
  description: 'Renderer test mechanics: ice slides, holes swallow boxes, portals teleport.',
  setup(api) {
    api.components(Ice, Hole, Portal, Flag);
    api.glyph({ char: '≈', name: 'ice', build: (w, x, y) => void w.spawn(x, y, Ice) });
    api.glyph({ char: 'ø', name: 'hole', build: (w, x, y) => void w.spawn(x, y, Hole) });
    api.glyph({ char: 'Ω', name: 'portal', build: (w, x, y) => void w.spawn(x, y, Portal) });
    api.glyph({ char: '¶', name: 'flag', build: (w, x, y) => void w.spawn(x, y, Flag) });
    api.sprite({ component: Ice, svg: ICE_SVG, layer: 'floor' });
    api.sprite({ component: Hole, svg: HOLE_SVG, layer: 'floor', order: 1 });
    api.sprite({ component: Portal, svg: PORTAL_SVG, layer: 'goal' });
    api.sprite({ component: Flag, svg: FLAG_SVG, layer: 'overlay' });
    api.analysis('unsupported', 'Test mechanics.');
    api.cellWriter((w, x, y) => {
      if (w.hasAt(x, y, Ice)) return '≈';
      if (w.hasAt(x, y, Hole)) return 'ø';
      if (w.hasAt(x, y, Portal)) return 'Ω';
      return null;
    });
    api.system({
      id: 'devrender/mechanics',
      after: 'classic/applyMoves',
      create: (world) => (turn) => {
        const moved = turn.segments.map((s) => s.eid);
        for (const eid of moved) {
          if (world.isDestroyed(eid)) continue;
          // Ice: keep going the same way while the next cell is free.
          let x = world.x(eid);
          let y = world.y(eid);
          if (world.hasAt(x, y, Ice)) {
            while (isFree(world, x + turn.dx, y + turn.dy) && world.hasAt(x, y, Ice)) {
              x += turn.dx;
              y += turn.dy;
            }
            if (x !== world.x(eid) || y !== world.y(eid)) turn.move(eid, x, y, 'slide');
          }
          // Portal: jump to the other portal if it is free.
          if (world.hasAt(x, y, Portal)) {
            const other = world.query(Portal).find((p) => world.x(p) !== x || world.y(p) !== y);
            if (other !== undefined && isFree(world, world.x(other), world.y(other))) {
              if (!world.hasAt(world.x(other), world.y(other), Player))
                turn.move(eid, world.x(other), world.y(other), 'teleport');
            }
          }
          // Hole: a box falls in and leaves play.
          if (world.has(eid, Box) && world.hasAt(world.x(eid), world.y(eid), Hole)) turn.destroy(eid);
        }
      },
    });
    api.disable('classic/boxesMatchGoals');
  },
};

export const DEV_MODS: ReadonlyMap<string, Plugin> = new Map([[devMod.name, devMod]]);
