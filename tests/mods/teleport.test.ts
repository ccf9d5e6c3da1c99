import { describe, expect, it } from 'vitest';
import { Game } from '../../src/core/game';
import { parseCollection } from '../../src/core/level/xsb';
import { MODS } from '../../src/mods';
import { stateBytes } from '../helpers';
import { MOD_GLYPHS, modGame, moves } from './support';

const problemsOf = (text: string) => {
  const { collection, problems } = parseCollection(text, { glyphs: MOD_GLYPHS });
  return [...problems, ...collection.levels.flatMap((l) => Game.tryLevel(l, { catalogue: MODS }).problems)];
};

describe('teleporters', () => {
  it('send the player from a pad to its partner, after the walk', () => {
    const g = modGame('##########\n#@ (#( $.#\n##########', 'teleport');
    g.move('r');
    const r = g.move('r');
    expect(moves(r.segments)).toEqual(['walk 2,1>3,1', 'teleport 3,1>5,1']);
    expect(g.player).toEqual({ x: 5, y: 1 });
    expect(g.toXsb()).toBe('##########\n#  (#{ $.#\n##########');
  });

  it('send a pushed box through, while the pusher stays behind', () => {
    const g = modGame('##########\n#@$(#( .##\n##########', 'teleport');
    const r = g.move('r');
    expect(moves(r.segments)).toEqual(['walk 1,1>2,1', 'push 2,1>3,1', 'teleport 3,1>5,1']);
    expect(g.toXsb()).toBe('##########\n# @(#[ .##\n##########');
  });

  it('leave whatever enters on the entry pad when the exit is taken', () => {
    const g = modGame('###########\n#@$(#[  ..#\n###########', 'teleport');
    const r = g.move('r');
    expect(moves(r.segments)).toEqual(['walk 1,1>2,1', 'push 2,1>3,1']);
    expect(g.toXsb()).toBe('###########\n# @[#[  ..#\n###########');
    // The box on the entry pad can be pushed on; the player stepping onto the pad stays too.
    expect(g.move('r').blocked).toMatchObject({ reason: 'box blocked' });
  });

  it('do not bounce an arrival back, even when the partner is next door', () => {
    const g = modGame('########\n#@(( $.#\n########', 'teleport');
    const r = g.move('r');
    expect(moves(r.segments)).toEqual(['walk 1,1>2,1', 'teleport 2,1>3,1']);
    // Stepping back onto the first pad jumps to the second, where it started: no change, no history.
    const back = g.move('l');
    expect(back.moved).toBe(false);
    expect(g.moves).toBe(1);
  });

  it('pair by bracket side: two ( pads and two ) pads are separate pairs', () => {
    const g = modGame('############\n#@() #( $ .#\n#   #)     #\n############', 'teleport');
    g.move('r');
    expect(g.player).toEqual({ x: 6, y: 1 });
    g.undo();
    g.play('drru');
    expect(g.player).toEqual({ x: 5, y: 2 });
  });

  it('come back exactly on undo and redo', () => {
    const g = modGame('##########\n#@$(#( .##\n##########', 'teleport');
    const start = stateBytes(g);
    g.move('r');
    const after = stateBytes(g);
    g.undo();
    expect(stateBytes(g)).toBe(start);
    g.redo();
    expect(stateBytes(g)).toBe(after);
  });

  it('must come in pairs', () => {
    expect(problemsOf('Mods: teleport\n\n#######\n#@$(.##\n#######')).toEqual([
      expect.objectContaining({
        code: 'mod-error',
        message: expect.stringContaining('teleporter A has 1 pad'),
      }),
    ]);
    expect(problemsOf('Mods: teleport\n\n#########\n#@$)).)##\n#########')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('teleporter B has 3 pads') }),
    ]);
    expect(problemsOf('Mods: teleport\n\n#########\n#@$()().#\n#########')).toEqual([]);
  });

  it('write pads, boxes and players on pads back', () => {
    for (const board of ['#########\n#{[..)]#\n#########', '#########\n#}]..([#\n#########']) {
      expect(problemsOf(`Mods: teleport\n\n${board}`)).toEqual([]);
      expect(modGame(board, 'teleport').toXsb()).toBe(board);
    }
  });
});

describe('teleporters and the walled-off check', () => {
  it('count a goal beyond a wall as reachable through a pad pair, and not without one', () => {
    expect(problemsOf('Mods: teleport\n\n##########\n#@ $(#( .#\n##########')).toEqual([]);
    const shut = problemsOf('Mods: teleport\n\n#######\n#@ $ .#\n#######\n#  $ .#\n#######');
    expect(shut.map((p) => [p.code, p.line, p.column])).toEqual([
      ['out-of-reach', 6, 6],
      ['out-of-reach', 6, 4],
    ]);
  });
});
