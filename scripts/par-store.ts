// levels/pars.json and the solutions behind its pars (levels/solutions/<collection>.json), as
// `npm run pars` keeps them. Several runs may find solutions to one level at once, so a result
// is judged against what is on disk when it is written, not against what its run read at the
// start, and the par and its solution change together under one lock.
import { readJson, updateJson } from './json-file';

export interface Par {
  pushes: number;
  moves: number;
  /** True when the search proved no solution uses fewer pushes. */
  optimal: boolean;
  /** True when, on top, no solution with that many pushes uses fewer moves. */
  movesOptimal?: boolean;
}

/** A level's par and the solution behind it, either possibly absent. */
export interface Entry {
  par?: Par;
  solution?: string;
}

type Table<T> = Record<string, Record<string, T>>;

const levelsDir = new URL('../levels/', import.meta.url);

/** Where the files are: the shipped ones unless a test says otherwise. */
export interface ParFiles {
  pars: URL;
  solutions: (file: string) => URL;
}

export const shippedParFiles: ParFiles = {
  pars: new URL('pars.json', levelsDir),
  solutions: (file) => new URL(`solutions/${file.replace(/\.xsb$/, '.json')}`, levelsDir),
};

/** Better for a par: proven beats unproven, then fewer pushes, then fewer moves. */
export function better(a: Par, b: Par | undefined): boolean {
  if (b === undefined) return true;
  if (a.optimal !== b.optimal) return a.optimal;
  if (a.pushes !== b.pushes) return a.pushes < b.pushes;
  if (a.moves !== b.moves) return a.moves < b.moves;
  return a.movesOptimal === true && b.movesOptimal !== true;
}

/**
 * Whether a par found with its solution takes the place of `stored`. A better par always does. A
 * par nobody can check (stored without its solution) gives way to a checked one unless it has
 * fewer pushes or was proven where the new one is not; with `replaceUnchecked`, it always does.
 */
export function replaces(found: Par, stored: Entry, replaceUnchecked = false): boolean {
  const old = stored.par;
  if (better(found, old)) return true;
  if (old === undefined || stored.solution !== undefined) return false;
  if (replaceUnchecked) return true;
  const keepOld =
    (old.optimal && !found.optimal) || (old.optimal === found.optimal && old.pushes < found.pushes);
  return !keepOld;
}

/** An entry with only the fields that are there, as tests compare them. */
const entryOf = (par: Par | undefined, solution: string | undefined): Entry => ({
  ...(par !== undefined && { par }),
  ...(solution !== undefined && { solution }),
});

/** The level's par and solution as they are on disk now. */
export function readEntry(file: string, index: number, files: ParFiles = shippedParFiles): Entry {
  const par = readJson<Table<Par>>(files.pars)[file]?.[index];
  return entryOf(par, readJson<Record<string, string>>(files.solutions(file))[index]);
}

/**
 * Stores `par` and `solution` for the level when they replace what is on disk (`replaces`), the
 * solution file changed inside the pars file's lock so no other run can pair one's par with
 * another's solution. Returns the level's entry as it is afterwards.
 */
export function storePar(
  file: string,
  index: number,
  found: { par: Par; solution: string },
  {
    replaceUnchecked = false,
    files = shippedParFiles,
  }: { replaceUnchecked?: boolean; files?: ParFiles } = {},
): Entry {
  let after: Entry = {};
  updateJson<Table<Par>>(files.pars, (pars) => {
    const stored = entryOf(
      pars[file]?.[index],
      readJson<Record<string, string>>(files.solutions(file))[index],
    );
    after = stored;
    if (!replaces(found.par, stored, replaceUnchecked)) return undefined;
    updateJson<Record<string, string>>(files.solutions(file), (onDisk) => {
      onDisk[index] = found.solution;
      return asText(sortKeys({ s: onDisk }).s);
    });
    (pars[file] ??= {})[index] = found.par;
    after = { par: found.par, solution: found.solution };
    return asText(sortKeys(pars));
  });
  return after;
}

/** JSON as the pars files keep it: one space of indent, a final newline. */
const asText = (value: unknown): string => `${JSON.stringify(value, null, 1)}\n`;

/** Collections by name, levels by number, so that a change shows in a diff as just that. */
function sortKeys<T>(p: Table<T>): Table<T> {
  const out: Table<T> = {};
  for (const file of Object.keys(p).sort()) {
    out[file] = {};
    for (const k of Object.keys(p[file]).sort((a, b) => Number(a) - Number(b))) out[file][k] = p[file][k];
  }
  return out;
}
