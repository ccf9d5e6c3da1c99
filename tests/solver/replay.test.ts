import { describe, expect, it } from 'vitest';
import { replayLurd } from '../../src/solver/replay';
import { rows } from './helpers';

const level = rows(`
######
#@$ .#
######`);

describe('replayLurd', () => {
  it('counts moves and pushes and detects the solved state', () => {
    expect(replayLurd(level, 'RR')).toMatchObject({ legal: true, solved: true, moves: 2, pushes: 2 });
    expect(replayLurd(level, 'R')).toMatchObject({ legal: true, solved: false });
  });

  it('rejects illegal steps and case mismatches', () => {
    expect(replayLurd(level, 'l')).toMatchObject({ legal: false, errorAt: 0 });
    expect(replayLurd(level, 'r')).toMatchObject({ legal: false, error: 'push written as a move' });
    expect(replayLurd(level, 'RRR')).toMatchObject({ legal: false, errorAt: 2 });
    expect(replayLurd(level, 'x')).toMatchObject({ legal: false });
  });
});
