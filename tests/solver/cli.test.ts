import { describe, expect, it, vi } from 'vitest';
import type { CliIO } from '../../src/cli/command';
import { main } from '../../src/cli/main';
import { replayLurd } from '../../src/solver/replay';
import { memoryIO } from '../cli/run';
import { LEVEL_DIR } from './helpers';

// Through the CLI entry point, which turns usage errors into one line and exit code 2.
const solveCommand = (args: string[], cli: CliIO) => main(['solve', ...args], cli);
const deadlocksCommand = (args: string[], cli: CliIO) => main(['deadlocks', ...args], cli);

const io = memoryIO;

const LEVEL = '; 1\n\n#####\n#@$.#\n#####\n\n; 2\n\n######\n#@$ .#\n######\n';

describe('solve command', () => {
  it('solves every level of a file and prints JSON lines', async () => {
    const t = io({ 'a.xsb': LEVEL });
    expect(await solveCommand(['a.xsb', '--json'], t.cli)).toBe(0);
    const lines = t.out.map((l) => JSON.parse(l));
    expect(lines).toEqual([
      expect.objectContaining({ level: 1, solved: true, solution: 'R', moves: 1, pushes: 1 }),
      expect.objectContaining({ level: 2, solved: true, solution: 'RR', moves: 2, pushes: 2 }),
    ]);
  });

  it('prints solution, table and total for one level of a shipped file', async () => {
    const t = io();
    const path = `${LEVEL_DIR}/microban.xsb`;
    expect(await solveCommand([path, '--level', '3', '--timeout', '5', '--optimal'], t.cli)).toBe(0);
    expect(t.out[0]).toMatch(/^Level 3 "Level 3": solved, \d+ pushes/);
    expect(t.out.at(-1)).toMatch(/^Solved 1\/1 in/);
  });

  it('with --optimal, stops at a stored solution once nothing shorter is left', async () => {
    const path = `${LEVEL_DIR}/microban.xsb`;
    const plain = io();
    expect(await solveCommand([path, '--level', '151', '--optimal', '--json'], plain.cli)).toBe(0);
    const found = JSON.parse(plain.out[0]);
    // The same level with that optimal solution stored.
    const { readFileSync } = await import('node:fs');
    const rows = readFileSync(path, 'utf8').split('\n; 151')[1].split('\n; 152')[0];
    const file = `; 1${rows}\nSolution: ${found.solution}\n`;
    const t = io({ 's.xsb': file });
    expect(await solveCommand(['s.xsb', '--optimal', '--json'], t.cli)).toBe(0);
    const bounded = JSON.parse(t.out[0]);
    expect(bounded).toMatchObject({ solved: true, pushes: found.pushes, moves: found.moves });
    expect(bounded.nodes).toBeLessThan(found.nodes);
  });

  it('reports unsolved levels with a reason, and an unsolvable one with the deadlock that proves it', async () => {
    const t = io({ 'd.xsb': '######\n#$@ .#\n######\n' });
    expect(await solveCommand(['d.xsb', '--json'], t.cli)).toBe(1);
    expect(JSON.parse(t.out[0])).toMatchObject({
      level: 1,
      solved: false,
      reason: 'unsolvable',
      deadlocks: expect.arrayContaining([{ class: 'dead-square', boxes: [[1, 1]] }]),
    });
    // Two boxes side by side against the wall, off their goals: no dead square, a frozen pair.
    const pair = io({ 'p.xsb': '######\n#.$$.#\n#    #\n# @  #\n######\n' });
    expect(await solveCommand(['p.xsb'], pair.cli)).toBe(1);
    // In the game's words, the boxes named by the line:column of the file that writes them.
    expect(pair.out[0]).toMatch(
      /^Level 1 "Level 1": not solved \(unsolvable: the boxes at 2:3 and 2:4 are frozen against the wall\), /,
    );
    const corner = io({ 'd.xsb': '######\n#$@ .#\n######\n' });
    expect(await solveCommand(['d.xsb'], corner.cli)).toBe(1);
    expect(corner.out[0]).toMatch(/\(unsolvable: the box at 2:2 is stuck in a corner\), /);
    // A search cut short proves nothing and names nothing.
    const big = io();
    expect(
      await solveCommand(
        [`${LEVEL_DIR}/sasquatch.xsb`, '--level', '30', '--timeout', '0.2', '--json'],
        big.cli,
      ),
    ).toBe(1);
    expect(JSON.parse(big.out[0])).not.toHaveProperty('deadlocks');
  });

  it('stops on --nodes, in millions of stored positions', async () => {
    const t = io();
    const path = `${LEVEL_DIR}/microban.xsb`;
    expect(await solveCommand([path, '--level', '153', '--nodes', '0.0002', '--json'], t.cli)).toBe(1);
    expect(JSON.parse(t.out[0])).toMatchObject({ level: 153, solved: false, reason: 'node-limit' });
    expect(JSON.parse(t.out[0]).nodes).toBeLessThanOrEqual(200 + 4 * 10);
  });

  it('takes --order: Sasquatch #20 stores fewer positions by advice than by the bound', async () => {
    const path = `${LEVEL_DIR}/sasquatch.xsb`;
    const nodes: number[] = [];
    for (const order of ['bound', 'advice']) {
      const t = io();
      expect(
        await solveCommand([path, '--level', '20', '--timeout', '60', '--order', order, '--json'], t.cli),
      ).toBe(0);
      // The command replays every solution through the engine before it reports it solved.
      const r = JSON.parse(t.out[0]);
      expect(r.solved).toBe(true);
      nodes.push(r.nodes);
    }
    expect(nodes[1]).toBeLessThan(nodes[0]);
  });

  it('takes --seed and --weight: other paths to valid solutions (Microban #89)', async () => {
    const path = `${LEVEL_DIR}/microban.xsb`;
    const nodes: number[] = [];
    for (const seed of [[], ['--seed', '1'], ['--seed', '1'], ['--weight', '3']]) {
      const t = io();
      expect(await solveCommand([path, '--level', '89', '--json', ...seed], t.cli)).toBe(0);
      const r = JSON.parse(t.out[0]);
      expect(r.solved).toBe(true);
      nodes.push(r.nodes);
    }
    expect(nodes[1]).not.toBe(nodes[0]);
    // The same seed, the same search.
    expect(nodes[2]).toBe(nodes[1]);
    expect(nodes[3]).not.toBe(nodes[0]);
  });

  it('shortens a fast solution with --optimize s (Microban #36)', async () => {
    const path = `${LEVEL_DIR}/microban.xsb`;
    const pushes = async (extra: string[]) => {
      const t = io();
      expect(await solveCommand([path, '--level', '36', '--json', ...extra], t.cli)).toBe(0);
      return JSON.parse(t.out[0]).pushes as number;
    };
    const plain = await pushes([]);
    const shortened = await pushes(['--optimize', '3']);
    expect(shortened).toBeLessThan(plain);
    expect(shortened).toBeGreaterThanOrEqual(59); // the proven par
  });

  it('fails with one line and exit code 2 on bad input', async () => {
    for (const args of [
      [],
      ['x.xsb', '--level', '0'],
      ['a.xsb', '--optimize', '0'],
      ['a.xsb', '--optimize', '2', '--optimal'],
      ['a.xsb', '--level', '9'],
      ['a.xsb', '--frob'],
      ['a.xsb', '--nodes', '0'],
      ['a.xsb', '--nodes', 'many'],
      ['a.xsb', '--order', 'random'],
      ['a.xsb', '--seed', '-1'],
      ['a.xsb', '--seed', 'x'],
      ['a.xsb', '--weight', '0'],
      ['a.xsb', '--weight', '1.5'],
      ['a.xsb', '--weight', '101'],
      ['missing.xsb'],
    ]) {
      const t = io({ 'a.xsb': LEVEL });
      expect(await solveCommand(args, t.cli), args.join(' ')).toBe(2);
      expect(t.err).toHaveLength(1);
      expect(t.err[0]).not.toMatch(/\n|at .*\(/);
    }
  });
});

describe('deadlocks command', () => {
  it('flags the position after a deadly push, in JSON', async () => {
    const t = io({ 'a.xsb': '#######\n#     #\n# $ @.#\n#     #\n#######\n' });
    expect(await deadlocksCommand(['a.xsb', '--moves', 'ullD', '--json'], t.cli)).toBe(1);
    const r = JSON.parse(t.out[0]);
    expect(r.positions).toBe(5);
    expect(r.flagged[0]).toEqual({ index: 4, class: 'dead-square', boxes: [[2, 3]] });
  });

  it('says what is dead in words, naming the boxes by line:column; --json keeps the class and cells', async () => {
    const file = '; a level\n#######\n#     #\n# $ @.#\n#     #\n#######\n';
    const t = io({ 'a.xsb': file });
    expect(await deadlocksCommand(['a.xsb', '--moves', 'ullD'], t.cli)).toBe(1);
    expect(t.out).toEqual([
      'Level 1: 5 positions, 1 flagged',
      '  position 4: the box at 5:3 can never reach a goal',
    ]);
    // The second box pushed up beside the first, against the wall: a frozen pair.
    const pair = io({ 'p.xsb': '#######\n#.$  .#\n#  $  #\n#  @  #\n#######\n' });
    expect(await deadlocksCommand(['p.xsb', '--moves', 'U'], pair.cli)).toBe(1);
    expect(pair.out).toEqual([
      'Level 1: 2 positions, 1 flagged',
      '  position 1: the boxes at 2:3 and 2:4 are frozen against the wall',
    ]);
    const json = io({ 'p.xsb': '#######\n#.$  .#\n#  $  #\n#  @  #\n#######\n' });
    expect(await deadlocksCommand(['p.xsb', '--moves', 'U', '--json'], json.cli)).toBe(1);
    expect(JSON.parse(json.out[0]).flagged).toContainEqual({
      index: 1,
      class: 'freeze',
      boxes: [
        [2, 1],
        [3, 1],
      ],
    });
  });

  it("says the same on a busy machine: no clock, only the searches' node caps", async () => {
    // Three boxes in each other's way, which only the local search proves (deadlock.test.ts).
    const level = '#######\n##@  ##\n##$  ##\n#     #\n# **. #\n#######\n';
    const report = async () => {
      const t = io({ 'l.xsb': level });
      await deadlocksCommand(['l.xsb'], t.cli);
      return t.out;
    };
    const idle = await report();
    expect(idle).toEqual([
      'Level 1: 1 position, 1 flagged',
      "  position 0: the boxes at 3:3, 5:3 and 5:4 are in each other's way for good",
    ]);
    // A clock that jumps a second each time it is read: every deadline has passed at once.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 1000));
    try {
      expect(await report()).toEqual(idle);
    } finally {
      clock.mockRestore();
    }
  });

  it('replays stored solutions without flags', async () => {
    const level = '; 1\n#####\n#@$.#\n#####\nSolution: R\n';
    const t = io({ 's.xsb': level });
    expect(await deadlocksCommand(['s.xsb'], t.cli)).toBe(0);
    expect(t.out[0]).toBe('Level 1: 2 positions, no deadlock');
    expect(replayLurd(['#####', '#@$.#', '#####'], 'R').solved).toBe(true);
  });

  it('reports a blocked move in its row (exit 1) and rejects bad letters (exit 2)', async () => {
    const t = io({ 'a.xsb': LEVEL });
    expect(await deadlocksCommand(['a.xsb', '--level', '1', '--moves', 'l'], t.cli)).toBe(1);
    expect(t.out).toEqual(['Level 1: 1 position, no deadlock; move 1 (left) is blocked']);
    const t2 = io({ 'a.xsb': LEVEL });
    expect(await deadlocksCommand(['a.xsb', '--moves', 'xyz'], t2.cli)).toBe(2);
  });
});

describe('optimize command', () => {
  const optimizeCommand = (args: string[], cli: CliIO) => main(['optimize', ...args], cli);
  // A stored solution that pushes the box right, back left, then right to the goal.
  const DETOUR = '; 1\n\n######\n#    #\n#@$ .#\n#    #\n######\n\nSolution: RurrdLulldRR\n';
  const OPEN = '#######\n#     #\n# @$ .#\n#     #\n#     #\n#######\n';

  it('shortens --moves and prints the figures and the new LURD', async () => {
    const t = io({ 'o.xsb': OPEN });
    expect(await optimizeCommand(['o.xsb', '--moves', 'urDlddrUluRR'], t.cli)).toBe(0);
    expect(t.out).toEqual(['Level 1 "Level 1": 4 -> 2 pushes, 12 -> 2 moves, 0.0 s', 'RR']);
  });

  it('takes the stored solution by default; --json gives one object per level', async () => {
    const t = io({ 'd.xsb': DETOUR });
    expect(await optimizeCommand(['d.xsb', '--json'], t.cli)).toBe(0);
    const line = JSON.parse(t.out[0]);
    expect(line).toMatchObject({ level: 1, pushes: 2, before: { pushes: 4 }, complete: true });
    expect(replayLurd(DETOUR.split('\n').slice(2, 7), line.solution)).toMatchObject({
      solved: true,
      pushes: 2,
    });
  });

  it('reports a level without a solution, or with moves that do not solve it, and exits 1', async () => {
    const t = io({ 'a.xsb': LEVEL });
    expect(await optimizeCommand(['a.xsb'], t.cli)).toBe(1);
    expect(t.out).toEqual([
      'Level 1 "Level 1": no stored solution (give one with --moves)',
      'Level 2 "Level 2": no stored solution (give one with --moves)',
    ]);
    const u = io({ 'a.xsb': LEVEL });
    expect(await optimizeCommand(['a.xsb', '--level', '2', '--moves', 'R', '--json'], u.cli)).toBe(1);
    expect(JSON.parse(u.out[0])).toEqual({ level: 2, error: 'the moves do not solve the level' });
  });

  it('fails with one line and exit code 2 on bad input', async () => {
    for (const args of [
      [],
      ['a.xsb', '--moves', 'R'],
      ['a.xsb', '--timeout', '0'],
      ['a.xsb', '--level', '3'],
    ]) {
      const t = io({ 'a.xsb': LEVEL });
      expect(await optimizeCommand(args, t.cli), args.join(' ')).toBe(2);
      expect(t.err).toHaveLength(1);
    }
  });
});
