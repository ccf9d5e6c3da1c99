import { byPlainness, deadlockClause } from '../analysis/deadlock-words';
import { Game } from '../core/game';
import { formatProblem } from '../core/level/problems';
import { cellPlace, type LevelSource, levelTitle } from '../core/level/types';
import { count } from '../core/plural';
import { MODS } from '../mods';
import { createDeadlockDetector, type DeadlockClass, parseBoard, type XYFinding } from '../solver';
import { type Command, type CommandHelp, usageLine } from './command';
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
    const lines = problems.map((p) => formatProblem(p, name));
    const invalid = new Set(problems.map((p) => p.level ?? 0));
    for (const level of collection.levels) {
      // A level whose text is already broken is reported once, by the parser.
      if (invalid.has(level.index)) continue;
      // Without building the game (and its deadlock tables) when it cannot be played.
      const built = Game.checkLevel(level, { catalogue: MODS });
      const found = built.length ? built.map((p) => formatProblem(p, name)) : deadAtStart(level, name);
      if (found.length) invalid.add(level.index);
      lines.push(...found);
    }
    for (const line of lines) io.out(line);
    bad += invalid.size;
    if (lines.length === 0) io.out(`${name}: ${count(collection.levels.length, 'level')} OK`);
  }
  return bad > 0 ? 1 : 0;
};

/**
 * The classes that cost little on a start position and need no search: each proves the level can
 * never be solved. Findings of a later class about boxes already named are left out.
 */
const START_CLASSES: readonly DeadlockClass[] = ['dead-square', 'freeze', 'pattern', 'bipartite'];

const CLASSIC = /^[#@+$*. _-]*$/;

/**
 * One line per deadlock the detector proves at the start of a level that can be played, naming the
 * first box's line:column and the kind. Skipped when the level's mods or rules switch analysis off.
 */
function deadAtStart(level: LevelSource, file: string): string[] {
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
  // Plainest first, as the game chooses: a box two findings share is named by the plainer one.
  const named = new Set<string>();
  const out: string[] = [];
  for (const f of [...findings].sort(byPlainness)) {
    const boxes = [...f.boxes].sort(([ax, ay], [bx, by]) => ay - by || ax - bx);
    const keys = boxes.map(([x, y]) => {
      const { line, column } = cellPlace(level, x, y);
      return `${line}:${column}`;
    });
    if (keys.every((k) => named.has(k))) continue;
    for (const k of keys) named.add(k);
    const where = `${file}:${keys[0]}: level ${level.index} "${levelTitle(level)}"`;
    out.push(`${where}: unsolvable from the start: ${describeDeadlock(f.class, boxes, keys, rows)}`);
  }
  return out;
}

/**
 * What the deadlock is, in the game's words about boxes named by line:column ("the box at 4:3 is
 * stuck in a corner"). A dead square the box cannot leave by a wall on each axis is a corner.
 */
function describeDeadlock(
  kind: DeadlockClass,
  boxes: readonly [number, number][],
  keys: readonly string[],
  rows: readonly string[],
): string {
  const list = keys.length === 1 ? keys[0] : `${keys.slice(0, -1).join(', ')} and ${keys[keys.length - 1]}`;
  const who = keys.length === 1 ? `the box at ${list}` : `the boxes at ${list}`;
  const wall = (x: number, y: number) => rows[y]?.[x] === '#';
  const [x, y] = boxes[0];
  const corner =
    kind === 'dead-square' &&
    keys.length === 1 &&
    (wall(x - 1, y) || wall(x + 1, y)) &&
    (wall(x, y - 1) || wall(x, y + 1));
  return deadlockClause(corner ? 'corner' : kind, who, keys.length);
}
