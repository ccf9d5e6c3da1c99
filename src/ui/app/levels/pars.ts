import type { LevelSource } from '../../../core/level/types';

/** A par: the move (and maybe push) count to beat. */
export interface Par {
  readonly moves?: number;
  readonly pushes?: number;
  /** False when the solver found this solution but could not prove it the shortest. */
  readonly optimal?: boolean;
}

type ParTable = Record<string, Record<string, Par>>;

// Pars come from `levels/pars.json` when it is there (the glob is empty otherwise and pars stay
// hidden). Shape: `{ "<file>.xsb" | "<collection>": { "<level number>": 33 | { "moves": 33, "pushes": 10 } } }`.
const FILES = import.meta.glob<unknown>('/levels/pars.json', { import: 'default' });

let table: Promise<ParTable> | null = null;
/** The table once loaded, for screens that draw synchronously (level tiles). */
let loaded: ParTable | null = null;

const count = (v: unknown): number | undefined =>
  Number.isInteger(v) && (v as number) > 0 ? (v as number) : undefined;

/** Reads a pars file leniently: entries of an unknown shape are ignored, never fatal. */
export function readParTable(raw: unknown): ParTable {
  const out: ParTable = {};
  if (typeof raw !== 'object' || raw === null) return out;
  for (const [collection, levels] of Object.entries(raw)) {
    if (typeof levels !== 'object' || levels === null) continue;
    const dest: Record<string, Par> = {};
    for (const [n, v] of Object.entries(levels)) {
      const par =
        typeof v === 'number'
          ? { moves: count(v) }
          : typeof v === 'object' && v !== null
            ? {
                moves: count((v as Par).moves),
                pushes: count((v as Par).pushes),
                ...(typeof (v as Par).optimal === 'boolean' && { optimal: (v as Par).optimal }),
              }
            : {};
      if (par.moves !== undefined || (par as Par).pushes !== undefined) dest[n] = par;
    }
    out[collection] = dest;
  }
  return out;
}

/** A `Par:` (moves) or `Par-Pushes:` header in the level itself. */
function headerPar(level: LevelSource): Par | undefined {
  const get = (key: string) => count(Number(level.headers.find(([k]) => k.toLowerCase() === key)?.[1]));
  const par = { moves: get('par'), pushes: get('par-pushes') };
  return par.moves !== undefined || par.pushes !== undefined ? par : undefined;
}

/** Starts loading the pars table (once); the app calls it early so pars are there by the first win. */
export function loadPars(): Promise<ParTable> {
  const load = Object.values(FILES)[0];
  table ??= (load ? load().then(readParTable, () => ({})) : Promise.resolve({})).then((t) => {
    loaded = t;
    return t;
  });
  return table;
}

/** The par of a level, from its own header or the pars file; undefined when nobody knows it. */
export async function parFor(collection: string, level: LevelSource): Promise<Par | undefined> {
  const own = headerPar(level);
  if (own) return own;
  const pars = await loadPars();
  return (pars[`${collection}.xsb`] ?? pars[collection])?.[String(level.index)];
}

/** The par if known right now: the level's header, or the pars file if it has already loaded. */
export function parIfLoaded(collection: string, level: LevelSource): Par | undefined {
  return headerPar(level) ?? (loaded?.[`${collection}.xsb`] ?? loaded?.[collection])?.[String(level.index)];
}
