import { describe, expect, it } from 'vitest';
import { Game } from '../../src/core/game';
import { parseCollection } from '../../src/core/level/xsb';
import { MODS } from '../../src/mods';
import { parseBoard, solve } from '../../src/solver';
import { MOD_GLYPHS, modGame, readCollection } from './support';

/**
 * Why every mod here declares `analysis('unsupported')`: the solver (hints) and the deadlock detector
 * reason about classic pushes on the board with the mod's cells read as floor. Each case below is a
 * concrete position where that reasoning gives a wrong answer.
 */
const level = (name: string, title: string) => {
  const found = parseCollection(readCollection(name), { glyphs: MOD_GLYPHS }).collection.levels.find(
    (l) => l.title === title,
  );
  if (!found) throw new Error(`${name}.xsb has no level "${title}"`);
  return found;
};
const classicSolve = (rows: string[]) => solve(parseBoard(rows), { mode: 'optimal', timeLimitMs: 10_000 });

describe('classic analysis would be wrong with', () => {
  it('chain push: it proves a level unsolvable that one chain push solves', () => {
    const cluster = level('chain', 'Cluster');
    expect(classicSolve(cluster.rows)).toMatchObject({ solved: false, reason: 'unsolvable' });
    const g = Game.fromLevel(cluster, { catalogue: MODS });
    g.play(cluster.solutions[0]);
    expect(g.solved).toBe(true);
  });

  it('teleporters: it proves a level unsolvable that a jump solves', () => {
    const rooms = level('teleport', 'Side by side');
    const shadow = rooms.rows.map((r) => r.replace(/[()]/g, ' '));
    expect(classicSolve(shadow)).toMatchObject({ solved: false, reason: 'unsolvable' });
    const g = Game.fromLevel(rooms, { catalogue: MODS });
    g.play(rooms.solutions[0]);
    expect(g.solved).toBe(true);
  });

  it('ice: its hint counts pushes that the slide has already done, and runs into the wall', () => {
    const hint = classicSolve(['#########', '#@$    .#', '#########']);
    expect(hint.solution).toBe('RRRRR');
    const g = modGame('#########\n#@$~~~~.#\n#########', 'ice');
    expect(g.play(hint.solution)).toMatchObject({ ok: false, index: 3 });
  });

  it('one-way floors: its hint pushes a box against an arrow', () => {
    const hint = classicSolve(['#######', '#@$  .#', '#######']);
    expect(hint.solution).toBe('RRR');
    const g = modGame('#######\n#@$← .#\n#######', 'oneway');
    expect(g.play(hint.solution)).toMatchObject({ ok: false, index: 0 });
  });

  it('sticky floors: its hint pushes a box that is glued down', () => {
    const hint = classicSolve(['#######', '#@$  .#', '#######']);
    const g = modGame('#######\n#@!% .#\n#######', 'sticky');
    expect(hint.solution).toBe('RRR');
    expect(g.play(hint.solution)).toMatchObject({ ok: false, index: 0 });
  });

  it('holes: a spare box rotting in a corner is no deadlock, and the solver cannot even load spares', () => {
    expect(() => parseBoard(['#######', '#@$$ .#', '#######'])).toThrow();
    const g = modGame('#######\n#  $  #\n# @$ .#\n#######', 'holes');
    g.play('uRR');
    // The spare box now sits off goal with walls above and to its right: dead by classic reasoning.
    const [x, y] = [5, 1];
    expect(g.toXsb().split('\n')[y][x]).toBe('$');
    expect(g.toXsb().split('\n')[y - 1][x] + g.toXsb().split('\n')[y][x + 1]).toBe('##');
    expect(g.deadlockedBoxes).toEqual([]);
    expect(g.play('lldRR')).toEqual({ ok: true, moves: 5 });
    expect(g.solved).toBe(true);
  });

  it('chain push capped at one box is classic Sokoban: hints stay on', () => {
    const g = modGame('######\n#@$ .#\n######\nRules: maxChain=1', 'chain');
    expect(g.analysisNotes).toEqual([]);
    expect(g.world.analysis.sound).toBe(true);
  });

  it("a mod's own note explains hints being off, not classic's for the level's maxChain too", () => {
    const g = modGame('######\n#@$ .#\n######\nRules: maxChain=2', 'sticky');
    expect(g.analysisNotes).toEqual([
      'Hints are unavailable for sticky floors: the solver would push stuck boxes.',
    ]);
  });

  const board = '#######\n#  $  #\n# @  .#\n#######';

  it.each(['ice', 'oneway', 'teleport', 'chain', 'sticky'])(
    '%s: the detector stays off, but the corner rule the mod vouches for still marks a wedged box',
    (mod) => {
      const g = modGame(board, mod);
      expect(g.world.analysis.sound).toBe(false);
      expect(g.play('uR').ok).toBe(true);
      const r = g.move('R');
      expect(r.deadlockFindings).toEqual([{ class: 'corner', boxes: r.deadlocked }]);
      expect(g.deadlockedBoxes).toHaveLength(1);
    },
  );

  it('holes: nothing is marked at all, since a spare box may rot in a corner', () => {
    const classic = Game.fromText(board, 1);
    expect(classic.play('uRR').ok).toBe(true);
    expect(classic.deadlockedBoxes).toHaveLength(1);
    const g = modGame(board, 'holes');
    expect(g.world.analysis.sound).toBe(false);
    expect(g.play('uRR').ok).toBe(true);
    expect(g.deadlockedBoxes).toEqual([]);
  });
});
