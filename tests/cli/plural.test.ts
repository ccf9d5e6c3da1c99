import { describe, expect, it } from 'vitest';
import { run } from './run';

// One level, one box, one push: every count the commands print is 1.
const ONE = '#####\n#@$.#\n#####\n';
const TWO_SOLUTIONS = '#####\n#@$.#\n#####\nSolution: R\nSolution: lrR\n';

describe('CLI counts take the singular for 1', () => {
  it('validate: 1 level OK', async () => {
    expect((await run(['validate', 'one.xsb'], { 'one.xsb': ONE })).out).toEqual(['one.xsb: 1 level OK']);
  });

  it('replay: 1 move, 1 push; a file with 1 level', async () => {
    const r = await run(['replay', 'one.xsb', '--moves', 'R'], { 'one.xsb': ONE });
    expect(r.out).toEqual(['level 1 "Level 1": solved in 1 move, 1 push']);
    const out = await run(['replay', 'one.xsb', '--level', '2'], { 'one.xsb': ONE });
    expect(out.err).toEqual(['sokoban replay: --level 2 is out of range (one.xsb has 1 level)']);
  });

  it('solve, optimize and deadlocks: 1 push, 1 move, 1 level, 1 position', async () => {
    const solve = await run(['solve', 'one.xsb'], { 'one.xsb': ONE });
    expect(solve.out[0]).toMatch(/^Level 1 "Level 1": solved, 1 push, 1 move, \d+ ms, \d+ nodes?$/);
    const optimize = await run(['optimize', 'one.xsb', '--moves', 'R'], { 'one.xsb': ONE });
    expect(optimize.out[0]).toMatch(/^Level 1 "Level 1": 1 -> 1 push, 1 -> 1 move, /);
    const range = await run(['optimize', 'one.xsb', '--level', '2'], { 'one.xsb': ONE });
    expect(range.err).toEqual(['sokoban optimize: --level 2 is out of range (one.xsb has 1 level)']);
    const deadlocks = await run(['deadlocks', 'one.xsb'], { 'one.xsb': ONE });
    expect(deadlocks.out).toEqual(['Level 1: 1 position, no deadlock']);
  });

  it('convert: 1 level keeps only its first solution', async () => {
    const r = await run(['convert', 'two.xsb', '--to', 'url'], { 'two.xsb': TWO_SOLUTIONS });
    expect(r.code).toBe(0);
    expect(r.err).toContain('sokoban convert: note: 1 level keeps only its first solution');
  });
});
