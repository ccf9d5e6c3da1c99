import { positionOf } from '../analysis/position';
import { Game } from '../core/game';
import { formatProblem } from '../core/level/problems';
import { parseLurd } from '../core/lurd';
import { count } from '../core/plural';
import { MODS } from '../mods';
import { createDeadlockDetector, type DeadlockClass, type DeadlockDetector, parseBoard } from '../solver';
import { type Command, type CommandHelp, usageLine } from './command';
import { intFlag, oneFile, parseArgs, UsageError } from './io';
import { selectLevels } from './select';

export const deadlocksHelp: CommandHelp = {
  usage: 'deadlocks <file|-> [--level n] [--moves LURD] [--json]',
  summary:
    'Replays the given moves (or each stored Solution:) and reports the deadlocks the detector proves at the start and after each push.',
  options: [
    ['--level n', 'only level n (from 1)'],
    ['--moves LURD', 'the moves to replay instead of the stored solutions'],
    ['--json', 'one JSON object per replay'],
  ],
  exit: '0 nothing flagged, 1 something flagged, 2 bad arguments or input (an illegal move too)',
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
 * cannot create a deadlock). Positions are numbered by moves played (0 = start). Exit 0 when nothing
 * was flagged, 1 when something was, 2 on bad input (including an illegal move).
 */
export const deadlocksCommand: Command = async (args, io) => {
  const { positionals, flags } = parseArgs(args, { level: 'string', moves: 'string', json: 'boolean' });
  const file = oneFile(positionals, USAGE);
  const moves = flags.moves as string | undefined;
  const levels = await selectLevels(io, file, intFlag(flags.level, 'level'));
  let anyFlagged = false;
  for (const level of levels) {
    const first = Game.tryLevel(level, { catalogue: MODS });
    if (!first.game) throw new UsageError(first.problems.map((p) => formatProblem(p)).join('; '));
    if (first.game.analysisNotes.length) {
      io.out(
        flags.json
          ? JSON.stringify({
              level: level.index,
              positions: 0,
              flagged: [],
              note: first.game.analysisNotes[0],
            })
          : `Level ${level.index}: ${first.game.analysisNotes[0]}`,
      );
      continue;
    }
    const detector = createDeadlockDetector(parseBoard(first.game.classicRows));
    const runs = moves !== undefined ? [moves] : level.solutions.length > 0 ? level.solutions : [''];
    for (const [s, lurd] of runs.entries()) {
      const parsed = parseLurd(lurd);
      if (!parsed.ok) throw new UsageError(`level ${level.index}: ${parsed.message}`);
      const game = s === 0 ? first.game : Game.fromLevel(level, { catalogue: MODS });
      const flagged: Flag[] = [];
      check(detector, game, 0, flagged);
      for (const [i, m] of parsed.moves.entries()) {
        const r = game.move(m);
        if (!r.moved) throw new UsageError(`level ${level.index}: move ${i + 1} (${m}) is illegal: blocked`);
        if (r.pushes.length) check(detector, game, i + 1, flagged);
      }
      if (flagged.length > 0) anyFlagged = true;
      const extra = runs.length > 1 ? { solution: s + 1 } : {};
      if (flags.json) {
        io.out(JSON.stringify({ level: level.index, ...extra, positions: parsed.moves.length + 1, flagged }));
        continue;
      }
      const which = runs.length > 1 ? ` solution ${s + 1}` : '';
      const dead = new Set(flagged.map((f) => f.index)).size;
      io.out(
        `Level ${level.index}${which}: ${count(parsed.moves.length + 1, 'position')}, ${dead ? `${dead} flagged` : 'no deadlock'}`,
      );
      for (const f of flagged)
        io.out(`  position ${f.index}: ${f.class} ${f.boxes.map(([x, y]) => `(${x},${y})`).join(' ')}`);
    }
  }
  return anyFlagged ? 1 : 0;
};

/** Runs every class on the game's current position (generous budget: this is a report, not a turn). */
function check(detector: DeadlockDetector, game: Game, index: number, out: Flag[]): void {
  const pos = positionOf(game);
  if (!pos) return;
  const boxes = pos.boxes.map(([x, y]) => detector.toCell(x, y)).filter((c) => !detector.board.wall[c]);
  const report = detector.check(boxes, detector.toCell(pos.player[0], pos.player[1]), { budgetMs: 20 });
  for (const f of detector.xyFindings(report.findings)) out.push({ index, ...f });
}
