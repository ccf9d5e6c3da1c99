import { describe, expect, it } from 'vitest';
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
    expect(shortestPath(modGame('#######\n#@$%.$#\n#    .#\n#######', 'sticky'), 500)).toBeNull();
  });
});
