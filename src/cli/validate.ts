import { Game } from '../core/game';
import { formatProblem } from '../core/level/problems';
import { type LevelSource, levelTitle } from '../core/level/types';
import { count } from '../core/plural';
import { MODS } from '../mods';
import { createDeadlockDetector, type DeadlockClass, parseBoard, type XYFinding } from '../solver';
import { type Command, type CommandHelp, usageLine } from './command';
import { type PlacedDeadlock, placedDeadlocks } from './deadlock-text';
import { parseArgs, UsageError } from './io';
import { loadCollection } from './load';

export const validateHelp: CommandHelp = {
  usage: 'validate <file|->...',
  summary:
    'Checks levels: one line per problem (file:line:column: level n "title": what), a box dead from the start included, else "file: n levels OK".',
  options: [['<file|->...', 'the level files to check (- reads standard input)']],
  exit: '0 every level is valid, 1 some level or file has a problem, 2 bad arguments or a file that cannot be read',
};

/**
 * `validate <file|->...`: one line per problem; exit 1 if any level is invalid. A level that can be
 * played but is dead from the start (a box off goal in a corner, a frozen block) is invalid too.
 */
export const validateCommand: Command = async (args, io) => {
  const { positionals } = parseArgs(args, {});
  if (positionals.length === 0) throw new UsageError(usageLine(validateHelp));
  let bad = 0;
  for (const path of positionals) {
    const { collection, problems, name } = await loadCollection(io, path);
    const found: Placed[] = problems.map((p) => ({ ...p, text: formatProblem(p, name) }));
    const invalid = new Set(problems.map((p) => p.level ?? 0));
    for (const level of collection.levels) {
      // A level whose text is already broken is reported once, by the parser.
      if (invalid.has(level.index)) continue;
      // Without building the game (and its deadlock tables) when it cannot be played.
      const built = Game.checkPlayable(level, { catalogue: MODS });
      const own = built.length
        ? built.map((p) => ({ ...p, text: formatProblem(p, name) }))
        : deadAtStart(level).map((d) => ({
            ...d,
            text: `${name}:${d.line}:${d.column}: level ${level.index} "${levelTitle(level)}": unsolvable from the start: ${d.text}`,
          }));
      if (own.length) invalid.add(level.index);
      found.push(...own);
    }
    // In file order, whoever found them: the reader's problems and a later check's interleave. A
    // problem of the whole file (no line) comes first; the sort is stable, so a line keeps its order.
    found.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
    for (const { text } of found) io.out(text);
    bad += invalid.size;
    if (found.length === 0) io.out(`${name}: ${count(collection.levels.length, 'level')} OK`);
  }
  return bad > 0 ? 1 : 0;
};

/** A line to print and where in the file it points. */
interface Placed {
  line?: number;
  column?: number;
  text: string;
}

/**
 * The classes that cost little on a start position and need no search: each proves the level can
 * never be solved. Findings of a later class about boxes already named are left out.
 */
const START_CLASSES: readonly DeadlockClass[] = ['dead-square', 'freeze', 'pattern', 'bipartite'];

const CLASSIC = /^[#@+$*. _-]*$/;

/**
 * The deadlocks the detector proves at the start of a level that can be played, each placed at its
 * first box. None when the level's mods or rules switch analysis off.
 */
function deadAtStart(level: LevelSource): PlacedDeadlock[] {
  let rows: readonly string[] = level.rows;
  // Mods, and rules such as maxChain, may switch analysis off: the game knows (Game.analysisNotes).
  const rules = level.headers.some(([key]) => key.toLowerCase() === 'rules');
  if (level.mods.length || rules || !level.rows.every((r) => CLASSIC.test(r))) {
    const { game } = Game.tryLevel(level, { catalogue: MODS });
    if (!game || game.analysisNotes.length) return [];
    rows = game.classicRows;
  }
  let findings: XYFinding[];
  try {
    const board = parseBoard(rows);
    const detector = createDeadlockDetector(board);
    const report = detector.check(board.boxes, board.player, {
      classes: START_CLASSES,
      budgetMs: Number.POSITIVE_INFINITY,
    });
    findings = detector.xyFindings(report.findings);
  } catch {
    // A board the solver cannot read: nothing to say beyond what the builder said.
    return [];
  }
  return placedDeadlocks(level, findings, rows);
}
