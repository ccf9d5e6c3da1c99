// Generates levels/pars.json: for every level of the shipped collections, the push-optimal par
// (fewest pushes, then moves) found by the solver within a time limit, or the best known solution
// when optimality could not be proven in time. The solution behind each par goes to
// levels/solutions/<collection>.json, so a test can replay every par and the game can guide
// hints along it (loaded only when a hint is asked for).
// Where the pars stand, and which runs have paid: docs/PARS.md.
// Run: npm run pars [-- --timeout s] [--fast-timeout s] [--collections a,b] [--levels n,m] [--boxes a-b] [--by-boxes up|down] [--stop-file path] [--gap n] [--missing] [--unproven] [--skip-optimal] [--local-from n] [--order o] [--seeds n|fresh] [--weights w,v] [--optimize s] [--optimize-only]
//   --timeout       seconds per level for the optimal search (default 3), and for the fast one
//   --fast-timeout  seconds for the fast search when the optimal one did not finish
//   --missing       only levels that have no par yet, or a par without its solution
//   --unproven      only levels whose par is not proven push-optimal (or that have none); with
//                   --fast-timeout 1, a run that only tries to prove pars
//   --unchecked     only levels that have a par without its solution; with --replace, a
//                   solution found replaces such a par even when the par was better
//   --nodes         million positions a search may store (default: the solver's, sized for a
//                   browser tab; a pars run in Node can afford more)
//   --from          file.xsb:index, skips the levels before it (to resume an interrupted run;
//                   collections run in file-name order: microban-iv.xsb before microban.xsb)
//   --levels        5,12,17: only these level numbers of each collection chosen
//   --boxes         16-20 (or 16): only levels with that many boxes, to give long runs to
//                   the levels of one size
//   --by-boxes      up or down: the levels chosen, of every collection, from the fewest boxes or
//                   from the most (default: collection by collection, in file-name order)
//   --stop-file     a path: the run stops before the next level once that file exists, so a
//                   long run can be ended without losing the level it is on
//   --moves-timeout seconds the optimal search's moves pass may take once the pushes are proven
//                   (default: the rest of --timeout)
//   --gap           30: only levels whose par is at most that many pushes above the start's
//                   lower bound (with --unproven: the pars likeliest to be proven)
//   --skip-optimal  fast mode only (for big levels an optimal search would not finish anyway),
//                   except to prove again a proven par whose solution is not stored
//   --local-from    expansions before the fast search looks for local deadlocks (default 0, from
//                   the first; "never" as in the game's quick searches, where they do not pay:
//                   docs/SOLVER.md). Runs that differ here explore differently and solve different levels.
//   --order         bound (default) or advice: how the fast search orders a feature cell's
//                   positions (SolveOptions.order); each order solves levels the other does not
//   --seeds         4 (seeds 0-3) or 5-12: the fast search runs once per seed (SolveOptions.seed),
//                   each for --fast-timeout, and the fewest pushes found are kept (default 0 only);
//                   fresh (or fresh:3): per level, the lowest seed(s) levels/pars-tries.json has no
//                   try of with this order, weight and --local-from that went as far: one that ran
//                   at least --fast-timeout, or filled a position cap at least --nodes.
//                   Every fast run of 60 s or more is written there (scripts/pars-tries.ts lists them)
//   --weights       5,10,20: the fast search's bound weights (SolveOptions.weight; default the
//                   solver's: 10, or 30 above 30 boxes):
//                   every seed runs once per weight, another weight being another path too
//   --optimize      seconds for the solution optimizer (optimizeSolution) on the fewer-push of the
//                   fast searches' solution and the stored one when no par was proven, or on the
//                   proven one when its moves were not (default 0)
//   --optimize-only no search at all: the stored solutions go to the optimizer (default 30 s each),
//                   except those of pars proven moves-optimal; with --unproven, only the pars not
//                   proven push-optimal
// Existing entries are kept unless improved, and each result is merged into the files as soon
// as it is found, judged against what is on disk then (scripts/par-store.ts), so a long run can be
// interrupted, split, or run as several processes at once, on any levels. Each level reads the
// files afresh: a level another run has solved meanwhile is skipped by --missing, and
// --seeds fresh sees the tries other runs have recorded.
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { parseCollection } from '../src/core/level/xsb';
import type { Board, CellOrder, SolveResult } from '../src/solver';
import {
  badCellOrder,
  badWeight,
  fastWeight,
  isCellOrder,
  isWeight,
  optimizeSolution,
  parseBoard,
  solve,
} from '../src/solver';
import { LowerBound } from '../src/solver/lower-bound';
import { levelTables } from '../src/solver/search';
import { type Entry, type Par, readEntry, storePar } from './par-store';
import {
  freshSeeds,
  LONG_TRY_SECONDS,
  type RunBudget,
  type RunKind,
  readTries,
  recordTry,
  type Try,
} from './pars-tries';

