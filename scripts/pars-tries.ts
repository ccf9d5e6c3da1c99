// The long fast-mode runs `npm run pars` has given each level, kept in levels/pars-tries.json.
// What pays on the levels still missing a par is a long run that differs from the ones before
// (docs/PARS.md), and a run is fixed by its order, weight, local deadlocks and seed: the same four
// replay the same search. So each long run is written down, and `--seeds fresh` gives every level a
// seed it has not had with the other three at that length.
// Run on its own (npx tsx scripts/pars-tries.ts [file.xsb...]), it lists the tries of the levels
// that still have no par.
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { CellOrder } from '../src/solver/search';
import { readJson, updateJson } from './json-file';

/** One fast-mode run of one level. */
export interface Try {
  order: CellOrder;
  /** The bound's weight the run used (the solver's default for the level's size when none was asked). */
  weight: number;
  seed: number;
  /** The run's time limit, in seconds. */
  seconds: number;
  /** Million positions the run could store; absent for the solver's default. */
  nodes?: number;
  /** Expansions before local deadlocks were looked for, or "never". */
  localFrom: number | 'never';
  /** Whether it found a solution (the par says how long the best one is). */
  solved: boolean;
  /**
   * For a run without a solution: whether its time ran out or its positions filled the cap. A run
   * stopped by the cap is not helped by more time, only by more room or another path.
   */
  stopped?: 'time' | 'positions';
  /** Million positions the run had stored when it ended (one decimal). */
  stored?: number;
  /** The day of the run (YYYY-MM-DD): a change to the solver makes an old try another search. */
  date: string;
}

/** Tries by collection file, then by level number. */
export type Tries = Record<string, Record<string, Try[]>>;

/** Shorter runs are many and cheap (12 seeds of 3 s per level): only longer ones are kept. */
export const LONG_TRY_SECONDS = 60;

export const triesFile = new URL('../levels/pars-tries.json', import.meta.url);

export function readTries(url: URL = triesFile): Tries {
  return readJson<Tries>(url);
}

/** Adds a try to the file on disk, under its lock: another pars run may be writing it too. */
export function recordTry(file: string, level: number, attempt: Try, url: URL = triesFile): void {
  updateJson<Tries>(url, (tries) => {
    ((tries[file] ??= {})[level] ??= []).push(attempt);
    return formatTries(tries);
  });
}

/** A try's fields in one order, whatever order its object was built in. */
const TRY_KEYS: (keyof Try)[] = [
  'order',
  'weight',
  'seed',
  'seconds',
  'nodes',
  'localFrom',
  'solved',
  'stopped',
  'stored',
  'date',
];

/** JSON with collections by name, levels by number and a try a line, so that diffs stay small. */
export function formatTries(tries: Tries): string {
  const files = Object.keys(tries)
    .sort()
    .map((file) => {
      const levels = Object.keys(tries[file])
        .sort((a, b) => Number(a) - Number(b))
        .map((level) => {
          const lines = tries[file][level].map((t) => `   ${JSON.stringify(t, TRY_KEYS)}`);
          return `  ${JSON.stringify(level)}: [\n${lines.join(',\n')}\n  ]`;
        });
      return ` ${JSON.stringify(file)}: {\n${levels.join(',\n')}\n }`;
    });
  return `{\n${files.join(',\n')}\n}\n`;
}

/** What makes a run another search, but for its seed: another seed is another path. */
export type RunKind = Pick<Try, 'order' | 'weight' | 'localFrom'>;

/** The room and time a run is given: million positions (undefined: the solver's default) and seconds. */
export interface RunBudget {
  seconds: number;
  nodes?: number;
}

/**
 * Whether a try already made the search a new run of the same kind and seed would make: the runs are
 * the same search, so the new one goes no further unless it has more of what stopped the old one. A try
 * that filled its cap is covered by no more room, whatever the time; one whose time ran out, or that
 * does not say (the log's first entries), by no more time.
 */
function covers(t: Try, budget: RunBudget): boolean {
  if (t.stopped === 'positions') return (t.nodes ?? 0) >= (budget.nodes ?? 0);
  return t.seconds >= budget.seconds;
}

/** The `count` lowest seeds for which no try of the level covers a run of this kind and budget. */
export function freshSeeds(
  tries: readonly Try[] | undefined,
  kind: RunKind,
  budget: RunBudget,
  count: number,
): number[] {
  const same = (t: Try) =>
    t.order === kind.order && t.weight === kind.weight && t.localFrom === kind.localFrom;
  const had = new Set((tries ?? []).filter((t) => same(t) && covers(t, budget)).map((t) => t.seed));
  const seeds: number[] = [];
  for (let seed = 0; seeds.length < count; seed++) if (!had.has(seed)) seeds.push(seed);
  return seeds;
}

/**
 * "advice w30 s2 600s" for a try, then " solved" when it found a solution, or what it had stored when
 * it stopped: " 41.2M" when its time ran out, " 120M full" when its positions filled the cap.
 */
export function describeTry(t: Try): string {
  const run = `${t.order} w${t.weight} s${t.seed} ${t.seconds}s`;
  if (t.solved) return `${run} solved`;
  if (t.stored === undefined) return run;
  return `${run} ${t.stored}M${t.stopped === 'positions' ? ' full' : ''}`;
}

/** A level without a par, and how many boxes it has (what decides how long a run it wants). */
export interface MissingLevel {
  index: number;
  boxes: number;
}

/** One line per level without a par: its boxes and its tries, longest first. */
export function listTries(tries: Tries, missing: Record<string, readonly MissingLevel[]>): string[] {
  const lines: string[] = [];
  for (const [file, levels] of Object.entries(missing))
    for (const { index, boxes } of levels) {
      const had = [...(tries[file]?.[index] ?? [])].sort((a, b) => b.seconds - a.seconds);
      const list = had.length === 0 ? 'no long try' : had.map(describeTry).join(', ');
      lines.push(`${file} #${index} (${boxes} boxes): ${list}`);
    }
  return lines;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { parseCollection } = await import('../src/core/level/xsb');
  const levelsDir = new URL('../levels/', import.meta.url);
  const pars = readJson<Record<string, Record<string, unknown>>>(new URL('pars.json', levelsDir));
  const files = process.argv.slice(2);
  const missing: Record<string, MissingLevel[]> = {};
  const shipped = readdirSync(levelsDir).filter(
    (f) => f.endsWith('.xsb') && (files.length === 0 || files.includes(f)),
  );
  for (const file of shipped.sort()) {
    const { collection } = parseCollection(readFileSync(new URL(file, levelsDir), 'utf8'));
    const without = collection.levels
      .filter((l) => pars[file]?.[l.index] === undefined)
      .map((l) => ({ index: l.index, boxes: l.rows.join('').replace(/[^$*]/g, '').length }));
    if (without.length > 0) missing[file] = without;
  }
  console.log(listTries(readTries(), missing).join('\n'));
}
