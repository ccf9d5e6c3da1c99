import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from './run';

const two = [
  '; 1',
  '#####',
  '#@$.#',
  '#####',
  'Title: One',
  'Solution: R',
  '',
  '; 2',
  '######',
  '#@ $.#',
  '######',
  'Solution: rR',
].join('\n');

describe('sokoban validate', () => {
  it('prints one line per problem with line and column and exits 1', async () => {
    const r = await run(['validate', 'bad.xsb'], {
      'bad.xsb': '#####\n#@$x#\n#####\n\n######\n#@$$.#\n######',
    });
    expect(r.code).toBe(1);
    expect(r.out).toContain('bad.xsb:2:4: level 1 "Level 1": unknown character "x" in the board');
    expect(r.out.some((l) => l.includes('2 boxes but 1 goal'))).toBe(true);
  });

  it('says OK and exits 0 for good files', async () => {
    const r = await run(['validate', 'good.xsb'], { 'good.xsb': two });
    expect(r).toMatchObject({ code: 0, out: ['good.xsb: 2 levels OK'] });
  });
});

describe('sokoban replay', () => {
  it('replays every stored solution, one JSON object per level', async () => {
    const r = await run(['replay', 'two.xsb', '--json'], { 'two.xsb': two });
    expect(r.code).toBe(0);
    expect(r.out.map((l) => JSON.parse(l))).toEqual([
      { level: 1, title: 'One', solved: true, moves: 1, pushes: 1, board: '#####\n# @*#\n#####' },
      { level: 2, title: 'Level 2', solved: true, moves: 2, pushes: 1, board: '######\n#  @*#\n######' },
    ]);
  });

  it("reports each stored solution's own figures when a level stores several", async () => {
    const level = '######\n#@ $.#\n######\n';
    const files = {
      's.xsb': `${level}Solution: rRll\nSolution: rlrR\n`,
      'f.xsb': `${level}Solution: rRl\nSolution: rl\n`,
    };
    const good = await run(['replay', 's.xsb'], files);
    expect(good).toMatchObject({
      code: 0,
      out: [
        'level 1 "Level 1": solution 1: solved in 2 moves, 1 push; 2 moves after the win ignored',
        'level 1 "Level 1": solution 2: solved in 4 moves, 1 push',
      ],
    });
    // JSON keeps one object per level, its fields the first solution's, and adds each one's figures.
    const json = await run(['replay', 's.xsb', '--json'], files);
    expect(json.out.map((l) => JSON.parse(l))).toEqual([
      {
        level: 1,
        title: 'Level 1',
        solved: true,
        moves: 2,
        pushes: 1,
        ignored: 2,
        board: '######\n#  @*#\n######',
        solutions: [
          { solution: 1, solved: true, moves: 2, pushes: 1, ignored: 2 },
          { solution: 2, solved: true, moves: 4, pushes: 1 },
        ],
      },
    ]);
    // A solution that fails is named, and the others are still replayed.
    const bad = await run(['replay', 'f.xsb'], files);
    expect(bad).toMatchObject({
      code: 1,
      out: [
        'level 1 "Level 1": solution 1: solved in 2 moves, 1 push; 1 move after the win ignored',
        'level 1 "Level 1": solution 2: the solution does not solve the level',
      ],
    });
    const badJson = JSON.parse((await run(['replay', 'f.xsb', '--json'], files)).out[0]);
    expect(badJson).toMatchObject({
      error: 'solution 2: the solution does not solve the level',
      solved: false,
      moves: 2,
      pushes: 0,
      solutions: [
        { solution: 1, solved: true, moves: 2, pushes: 1, ignored: 1 },
        { solution: 2, solved: false, moves: 2, pushes: 0, error: 'the solution does not solve the level' },
      ],
    });
  });

  it('reports an illegal move with its index and exits 1', async () => {
    const r = await run(['replay', 'two.xsb', '--level', '2', '--moves', 'rll', '--json'], {
      'two.xsb': two,
    });
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out[0])).toMatchObject({
      level: 2,
      solved: false,
      index: 2,
      error: expect.stringContaining('move 3'),
    });
  });

  it('replays a known Microban solution from the shipped file', async () => {
    const r = await run([
      'replay',
      'levels/microban.xsb',
      '--level',
      '1',
      '--moves',
      'dlUrrrdLullddrUluRuulDrddrruLdlUU',
    ]);
    expect(r.code).toBe(0);
    expect(r.out[0]).toBe('level 1 "Level 1": solved in 33 moves, 8 pushes');
  });

  it('gives a one-line error for bad arguments and missing files, never a stack trace', async () => {
    expect(await run(['replay'])).toMatchObject({ code: 2 });
    const missing = await run(['replay', 'nope.xsb']);
    expect(missing.code).toBe(2);
    expect(missing.err).toEqual(['sokoban replay: no such file: nope.xsb']);
    // A directory was "cannot read tests: EISDIR", the error's bare code.
    expect(await run(['validate', 'tests'])).toMatchObject({
      code: 2,
      err: ['sokoban validate: tests is a directory, not a level file'],
    });
    expect((await run(['convert', 'tests', '--to', 'sok'])).err).toEqual([
      'sokoban convert: tests is a directory, not a level file',
    ]);
    // Bench reads no file: one given to it was ignored and the bench ran.
    expect(await run(['bench', 'levels/microban.xsb'])).toMatchObject({
      code: 2,
      err: ['sokoban bench: unexpected argument "levels/microban.xsb"'],
    });
    expect((await run(['replay', 'two.xsb', '--level', 'x'], { 'two.xsb': two })).err[0]).toContain(
      '--level',
    );
    expect((await run(['frobnicate'])).code).toBe(2);
  });
});

