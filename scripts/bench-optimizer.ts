/**
 * Solution optimizer benchmark: how close the optimizer brings fast mode's solutions to the
 * proven pars, and what it costs.
 *
 *   npx tsx scripts/bench-optimizer.ts [--collections microban,microban-ii] [--timeout 10] [--optimize 2]
 *
 * Per level: a fast solve (`--timeout` seconds), then `optimizeSolution` (`--optimize` seconds),
 * both results replayed by the independent replayer. Prints one line per collection:
 *   collection  solved  fast_pushes  optimized_pushes  par_pushes  at_par  fast_moves  optimized_moves
 *   par_moves  moves_at_par  optimize_s
 * where the pushes columns add up the levels with a proven push-optimal par, and the moves columns
 * the levels where the optimized solution reaches that par and its moves are proven fewest too
 * (the only levels where moves can be compared). Wall times depend on the load (printed).
 */

import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { formatTable } from '../src/cli/table';
import { parseCollection } from '../src/core/level/xsb';
import { parseBoard } from '../src/solver/board';
import { optimizeSolution } from '../src/solver/optimizer';
import { replayLurd } from '../src/solver/replay';
import { solve } from '../src/solver/solver';

interface Par {
  pushes: number;
  moves: number;
  optimal: boolean;
  movesOptimal?: boolean;
}

const LEVEL_DIR = fileURLToPath(new URL('../levels', import.meta.url));
const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const collections = (opt('collections') ?? 'microban').split(',');
const timeoutMs = Number(opt('timeout') ?? 10) * 1000;
const optimizeMs = Number(opt('optimize') ?? 2) * 1000;
if (!(timeoutMs > 0) || !(optimizeMs > 0)) {
  console.error('--timeout and --optimize want seconds above 0');
  process.exit(2);
}
const pars: Record<string, Record<string, Par>> = JSON.parse(readFileSync(`${LEVEL_DIR}/pars.json`, 'utf8'));

const rows: string[][] = [];
for (const name of collections) {
  const { levels } = parseCollection(readFileSync(`${LEVEL_DIR}/${name}.xsb`, 'utf8')).collection;
  const known = pars[`${name}.xsb`] ?? {};
  const t = { solved: 0, fast: 0, optimized: 0, par: 0, atPar: 0, fastMoves: 0, moves: 0, parMoves: 0 };
  let movesAtPar = 0;
  let optimizeTotal = 0;
  for (const [k, level] of levels.entries()) {
    const board = parseBoard(level.rows);
    const found = solve(board, { timeLimitMs: timeoutMs });
    if (!found.solved || !replayLurd(level.rows, found.solution).solved) continue;
    const r = optimizeSolution(board, found.solution, { timeLimitMs: optimizeMs });
    optimizeTotal += r.ms;
    const replay = replayLurd(level.rows, r.solution);
    if (!replay.solved || replay.pushes !== r.pushes || replay.moves !== r.moves) {
      console.error(`${name} #${k + 1}: the optimized solution does not replay`);
      process.exitCode = 1;
      continue;
    }
    t.solved++;
    const par = known[String(k + 1)];
    if (!par?.optimal) continue;
    t.fast += found.pushes;
    t.optimized += r.pushes;
    t.par += par.pushes;
    if (r.pushes !== par.pushes) continue;
    t.atPar++;
    if (!par.movesOptimal) continue;
    t.fastMoves += found.moves;
    t.moves += r.moves;
    t.parMoves += par.moves;
    if (r.moves === par.moves) movesAtPar++;
  }
  rows.push([
    name,
    `${t.solved}/${levels.length}`,
    String(t.fast),
    String(t.optimized),
    String(t.par),
    String(t.atPar),
    String(t.fastMoves),
    String(t.moves),
    String(t.parMoves),
    String(movesAtPar),
    (optimizeTotal / 1000).toFixed(1),
  ]);
}
const head = ['collection', 'solved', 'fast_pushes', 'optimized_pushes', 'par_pushes', 'at_par'];
const moves = ['fast_moves', 'optimized_moves', 'par_moves', 'moves_at_par', 'optimize_s'];
for (const line of formatTable([...head, ...moves], rows)) console.log(line);
console.log(
  `fast ${timeoutMs / 1000} s, optimizer ${optimizeMs / 1000} s per level; load ${loadavg()[0].toFixed(1)}`,
);
