import { describe, expect, it } from 'vitest';
import { Box } from '../../src/core/classic/components';
import { Game } from '../../src/core/game';
import { parseCollection } from '../../src/core/level/xsb';
import { MODS } from '../../src/mods';
import { Hole } from '../../src/mods/holes/components';
import { stateBytes } from '../helpers';
import { MOD_GLYPHS, modGame, moves } from './support';

const problemsOf = (text: string) => {
  const { collection, problems } = parseCollection(text, { glyphs: MOD_GLYPHS });
  return [...problems, ...collection.levels.flatMap((l) => Game.tryLevel(l, { catalogue: MODS }).problems)];
};

describe('holes', () => {
  it('fills a hole with the box pushed into it: both leave play and the cell becomes floor', () => {
    const g = modGame('########\n#@$^ $.#\n########', 'holes');
    const [box] = g.world.query(Box);
    const [hole] = g.world.query(Hole);
    const r = g.move('r');
    expect(moves(r.segments)).toEqual(['walk 1,1>2,1', 'push 2,1>3,1']);
    expect(r.destroyed).toEqual([box, hole]);
    expect(g.world.isDestroyed(box) && g.world.isDestroyed(hole)).toBe(true);
    expect(g.toXsb()).toBe('########\n# @  $.#\n########');
    expect(moves(g.move('r').segments)).toEqual(['walk 2,1>3,1']);
  });

  it('stops the player at an open hole, recording nothing', () => {
    const g = modGame('#######\n#@^$ .#\n#  $ .#\n#######', 'holes');
    const r = g.move('r');
    expect(r.moved).toBe(false);
    expect(r.blocked).toMatchObject({ x: 2, y: 1, reason: 'rule' });
    expect(g.canUndo).toBe(false);
  });

  it('brings the box and the hole back exactly on undo, and removes them again on redo', () => {
    const g = modGame('########\n#@$^ $.#\n########', 'holes');
    const [box] = g.world.query(Box);
    const start = stateBytes(g);
    g.play('Rr');
    const after = stateBytes(g);
    g.undo();
    g.undo();
    expect(stateBytes(g)).toBe(start);
    expect(g.world.findAt(2, 1, Box)).toBe(box);
    expect(g.world.hasAt(3, 1, Hole)).toBe(true);
    g.redo();
    g.redo();
    expect(stateBytes(g)).toBe(after);
    g.undo();
    g.undo();
    // The restored hole is counted again and takes a box again.
    expect(g.status().map((s) => s.text)).toEqual(['1 open hole', '1 spare box']);
    expect(g.move('r').destroyed).toHaveLength(2);
    expect(g.status()).toEqual([]);
  });

  it('restarts to the open holes as one undoable step', () => {
    const g = modGame('########\n#@$^ $.#\n########', 'holes');
    const start = g.toXsb();
    g.play('RrrR');
    expect(g.restart()).toBe(true);
    expect(g.toXsb()).toBe(start);
    g.undo();
    expect(g.toXsb()).toBe('########\n#    @*#\n########');
  });

  it('is won when every goal holds a box, spare boxes or not', () => {
    const g = modGame('######\n#@$ .#\n# $  #\n######', 'holes');
    expect(g.move('r').solved).toBe(false);
    const r = g.move('r');
    expect(r.solved).toBe(true);
    expect(g.solved).toBe(true);
    expect(g.boxCount).toBe(2);
    g.undo();
    expect(g.solved).toBe(false);
  });

  it('is not won while a goal is empty, even with every hole filled', () => {
    const g = modGame('#########\n#@$^$  .#\n#########', 'holes');
    const r = g.move('r');
    expect(r.destroyed).toHaveLength(2);
    expect(r.solved).toBe(false);
    expect(g.play('rrR').ok).toBe(true);
    expect(g.solved).toBe(false);
    expect(g.move('r').solved).toBe(true);
  });

  it('fills a hole with the front box of a chain push', () => {
    const g = modGame('########\n#@$$^ .#\n########', 'holes, chain');
    const r = g.move('r');
    expect(r.destroyed).toHaveLength(2);
    expect(g.toXsb()).toBe('########\n# @$  .#\n########');
  });

  it('replaces the box-goal check: spare boxes are fine, too few boxes or no goal are not', () => {
    expect(problemsOf('Mods: holes\n\n#######\n#@$$^.#\n#######')).toEqual([]);
    const [few] = problemsOf('Mods: holes\n\n#######\n#@$^..#\n#######');
    expect(few).toMatchObject({
      code: 'box-goal-mismatch',
      message: '1 box but 2 goals: every goal needs a box',
    });
    expect(problemsOf('Mods: holes\n\n######\n#@$^ #\n######')).toEqual([
      expect.objectContaining({ code: 'box-goal-mismatch', message: 'the level has no goal' }),
    ]);
    expect(problemsOf('Mods: holes\n\n######\n#@ ^.#\n######')).toEqual([
      expect.objectContaining({ code: 'no-boxes' }),
    ]);
  });

  it('refuses a level whose goals are all covered at the start, though a spare box is loose', () => {
    const playable = (text: string) =>
      Game.checkPlayable(parseCollection(text, { glyphs: MOD_GLYPHS }).collection.levels[0], {
        catalogue: MODS,
      });
    expect(playable('Mods: holes\n\n#######\n#@*$^ #\n#######')).toEqual([
      expect.objectContaining({
        code: 'solved-at-start',
        message: 'the level is solved before the first move: every goal is already covered',
      }),
    ]);
    expect(playable('Mods: holes\n\n#######\n#@*$^.#\n#######')).toEqual([]);
  });

  it('tells the HUD how many holes are open and boxes are spare', () => {
    const g = modGame('########\n#@$^^$.#\n#  $   #\n########', 'holes');
    expect(g.status().map((s) => s.text)).toEqual(['2 open holes', '2 spare boxes']);
    g.move('r');
    expect(g.status().map((s) => s.text)).toEqual(['1 open hole', '1 spare box']);
    g.undo();
    expect(g.status().map((s) => s.text)).toEqual(['2 open holes', '2 spare boxes']);
  });

  it('writes open holes back as ^ and filled ones as floor', () => {
    const board = '#######\n#@$^^.#\n# $   #\n#######';
    const g = modGame(board, 'holes');
    expect(g.toXsb()).toBe(board);
    g.move('r');
    expect(g.toXsb()).toBe('#######\n# @ ^.#\n# $   #\n#######');
  });
});
