import { describe, expect, it } from 'vitest';
import { run } from './run';

// Levels 1 and 2 are fine (2's stored solution is blocked at its third push); level 3 has no box.
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
  'Solution: RRR',
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
      'level 1 "Level 1": bad.xsb:4: Solution contains characters other than l, u, r, d (case-insensitive).',
    ]);
  });

  it('optimize', async () => {
    const r = await run(['optimize', 'multi.xsb', '--level', '3'], { 'multi.xsb': MULTI });
    expect(r.out).toEqual(['Level 3 "Level 3": multi.xsb:15: the level has no box']);
  });
});
