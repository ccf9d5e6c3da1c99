import { Game } from '../core/game';
import { levelTitle } from '../core/level/types';
import { moves, pushes } from '../core/plural';
import { MODS } from '../mods';
import { type Command, type CommandHelp, usageLine } from './command';
import { intFlag, MOVES_HELP, movesFlag, oneFile, parseArgs, UsageError } from './io';
import { ignoredText, type PickedLevel, playToWin, selectLevels } from './select';

interface ReplayLine {
  level: number;
  title: string;
  solved: boolean;
  moves: number;
  pushes: number;
  board: string;
  error?: string;
  index?: number;
  /** Moves after the win, not played (nor counted). */
  ignored?: number;
}

export const replayHelp: CommandHelp = {
  usage: 'replay <file|-> [--level n] [--moves LURD] [--json]',
  summary: "Replays each level's stored Solution: lines, or the given moves; one line per level.",
  options: [
    ['--level n', 'only level n (from 1)'],
    ['--moves LURD', `play these moves instead of the stored solutions: ${MOVES_HELP}`],
    ['--json', 'one JSON object per level'],
  ],
  exit: '0 every level solved, 1 a level that cannot be played, a blocked move, or moves (given or stored) that do not solve the level, 2 bad arguments (a bad --moves letter too) or an unreadable file',
};

/**
 * `replay <file|-> [--level n] [--moves LURD] [--json]`: plays the given moves on one level, or every
 * stored solution of every level. One line per level. Exit 1 when a move is blocked, a level cannot
 * be played, or the moves (given or stored) do not solve the level; 2 on bad arguments.
 */
export const replayCommand: Command = async (args, io) => {
  const { positionals, flags } = parseArgs(args, { level: 'string', moves: 'string', json: 'boolean' });
  const file = oneFile(positionals, usageLine(replayHelp));
  const lurd = movesFlag(flags.moves);
  const { levels } = await selectLevels(io, file, intFlag(flags.level, 'level'));
  if (lurd !== undefined && levels.length > 1)
    throw new UsageError('--moves needs --level when the file has several levels');
  let failed = 0;
  for (const picked of levels) {
    const line = replayLevel(picked, lurd);
    // Moves that do not solve the level fail like a stored solution that does not.
    const bad = line.error !== undefined || !line.solved;
    if (bad) failed++;
    io.out(flags.json ? JSON.stringify(line) : describe(line));
  }
  if (!flags.json && levels.length > 1)
    io.out(`${levels.length - failed}/${levels.length} levels replayed without error`);
  return failed ? 1 : 0;
};

function replayLevel({ level, game, error }: PickedLevel, lurd: string | undefined): ReplayLine {
  const base = {
    level: level.index,
    title: levelTitle(level),
    solved: false,
    moves: 0,
    pushes: 0,
    board: level.rows.join('\n'),
  };
  if (!game) return { ...base, error };
  const solutions = lurd !== undefined ? [lurd] : level.solutions;
  if (solutions.length === 0) return { ...base, board: game.toXsb(), error: 'no stored solution' };
  let first: ReplayLine | undefined;
  for (const [k, given] of solutions.entries()) {
    const g = k === 0 ? game : Game.fromLevel(level, { catalogue: MODS });
    const played = playToWin(g, given);
    const line: ReplayLine = {
      ...base,
      solved: g.solved,
      moves: g.moves,
      pushes: g.pushes,
      board: g.toXsb(),
      ...(played.ok ? {} : { error: played.message, index: played.index }),
      ...(played.ignored ? { ignored: played.ignored } : {}),
    };
    if (!played.ok || (lurd === undefined && !g.solved)) {
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
  // The error names the move from 1; JSON has its `index` from 0 as well.
  if (l.error) return `${head}: ${l.error}`;
  return `${head}: ${l.solved ? 'solved' : 'not solved'} in ${moves(l.moves)}, ${pushes(l.pushes)}${ignoredText(l.ignored)}`;
}