const levelsDir = new URL('../levels/', import.meta.url);

const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const timeoutMs = Number(flag('timeout') ?? 3) * 1000;
const fastTimeoutMs = Number(flag('fast-timeout') ?? timeoutMs / 1000) * 1000;
const movesTimeLimitMs =
  flag('moves-timeout') === undefined ? undefined : Number(flag('moves-timeout')) * 1000;
const nodeLimit = flag('nodes') === undefined ? undefined : Number(flag('nodes')) * 1e6;
const localFlag = flag('local-from') ?? '0';
const localFrom = localFlag === 'never' ? 'never' : Number(localFlag);
const localDeadlocksFrom = localFrom === 'never' ? Number.POSITIVE_INFINITY : localFrom;
if (!(localDeadlocksFrom >= 0)) {
  console.error(`--local-from wants a number of expansions or "never", got "${localFlag}"`);
  process.exit(2);
}
const orderFlag = flag('order') ?? 'bound';
if (!isCellOrder(orderFlag)) {
  console.error(badCellOrder(orderFlag));
  process.exit(2);
}
const order: CellOrder = orderFlag;
const seeds = parseSeeds(flag('seeds') ?? '1');
const recordTries = fastTimeoutMs >= LONG_TRY_SECONDS * 1000;
const weightTexts = flag('weights')?.split(',') ?? [];
const notAWeight = weightTexts.find((text) => !isWeight(Number(text)));
if (notAWeight !== undefined) {
  console.error(badWeight(notAWeight, '--weights'));
  process.exit(2);
}
// Without --weights, one run at the solver's own default for the level's size.
const weights: (number | undefined)[] = weightTexts.length > 0 ? weightTexts.map(Number) : [undefined];
const from = flag('from') === undefined ? undefined : parseFrom(flag('from') as string);
const only = flag('collections')?.split(',');
const onlyLevels = flag('levels')?.split(',').map(Number);
const boxRange = flag('boxes') === undefined ? undefined : parseRange(flag('boxes') as string);
const byBoxes = flag('by-boxes');
if (byBoxes !== undefined && byBoxes !== 'up' && byBoxes !== 'down') {
  console.error(`--by-boxes wants up (fewest boxes first) or down, got "${byBoxes}"`);
  process.exit(2);
}
const stopFile = flag('stop-file');
const maxGap = flag('gap') === undefined ? undefined : Number(flag('gap'));
if (maxGap !== undefined && !(maxGap >= 0)) {
  console.error(`--gap wants a number of pushes, got "${flag('gap')}"`);
  process.exit(2);
}
const missingOnly = args.includes('--missing');
const uncheckedOnly = args.includes('--unchecked');
const unprovenOnly = args.includes('--unproven');
const replaceUnchecked = args.includes('--replace');
const skipOptimal = args.includes('--skip-optimal');
const optimizeOnly = args.includes('--optimize-only');
const optimizeMs = Number(flag('optimize') ?? (optimizeOnly ? 30 : 0)) * 1000;
if (!(optimizeMs >= 0) || (optimizeOnly && optimizeMs === 0)) {
  console.error(
    `--optimize wants seconds${optimizeOnly ? ' above 0 with --optimize-only' : ''}, got "${flag('optimize')}"`,
  );
  process.exit(2);
}
const shipped = readdirSync(levelsDir)
  .filter((f) => f.endsWith('.xsb'))
  .sort();
/** A collection may be named with or without `.xsb`. */
const names = (file: string, name: string) => file === name || file === `${name}.xsb`;
const files = shipped.filter((f) => !only || only.some((o) => names(f, o)));
const unknown = [...(only ?? []), ...(from ? [from.file] : [])].filter(
  (o) => !shipped.some((f) => names(f, o)),
);
if (unknown.length > 0) {
  console.error(`no such collection in levels/: ${unknown.join(', ')} (have ${shipped.join(', ')})`);
  process.exit(2);
}

function parseFrom(text: string): { file: string; index: number } {
  const [file, index] = text.split(':');
  if (!file.endsWith('.xsb') || !Number.isInteger(Number(index))) {
    console.error(`--from wants file.xsb:index, got "${text}"`);
    process.exit(2);
  }
  return { file, index: Number(index) };
}

/** The solver's lower bound at the start, by the player's side of each box: no solution has fewer pushes. */
function startBound(board: Board): number {
  return new LowerBound(board, levelTables(board).dist).compute(board.boxes, board.player);
}

function parseRange(text: string, name = 'boxes'): { min: number; max: number } {
  const m = /^(\d+)(?:-(\d+))?$/.exec(text);
  if (!m || Number(m[1]) > Number(m[2] ?? m[1])) {
    console.error(`--${name} wants a count or a range such as 16-20, got "${text}"`);
    process.exit(2);
  }
  return { min: Number(m[1]), max: Number(m[2] ?? m[1]) };
}

