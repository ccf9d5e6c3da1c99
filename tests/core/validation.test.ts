import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game } from '../../src/core/game';
import { formatProblem } from '../../src/core/level/problems';
import { parseCollection } from '../../src/core/level/xsb';
import type { Plugin } from '../../src/core/plugin';

const problemsOf = (text: string) => {
  const { collection, problems } = parseCollection(text);
  return [...problems, ...collection.levels.flatMap((l) => Game.tryLevel(l).problems)];
};

describe('level validation', () => {
  it('accepts a good level', () => {
    expect(problemsOf('#####\n#@$.#\n#####')).toEqual([]);
  });

  it('reports a missing player and several players with their position', () => {
    expect(problemsOf('#####\n# $.#\n#####')).toContainEqual(expect.objectContaining({ code: 'no-player' }));
    expect(problemsOf('######\n#@$.@#\n######')).toContainEqual(
      expect.objectContaining({ code: 'several-players', line: 2, column: 5 }),
    );
  });

  it('says both counts when boxes and goals differ', () => {
    const [p] = problemsOf('######\n#@$$.#\n######');
    expect(p).toMatchObject({ code: 'box-goal-mismatch' });
    expect(p.message).toContain('2 boxes but 1 goal');
  });

  it('refuses a level already solved at the start: there is nothing to play and no win to record', () => {
    const playable = (text: string) => Game.checkPlayable(parseCollection(text).collection.levels[0]);
    expect(playable('####\n#@*#\n####')).toEqual([
      expect.objectContaining({ code: 'solved-at-start', line: 1 }),
    ]);
    // One box on its goal is fine while another still has its way to go.
    expect(playable('######\n#@*$.#\n######')).toEqual([]);
  });

  it('finds a region open to the outside, including past a ragged row end', () => {
    expect(problemsOf('#####\n#@$. \n#####')).toContainEqual(expect.objectContaining({ code: 'open-board' }));
    expect(problemsOf('#####\n#@$.\n#####')).toContainEqual(
      expect.objectContaining({ code: 'open-board', line: 2 }),
    );
  });

  it('points at where the player would walk off, not at the player', () => {
    // Row 4 ends early: its trimmed spaces are outside, so the open cell is the first one past "#".
    expect(problemsOf('######\n#    #\n#@$. #\n#\n######')).toContainEqual(
      expect.objectContaining({ code: 'open-board', line: 4, column: 2 }),
    );
    expect(problemsOf('#####\n#@$.\n#####')).toContainEqual(
      expect.objectContaining({ code: 'open-board', line: 2, column: 5 }),
    );
  });

  it('rejects a goal or box that walls shut off from the player, and lets a box on a goal out there be', () => {
    const goal = problemsOf('#######\n#@$ #.#\n#   ###\n#######');
    expect(goal).toEqual([
      expect.objectContaining({
        code: 'out-of-reach',
        line: 2,
        column: 6,
        message: expect.stringMatching(/goal/),
      }),
    ]);
    const box = problemsOf('#######\n#@ .#$#\n#   ###\n#######');
    expect(box).toEqual([
      expect.objectContaining({
        code: 'out-of-reach',
        line: 2,
        column: 6,
        message: expect.stringMatching(/box/),
      }),
    ]);
    // Scenery: a filled goal in a walled pocket is no problem.
    expect(problemsOf('#######\n#@$.#*#\n#######')).toEqual([]);
  });

  it('reports an empty level and an unknown mod', () => {
    expect(problemsOf('Mods: lava\n\n#####\n#@$.#\n#####')).toContainEqual(
      expect.objectContaining({ code: 'unknown-mod', message: expect.stringContaining('lava') }),
    );
  });

  it.each([
    ['maxChain=two', 'rule maxChain cannot be "two": use a whole number, 0 or more', 8],
    ['maxChain=-1', 'rule maxChain cannot be "-1": use a whole number, 0 or more', 8],
    ['maxChain=1.5', 'rule maxChain cannot be "1.5": use a whole number, 0 or more', 8],
    ['deadlocks=of', 'rule deadlocks cannot be "of": use full, fast or off', 8],
    ['maxChain=2,  deadlocks=Fast', 'rule deadlocks cannot be "Fast": use full, fast or off', 21],
    ['constructor=1', 'unknown rule "constructor=1"; known rules: maxChain, deadlocks', 8],
    ['maxChain', 'unknown rule "maxChain"; known rules: maxChain, deadlocks', 8],
  ])('reports Rules: %s at its line and column, naming what the rule takes', (rules, message, column) => {
    expect(problemsOf(`#####\n#@$.#\n#####\nTitle: T\nRules: ${rules}`)).toEqual([
      { code: 'bad-header', message, level: 1, title: 'T', line: 5, column },
    ]);
  });

  it('reads Rules: values of the type each rule takes', () => {
    const g = Game.fromText('#######\n#@$$..#\n#######\nRules: maxChain = 0 , deadlocks=off');
    expect(g.world.rules).toMatchObject({ maxChain: 0, deadlocks: 'off' });
    const flags: Plugin = {
      name: 'flags',
      description: 'a boolean rule',
      setup: (api) => api.rule('lit', false, 'whether the lamp is lit'),
    };
    const catalogue = new Map([['flags', flags]]);
    const lit = (value: string) => {
      const { collection } = parseCollection(`Mods: flags\n\n#####\n#@$.#\n#####\nRules: lit=${value}`);
      return Game.tryLevel(collection.levels[0], { catalogue });
    };
    expect(lit('TRUE').game?.world.rules.lit).toBe(true);
    expect(lit('false').game?.world.rules.lit).toBe(false);
    expect(lit('yes').problems).toEqual([
      expect.objectContaining({ code: 'bad-header', message: 'rule lit cannot be "yes": use true or false' }),
    ]);
  });

  it("keeps the engine's analysis switches out of the rules: a level cannot set them, a mod rule may share the name", () => {
    const board = '#######\n#  $  #\n# @  .#\n#######';
    expect(problemsOf(`${board}\nTitle: T\nRules: analysis=false, cornerDeadlocks=true`)).toEqual([
      expect.objectContaining({
        code: 'bad-header',
        message: expect.stringMatching(/^unknown rule "analysis=false"/),
      }),
      expect.objectContaining({
        code: 'bad-header',
        message: expect.stringMatching(/^unknown rule "cornerDeadlocks=true"/),
      }),
    ]);
    const namesake: Plugin = {
      name: 'namesake',
      description: 'rules named like the engine flags of old',
      setup: (api) => {
        api.rule('analysis', true, 'a mod option that happens to share the name');
        api.rule('cornerDeadlocks', 0, 'another one');
      },
    };
    const { collection } = parseCollection(
      `Mods: namesake\n\n${board}\nRules: analysis=false, cornerDeadlocks=3`,
    );
    const { game, problems } = Game.tryLevel(collection.levels[0], {
      catalogue: new Map([['namesake', namesake]]),
    });
    expect(problems).toEqual([]);
    expect(game?.world.rules).toMatchObject({ analysis: false, cornerDeadlocks: 3 });
    expect(game?.world.analysis).toEqual({ sound: true, corners: false });
    expect(game?.analysisNotes).toEqual([]);
    // The full detector still runs: a box pushed into a corner is marked.
    expect(game?.play('uRR').ok).toBe(true);
    expect(game?.deadlockedBoxes).toHaveLength(1);
  });

  it('formats a problem with its file, or, without one, with its line and column spelt out', () => {
    const p = {
      code: 'unknown-glyph',
      message: 'unknown character "x" in the board',
      level: 1,
      line: 2,
      column: 3,
    } as const;
    expect(formatProblem(p, 'f.xsb')).toBe('f.xsb:2:3: level 1: unknown character "x" in the board');
    expect(formatProblem(p)).toBe('line 2, column 3: level 1: unknown character "x" in the board');
    expect(formatProblem({ ...p, column: undefined })).toBe(
      'line 2: level 1: unknown character "x" in the board',
    );
    expect(formatProblem({ code: 'no-levels', message: 'No level found' })).toBe('No level found');
    expect(() => Game.fromText('#####\n#@x.#\n#####')).toThrow(
      'line 2, column 3: level 1 "Level 1": unknown character',
    );
  });

  it('Game.fromText throws a LevelError whose message names the problem', () => {
    expect(() => Game.fromText('#####\n# $.#\n#####')).toThrow(/no player/);
  });

  it('checkLevel finds exactly the problems that building the game finds, on any board', () => {
    const cell = fc.constantFrom('#', ' ', '@', '$', '.', '*', '+', '-', 'x');
    const board = fc.array(
      fc.array(cell, { minLength: 1, maxLength: 7 }).map((r) => r.join('')),
      {
        minLength: 1,
        maxLength: 6,
      },
    );
    fc.assert(
      fc.property(board, (rows) => {
        const { collection } = parseCollection(rows.join('\n'));
        for (const level of collection.levels)
          expect(Game.checkLevel(level)).toEqual(Game.tryLevel(level).problems);
      }),
    );
  });
});
