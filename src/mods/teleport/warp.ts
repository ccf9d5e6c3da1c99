import { Player, Pushable } from '../../core/classic/components';
import { isFree, mayEnter, sortFrontFirst } from '../../core/classic/movement-rules';
import { defineResource, type GameWorld } from '../../core/ecs/world';
import { levelTitle } from '../../core/level/types';
import type { SystemSpec } from '../../core/pipeline/schedule';
import type { LevelCheck } from '../../core/plugin';
import { Pad } from './components';
import { PAIRS } from './glyphs';

const Partners = defineResource('teleport/partners', () => new Map<number, number>());

/** Each pad's partner, by entity id. Pads are scenery, so this is built once per level. */
export function partners(world: GameWorld): Map<number, number> {
  return world.resource(Partners);
}

export function linkPads(world: GameWorld): void {
  const map = partners(world);
  map.clear();
  const pair = world.store(Pad).pair;
  for (let p = 0; p < PAIRS.length; p++) {
    const pads = world.query(Pad).filter((e) => pair[e] === p);
    if (pads.length !== 2) continue;
    map.set(pads[0], pads[1]);
    map.set(pads[1], pads[0]);
  }
}

/** A pad with no partner would be a trap door to nowhere: each pair used must have exactly two pads. */
export const padsComeInPairs: LevelCheck = (level, world) => {
  const pair = world.store(Pad).pair;
  const counts = PAIRS.map(() => 0);
  for (const e of world.query(Pad)) counts[pair[e]]++;
  const at = { level: level.index, title: levelTitle(level), line: level.line };
  return counts.flatMap((n, p) =>
    n === 0 || n === 2
      ? []
      : [
          {
            code: 'mod-error' as const,
            message:
              `teleporter ${p === 0 ? 'A' : 'B'} has ${n} pad${n === 1 ? '' : 's'}; pads come in pairs ` +
              `(two of "${PAIRS[p].floor}${PAIRS[p].box}${PAIRS[p].player}")`,
            ...at,
          },
        ],
  );
};

/**
 * Movement: a player or Pushable that stepped or was pushed onto a pad this turn reappears on the
 * partner pad, if that pad is free and every movement rule lets it in. Otherwise it stays on the
 * entry pad. An arrival does not trigger the pad it lands on, so nothing bounces back.
 */
export const teleportOnPads: SystemSpec = {
  id: 'teleport/teleportOnPads',
  phase: 'movement',
  after: 'classic/applyMoves',
  create: (world) => {
    const map = partners(world);
    const movers: number[] = [];
    const seen = new Set<number>();
    return (turn) => {
      const dir = turn.command;
      if (!dir || turn.segments.length === 0) return;
      const { dx, dy } = turn;
      movers.length = 0;
      seen.clear();
      for (const s of turn.segments) {
        if (s.kind === 'teleport') seen.add(s.eid);
      }
      for (const s of turn.segments) {
        const e = s.eid;
        if (seen.has(e)) continue;
        seen.add(e);
        if (!world.isDestroyed(e) && (world.has(e, Player) || world.has(e, Pushable))) movers.push(e);
      }
      // Front first, like the push itself: in a pushed row the leading box gets the first chance.
      sortFrontFirst(world, movers, dx, dy);
      for (const e of movers) {
        const pad = world.findAt(world.x(e), world.y(e), Pad);
        const exit = pad === -1 ? undefined : map.get(pad);
        if (exit === undefined) continue;
        const x = world.x(exit);
        const y = world.y(exit);
        if (!isFree(world, x, y) || world.hasAt(x, y, Player) || !mayEnter(world, e, x, y, dir)) continue;
        turn.move(e, x, y, 'teleport');
      }
    };
  },
};
