import { checkDesigns, type DesignsData, emptyDesigns } from '../editor/designs';
import { isSide, type Side } from '../editor/model';
import { decodeHistory } from './history-codec';

/**
 * Everything the game keeps between visits. Each part lives under its own localStorage key, wrapped
 * as `{ v: SCHEMA_VERSION, data }`, so a damaged part costs only itself and the frequent game saves do
 * not rewrite imported collections.
 */
export const SCHEMA_VERSION = 1;

export type ReducedMotion = 'system' | 'on';
export type UndoMode = 'move' | 'group';
export type BoxPaths = 'pushes' | 'moves';
export type HoldRepeat = 'quick' | 'slow' | 'off';
export type SoundLevel = 'on' | 'quiet' | 'off';

export interface Settings {
  /** `system` follows `prefers-reduced-motion`; `on` reduces motion whatever the device says. */
  readonly reducedMotion: ReducedMotion;
  /** After a win, go to the next level by itself (else wait for a key or a click). */
  readonly autoAdvance: boolean;
  /** Undo one move, or one group (a held key's run of moves, a click-walk, a box transport). */
  readonly undo: UndoMode;
  /** A box moved by the pointer goes by the fewest pushes (then moves), or the fewest moves. */
  readonly boxPaths: BoxPaths;
  /** An on-screen d-pad under the board (for touch players who prefer buttons to swipes). */
  readonly dpad: boolean;
  /** The background "still solvable?" check and its HUD tile (off for players who want to find out). */
  readonly solvableCheck: boolean;
  /** How soon a held key, swipe, d-pad button or stick starts repeating its move, or never. */
  readonly holdRepeat: HoldRepeat;
  /**
   * Single-character keys (W A S D, Z, R, N, `?`…) act. Off, only arrows, Enter, Esc, Backspace and
   * Ctrl shortcuts do: speech input and stray key presses cannot restart a level (WCAG 2.1.4).
   */
  readonly letterKeys: boolean;
  /** The editor's chosen tool (`wall`, a mod's `glyph-<code point>`): a designer reloading mid-work keeps it. */
  readonly editorTool: string;
  /** The side the editor's − and + take a row or column from or add one to, kept like the tool. */
  readonly editorSide: Side;
  /** Sounds for steps, pushes, goals, deadlocks and wins; `quiet` for a shared room. */
  readonly sound: SoundLevel;
}

/** A solution the player found. */
export interface Best {
  readonly moves: number;
  readonly pushes: number;
  readonly lurd: string;
}

export interface LevelProgress {
  readonly solved: boolean;
  /** Fewest moves (then pushes). */
  readonly bestMoves?: Best;
  /** Fewest pushes (then moves). */
  readonly bestPushes?: Best;
  /** Hints taken on this level (a player may like to know how much help a solve had). */
  readonly hints?: number;
  /**
   * Solved only with the solver playing the way to the end ("Solve from here"). The level counts as
   * solved, so the player can go on, but bests are the player's own solves only.
   */
  readonly helped?: boolean;
}

/** A level in progress: its encoded history and when it was last touched (for eviction). */
export interface SavedGame {
  readonly history: string;
  readonly at: number;
  /**
   * Positions the player saved to come back to, each as the LURD that reaches it from the start,
   * oldest first. Kept with the game, so they move with a design and go with a deleted import.
   */
  readonly marks?: readonly string[];
}

/** Games in progress kept at most; the least recently touched go first (a game with saved positions last). */
export const MAX_SAVED_GAMES = 60;

/** Saved positions kept per level: enough to keep several lines of attack open. */
export const MAX_MARKS = 12;

/** A collection the player imported (XSB text, kept whole so it can be re-read and exported). */
export interface ImportedCollection {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly added: number;
}

export interface SaveData {
  settings: Settings;
  progress: Record<string, LevelProgress>;
  games: Record<string, SavedGame>;
  imports: ImportedCollection[];
  /** The level open when the page was left. */
  current: string | null;
  /** The player's own levels and collections (the editor's designs). */
  designs: DesignsData;
}

export type Part = keyof SaveData;
export const PARTS: readonly Part[] = ['settings', 'progress', 'games', 'imports', 'current', 'designs'];
export const storageKey = (part: Part): string => `sokoban.${part}`;

