import { Game } from '../core/game';
import { levelTitle } from '../core/level/types';
import { moves, pushes } from '../core/plural';
import { MODS } from '../mods';
import { type Command, type CommandHelp, usageLine } from './command';
import { intFlag, MOVES_HELP, movesFlag, oneFile, parseArgs, UsageError } from './io';
import { ignoredText, type PickedLevel, playToWin, selectLevels } from './select';

/** One solution's replay: its own figures, each counted up to its win. */
interface SolutionFigures {
  solved: boolean;
  moves: number;
  pushes: number;
  error?: string;
  index?: number;
  /** Moves after the win, not played (nor counted). */
  ignored?: number;
}

interface ReplayLine extends SolutionFigures {
  level: number;
  title: string;
  board: string;
  /** Each solution's own figures, when the level stores several (the fields above are the first's, or the first failing one's). */
  solutions?: (SolutionFigures & { solution: number })[];
}

export const replayHelp: CommandHelp = {
  usage: 'replay <file|-> [--level n] [--moves LURD] [--json]',
  summary:
    "Replays each level's stored Solution: lines, or the given moves, up to the win; one line per level, or per solution when a level stores several.",
  options: [
    ['--level n', 'only level n (from 1)'],
    ['--moves LURD', `play these moves instead of the stored solutions: ${MOVES_HELP}`],
    [
      '--json',
      "one JSON object per level (with each solution's figures in `solutions` when it stores several)",
    ],
  ],
  exit: '0 every level solved, 1 a level that cannot be played, has no stored solution and no --moves, a blocked move, or moves (given or stored) that do not solve the level, 2 bad arguments (a bad --moves letter too) or an unreadable file',
};

/**
 * `replay <file|-> [--level n] [--moves LURD] [--json]`: plays the given moves on one level, or every
 * stored solution of every level. One line per level, or one per solution, each with its own
 * figures, when a level stores several (JSON keeps one object per level and lists them). Exit 1 when a move is blocked, a level cannot
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
    if (flags.json) io.out(JSON.stringify(line));
    else for (const text of describe(line)) io.out(text);
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
  if (solutions.length === 0)
    return { ...base, board: game.toXsb(), error: 'no stored solution (give one with --moves)' };
  const played = solutions.map((given, k) => {
    const g = k === 0 ? game : Game.fromLevel(level, { catalogue: MODS });
    const run = playToWin(g, given);
    const figures: SolutionFigures = {
      solved: g.solved,
      moves: g.moves,
      pushes: g.pushes,
      ...(run.ok ? {} : { error: run.message, index: run.index }),
      ...(run.ignored ? { ignored: run.ignored } : {}),
    };
    // A stored solution that does not solve the level fails; given moves say "not solved" (and still fail).
    if (run.ok && lurd === undefined && !g.solved) figures.error = 'the solution does not solve the level';
    return { figures, board: g.toXsb() };
  });
  const failing = played.findIndex((p) => p.figures.error !== undefined);
  const shown = played[Math.max(failing, 0)];
  const several = solutions.length > 1;
  return {
    ...base,
    ...shown.figures,
    board: shown.board,
    ...(several && failing >= 0 ? { error: `solution ${failing + 1}: ${shown.figures.error}` } : {}),
    ...(several ? { solutions: played.map((p, k) => ({ solution: k + 1, ...p.figures })) } : {}),
  };
}

/** One line per level, or per solution when the level stores several, each with its own figures. */
function describe(l: ReplayLine): string[] {
  const head = `level ${l.level} "${l.title}"`;
  if (!l.solutions) return [`${head}: ${outcome(l)}`];
  return l.solutions.map((s) => `${head}: solution ${s.solution}: ${outcome(s)}`);
}

function outcome(f: SolutionFigures): string {
  // The error names the move from 1; JSON has its `index` from 0 as well.
  if (f.error) return f.error;
  return `${f.solved ? 'solved' : 'not solved'} in ${moves(f.moves)}, ${pushes(f.pushes)}${ignoredText(f.ignored)}`;
}
