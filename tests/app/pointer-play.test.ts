import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Game } from '../../src/core/game';
import { PathFinder } from '../../src/core/paths';
import { MODS } from '../../src/mods';
import { PointerPlay } from '../../src/ui/app/input/pointer-play';
import { Walker } from '../../src/ui/app/input/walker';

// Tutorial 2, "Around the corner": player (1,2), box (2,2), goal (4,4).
const CORNER = '  ####\n###  #\n#@$  #\n#### #\n   #.#\n   ###';

function play(game: Game, prefer: 'pushes' | 'moves' = 'pushes') {
  return new PointerPlay(
    () => new PathFinder(game),
    () => prefer,
  );
}

describe('PointerPlay', () => {
  it('walks to a reachable floor cell, refuses an unreachable one, ignores the player’s own cell', () => {
    const game = Game.fromText('#######\n#@ $ .#\n#######');
    const p = play(game);
    expect(p.click({ x: 2, y: 1 })).toEqual({ kind: 'walk', path: 'r', to: { x: 2, y: 1 } });
    expect(p.click({ x: 4, y: 1 })).toEqual({ kind: 'refuse' }); // behind the box
    expect(p.click({ x: 0, y: 0 })).toEqual({ kind: 'refuse' }); // a wall
    expect(p.click({ x: 1, y: 1 })).toEqual({ kind: 'none' });
    expect(p.click(null)).toEqual({ kind: 'none' });
  });

  it('selects a box with its push targets, and transports it to one by the fewest pushes', () => {
    const game = Game.fromText(CORNER);
    const p = play(game);
    const a = p.click({ x: 2, y: 2 });
    expect(a.kind).toBe('select');
    expect(p.targets).toEqual([
      { x: 3, y: 2 },
      { x: 4, y: 2 },
      { x: 4, y: 3 },
      { x: 4, y: 4 },
    ]);
    const t = p.click({ x: 4, y: 4 });
    expect(t).toMatchObject({ kind: 'transport', path: 'RRurDD', from: { x: 2, y: 2 }, to: { x: 4, y: 4 } });
    expect(p.selected).toBeNull();
    expect(game.play((t as { path: string }).path).ok).toBe(true);
    expect(game.solved).toBe(true);
  });

  it('clears the selection on a click elsewhere, and on Esc; a click on another box selects that one', () => {
    const game = Game.fromText('#########\n#@$  $ .#\n#  .    #\n#########');
    const p = play(game);
    p.click({ x: 2, y: 1 });
    expect(p.click({ x: 5, y: 1 })).toMatchObject({ kind: 'select', cell: { x: 5, y: 1 } });
    expect(p.click({ x: 1, y: 2 })).toEqual({ kind: 'clear' });
    expect(p.selected).toBeNull();
    p.click({ x: 2, y: 1 });
    expect(p.clear()).toEqual({ kind: 'clear' });
    expect(p.clear()).toEqual({ kind: 'none' });
  });

  it('refuses a box that cannot move at all', () => {
    const game = Game.fromText('#####\n#@ .#\n##$##\n#####');
    expect(play(game).click({ x: 2, y: 2 })).toEqual({ kind: 'refuse' });
  });

  it('drops a dragged box on a target (selecting it on the way) and refuses other cells', () => {
    const game = Game.fromText(CORNER);
    const p = play(game);
    expect(p.drop({ x: 2, y: 2 }, { x: 1, y: 1 })).toEqual({ kind: 'refuse' });
    expect(p.drop({ x: 2, y: 2 }, { x: 2, y: 2 })).toMatchObject({ kind: 'select' });
    expect(p.drop({ x: 2, y: 2 }, { x: 3, y: 2 })).toEqual({
      kind: 'transport',
      path: 'R',
      box: new PathFinder(game).boxAt({ x: 2, y: 2 }),
      from: { x: 2, y: 2 },
      to: { x: 3, y: 2 },
    });
  });

  it('asks the path search for the setting’s preference', () => {
    const game = Game.fromText(CORNER);
    const prefer = vi.fn(() => 'moves' as const);
    const p = new PointerPlay(() => new PathFinder(game), prefer);
    p.click({ x: 2, y: 2 });
    p.click({ x: 4, y: 4 });
    expect(prefer).toHaveBeenCalled();
  });
});

