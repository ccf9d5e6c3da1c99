import type { Board } from '../solver/board';
import { parseBoard } from '../solver/board';
import { formatTable, parseArgs, positiveNumber, selectLevels, UsageError } from '../solver/cli-support';
import { replayLurd } from '../solver/replay';
import { solve } from '../solver/solver';
import type { Command } from './command';

const USAGE = 'usage: sokoban solve <file|-> [--level n] [--timeout s] [--optimal] [--json]';

/**
 * `solve`: solves one level (`--level n`) or every level of a file, each within
 * `--timeout` seconds (default 10). Exit code 0 when every level was solved, 1 when
 * some were not, 2 on bad input.
 */
export const solveCommand: Command = async (args, io) => {
  try {
    const { positional, flags } = parseArgs(args, ['level', 'timeout'], ['optimal', 'json', 'help']);
    if (flags.has('help')) {
      io.out(USAGE);
      return 0;
    }
    if (positional.length !== 1)
      throw new UsageError(
        positional.length === 0 ? `missing level file; ${USAGE}` : `unexpected argument '${positional[1]}'`,
      );
    const levelNo = positiveNumber(flags, 'level');
    const timeoutS = positiveNumber(flags, 'timeout') ?? 10;
    const json = flags.has('json');
    const mode = flags.has('optimal') ? 'optimal' : 'fast';
    const levels = await selectLevels(io.read, positional[0], levelNo);
    const boards: Board[] = levels.map((l) => {
      try {
        return parseBoard(l.rows);
      } catch (e) {
        throw new UsageError(`level ${l.index}: ${(e as Error).message}`);
      }
    });
    const table: string[][] = [];
    let solvedCount = 0;
    let totalMs = 0;
    for (let i = 0; i < levels.length; i++) {
      const level = levels[i];
      const r = solve(boards[i], { mode, timeLimitMs: timeoutS * 1000 });
      // Never print a solution the independent replayer does not accept.
      const valid = r.solved && replayLurd(level.rows, r.solution).solved;
      const ms = Math.round(r.ms);
      totalMs += r.ms;
      if (valid) solvedCount++;
      if (json) {
        const base = { level: level.index, solved: valid };
        io.out(
          JSON.stringify(
            valid
              ? { ...base, solution: r.solution, moves: r.moves, pushes: r.pushes, ms, nodes: r.nodes }
              : { ...base, reason: r.solved ? 'invalid-solution' : r.reason, ms, nodes: r.nodes },
          ),
        );
        continue;
      }
      const title = `Level ${level.index}${level.name && level.name !== String(level.index) ? ` (${level.name})` : ''}`;
      if (valid) {
        io.out(`${title}: solved, ${r.pushes} pushes, ${r.moves} moves, ${ms} ms, ${r.nodes} nodes`);
        io.out(r.solution);
      } else
        io.out(
          `${title}: not solved (${r.solved ? 'invalid-solution' : r.reason}), ${ms} ms, ${r.nodes} nodes`,
        );
      table.push([
        String(level.index),
        valid ? 'yes' : (r.reason ?? 'invalid'),
        valid ? String(r.pushes) : '-',
        valid ? String(r.moves) : '-',
        String(ms),
        String(r.nodes),
      ]);
    }
    if (!json) {
      io.out('');
      for (const line of formatTable(['level', 'solved', 'pushes', 'moves', 'ms', 'nodes'], table))
        io.out(line);
      io.out(
        `Solved ${solvedCount}/${levels.length} in ${(totalMs / 1000).toFixed(2)} s (${mode} mode, ${timeoutS} s limit)`,
      );
    }
    return solvedCount === levels.length ? 0 : 1;
  } catch (e) {
    io.err(`solve: ${e instanceof UsageError ? e.message : `unexpected error: ${(e as Error).message}`}`);
    return 2;
  }
};