// A click-walk is one step for the mouse player, so undo takes back groups unless asked otherwise.
export const DEFAULT_SETTINGS: Settings = {
  reducedMotion: 'system',
  autoAdvance: true,
  undo: 'group',
  boxPaths: 'pushes',
  dpad: false,
  solvableCheck: true,
  holdRepeat: 'quick',
  letterKeys: true,
  editorTool: 'wall',
  editorSide: 'top',
  sound: 'on',
};

export function emptySave(): SaveData {
  return {
    settings: { ...DEFAULT_SETTINGS },
    progress: {},
    games: {},
    imports: [],
    current: null,
    designs: emptyDesigns(),
  };
}

/** Level ids are `collection/number`; collection ids are lowercase slugs. */
export const LEVEL_ID = /^[a-z0-9][a-z0-9-]{0,63}\/[1-9]\d{0,5}$/;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

function readBest(v: unknown): Best | undefined | null {
  if (v === undefined) return undefined;
  if (!isObject(v) || !isCount(v.moves) || !isCount(v.pushes) || typeof v.lurd !== 'string') return null;
  if (!/^[lurdLURD]*$/.test(v.lurd) || v.lurd.length !== v.moves) return null;
  return { moves: v.moves, pushes: v.pushes, lurd: v.lurd };
}

/** A part's validator: the clean value and how many pieces were dropped to get it. */
export interface Checked<T> {
  value: T;
  dropped: number;
}

function checkSettings(v: unknown): Checked<Settings> {
  const s: Record<string, unknown> = isObject(v) ? v : {};
  let dropped = isObject(v) ? 0 : 1;
  const pick = <T>(key: string, ok: (x: unknown) => x is T, fallback: T): T => {
    if (ok(s[key])) return s[key];
    if (key in s) dropped++;
    return fallback;
  };
  return {
    value: {
      reducedMotion: pick(
        'reducedMotion',
        (x): x is ReducedMotion => x === 'system' || x === 'on',
        DEFAULT_SETTINGS.reducedMotion,
      ),
      autoAdvance: pick(
        'autoAdvance',
        (x): x is boolean => typeof x === 'boolean',
        DEFAULT_SETTINGS.autoAdvance,
      ),
      undo: pick('undo', (x): x is UndoMode => x === 'move' || x === 'group', DEFAULT_SETTINGS.undo),
      boxPaths: pick(
        'boxPaths',
        (x): x is BoxPaths => x === 'pushes' || x === 'moves',
        DEFAULT_SETTINGS.boxPaths,
      ),
      dpad: pick('dpad', (x): x is boolean => typeof x === 'boolean', DEFAULT_SETTINGS.dpad),
      solvableCheck: pick(
        'solvableCheck',
        (x): x is boolean => typeof x === 'boolean',
        DEFAULT_SETTINGS.solvableCheck,
      ),
      holdRepeat: pick(
        'holdRepeat',
        (x): x is HoldRepeat => x === 'quick' || x === 'slow' || x === 'off',
        DEFAULT_SETTINGS.holdRepeat,
      ),
      letterKeys: pick(
        'letterKeys',
        (x): x is boolean => typeof x === 'boolean',
        DEFAULT_SETTINGS.letterKeys,
      ),
      editorTool: pick(
        'editorTool',
        (x): x is string => typeof x === 'string' && /^[a-z0-9-]{1,24}$/.test(x),
        DEFAULT_SETTINGS.editorTool,
      ),
      editorSide: pick('editorSide', isSide, DEFAULT_SETTINGS.editorSide),
      sound: pick(
        'sound',
        (x): x is SoundLevel => x === 'on' || x === 'quiet' || x === 'off',
        DEFAULT_SETTINGS.sound,
      ),
    },
    dropped,
  };
}

function checkRecord<T>(v: unknown, item: (x: unknown) => T | null): Checked<Record<string, T>> {
  if (!isObject(v)) return { value: {}, dropped: 1 };
  const value: Record<string, T> = {};
  let dropped = 0;
  for (const [id, raw] of Object.entries(v)) {
    const x = LEVEL_ID.test(id) ? item(raw) : null;
    if (x === null) dropped++;
    else value[id] = x;
  }
  return { value, dropped };
}

function checkProgress(v: unknown): LevelProgress | null {
  if (!isObject(v) || typeof v.solved !== 'boolean') return null;
  const bestMoves = readBest(v.bestMoves);
  const bestPushes = readBest(v.bestPushes);
  if (bestMoves === null || bestPushes === null) return null;
  if (v.hints !== undefined && !isCount(v.hints)) return null;
  if (v.helped !== undefined && typeof v.helped !== 'boolean') return null;
  return {
    solved: v.solved,
    ...(bestMoves && { bestMoves }),
    ...(bestPushes && { bestPushes }),
    ...(v.hints ? { hints: v.hints } : {}),
    ...(v.helped ? { helped: true } : {}),
  };
}