describe('Walker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const host = (game: Game) => ({
    game: () => game,
    step: vi.fn((dir: 'left' | 'up' | 'right' | 'down') => game.move(dir).moved),
  });

  it('plays a path a step at a time as one undo group', () => {
    const game = Game.fromText(CORNER);
    const h = host(game);
    const done = vi.fn();
    new Walker(h, () => 50).start('RRurDD', { done });
    expect(game.moves).toBe(1); // the first step at once
    vi.advanceTimersByTime(50);
    expect(game.moves).toBe(2);
    vi.advanceTimersByTime(500);
    expect(game.lurd()).toBe('RRurDD');
    expect(done).toHaveBeenCalledWith('arrived');
    expect(game.undo({ grouped: true })).toHaveLength(6);
    expect(game.moves).toBe(0);
  });

  it('stops where it is when cancelled, keeping the steps made', () => {
    const game = Game.fromText(CORNER);
    const w = new Walker(host(game), () => 50);
    const done = vi.fn();
    w.start('RRurDD', { done });
    vi.advanceTimersByTime(50);
    w.cancel();
    vi.advanceTimersByTime(500);
    expect(game.lurd()).toBe('RR');
    expect(done).toHaveBeenCalledWith('cancelled');
    expect(w.active).toBe(false);
  });

  it('re-plans when a step does not land where it points (the player slides on ice)', () => {
    const game = Game.fromText('########\n#@~~  $.#\n########\nMods: ice', 1, { catalogue: MODS });
    const target = { x: 5, y: 1 };
    const path = new PathFinder(game).walkTo(target)!;
    expect(path).toBe('rrrr');
    const done = vi.fn();
    new Walker(host(game), () => 10).start(path, { replan: () => new PathFinder(game).walkTo(target), done });
    vi.advanceTimersByTime(200);
    expect(game.player).toEqual(target);
    expect(game.moves).toBe(3); // the slide saved a step, and no step was wasted against the box
    expect(done).toHaveBeenCalledWith('arrived');
  });

  it('re-plans a dragged box’s walk when a door shuts in its way', () => {
    // The first push takes the box off the switch, which shuts the door at (1,1) that the planned walk
    // back to the box's right goes through; the way round below is open.
    const level = '#######\n#/   ##\n#    @#\n# "## #\n#   . #\n#######\nMods: doors';
    const game = Game.fromText(level, 1, { catalogue: MODS });
    const p = play(game);
    const a = p.drop({ x: 2, y: 3 }, { x: 1, y: 2 });
    expect(a).toMatchObject({ kind: 'transport', path: 'ddlllUluurrdL' });
    const done = vi.fn();
    new Walker(host(game), () => 10).start((a as { path: string }).path, { replan: () => p.replan(a), done });
    vi.advanceTimersByTime(1000);
    expect(done).toHaveBeenCalledWith('arrived');
    expect(game.toXsb()).toBe("#######\n#/   ##\n#$@   #\n# '## #\n#   . #\n#######");
  });

  it('stops quietly on a surprise when it has no way to re-plan', () => {
    const game = Game.fromText('########\n#@~~  $.#\n########\nMods: ice', 1, { catalogue: MODS });
    const done = vi.fn();
    new Walker(host(game), () => 10).start('rrrr', { done });
    vi.advanceTimersByTime(200);
    expect(game.player).toEqual({ x: 3, y: 1 });
    expect(game.moves).toBe(1);
    expect(done).toHaveBeenCalledWith('stopped');
  });

  it('stops when another level is opened under it', () => {
    const game = Game.fromText(CORNER);
    let current: Game | null = game;
    const w = new Walker({ game: () => current, step: (d) => game.move(d).moved }, () => 10);
    const done = vi.fn();
    w.start('RRurDD', { done });
    current = null;
    vi.advanceTimersByTime(100);
    expect(game.moves).toBe(1);
    expect(done).toHaveBeenCalledWith('cancelled');
  });
});
