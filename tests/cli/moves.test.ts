import { describe, expect, it } from 'vitest';
import { run } from './run';

// The player walks one step, then pushes the box onto the goal.
const WALK_PUSH = '######\n#@ $.#\n######\n';

describe('--moves is read the same way by replay, deadlocks and optimize', () => {
  it.each(['replay', 'deadlocks', 'optimize'])(
    '%s: a bad letter is a usage error naming the character and its position',
    async (command) => {
      for (const [moves, ch, at] of [
        ['rx', 'x', 2],
        ['qq', 'q', 1],
        ['r zz', 'z', 3],
      ] as const) {
        const r = await run([command, 'w.xsb', '--moves', moves], { 'w.xsb': WALK_PUSH });
        expect(r.code, moves).toBe(2);
        expect(r.out).toEqual([]);
        expect(r.err).toEqual([
          `sokoban ${command}: --moves: unexpected "${ch}" at position ${at}; LURD uses l, u, r, d`,
        ]);
      }
    },
  );

  it('a count with no letter after it is named with its position too', async () => {
    const r = await run(['replay', 'w.xsb', '--moves', 'r12'], { 'w.xsb': WALK_PUSH });
    expect(r).toMatchObject({ code: 2, out: [] });
    expect(r.err).toEqual([
      'sokoban replay: --moves: the moves end with a count and no letter ("2" at position 3)',
    ]);
  });

  it.each(['replay', 'deadlocks', 'optimize'])(
    '%s: the case of a letter is not checked, the board decides what pushes',
    async (command) => {
      for (const moves of ['RR', 'rr', 'Rr', 'rR']) {
        const r = await run([command, 'w.xsb', '--moves', moves], { 'w.xsb': WALK_PUSH });
        expect(r.code, moves).toBe(0);
        expect(r.err).toEqual([]);
      }
    },
  );

  it('optimize prints the solution with pushes in upper case, whatever the case given', async () => {
    const r = await run(['optimize', 'w.xsb', '--moves', 'RR'], { 'w.xsb': WALK_PUSH });
    expect(r.out).toEqual(['Level 1 "Level 1": 1 -> 1 push, 2 -> 2 moves, 0.0 s', 'rR']);
    const stored = await run(['optimize', 's.xsb'], { 's.xsb': `${WALK_PUSH}Solution: RR\n` });
    expect(stored).toMatchObject({
      code: 0,
      out: ['Level 1 "Level 1": 1 -> 1 push, 2 -> 2 moves, 0.0 s', 'rR'],
    });
  });

  it("a blocked move is reported in the level's row with the same words everywhere, and exits 1", async () => {
    const files = { 'w.xsb': WALK_PUSH };
    const replay = await run(['replay', 'w.xsb', '--moves', 'rl l'], files);
    expect(replay).toMatchObject({ code: 1, out: ['level 1 "Level 1": move 3 (left) is blocked'] });
    const deadlocks = await run(['deadlocks', 'w.xsb', '--moves', 'rl l'], files);
    expect(deadlocks).toMatchObject({
      code: 1,
      out: ['Level 1: 3 positions, no deadlock; move 3 (left) is blocked'],
    });
    const optimize = await run(['optimize', 'w.xsb', '--moves', 'rl l'], files);
    expect(optimize).toMatchObject({ code: 1, out: ['Level 1 "Level 1": move 3 (left) is blocked'] });
    const json = await run(['replay', 'w.xsb', '--moves', 'rll', '--json'], files);
    expect(JSON.parse(json.out[0])).toMatchObject({ error: 'move 3 (left) is blocked', index: 2 });
  });

  it('deadlocks, like replay and optimize, needs --level for --moves when the file has several levels', async () => {
    const two = `${WALK_PUSH}\n${WALK_PUSH}`;
    for (const command of ['replay', 'deadlocks', 'optimize']) {
      const r = await run([command, 'two.xsb', '--moves', 'rR'], { 'two.xsb': two });
      expect(r.code).toBe(2);
      expect(r.err).toEqual([`sokoban ${command}: --moves needs --level when the file has several levels`]);
    }
  });
});

describe('moves after the win', () => {
  const files = { 's.xsb': `${WALK_PUSH}Solution: rRll\n` };

  it('replay counts a solution up to its win and says the moves after it were ignored', async () => {
    const stored = await run(['replay', 's.xsb'], files);
    expect(stored).toMatchObject({
      code: 0,
      out: ['level 1 "Level 1": solved in 2 moves, 1 push; 2 moves after the win ignored'],
    });
    const given = await run(['replay', 'w.xsb', '--moves', 'rRl', '--json'], { 'w.xsb': WALK_PUSH });
    expect(JSON.parse(given.out[0])).toMatchObject({ solved: true, moves: 2, pushes: 1, ignored: 1 });
    const exact = await run(['replay', 'w.xsb', '--moves', 'rR', '--json'], { 'w.xsb': WALK_PUSH });
    expect(JSON.parse(exact.out[0])).not.toHaveProperty('ignored');
    // The game stops at the win, so a move after it that would be blocked is ignored too.
    const blocked = await run(['replay', 'w.xsb', '--moves', 'rRR'], { 'w.xsb': WALK_PUSH });
    expect(blocked).toMatchObject({
      code: 0,
      out: ['level 1 "Level 1": solved in 2 moves, 1 push; 1 move after the win ignored'],
    });
  });

  it('optimize starts from the moves up to the win and says the rest were ignored', async () => {
    const r = await run(['optimize', 's.xsb'], files);
    expect(r).toMatchObject({
      code: 0,
      out: ['Level 1 "Level 1": 1 -> 1 push, 2 -> 2 moves, 0.0 s; 2 moves after the win ignored', 'rR'],
    });
    const json = await run(['optimize', 'w.xsb', '--moves', 'rRl', '--json'], { 'w.xsb': WALK_PUSH });
    expect(JSON.parse(json.out[0])).toMatchObject({ before: { moves: 2, pushes: 1 }, ignored: 1 });
  });

  it('deadlocks stops at the win too, and says how many moves after it were ignored', async () => {
    const stored = await run(['deadlocks', 's.xsb'], files);
    expect(stored).toMatchObject({
      code: 0,
      out: ['Level 1: 3 positions, no deadlock; 2 moves after the win ignored'],
    });
    // A move after the win that would be blocked is not played, so it fails nothing.
    const json = await run(['deadlocks', 'w.xsb', '--moves', 'rRR', '--json'], { 'w.xsb': WALK_PUSH });
    expect(json.code).toBe(0);
    expect(json.out.map((l) => JSON.parse(l))).toEqual([{ level: 1, positions: 3, flagged: [], ignored: 1 }]);
    const exact = await run(['deadlocks', 'w.xsb', '--moves', 'rR', '--json'], { 'w.xsb': WALK_PUSH });
    expect(JSON.parse(exact.out[0])).toEqual({ level: 1, positions: 3, flagged: [] });
    // A push after the win that would leave the box in a corner is no deadlock of the solution.
    const past = await run(['deadlocks', 'p.xsb'], { 'p.xsb': '#######\n#@ $. #\n#######\nSolution: rRR\n' });
    expect(past).toMatchObject({
      code: 0,
      out: ['Level 1: 3 positions, no deadlock; 1 move after the win ignored'],
    });
  });
});
