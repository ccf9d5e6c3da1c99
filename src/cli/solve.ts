import { levelTitle } from '../core/level/types';
import { count, moves, pushes } from '../core/plural';
import {
  badCellOrder,
  badWeight,
  explainDeadlocks,
  isCellOrder,
  isWeight,
  type OptimizeResult,
  optimizeSolution,
  parseBoard,
  type SolveResult,
  solve,
} from '../solver';
import { type Command, type CommandHelp, usageLine } from './command';
import { placedDeadlocks } from './deadlock-text';
import { intFlag, oneFile, parseArgs, UsageError } from './io';
import { positiveFlag, selectLevels, storedSolution } from './select';
import { formatTable } from './table';

export const solveHelp: CommandHelp = {
  usage:
    'solve <file|-> [--level n] [--timeout s] [--nodes m] [--optimal] [--order bound|advice] [--seed n] [--weight w] [--optimize s] [--json]',
  summary: 'Solves one level or every level of a file; prints each solution, then a table.',
  options: [
    ['--level n', 'only level n (from 1)'],
    ['--timeout s', 'seconds per level (default 10)'],
    ['--nodes m', "millions of stored positions per level (default: the solver's, sized for a browser tab)"],
    ['--optimal', 'fewest pushes, then fewest moves (a stored Solution: bounds the search)'],
    ['--order bound|advice', 'how the fast search orders its feature cells (default bound)'],
    ['--seed n', 'shuffles the order the search tries pushes in: another seed, another path'],
    ['--weight w', 'how much the lower bound weighs against the path, 1-100'],
    ['--optimize s', 'up to s seconds of the solution optimizer on each fast solution'],
    ['--json', 'one JSON object per level'],
  ],
  exit: '0 every level solved, 1 some level not solved or invalid, 2 bad arguments or a file that cannot be read',
};
const USAGE = usageLine(solveHelp);

/** A solve result carrying the optimizer's solution, its time added. */
function withShorter(found: SolveResult, o: OptimizeResult): SolveResult {
  const { solution, pushes, moves, pushList } = o;
  return { ...found, solution, pushes, moves, pushList, ms: found.ms + o.ms };
}

/**
 * `solve`: solves one level (`--level n`) or every level of a file, each within `--timeout` seconds
 * (default 10) and `--nodes` million stored positions (default: the solver's, sized for a browser
 * tab; a 50-box level fills it in about half a minute). `--order` picks how the fast search orders
 * its feature cells (`SolveOptions.order`; each order solves levels the other does not), `--seed`
 * shuffles the order it tries children in (`SolveOptions.seed`: another seed, another path), and
 * `--weight` sets how much the lower bound weighs against the path (`SolveOptions.weight`), and
 * `--optimize s` gives a fast solution up to `s` seconds of the solution optimizer. With
 * `--optimal`, a level's stored `Solution:` bounds the search: it stops, and prints the stored one,
 * once nothing shorter is left. Every solution is replayed through the engine before it is printed.
 * A level that cannot be played is reported in its row, and the others are still solved. Exit 0 when
 * every level was solved, 1 when some were not (or could not be played), 2 on bad arguments or a
 * file that cannot be read.
 */
