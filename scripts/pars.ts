// Generates levels/pars.json: for every level of the shipped collections, the push-optimal par
// (fewest pushes, then moves) found by the solver within a time limit, or the best known solution
// when optimality could not be proven in time. Run: npm run pars [-- --timeout s] [--collections a,b]
// Existing entries are kept unless recomputed, so a long run can be split over several invocations.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseCollection } from '../src/core/level/xsb';
import { parseBoard, solve } from '../src/solver';

export interface Par {
  pushes: number;
  moves: number;
  /** True when the search proved no solution uses fewer pushes. */
  optimal: boolean;
  /** True when, on top, no solution with that many pushes uses fewer moves. */
  movesOptimal?: boolean;
}
export type ParsFile = Record<string, Record<string, Par>>;

const levelsDir = new URL('../levels/', import.meta.url);
const outFile = new URL('pars.json', levelsDir);

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const timeoutMs = Number(flag('timeout') ?? 3) * 1000;
const only = flag('collections')?.split(',');
const files = readdirSync(levelsDir)
  .filter((f) => f.endsWith('.xsb'))
  .filter((f) => !only || only.some((o) => f === o || f === `${o}.xsb`));

const pars: ParsFile = existsSync(outFile) ? JSON.parse(readFileSync(outFile, 'utf8')) : {};
for (const file of files) {
  const { collection } = parseCollection(readFileSync(new URL(file, levelsDir), 'utf8'));
  const entries: Record<string, Par> = pars[file] ?? {};
  let proven = 0;
  let movesProven = 0;
  let known = 0;
  const started = performance.now();
  for (const level of collection.levels) {
    const board = parseBoard(level.rows);
    const optimal = solve(board, { mode: 'optimal', timeLimitMs: timeoutMs });
    if (optimal.solved) {
      const previous = entries[level.index];
      // Same pushes, fewer moves from an earlier, longer run: keep that one.
      const keep =
        optimal.movesOptimal !== true &&
        previous?.optimal === true &&
        previous.pushes === optimal.pushes &&
        previous.moves < optimal.moves;
      if (!keep) {
        entries[level.index] = {
          pushes: optimal.pushes,
          moves: optimal.moves,
          optimal: true,
          ...(optimal.movesOptimal === true && { movesOptimal: true }),
        };
      }
      proven++;
      if (entries[level.index].movesOptimal === true) movesProven++;
      known++;
      continue;
    }
    const fast = solve(board, { mode: 'fast', timeLimitMs: timeoutMs });
    const previous = entries[level.index];
    // A proven par from an earlier, longer run stays; otherwise keep the shorter solution.
    if (fast.solved && (!previous || (!previous.optimal && fast.pushes < previous.pushes))) {
      entries[level.index] = { pushes: fast.pushes, moves: fast.moves, optimal: false };
    }
    if (entries[level.index]) known++;
  }
  pars[file] = entries;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${file}: ${known}/${collection.levels.length} with a par, ${proven} push-optimal (${movesProven} also moves-optimal) (${seconds} s)`,
  );
  // Written after every collection so an interrupted run keeps its work.
  writeFileSync(outFile, `${JSON.stringify(sortKeys(pars), null, 1)}\n`);
}

function sortKeys(p: ParsFile): ParsFile {
  const out: ParsFile = {};
  for (const file of Object.keys(p).sort()) {
    out[file] = {};
    for (const k of Object.keys(p[file]).sort((a, b) => Number(a) - Number(b))) out[file][k] = p[file][k];
  }
  return out;
}
