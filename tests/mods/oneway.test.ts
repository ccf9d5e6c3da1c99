import { describe, expect, it } from 'vitest';
import { Box, Player } from '../../src/core/classic/components';
import { mayEnter } from '../../src/core/classic/movement-rules';
import { PathFinder } from '../../src/core/paths';
import { DIRECTIONS } from '../../src/core/pipeline/turn';
import { BOX_ARROWS, FLOOR_ARROWS, PLAYER_ARROWS } from '../../src/mods/oneway/glyphs';
import { modGame, moves } from './support';

describe('one-way floors', () => {
  it('let the player in only along the arrow', () => {
    const g = modGame('#######\n#@→ $.#\n#  ← $#\n#    .#\n#######', 'oneway');
    expect(moves(g.move('r').segments)).toEqual(['walk 1,1>2,1']);
    g.undo();
    g.play('dr');
    const r = g.move('r');
    expect(r.moved).toBe(false);
    expect(r.blocked).toMatchObject({ x: 3, y: 2, reason: 'rule' });
  });

  it('let boxes in only along the arrow', () => {
    const g = modGame('#######\n#@$← .#\n#######', 'oneway');
    const r = g.move('r');
    expect(r.moved).toBe(false);
    expect(r.blocked).toMatchObject({ x: 2, y: 1, reason: 'box blocked' });
    const h = modGame('#######\n#@$→ .#\n#######', 'oneway');
    expect(h.play('RRR')).toEqual({ ok: true, moves: 3 });
    expect(h.solved).toBe(true);
  });

  it('leave leaving free in every direction', () => {
    const g = modGame('#####\n# ↑ #\n# ⇩ #\n#$ .#\n#####', 'oneway');
    for (const d of ['l', 'u', 'r', 'd']) {
      expect(g.move(d).moved).toBe(true);
      g.undo();
    }
    // Coming back up onto the down arrow is the one way in that is refused.
    g.move('d');
    expect(g.move('u').blocked).toMatchObject({ x: 2, y: 2, reason: 'rule' });
  });

  it('answer mayEnter for every mover and direction, which is what searches ask', () => {
    const g = modGame('#####\n#@↓ #\n#$ .#\n#####', 'oneway');
    const [player] = g.world.query(Player);
    const [box] = g.world.query(Box);
    for (const eid of [player, box]) {
      expect(DIRECTIONS.filter((d) => mayEnter(g.world, eid, 2, 1, d))).toEqual(['down']);
      expect(DIRECTIONS.filter((d) => mayEnter(g.world, eid, 3, 1, d))).toEqual(DIRECTIONS);
    }
  });

  it('bind the pointer-play searches too', () => {
    // The straight way to the right end crosses a left arrow; the walk goes around it.
    const g = modGame('#######\n#@ ← .#\n#     #\n#$    #\n#######', 'oneway');
    expect(new PathFinder(g).walkTo({ x: 4, y: 1 })).toBe('rdrru');
  });

  it('write every arrow, box-on-arrow and player-on-arrow glyph back', () => {
    for (let d = 0; d < 4; d++) {
      const board = `########\n#${PLAYER_ARROWS[d]}${BOX_ARROWS[d]}${FLOOR_ARROWS[d]} .#\n########`;
      expect(modGame(board, 'oneway').toXsb()).toBe(board);
    }
  });
});
