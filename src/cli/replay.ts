import { Game } from '../core/game';
import { formatProblem, type LevelProblem } from '../core/level/problems';
import { type LevelSource, levelTitle } from '../core/level/types';
import { count, moves, pushes } from '../core/plural';
import { MODS } from '../mods';
import { type Command, type CommandHelp, usageLine } from './command';
import { intFlag, parseArgs, UsageError } from './io';
import { loadCollection } from './load';
import { levelError } from './select';

interface ReplayLine {
  level: number;
  title: string;
  solved: boolean;
  moves: number;
  pushes: number;
  board: string;
  error?: string;
  index?: number;
}

export const replayHelp: CommandHelp = {
  usage: 'replay <file|-> [--level n] [--moves LURD] [--json]',
  summary: "Replays each level's stored Solution: lines, or the given moves; one line per level.",
  options: [
    ['--level n', 'only level n (from 1)'],
    [
      '--moves LURD',
      'play these moves instead of the stored solutions (needs --level if the file has several levels)',
    ],
    ['--json', 'one JSON object per level'],
  ],
  exit: '0 no error, 1 an invalid level, an illegal move, or a stored solution that does not solve its level, 2 bad arguments or input',
};

/**
 * `replay <file|-> [--level n] [--moves LURD] [--json]`: plays the given moves on one level, or every
 * stored solution of every level. One line per level. Exit 1 when a move is illegal, a level is
 * invalid, or a stored solution does not solve its level.
 */
export const replayCommand: Command = async (args, io) => {
  const { positionals, flags } = parseArgs(args, { level: 'string', moves: 'string', json: 'boolean' });
  if (positionals.length !== 1) throw new UsageError(usageLine(replayHelp));
  const number = intFlag(flags.level, 'level');
  const moves = flags.moves as string | undefined;
  const { collection, problems, name } = await loadCollection(io, positionals[0]);
  const fileProblems = problems.filter((p) => p.level === undefined);
  if (fileProblems.length) {
    for (const p of fileProblems) io.err(formatProblem(p, name));
    return 2;
  }
  if (number !== undefined && number > collection.levels.length) {
    throw new UsageError(
      `${name} has ${count(collection.levels.length, 'level')}; there is no level ${number}`,
    );
  }
  if (moves !== undefined && number === undefined && collection.levels.length > 1) {
    throw new UsageError('--moves needs --level when the file has several levels');
  }
  const levels = number !== undefined ? [collection.levels[number - 1]] : collection.levels;
  let failed = 0;
  for (const level of levels) {
    const line = replayLevel(
      level,
      moves,
      problems.filter((p) => p.level === level.index),
      name,
    );
    const bad = line.error !== undefined || (moves === undefined && !line.solved);
    if (bad) failed++;
    io.out(flags.json ? JSON.stringify(line) : describe(line));
  }
  if (!flags.json && levels.length > 1)
    io.out(`${levels.length - failed}/${levels.length} levels replayed without error`);
  return failed ? 1 : 0;
};

function replayLevel(
  level: LevelSource,
  moves: string | undefined,
  syntax: readonly LevelProblem[],
  file: string,
): ReplayLine {
  const title = levelTitle(level);
  const base = {
    level: level.index,
    title,
    solved: false,
    moves: 0,
    pushes: 0,
    board: level.rows.join('\n'),
  };
  if (syntax.length) return { ...base, error: levelError(syntax, file) };
  const { game, problems } = Game.tryLevel(level, { catalogue: MODS });
  if (!game) return { ...base, error: levelError(problems, file) };
  const solutions = moves !== undefined ? [moves] : level.solutions;
  if (solutions.length === 0) return { ...base, board: game.toXsb(), error: 'no stored solution' };
  let first: ReplayLine | undefined;
  for (const [k, lurd] of solutions.entries()) {
    const g = k === 0 ? game : Game.fromLevel(level, { catalogue: MODS });
    const played = g.play(lurd);
    const line: ReplayLine = {
      ...base,
      solved: g.solved,
      moves: g.moves,
      pushes: g.pushes,
      board: g.toXsb(),
      ...(played.ok ? {} : { error: played.message, index: played.index }),
    };
    if (!played.ok || (moves === undefined && !g.solved)) {
      const which = solutions.length > 1 ? `solution ${k + 1}: ` : '';
      return {
        ...line,
        error: which + (played.ok ? 'the solution does not solve the level' : played.message),
      };
    }
    first ??= line;
  }
  return first!;
}

function describe(l: ReplayLine): string {
  const head = `level ${l.level} "${l.title}"`;
  if (l.error) return `${head}: ${l.error}${l.index !== undefined ? ` (at move index ${l.index})` : ''}`;
  return `${head}: ${l.solved ? 'solved' : 'not solved'} in ${moves(l.moves)}, ${pushes(l.pushes)}`;
}
