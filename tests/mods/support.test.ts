import { describe, expect, it } from 'vitest';
import { Game } from '../../src/core/game';
import { modGame, shortestPath, shortestSolution } from './support';

describe('shortestPath', () => {
  it('gives the moves of a shortest solution, pushes in upper case, which win the level', () => {
    const board = '#######\n#@$  .#\n# %$ .#\n#######';
    const path = shortestPath(modGame(board, 'sticky'));
    expect(path?.length).toBe(shortestSolution(modGame(board, 'sticky')));
    const g = modGame(board, 'sticky');
    expect(g.play(path!).ok).toBe(true);
    expect(g.solved).toBe(true);
    expect(shortestPath(modGame('#######\n#@%%$.#\n#######', 'sticky'))).toBe('rrR');
  });

  it('is null when no solution is found within the cap', () => {
    expect(shortestPath(modGame('#######\n#@$%.$#\n#    .#\n#######', 'sticky'), { cap: 500 })).toBeNull();
  });

  it('leaves out positions the engine proves lost when asked, finding a solution within a smaller cap', () => {
    // An open room, where many pushes strand a box against a wall: classic's detector marks them. The
    // full search needs 1,498 positions, the one that skips what is lost 436.
    const board = '######\n#    #\n# $$ #\n# @  #\n#  ..#\n######';
    const full = shortestSolution(Game.fromText(board));
    expect(full).not.toBeNull();
    expect(shortestSolution(Game.fromText(board), { cap: 1000 })).toBeNull();
    expect(shortestSolution(Game.fromText(board), { cap: 1000, skipLost: true })).toBe(full);
  });
});
