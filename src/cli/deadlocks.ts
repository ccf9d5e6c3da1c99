import { positionOf } from '../analysis/position';
import { Game } from '../core/game';
import { count } from '../core/plural';
import { MODS } from '../mods';
import { createDeadlockDetector, type DeadlockClass, type DeadlockDetector, parseBoard } from '../solver';
import { type Command, type CommandHelp, usageLine } from './command';
import { placedDeadlocks } from './deadlock-text';
import { intFlag, MOVES_HELP, movesFlag, oneFile, parseArgs, UsageError } from './io';
import { ignoredText, playToWin, selectLevels } from './select';

export const deadlocksHelp: CommandHelp = {
  usage: 'deadlocks <file|-> [--level n] [--moves LURD] [--json]',
  summary:
    'Replays the given moves (or each stored Solution:) up to the win and reports the deadlocks the detector proves at the start and after each push.',
  options: [
    ['--level n', 'only level n (from 1)'],
    ['--moves LURD', `the moves to replay instead of the stored solutions: ${MOVES_HELP}`],
    ['--json', 'one JSON object per replay'],
  ],
  exit: '0 nothing flagged, 1 something flagged, a level that cannot be played or a blocked move, 2 bad arguments (a bad --moves letter too) or an unreadable file',
};
const USAGE = usageLine(deadlocksHelp);

interface Flag {
  index: number;
  class: DeadlockClass;
  boxes: [number, number][];
}

/**
 * `deadlocks`: replays `--moves` (or each stored `Solution:` of a level) through the engine and
 * reports the deadlock classes the detector proves at the start and after every push (walking alone
 * cannot create a deadlock). Positions are numbered by moves played (0 = start); as in `replay`, the
 * moves stop at the win, and the row says how many after it were ignored. A level that cannot
 * be played, or a blocked move, is reported in its row and the other levels are still checked. Exit 0
 * when nothing was flagged, 1 when something was (or a level could not be played, or a move was
 * blocked), 2 on bad arguments or a file that cannot be read.
 */
export const deadlocksCommand: Command = async (args, io) => {
  const { positionals, flags } = parseArgs(args, { level: 'string', moves: 'string', json: 'boolean' });
  const file = oneFile(positionals, USAGE);
  const moves = movesFlag(flags.moves);
  const { levels } = await selectLevels(io, file, intFlag(flags.level, 'level'));
  if (moves !== undefined && levels.length > 1)
    throw new UsageError('--moves needs --level when the file has several levels');
  let anyFlagged = false;
  let failed = 0;
  for (const { level, game: first, error } of levels) {
    if (!first) {
      failed++;
      io.out(flags.json ? JSON.stringify({ level: level.index, error }) : `Level ${level.index}: ${error}`);
      continue;
    }
    if (first.analysisNotes.length) {
      io.out(
        flags.json
          ? JSON.stringify({ level: level.index, positions: 0, flagged: [], note: first.analysisNotes[0] })
          : `Level ${level.index}: ${first.analysisNotes[0]}`,
      );
      continue;
    }
    const detector = createDeadlockDetector(parseBoard(first.classicRows));
    const runs = moves !== undefined ? [moves] : level.solutions.length > 0 ? level.solutions : [''];
    for (const [s, lurd] of runs.entries()) {
      const game = s === 0 ? first : Game.fromLevel(level, { catalogue: MODS });
      const flagged: Flag[] = [];
      check(detector, game, 0, flagged);
      // Walking alone cannot create a deadlock, so only a push is checked; as replay does, the moves
      // stop at the win (a move after it is not played, nor can it be blocked).
      const played = playToWin(game, lurd, (turn, i) => {
        if (turn.pushes.length) check(detector, game, i + 1, flagged);
      });
      // The same words as replay's; the positions before a blocked move are still reported.
      const blocked = played.ok ? undefined : { index: played.index, error: played.message };
      if (flagged.length > 0) anyFlagged = true;
      if (blocked) failed++;
      const positions = (played.ok ? played.moves : played.index) + 1;
      const ignored = played.ignored ? { ignored: played.ignored } : {};
      const extra = runs.length > 1 ? { solution: s + 1 } : {};
      if (flags.json) {
        io.out(JSON.stringify({ level: level.index, ...extra, positions, flagged, ...blocked, ...ignored }));
        continue;
      }
      const which = runs.length > 1 ? ` solution ${s + 1}` : '';
      const dead = new Set(flagged.map((f) => f.index)).size;
      io.out(
        `Level ${level.index}${which}: ${count(positions, 'position')}, ${dead ? `${dead} flagged` : 'no deadlock'}` +
          (blocked ? `; ${blocked.error}` : '') +
          ignoredText(played.ignored),
      );
      // In words, boxes named by where the file writes their cells; --json keeps classes and [x, y].
      for (const index of new Set(flagged.map((f) => f.index))) {
        const here = flagged.filter((f) => f.index === index);
        for (const d of placedDeadlocks(level, here, first.classicRows))
          io.out(`  position ${index}: ${d.text}`);
      }
    }
  }
  return anyFlagged || failed ? 1 : 0;
};

/**
 * Runs every class on the game's current position with no clock, as the engine's marks do: only the
 * searches' node caps bound it, so the report is the same on an idle machine and a busy one.
 */
function check(detector: DeadlockDetector, game: Game, index: number, out: Flag[]): void {
  const pos = positionOf(game);
  if (!pos) return;
  const boxes = pos.boxes.map(([x, y]) => detector.toCell(x, y)).filter((c) => !detector.board.wall[c]);
  const report = detector.check(boxes, detector.toCell(pos.player[0], pos.player[1]), {
    budgetMs: Number.POSITIVE_INFINITY,
  });
  for (const f of detector.xyFindings(report.findings)) out.push({ index, ...f });
}
