import type { Design, DesignsData, OwnCollection } from '../editor/designs';
import { count } from '../plural';
import { mergeProgress } from './merge';
import {
  checkPart,
  DEFAULT_SETTINGS,
  type LevelProgress,
  MAX_MARKS,
  MAX_SAVED_GAMES,
  PARTS,
  type SaveData,
  type SavedGame,
  type Settings,
} from './schema';

/**
 * A backup of the player's progress as one JSON file, to keep or to carry to another browser:
 * `{ format, version, saved, data }`, `data` holding every part of the store as it is kept. Reading
 * one goes through the store's own checks, so a damaged entry costs only itself.
 */
export const BACKUP_FORMAT = 'sokoban-workshop-progress';
export const BACKUP_VERSION = 1;

export function writeBackup(data: SaveData, saved = new Date()): string {
  return JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, saved: saved.toISOString(), data });
}

export type BackupRead = { ok: true; data: SaveData; dropped: number } | { ok: false; problem: string };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a backup file's text; a file that is not one (or one from a newer game) is named as such. */
export function readBackup(text: string): BackupRead {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'it is not a progress file (it is not JSON)' };
  }
  if (!isObject(raw) || raw.format !== BACKUP_FORMAT || !isObject(raw.data))
    return { ok: false, problem: 'it is not a progress file of this game (JSON of another kind)' };
  if (!Number.isInteger(raw.version) || (raw.version as number) < 1)
    return { ok: false, problem: 'its version is not one this game knows' };
  if ((raw.version as number) > BACKUP_VERSION)
    return {
      ok: false,
      problem: `it was saved by a newer version of the game (format ${raw.version}; this one reads ${BACKUP_VERSION}): reload the game to update it`,
    };
  const source = raw.data;
  const data = {} as Record<string, unknown>;
  let dropped = 0;
  for (const part of PARTS) {
    // A part left out is empty, not damaged.
    if (!(part in source)) {
      data[part] = checkPart(part, undefined).value;
      continue;
    }
    const checked = checkPart(part, source[part]);
    data[part] = checked.value;
    dropped += checked.dropped;
  }
  return { ok: true, data: data as unknown as SaveData, dropped };
}

/** What a merge brought in, for the player to hear. */
export interface Added {
  /** Levels solved in the backup and not here. */
  solved: number;
  /** Levels already solved here whose best the backup beat. */
  bests: number;
  /** Games in progress, and saved positions, the backup had and this browser did not. */
  games: number;
  positions: number;
  /** Imported collections, and own designs. */
  imports: number;
  designs: number;
  /** Settings still at their default here, set in the backup. */
  settings: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Merges a backup into the player's data without losing anything of theirs: a level keeps the better
 * bests of the two, is solved if either solved it; a game in progress here keeps its moves, and gains
 * the backup's saved positions while there is room; the backup's other games come in while there is
 * room under `MAX_SAVED_GAMES`; collections and designs missing here are added;
 * a setting changed here stays, one still at its default takes the backup's. Merging the same backup
 * again adds nothing.
 */
export function mergeBackup(ours: SaveData, theirs: SaveData): { data: SaveData; added: Added } {
  const added: Added = { solved: 0, bests: 0, games: 0, positions: 0, imports: 0, designs: 0, settings: 0 };
  const designs = mergeDesigns(ours.designs, theirs.designs, added);
  // Own levels are played by their place among a collection's designs: the backup's records of one
  // mean the same levels here only when the collection came from it, or is the same here.
  const recordsFit = (id: string) => {
    const own = /^own-([a-z0-9]+)\//.exec(id)?.[1];
    return !own || designs.fits.has(own);
  };

  const progress: Record<string, LevelProgress> = { ...ours.progress };
  for (const [id, p] of Object.entries(theirs.progress)) {
    if (!recordsFit(id)) continue;
    const mine = progress[id];
    if (!mine) {
      progress[id] = p;
      if (p.solved) added.solved++;
      continue;
    }
    const merged = mergeProgress(mine, p);
    if (same(merged, mine)) continue;
    progress[id] = merged;
    if (merged.solved && !mine.solved) added.solved++;
    else if (!same(merged.bestMoves, mine.bestMoves) || !same(merged.bestPushes, mine.bestPushes))
      added.bests++;
  }

  const games: Record<string, SavedGame> = { ...ours.games };
  // New games fill the room left under the limit, those with saved positions and then the latest
  // first: the limit holds, and no game here is pushed out by one from the file.
  let room = MAX_SAVED_GAMES - Object.keys(games).length;
  const fresh = Object.entries(theirs.games)
    .filter(([id]) => recordsFit(id) && !games[id])
    .sort(([, a], [, b]) => Number(!!b.marks) - Number(!!a.marks) || b.at - a.at);
  for (const [id, g] of fresh) {
    if (room-- <= 0) break;
    games[id] = g;
    added.games++;
    added.positions += g.marks?.length ?? 0;
  }
  for (const [id, g] of Object.entries(theirs.games)) {
    const mine = ours.games[id];
    if (!mine || !recordsFit(id)) continue;
    const marks = [...(mine.marks ?? [])];
    for (const m of g.marks ?? []) {
      if (marks.length >= MAX_MARKS) break;
      if (marks.includes(m)) continue;
      marks.push(m);
      added.positions++;
    }
    if (marks.length !== (mine.marks?.length ?? 0)) games[id] = { ...mine, marks };
  }

  const imports = [...ours.imports];
  for (const c of theirs.imports)
    if (!imports.some((x) => x.id === c.id)) {
      imports.push(c);
      added.imports++;
    }

  const settings = { ...ours.settings } as Record<keyof Settings, unknown>;
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[])
    if (settings[key] === DEFAULT_SETTINGS[key] && theirs.settings[key] !== DEFAULT_SETTINGS[key]) {
      settings[key] = theirs.settings[key];
      added.settings++;
    }

