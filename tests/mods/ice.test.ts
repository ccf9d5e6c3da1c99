import { describe, expect, it } from 'vitest';
import { classicPlugin } from '../../src/core/classic';
import { createRuleset, type Plugin } from '../../src/core/plugin';
import { icePlugin } from '../../src/mods/ice';
import { stateBytes } from '../helpers';
import { modGame, moves } from './support';

describe('ice', () => {
  it('slides a pushed box to the last ice cell, recording the slide after the push', () => {
    const g = modGame('#########\n#@$~~~ .#\n#########', 'ice');
    const r = g.move('r');
    expect(moves(r.segments)).toEqual(['walk 1,1>2,1', 'push 2,1>3,1', 'slide 3,1>5,1']);
    expect(r.lurd).toBe('R');
    expect(g.toXsb()).toBe('#########\n# @~~= .#\n#########');
  });

  it('stops a box against a box or a wall in the middle of the ice', () => {
    const g = modGame('##########\n#@$~~=~~.#\n#  ~~#  .#\n##########', 'ice');
    expect(moves(g.move('r').segments)).toEqual(['walk 1,1>2,1', 'push 2,1>3,1', 'slide 3,1>4,1']);
    const h = modGame('#######\n# @   #\n# $   #\n# ~   #\n# ~   #\n# #  .#\n#######', 'ice');
    expect(moves(h.move('d').segments)).toEqual(['walk 2,1>2,2', 'push 2,2>2,3', 'slide 2,3>2,4']);
  });

  it('slides the player walking onto ice, who stops behind a box without pushing it', () => {
    const g = modGame('#########\n#@~~~$ .#\n#########', 'ice');
    const r = g.move('r');
    expect(moves(r.segments)).toEqual(['walk 1,1>2,1', 'slide 2,1>4,1']);
    expect(r.lurd).toBe('r');
    expect(g.pushes).toBe(0);
  });

  it('does not slide the player walking off the ice', () => {
    const g = modGame('#######\n#&~ $.#\n#######', 'ice');
    expect(moves(g.move('r').segments)).toEqual(['walk 1,1>2,1']);
    expect(moves(g.move('r').segments)).toEqual(['walk 2,1>3,1']);
  });

  it('slides the pusher too, behind the box it pushed', () => {
    const g = modGame('#########\n# @=~~~.#\n#########', 'ice');
    const r = g.move('r');
    expect(moves(r.segments)).toEqual(['walk 2,1>3,1', 'push 3,1>4,1', 'slide 4,1>6,1', 'slide 3,1>5,1']);
  });

  it('slides a pushed row front first, so the boxes end packed', () => {
    const g = modGame('##########\n#@$$~~~ ..#\n##########', 'ice, chain');
    const r = g.move('r');
    expect(moves(r.segments).filter((s) => s.startsWith('slide'))).toEqual(['slide 4,1>6,1']);
    expect(g.toXsb()).toBe('##########\n# @$~~= ..#\n##########');
    g.move('r');
    expect(g.toXsb()).toBe('##########\n#  @~== ..#\n##########');
  });

  it('lets the player walk normally when the level says iceSlidesPlayer=false', () => {
    const g = modGame('#########\n#@~~~$ .#\n#########\nRules: iceSlidesPlayer=false', 'ice');
    expect(moves(g.move('r').segments)).toEqual(['walk 1,1>2,1']);
    expect(moves(g.move('r').segments)).toEqual(['walk 2,1>3,1']);
    expect(moves(g.move('r').segments)).toEqual(['walk 3,1>4,1']);
    expect(moves(g.move('r').segments)).toEqual(['walk 4,1>5,1', 'push 5,1>6,1']);
  });

  it('asks every movement rule before each slide step', () => {
    // A stand-in for any plugin's canEnter rule: here, nothing may enter column 4.
    const fence: Plugin = {
      name: 'fence',
      description: 'test',
      setup: (api) => api.canEnter((_w, _e, x) => x !== 4),
    };
    const g = modGame('#########\n#@$~~~ .#\n#########', 'ice', { plugins: [fence] });
    expect(moves(g.move('r').segments)).toEqual(['walk 1,1>2,1', 'push 2,1>3,1']);
  });

  it('restores the position before the push on undo, and the slide end on redo', () => {
    const g = modGame('##########\n#@$~~~~ .#\n#  ~~~   #\n##########', 'ice');
    const start = stateBytes(g);
    g.move('r');
    const slid = stateBytes(g);
    const board = g.toXsb();
    expect(board).toContain('=');
    g.undo();
    expect(stateBytes(g)).toBe(start);
    expect(g.toXsb()).toBe('##########\n#@$~~~~ .#\n#  ~~~   #\n##########');
    g.redo();
    expect(stateBytes(g)).toBe(slid);
    expect(g.toXsb()).toBe(board);
  });

  it('keeps the win counters right when a box slides off a goal and back', () => {
    const g = modGame('#######\n#@*~~ #\n#######', 'ice');
    expect(g.solved).toBe(true);
    expect(g.move('r').solved).toBe(false);
    expect(g.boxesOnGoals).toBe(0);
    g.undo();
    expect(g.solved).toBe(true);
  });

  it('slides after the moves are applied and before the deadlock phase', () => {
    const ids = createRuleset([classicPlugin, icePlugin]).systems.map((s) => s.id);
    expect(ids.indexOf('ice/slideOnIce')).toBe(ids.indexOf('classic/applyMoves') + 1);
    expect(ids.indexOf('ice/slideOnIce')).toBeLessThan(ids.indexOf('classic/detectDeadlocks'));
  });

  it('writes ice, box on ice and player on ice back to XSB', () => {
    const board = '#######\n#&~=~.#\n#######';
    expect(modGame(board, 'ice').toXsb()).toBe(board);
  });
});
