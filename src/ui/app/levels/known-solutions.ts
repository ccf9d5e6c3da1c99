// One chunk per collection (`levels/solutions/<id>.json`, written by `npm run pars`), fetched
// the first time a hint or a solve is asked for on one of its levels.
const FILES = import.meta.glob<Record<string, string>>('/levels/solutions/*.json', { import: 'default' });

const loaded = new Map<string, Promise<Record<string, string>>>();

/**
 * The solution behind a shipped level's par (LURD from the level's start), or undefined. The
 * solver only uses it after replaying it on the level, so a stale entry can mislead nothing.
 */
export async function parSolution(collection: string, index: number): Promise<string | undefined> {
  const load = FILES[`/levels/solutions/${collection}.json`];
  if (!load) return undefined;
  let table = loaded.get(collection);
  if (!table) {
    table = load().catch(() => ({}));
    loaded.set(collection, table);
  }
  const lurd = (await table)[String(index)];
  return typeof lurd === 'string' ? lurd : undefined;
}