export const solveCommand: Command = async (args, io) => {
  const { positionals, flags } = parseArgs(args, {
    level: 'string',
    timeout: 'string',
    nodes: 'string',
    optimal: 'boolean',
    order: 'string',
    seed: 'string',
    weight: 'string',
    optimize: 'string',
    json: 'boolean',
  });
  const file = oneFile(positionals, USAGE);
  const timeoutS = positiveFlag(flags.timeout, 'timeout') ?? 10;
  const millions = positiveFlag(flags.nodes, 'nodes');
  const nodeLimit = millions === undefined ? undefined : Math.max(1, Math.round(millions * 1e6));
  const mode = flags.optimal ? 'optimal' : 'fast';
  const order = flags.order ?? 'bound';
  if (!isCellOrder(order)) throw new UsageError(badCellOrder(order));
  const seed = intFlag(flags.seed, 'seed');
  const weight = flags.weight === undefined ? undefined : Number(flags.weight);
  if (weight !== undefined && !isWeight(weight)) throw new UsageError(badWeight(flags.weight));
  const optimizeS = positiveFlag(flags.optimize, 'optimize');
  if (optimizeS !== undefined && mode === 'optimal')
    throw new UsageError('--optimize is for fast mode, not --optimal');
  const { levels } = await selectLevels(io, file, intFlag(flags.level, 'level'));
  const table: string[][] = [];
  let solvedCount = 0;
  let totalMs = 0;
  for (const { level, game, error } of levels) {
    const title = `Level ${level.index} "${levelTitle(level)}"`;
    if (!game) {
      // Reported in its row; the other levels are still solved.
      if (flags.json)
        io.out(
          JSON.stringify({
            level: level.index,
            solved: false,
            reason: 'invalid-level',
            error,
            ms: 0,
            nodes: 0,
          }),
        );
      else io.out(`${title}: ${error}`);
      table.push([String(level.index), 'invalid', '-', '-', '0', '0']);
      continue;
    }
    const unsupported = game.analysisNotes[0];
    if (unsupported) {
      const reason = unsupported;
      if (flags.json) io.out(JSON.stringify({ level: level.index, solved: false, reason, ms: 0, nodes: 0 }));
      else io.out(`${title}: not solved (${reason})`);
      table.push([String(level.index), 'unsupported', '-', '-', '0', '0']);
      continue;
    }
    // With --optimal, the level's stored solution with the fewest pushes (of those that solve it) bounds the search.
    const stored = mode === 'optimal' ? storedSolution(level) : undefined;
    const knownSolution = stored && 'lurd' in stored ? stored.lurd : undefined;
    const board = parseBoard(game.classicRows);
    const found = solve(board, {
      mode,
      timeLimitMs: timeoutS * 1000,
      nodeLimit,
      order,
      seed,
      weight,
      knownSolution,
    });
    const r =
      found.solved && optimizeS !== undefined
        ? withShorter(found, optimizeSolution(board, found.solution, { timeLimitMs: optimizeS * 1000 }))
        : found;
    // Never print a solution the engine does not accept.
    const valid = r.solved && game.play(r.solution).ok && game.solved;
    const ms = Math.round(r.ms);
    totalMs += r.ms;
    if (valid) solvedCount++;
    const reason = r.solved ? 'invalid-solution' : r.reason;
    // An unsolvable level says which boxes are stuck, when the detector can tell.
    const deadlocks = reason === 'unsolvable' ? explainDeadlocks(board, board.boxes, board.player) : [];
    if (flags.json) {
      const base = { level: level.index, solved: valid };
      io.out(
        JSON.stringify(
          valid
            ? { ...base, solution: r.solution, moves: r.moves, pushes: r.pushes, ms, nodes: r.nodes }
            : { ...base, reason, ms, nodes: r.nodes, ...(deadlocks.length > 0 && { deadlocks }) },
        ),
      );
      continue;
    }
    if (valid) {
      io.out(`${title}: solved, ${pushes(r.pushes)}, ${moves(r.moves)}, ${ms} ms, ${count(r.nodes, 'node')}`);
      io.out(r.solution);
    } else {
      // In words, boxes named by where the file writes them; --json keeps the classes and [x, y] cells.
      const why = placedDeadlocks(level, deadlocks, game.classicRows).map((d) => d.text);
      const detail = why.length > 0 ? `${reason}: ${why.join('; ')}` : reason;
      io.out(`${title}: not solved (${detail}), ${ms} ms, ${count(r.nodes, 'node')}`);
    }
    table.push([
      String(level.index),
      valid ? 'yes' : (reason ?? 'no'),
      valid ? String(r.pushes) : '-',
      valid ? String(r.moves) : '-',
      String(ms),
      String(r.nodes),
    ]);
  }
  if (!flags.json) {
    io.out('');
    for (const line of formatTable(['level', 'solved', 'pushes', 'moves', 'ms', 'nodes'], table))
      io.out(line);
    io.out(
      `Solved ${solvedCount}/${levels.length} in ${(totalMs / 1000).toFixed(2)} s (${mode} mode, ${timeoutS} s limit)`,
    );
  }
  return solvedCount === levels.length ? 0 : 1;
};