/**
 * `--seeds 4` is seeds 0-3; `--seeds 5-12` those seeds, so that runs can split them; `--seeds fresh:2`
 * two seeds per level that its earlier tries have not had.
 */
function parseSeeds(text: string): number[] | { fresh: number } {
  const fresh = /^fresh(?::(\d+))?$/.exec(text);
  if (fresh) {
    const count = Number(fresh[1] ?? 1);
    if (count >= 1) return { fresh: count };
  }
  const { min, max } = text.includes('-') ? parseRange(text, 'seeds') : { min: 0, max: Number(text) - 1 };
  if (!(max >= min)) {
    console.error(`--seeds wants a count of at least 1, a range such as 5-12, or fresh[:n], got "${text}"`);
    process.exit(2);
  }
  return Array.from({ length: max - min + 1 }, (_, k) => min + k);
}

/** What a search or the optimizer hands on: a solution and its figures. */
type Found = Pick<SolveResult, 'solved' | 'solution' | 'pushes' | 'moves' | 'movesOptimal'>;

/**
 * `lurd` shortened by the solution optimizer. Its windows get more room than the optimizer's
 * defaults (100 k positions, up to 128 pushes): on Sasquatch IV #42 (505 pushes) that gives 259
 * pushes in 48 s, against 283 in 13 s.
 */
function shortened(board: Board, lurd: string): Found {
  const r = optimizeSolution(board, lurd, {
    timeLimitMs: optimizeMs,
    nodesPerWindow: 100_000,
    maxWindow: 128,
  });
  return { solved: true, solution: r.solution, pushes: r.pushes, moves: r.moves };
}

/** What each fast run is given, as its try records it. */
const fastBudget: RunBudget = {
  seconds: fastTimeoutMs / 1000,
  ...(nodeLimit !== undefined && { nodes: nodeLimit / 1e6 }),
};

/**
 * The fast search once per weight and seed, each run written down when long enough to count as a
 * try (scripts/pars-tries.ts); the solution with the fewest pushes, if any. One board serves every
 * run: the deadlock patterns one run learns prune the next ones too.
 */
function fastRuns(board: Board, file: string, index: number): Found | null {
  let best: Found | null = null;
  for (const asked of weights) {
    const kind: RunKind = { order, weight: asked ?? fastWeight(board.boxes.length), localFrom };
    const levelSeeds = Array.isArray(seeds)
      ? seeds
      : freshSeeds(readTries()[file]?.[index], kind, fastBudget, seeds.fresh);
    for (const seed of levelSeeds) {
      const run = solve(board, {
        mode: 'fast',
        timeLimitMs: fastTimeoutMs,
        nodeLimit,
        localDeadlocksFrom,
        order,
        seed,
        weight: kind.weight,
      });
      if (recordTries)
        recordTry(file, index, {
          ...kind,
          seed,
          ...fastBudget,
          solved: run.solved,
          ...stoppedBy(run),
          date: new Date().toISOString().slice(0, 10),
        });
      if (run.solved && !(best?.solved && best.pushes <= run.pushes)) best = run;
    }
  }
  return best;
}

/** How a run without a solution ended, for its try: time or room, and the positions it had. */
function stoppedBy(run: SolveResult): Pick<Try, 'stopped' | 'stored'> {
  if (run.solved || (run.reason !== 'timeout' && run.reason !== 'node-limit')) return {};
  return {
    stopped: run.reason === 'timeout' ? 'time' : 'positions',
    stored: Math.round(run.nodes / 1e5) / 10,
  };
}

/**
 * A level chosen for this run, in the collection it comes from. Its board is parsed again when
 * its turn comes, so the solver's tables for it (cached per board) go once it is done.
 */
interface Job {
  file: string;
  index: number;
  rows: string[];
  boxes: number;
}

/** Per collection: levels tried, and how many of them have a par, a proven one, a moves-proven one. */
interface Tally {
  tried: number;
  known: number;
  proven: number;
  movesProven: number;
  seconds: number;
}

/** Whether the level is one this run is asked for, by its entry on disk now. */
function wanted({ par, solution }: Entry, board: Board): boolean {
  if (missingOnly && par !== undefined && solution !== undefined) return false;
  if (uncheckedOnly && (par === undefined || solution !== undefined)) return false;
  if (unprovenOnly && par?.optimal === true) return false;
  // Nothing is left to gain on a par proven to have the fewest moves as well.
  if (optimizeOnly && par?.movesOptimal === true) return false;
  if (boxRange && (board.boxes.length < boxRange.min || board.boxes.length > boxRange.max)) return false;
  return maxGap === undefined || (par !== undefined && par.pushes - startBound(board) <= maxGap);
}

