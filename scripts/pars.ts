// Generates levels/pars.json: for every level of the shipped collections, the push-optimal par
// (fewest pushes, then moves) found by the solver within a time limit, or the best known solution
// when optimality could not be proven in time.
// Run: npm run pars [-- --timeout s] [--collections a,b] [--missing] [--skip-optimal]
//   --missing       only levels that have no par yet
//   --skip-optimal  fast mode only (for big levels an optimal search would not finish anyway)
// Existing entries are kept unless improved, and each result is merged into the file as soon as
// it is found, so a long run can be interrupted, split, or run as several processes at once.
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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
const missingOnly = args.includes('--missing');
const skipOptimal = args.includes('--skip-optimal');
const files = readdirSync(levelsDir)
  .filter((f) => f.endsWith('.xsb'))
  .filter((f) => !only || only.some((o) => f === o || f === `${o}.xsb`));

const readPars = (): ParsFile => (existsSync(outFile) ? JSON.parse(readFileSync(outFile, 'utf8')) : {});
const pars: ParsFile = readPars();

/** Merges one result into the file on disk (another run may have written it meanwhile). */
function save(file: string, index: number, par: Par): void {
  const onDisk = readPars();
  onDisk[file] ??= {};
  onDisk[file][index] = par;
  const tmp = new URL(`pars.json.${process.pid}.tmp`, levelsDir);
  writeFileSync(tmp, `${JSON.stringify(sortKeys(onDisk), null, 1)}\n`);
  renameSync(tmp, outFile);
}

for (const file of files) {
  const { collection } = parseCollection(readFileSync(new URL(file, levelsDir), 'utf8'));
  const entries: Record<string, Par> = pars[file] ?? {};
  let proven = 0;
  let movesProven = 0;
  let known = 0;
  const started = performance.now();
  let tried = 0;
  for (const level of collection.levels) {
    if (missingOnly && entries[level.index] !== undefined) continue;
    tried++;
    const board = parseBoard(level.rows);
    const before = entries[level.index];
    const optimal = skipOptimal ? null : solve(board, { mode: 'optimal', timeLimitMs: timeoutMs });
    if (optimal?.solved) {
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
      if (entries[level.index] !== before) save(file, level.index, entries[level.index]);
      continue;
    }
    const fast = solve(board, { mode: 'fast', timeLimitMs: timeoutMs });
    const previous = entries[level.index];
    // A proven par from an earlier, longer run stays; otherwise keep the shorter solution.
    if (fast.solved && (!previous || (!previous.optimal && fast.pushes < previous.pushes))) {
      entries[level.index] = { pushes: fast.pushes, moves: fast.moves, optimal: false };
    }
    if (entries[level.index]) known++;
    if (entries[level.index] !== before) save(file, level.index, entries[level.index]);
  }
  pars[file] = entries;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${file}: ${known}/${tried} tried levels with a par, ${proven} push-optimal (${movesProven} also moves-optimal) (${seconds} s)`,
  );
}

function sortKeys(p: ParsFile): ParsFile {
  const out: ParsFile = {};
  for (const file of Object.keys(p).sort()) {
    out[file] = {};
    for (const k of Object.keys(p[file]).sort((a, b) => Number(a) - Number(b))) out[file][k] = p[file][k];
  }
  return out;
}