function checkGame(v: unknown): SavedGame | null {
  if (!isObject(v) || typeof v.history !== 'string' || typeof v.at !== 'number') return null;
  if (!decodeHistory(v.history)) return null;
  // Damaged marks cost only themselves: the game in progress is kept.
  const marks = Array.isArray(v.marks)
    ? v.marks.filter((m): m is string => typeof m === 'string' && /^[lurdLURD]+$/.test(m)).slice(-MAX_MARKS)
    : [];
  return { history: v.history, at: v.at, ...(marks.length && { marks }) };
}

function checkImports(v: unknown): Checked<ImportedCollection[]> {
  if (!Array.isArray(v)) return { value: [], dropped: 1 };
  const value: ImportedCollection[] = [];
  let dropped = 0;
  for (const c of v) {
    const ok =
      isObject(c) &&
      typeof c.id === 'string' &&
      /^my-[a-z0-9]{1,32}$/.test(c.id) &&
      typeof c.title === 'string' &&
      typeof c.text === 'string' &&
      typeof c.added === 'number' &&
      !value.some((x) => x.id === c.id);
    if (ok)
      value.push({
        id: c.id as string,
        title: c.title as string,
        text: c.text as string,
        added: c.added as number,
      });
    else dropped++;
  }
  return { value, dropped };
}

function checkCurrent(v: unknown): Checked<string | null> {
  if (v === null || (typeof v === 'string' && LEVEL_ID.test(v))) return { value: v, dropped: 0 };
  return { value: null, dropped: 1 };
}

/** Checks one part's data (already out of its envelope): what can be kept and how much was dropped. */
export const checkPart = <P extends Part>(part: P, data: unknown): Checked<SaveData[P]> => CHECKS[part](data);

const CHECKS: { [P in Part]: (v: unknown) => Checked<SaveData[P]> } = {
  settings: checkSettings,
  progress: (v) => checkRecord(v, checkProgress),
  games: (v) => checkRecord(v, checkGame),
  imports: checkImports,
  current: checkCurrent,
  designs: checkDesigns,
};

/**
 * Older layouts, by the version they were written with, each upgrading its data one step. Version 1
 * is the first; a future change to a part's shape adds an entry here instead of dropping saves.
 */
export const MIGRATIONS: Record<number, (part: Part, data: unknown) => unknown> = {};

/** What reading one stored part found. */
export interface PartReport<P extends Part> {
  value: SaveData[P];
  /** Something was wrong and has been repaired (a person should hear about it once). */
  damaged: boolean;
  /** Whether the stored text should be rewritten (repaired or migrated). */
  rewrite: boolean;
}

/**
 * Reads one part's stored text (null when absent). Never throws: unreadable JSON, a missing envelope,
 * an unknown version and bad entries all fall back to what can be kept, reported as damage.
 */
export function readPart<P extends Part>(part: P, text: string | null): PartReport<P> {
  const fresh = emptySave()[part];
  if (text === null) return { value: fresh, damaged: false, rewrite: false };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { value: fresh, damaged: true, rewrite: true };
  }
  if (!isObject(raw) || !Number.isInteger(raw.v) || !('data' in raw)) {
    // No envelope: not ours, or written before versioning. Keep whatever validates.
    const { value } = CHECKS[part](raw);
    return { value, damaged: true, rewrite: true };
  }
  let version = raw.v as number;
  let data = raw.data;
  let migrated = false;
  while (version < SCHEMA_VERSION && MIGRATIONS[version]) {
    data = MIGRATIONS[version](part, data);
    version++;
    migrated = true;
  }
  const { value, dropped } = CHECKS[part](data);
  // A version we cannot migrate (too old, or written by a newer game) is salvaged entry by entry.
  const damaged = dropped > 0 || version !== SCHEMA_VERSION;
  return { value, damaged, rewrite: damaged || migrated };
}

export function writePart<P extends Part>(_part: P, value: SaveData[P]): string {
  return JSON.stringify({ v: SCHEMA_VERSION, data: value });
}

export const PART_NAMES: Record<Part, string> = {
  settings: 'settings',
  progress: 'solved levels and bests',
  games: 'games in progress',
  imports: 'imported levels',
  current: 'last level played',
  designs: 'own levels',
};