function chooseJobs(): Job[] {
  const jobs: Job[] = [];
  for (const file of files) {
    const { collection } = parseCollection(readFileSync(new URL(file, levelsDir), 'utf8'));
    for (const level of collection.levels) {
      if (from !== undefined && (file < from.file || (file === from.file && level.index < from.index)))
        continue;
      if (onlyLevels !== undefined && !onlyLevels.includes(level.index)) continue;
      const board = parseBoard(level.rows);
      if (wanted(readEntry(file, level.index), board))
        jobs.push({ file, index: level.index, rows: level.rows, boxes: board.boxes.length });
    }
  }
  // A stable sort: levels of one size stay in collection order.
  if (byBoxes !== undefined) {
    const sign = byBoxes === 'up' ? 1 : -1;
    jobs.sort((a, b) => sign * (a.boxes - b.boxes));
  }
  return jobs;
}

/** The best this run finds for a level, searched and optimized as the flags say; null if nothing. */
function attempt(
  file: string,
  index: number,
  board: Board,
  { par: previous, solution: knownSolution }: Entry,
): {
  result: Found | null;
  optimal: boolean;
} {
  // A proven par without its solution is proven again, so the solution can be stored.
  const reprove = previous?.optimal === true && knownSolution === undefined;
  // The stored solution bounds the optimal search: when it is optimal, the search stops as
  // soon as nothing shorter is left, without looking for a solution of its own.
  let result: Found | null =
    skipOptimal || (optimizeOnly && !reprove)
      ? null
      : solve(board, {
          mode: 'optimal',
          timeLimitMs: timeoutMs,
          nodeLimit,
          knownSolution,
          movesTimeLimitMs,
        });
  const optimal = result?.solved === true;
  if (!optimal) {
    result = optimizeOnly ? null : fastRuns(board, file, index);
    if (optimizeMs > 0) {
      // The optimizer starts from the fewer-push of this run's solution and the stored one.
      const storedFirst =
        knownSolution !== undefined &&
        previous !== undefined &&
        !(result?.solved && result.pushes < previous.pushes);
      const start = storedFirst ? knownSolution : result?.solution;
      if (start !== undefined) result = shortened(board, start);
    }
  } else if (optimizeMs > 0 && result?.solved && result.movesOptimal !== true) {
    // Proven pushes whose moves pass ran out of time: the optimizer's moves pass may take some off.
    result = shortened(board, result.solution);
  }
  return { result, optimal };
}

mkdirSync(new URL('solutions/', levelsDir), { recursive: true });
const tallies = new Map<string, Tally>();
for (const job of chooseJobs()) {
  if (stopFile !== undefined && existsSync(stopFile)) {
    console.error(`${stopFile} exists: stopping before ${job.file} #${job.index}`);
    break;
  }
  const { file, index } = job;
  const board = parseBoard(job.rows);
  // Read afresh: another run may have stored a par for this level since this one started.
  const before = readEntry(file, index);
  if (!wanted(before, board)) continue;
  const levelStarted = performance.now();
  const { result, optimal } = attempt(file, index, board, before);
  let after = before;
  if (result?.solved) {
    // The optimizer never adds pushes: on a proven par it can only take moves off.
    const proven = optimal || (before.par?.optimal === true && result.pushes === before.par.pushes);
    const par: Par = {
      pushes: result.pushes,
      moves: result.moves,
      optimal: proven,
      ...(optimal && result.movesOptimal === true && { movesOptimal: true }),
    };
    after = storePar(file, index, { par, solution: result.solution }, { replaceUnchecked });
  }
  const seconds = (performance.now() - levelStarted) / 1000;
  // One line per level on stderr, so a long run can be followed and resumed (--from).
  const outcome = result?.solved
    ? `${result.pushes} pushes, ${result.moves} moves${optimal ? ' (optimal)' : ''}`
    : 'no solution';
  console.error(`${file} #${index}: ${outcome}, ${seconds.toFixed(1)} s`);
  const tally = tallies.get(file) ?? { tried: 0, known: 0, proven: 0, movesProven: 0, seconds: 0 };
  tallies.set(file, tally);
  tally.tried++;
  tally.seconds += seconds;
  if (after.par !== undefined) {
    tally.known++;
    if (after.par.optimal) tally.proven++;
    if (after.par.movesOptimal === true) tally.movesProven++;
  }
}
for (const [file, t] of [...tallies].sort(([a], [b]) => (a < b ? -1 : 1)))
  console.log(
    `${file}: ${t.known}/${t.tried} levels tried have a par, ${t.proven} push-optimal (${t.movesProven} also moves-optimal) (${t.seconds.toFixed(1)} s)`,
  );
