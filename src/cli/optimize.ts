import { levelTitle } from '../core/level/types';
import { moves as movesText, pushes } from '../core/plural';
import { NotASolutionError, optimizeSolution, parseBoard } from '../solver';
import { type Command, type CommandHelp, usageLine } from './command';
import { intFlag, MOVES_HELP, movesFlag, oneFile, parseArgs, UsageError } from './io';
import {
  ignoredText,
  type PickedLevel,
  playSolution,
  positiveFlag,
  selectLevels,
  storedSolution,
} from './select';

export const optimizeHelp: CommandHelp = {
  usage: 'optimize <file|-> [--level n] [--moves LURD] [--timeout s] [--json]',
  summary: "Shortens a solution (the given moves, or the level's stored Solution: with the fewest pushes).",
  options: [
    ['--level n', 'only level n (from 1)'],
    ['--moves LURD', `the solution to shorten: ${MOVES_HELP}`],
    ['--timeout s', 'seconds per level (default 10)'],
    ['--json', 'one JSON object per level'],
  ],
  exit: '0 every level had a solution to shorten, 1 some had none (or not a valid one) or cannot be played, 2 bad arguments (a bad --moves letter too) or an unreadable file',
};
const USAGE = usageLine(optimizeHelp);

type Line =
  | {
      level: number;
      solution: string;
      pushes: number;
      moves: number;
      before: { pushes: number; moves: number };
      ms: number;
      complete: boolean;
      /** Moves after the win in the solution given, left out of `before`. */
      ignored?: number;
    }
  | { level: number; error: string };

/**
 * `optimize`: shortens a solution (`--moves`, or the level's stored `Solution:` with the fewest
 * pushes) with the solution optimizer, within `--timeout` seconds per level (default 10). Prints
 * the figures before and after and the new LURD; `--json`, one object per level per line. Every
 * solution is replayed through the engine before it is printed. A level that cannot be played is
 * reported in its row like one without a solution. Exit 0 when every level had a solution to work
 * on, 1 when some had none (or not a valid one), 2 on bad arguments or a file that cannot be read.
 */
export const optimizeCommand: Command = async (args, io) => {
  const { positionals, flags } = parseArgs(args, {
    level: 'string',
    moves: 'string',
    timeout: 'string',
    json: 'boolean',
  });
  const file = oneFile(positionals, USAGE);
  const timeoutS = positiveFlag(flags.timeout, 'timeout') ?? 10;
  const moves = movesFlag(flags.moves);
  const { levels } = await selectLevels(io, file, intFlag(flags.level, 'level'));
  if (moves !== undefined && levels.length > 1)
    throw new UsageError('--moves needs --level when the file has several levels');
  let failed = 0;
  for (const picked of levels) {
    const { level } = picked;
    const line = optimizeLevel(picked, moves, timeoutS * 1000);
    if ('error' in line) failed++;
    if (flags.json) io.out(JSON.stringify(line));
    else {
      const title = `Level ${level.index} "${levelTitle(level)}"`;
      if ('error' in line) io.out(`${title}: ${line.error}`);
      else {
        const { before } = line;
        io.out(
          `${title}: ${before.pushes} -> ${pushes(line.pushes)}, ${before.moves} -> ${movesText(line.moves)}, ` +
            `${(line.ms / 1000).toFixed(1)} s${line.complete ? '' : ' (out of time)'}${ignoredText(line.ignored)}`,
        );
        io.out(line.solution);
      }
    }
  }
  return failed ? 1 : 0;
};

function optimizeLevel(
  { level, game, error }: PickedLevel,
  moves: string | undefined,
  timeLimitMs: number,
): Line {
  const fail = (message: string): Line => ({ level: level.index, error: message });
  if (!game) return fail(error!);
  if (game.analysisNotes[0]) return fail(game.analysisNotes[0]);
  // The moves as the engine plays them: the optimizer wants pushes in upper case, walks in lower.
  const given = moves !== undefined ? playSolution(level, moves) : storedSolution(level);
  if (given === undefined) return fail('no stored solution (give one with --moves)');
  if ('error' in given) return fail(given.error);
  try {
    const r = optimizeSolution(parseBoard(game.classicRows), given.lurd, { timeLimitMs });
    // Never print a solution the engine does not accept.
    if (!game.play(r.solution).ok || !game.solved)
      return fail('internal error: the shortened solution fails');
    const { solution, before, complete } = r;
    return {
      level: level.index,
      solution,
      pushes: r.pushes,
      moves: r.moves,
      before,
      ms: Math.round(r.ms),
      complete,
      ...(given.ignored ? { ignored: given.ignored } : {}),
    };
  } catch (e) {
    if (e instanceof NotASolutionError) return fail(`internal error: ${e.message}`);
    throw e;
  }
}
