import { describe, expect, it } from 'vitest';
import { run } from './run';

// Levels 1 and 2 are fine (2's stored solution is blocked at its third move, before its win); level 3 has no box.
const MULTI = [
  '; 1',
  '#####',
  '#@$.#',
  '#####',
  'Title: A',
  '',
  '; 2',
  '######',
  '#@$ .#',
  '######',
  'Title: B',
  'Solution: RLL',
  '',
  '; 3',
  '#####',
  '#@ .#',
  '#####',
  '',
].join('\n');

describe('a level that cannot be played is named once, with its file and line', () => {
  it('replay', async () => {
    const r = await run(['replay', 'multi.xsb', '--level', '3'], { 'multi.xsb': MULTI });
    expect(r.out).toEqual(['level 3 "Level 3": multi.xsb:15: the level has no box']);
    const bad = await run(['replay', 'bad.xsb'], { 'bad.xsb': '#####\n#@$.#\n#####\nSolution: RRx\n' });
    expect(bad.out).toEqual([
      'level 1 "Level 1": bad.xsb:4:13: Solution: unexpected "x" at column 13; LURD uses l, u, r, d',
    ]);
  });

  it('optimize', async () => {
    const r = await run(['optimize', 'multi.xsb', '--level', '3'], { 'multi.xsb': MULTI });
    expect(r.out).toEqual(['Level 3 "Level 3": multi.xsb:15: the level has no box']);
  });
});

describe('a level that cannot be played is reported in its row; the others are still done', () => {
  it('solve solves levels 1 and 2, reports level 3, and exits 1', async () => {
    const r = await run(['solve', 'multi.xsb'], { 'multi.xsb': MULTI });
    expect(r.code).toBe(1);
    expect(r.err).toEqual([]);
    expect(r.out[0]).toMatch(/^Level 1 "A": solved, 1 push, 1 move/);
    expect(r.out[2]).toMatch(/^Level 2 "B": solved, 2 pushes, 2 moves/);
    expect(r.out[4]).toBe('Level 3 "Level 3": multi.xsb:15: the level has no box');
    expect(r.out).toContainEqual(expect.stringMatching(/^ +3 +invalid +- +- +0 +0$/));
    expect(r.out.at(-1)).toMatch(/^Solved 2\/3 in/);
    const json = await run(['solve', 'multi.xsb', '--json'], { 'multi.xsb': MULTI });
    expect(json.code).toBe(1);
    expect(json.out.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({ level: 1, solved: true }),
      expect.objectContaining({ level: 2, solved: true }),
      {
        level: 3,
        solved: false,
        reason: 'invalid-level',
        error: 'multi.xsb:15: the level has no box',
        ms: 0,
        nodes: 0,
      },
    ]);
  });

  it('deadlocks goes on past a blocked stored solution and a level that cannot be played, and exits 1', async () => {
    const r = await run(['deadlocks', 'multi.xsb'], { 'multi.xsb': MULTI });
    expect(r.code).toBe(1);
    expect(r.err).toEqual([]);
    expect(r.out).toEqual([
      'Level 1: 1 position, no deadlock',
      'Level 2: 3 positions, no deadlock; move 3 (left) is blocked',
      'Level 3: multi.xsb:15: the level has no box',
    ]);
    const json = await run(['deadlocks', 'multi.xsb', '--json'], { 'multi.xsb': MULTI });
    expect(json.out.map((l) => JSON.parse(l))).toEqual([
      { level: 1, positions: 1, flagged: [] },
      { level: 2, positions: 3, flagged: [], index: 2, error: 'move 3 (left) is blocked' },
      { level: 3, error: 'multi.xsb:15: the level has no box' },
    ]);
  });

  it('optimize and replay report every level, and exit 1', async () => {
    const optimize = await run(['optimize', 'multi.xsb'], { 'multi.xsb': MULTI });
    expect(optimize.code).toBe(1);
    expect(optimize.out).toHaveLength(3);
    expect(optimize.out[2]).toBe('Level 3 "Level 3": multi.xsb:15: the level has no box');
    const replay = await run(['replay', 'multi.xsb'], { 'multi.xsb': MULTI });
    expect(replay.code).toBe(1);
    expect(replay.out).toEqual([
      'level 1 "A": no stored solution (give one with --moves)',
      'level 2 "B": move 3 (left) is blocked',
      'level 3 "Level 3": multi.xsb:15: the level has no box',
      '0/3 levels replayed without error',
    ]);
  });
});