  return {
    data: {
      settings: settings as unknown as Settings,
      progress,
      games,
      imports,
      current: ours.current ?? theirs.current,
      designs: designs.data,
    },
    added,
  };
}

/** A design as it is played (what its place's records are records of). */
const played = (d: Design) => JSON.stringify([d.rows, d.mods, d.headers ?? []]);

/**
 * Own collections missing here are added whole; one here gains the backup's designs it lacks, at its
 * end. `fits` names the collections that end up as the backup has them, design by design, where
 * the backup's records of a place are records of the same level.
 */
function mergeDesigns(
  ours: DesignsData,
  theirs: DesignsData,
  added: Added,
): { data: DesignsData; fits: Set<string> } {
  const collections: OwnCollection[] = ours.collections.map((c) => ({ ...c, designs: [...c.designs] }));
  const ids = new Set(collections.flatMap((c) => [c.id, ...c.designs.map((d) => d.id)]));
  const fits = new Set<string>();
  for (const c of theirs.collections) {
    const mine = collections.find((x) => x.id === c.id);
    if (!mine) {
      // Collections and designs share their ids: one taken here (by chance) is left out.
      if (ids.has(c.id)) continue;
      const designs = c.designs.filter((d) => !ids.has(d.id));
      for (const id of [c.id, ...designs.map((d) => d.id)]) ids.add(id);
      collections.push({ ...c, designs });
      added.designs += designs.length;
      if (designs.length === c.designs.length) fits.add(c.id);
      continue;
    }
    for (const d of c.designs)
      if (!ids.has(d.id)) {
        ids.add(d.id);
        mine.designs.push(d);
        added.designs++;
      }
    const alike =
      mine.designs.length === c.designs.length &&
      mine.designs.every((d, i) => d.id === c.designs[i].id && played(d) === played(c.designs[i]));
    if (alike) fits.add(c.id);
  }
  return { data: { collections }, fits };
}

/** What a loaded backup added, in words ("3 solved levels, 1 better best"), or null for nothing. */
export function describeAdded(added: Added): string | null {
  const parts = [
    added.solved && count(added.solved, 'solved level'),
    added.bests && count(added.bests, 'better best'),
    added.games && count(added.games, 'game in progress', 'games in progress'),
    added.positions && count(added.positions, 'saved position'),
    added.imports && count(added.imports, 'imported collection'),
    added.designs && count(added.designs, 'own level'),
    added.settings && count(added.settings, 'setting'),
  ].filter((p): p is string => !!p);
  return parts.length ? parts.join(', ') : null;
}