describe('sokoban bench', () => {
  it.each([['abc'], ['-1'], ['0'], ['']])('rejects --seconds %j with one line and exit 2', async (s) => {
    const r = await run(['bench', '--seconds', s]);
    expect(r).toMatchObject({ code: 2, out: [] });
    expect(r.err).toEqual([`sokoban bench: --seconds must be a positive number, not "${s}"`]);
  });
});

describe('sokoban replay exit codes', () => {
  const level = '######\n#@ $.#\n######\n';

  it('exits 1 when the given moves do not solve the level, as for a stored solution', async () => {
    const given = await run(['replay', 'w.xsb', '--moves', 'r'], { 'w.xsb': level });
    expect(given).toMatchObject({ code: 1, out: ['level 1 "Level 1": not solved in 1 move, 0 pushes'] });
    const stored = await run(['replay', 's.xsb'], { 's.xsb': `${level}Solution: r\n` });
    expect(stored).toMatchObject({
      code: 1,
      out: ['level 1 "Level 1": the solution does not solve the level'],
    });
    expect((await run(['replay', 'w.xsb', '--moves', 'rR'], { 'w.xsb': level })).code).toBe(0);
  });

  it('says what each exit code means in its help', async () => {
    const help = (await run(['replay', '--help'])).out.join('\n');
    expect(help).toMatch(/^exit codes: 0 .*, 1 .*do not solve.*, 2 /m);
  });
});

describe('the level commands read every format convert reads', () => {
  const fixture = (name: string) => readFileSync(`tests/fixtures/formats/${name}`, 'utf8');

  it('validates and replays SLC, SOK and url files, by extension or, from standard input, by content', async () => {
    expect(await run(['validate', 'tests/fixtures/formats/workshop.slc'])).toMatchObject({
      code: 0,
      out: ['tests/fixtures/formats/workshop.slc: 5 levels OK'],
    });
    expect(await run(['validate', '-'], { '-': fixture('workshop.url') })).toMatchObject({
      code: 0,
      out: ['<stdin>: 5 levels OK'],
    });
    const sok = await run(['replay', 'tests/fixtures/formats/workshop-jsoko.sok', '--level', '2']);
    expect(sok).toMatchObject({
      code: 0,
      out: [
        'level 2 "Corner Store": solution 1: solved in 48 moves, 12 pushes',
        'level 2 "Corner Store": solution 2: solved in 58 moves, 12 pushes',
      ],
    });
  });

  it('names the line and column of broken XML, not "No level found"', async () => {
    const slc = [
      '<?xml version="1.0"?>',
      '<SokobanLevels><LevelCollection>',
      '<Level Id="a" Width="5" Height="3"><L>#####</L><L>#@$.#<L>#####</L></Level>',
      '</LevelCollection></SokobanLevels>',
    ].join('\n');
    const r = await run(['validate', 'bad.slc'], { 'bad.slc': slc });
    expect(r.code).toBe(1);
    expect(r.out[0]).toBe('bad.slc:3:48: <L> is never closed (found </Level>)');
    const replay = await run(['replay', 'bad.slc'], { 'bad.slc': slc });
    expect(replay).toMatchObject({
      code: 2,
      err: ['sokoban replay: bad.slc:3:48: <L> is never closed (found </Level>)'],
    });
  });
});
