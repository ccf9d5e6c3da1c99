import { mergeGames, mergeProgress, mergeRecords, type Synced, snapshot } from './merge';
import {
  MAX_SAVED_GAMES,
  PART_NAMES,
  PARTS,
  type Part,
  readPart,
  type SaveData,
  storageKey,
  writePart,
} from './schema';

export { MAX_SAVED_GAMES };

/** The slice of `Storage` the store uses (a Map-backed fake in unit tests). */
export interface Backend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The editor's undo history of the design last edited (JSON `{ v, design, edits }`). Kept only while
 * there is room: it is written after the parts, never reported when it cannot be, and removed first
 * when a part (the designs themselves) needs its room.
 */
export const EDITS_KEY = 'sokoban.editorEdits';
const SPARE_KEYS: readonly string[] = [EDITS_KEY];

/** The parts kept per level, which two tabs can both write without losing each other's levels. */
type Keyed = 'progress' | 'games';
const KEYED: readonly Keyed[] = ['progress', 'games'];
const isKeyed = (part: Part): part is Keyed => (KEYED as readonly Part[]).includes(part);

/**
 * Loads and saves `SaveData`. Games in progress are saved on every move, so those writes are debounced
 * (`flush` on page hide); everything else is written at once. A failing backend (private mode, quota)
 * never throws into the game: the error goes to `onError` once, and the write is tried again with the
 * next one. Progress and games are merged with what another tab of the game wrote meanwhile.
 */
export class Store {
  readonly data: SaveData;
  /** Names of the parts that were damaged or outdated and have been repaired (tell the player once). */
  readonly repaired: string[] = [];
  private readonly dirty = new Set<Part>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Per keyed part, each entry as this tab last read or wrote it (the base of a three-way merge). */
  private readonly synced = {} as Record<Keyed, Synced>;
  /** The text this tab last read or wrote per part: when storage still holds it, no tab wrote since. */
  private readonly seen: Partial<Record<Part, string | null>> = {};
  /** Parts whose failure was reported and not yet followed by a success (one message, not one a move). */
  private readonly failing = new Set<Part>();
  private toldNoStorage = false;
  /** Spare texts waiting for the next flush, by key (see EDITS_KEY). */
  private readonly spares = new Map<string, string>();

  constructor(
    private readonly backend: Backend | null,
    private readonly onError: (message: string) => void = () => {},
    private readonly delayMs = 400,
  ) {
    const data: Partial<SaveData> = {};
    for (const part of PARTS) {
      let text: string | null = null;
      try {
        text = backend?.getItem(storageKey(part)) ?? null;
      } catch {
        // Storage denied: start fresh without complaint; saving will report it.
      }
      const report = readPart(part, text);
      (data as Record<Part, unknown>)[part] = report.value;
      this.seen[part] = text;
      if (report.damaged) {
        this.repaired.push(PART_NAMES[part]);
        // The unreadable text is kept aside before the repair overwrites it: a truncated save may
        // still be rescued by hand.
        if (text !== null) this.tryWrite(`${storageKey(part)}.damaged`, text);
      }
      if (report.rewrite) this.dirty.add(part);
    }
    this.data = data as SaveData;
    for (const part of KEYED) this.synced[part] = snapshot(this.data[part]);
    // Write the repaired parts back now, so the damage is reported only once.
    if (this.dirty.size) this.flush();
  }

  /** Marks a part changed and writes it now; false when it could not be written (already reported). */
  save(part: Part): boolean {
    this.dirty.add(part);
    return !this.flush().includes(part);
  }

  /**
   * Writes a part now or not at all, for a change the caller takes back when it cannot be kept (an
   * import the browser has no room for): a failure is neither said, since the caller words it better
   * ("… was not imported"), nor left pending, since the part is back as stored.
   */
  trySave(part: Part): boolean {
    if (!this.backend) return this.save(part);
    try {
      this.writeMakingRoom(this.backend, part);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Puts `next` in place of every part and writes them all, or none: when one does not fit, storage
   * and this store are put back as they were and false is returned (a loaded backup is kept whole
   * or not at all, and the caller says why).
   */
  tryReplace(next: SaveData): boolean {
    const backend = this.backend;
    if (!backend) return false;
    this.flush();
    const before = PARTS.map((part) => ({
      part,
      value: this.data[part],
      seen: this.seen[part],
      synced: isKeyed(part) ? this.synced[part] : undefined,
    }));
    const data = this.data as Record<Part, unknown>;
    try {
      for (const part of PARTS) {
        data[part] = next[part];
        this.writeMakingRoom(backend, part);
      }
      return true;
    } catch {
      for (const { part, value, seen, synced } of before) {
        data[part] = value;
        this.seen[part] = seen;
        if (synced) this.synced[part as Keyed] = synced;
        this.dirty.delete(part);
        // What was there fitted before, and the new text is gone first.
        try {
          if (seen == null) backend.removeItem(storageKey(part));
          else backend.setItem(storageKey(part), seen);
        } catch {
          // Left for the next write of the part to mend.
          this.dirty.add(part);
        }
      }
      return false;
    }
  }

  /** Keeps a spare text (see EDITS_KEY) with the next flush, if there is room for it then. */
  saveSpare(key: string, text: string): void {
    this.spares.set(key, text);
    if (this.timer === null) this.timer = setTimeout(() => this.flush(), this.delayMs);
  }

  /** A spare text, the one waiting to be written if any; null when there is none. */
  readSpare(key: string): string | null {
    const waiting = this.spares.get(key);
    if (waiting !== undefined) return waiting;
    try {
      return this.backend?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  /** Marks a part changed and writes it after a pause (coalescing bursts of moves). */
  saveSoon(part: Part): void {
    this.dirty.add(part);
    if (this.timer === null) this.timer = setTimeout(() => this.flush(), this.delayMs);
  }

  /**
   * Records a game in progress, keeping its saved positions, and evicts beyond the limit the least
   * recently touched games, those without saved positions first (the player meant to come back).
   */
  putGame(levelId: string, history: string, at = Date.now()): void {
    const games = this.data.games;
    const marks = games[levelId]?.marks;
    games[levelId] = { history, at, ...(marks && { marks }) };
    const ids = Object.keys(games);
    if (ids.length > MAX_SAVED_GAMES) {
      const kept = (id: string) => (games[id].marks ? 1 : 0);
      ids.sort((a, b) => kept(a) - kept(b) || games[a].at - games[b].at);
      for (const id of ids.slice(0, ids.length - MAX_SAVED_GAMES)) delete games[id];
    }
    this.saveSoon('games');
  }

  /** Replaces a game's saved positions; false when there is no game to keep them with, or no room. */
  putMarks(levelId: string, marks: readonly string[]): boolean {
    const game = this.data.games[levelId];
    if (!game) return false;
    const { marks: _old, ...rest } = game;
    this.data.games[levelId] = { ...rest, ...(marks.length && { marks }) };
    return this.save('games');
  }

  /** Writes every pending part; returns the parts that could not be written. */
  flush(): Part[] {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const failed: Part[] = [];
    if (!this.backend) {
      if (this.dirty.size && !this.toldNoStorage) {
        this.toldNoStorage = true;
        this.onError('This browser is not letting the game save: your progress will be lost when you leave.');
      }
      // Play goes on: what is not saved is lost on leaving, as the player has been told.
      return failed;
    }
    for (const part of [...this.dirty]) {
      try {
        this.writeMakingRoom(this.backend, part);
      } catch (e) {
        // Kept pending: the next write tries again (room may have been freed meanwhile).
        failed.push(part);
        if (this.failing.has(part)) continue;
        this.failing.add(part);
        const full = e instanceof DOMException && /quota/i.test(e.name + e.message);
        this.onError(
          full
            ? `The browser's storage is full: your ${PART_NAMES[part]} could not be saved.`
            : `Your ${PART_NAMES[part]} could not be saved (${(e as Error).message}).`,
        );
      }
    }
    // With no room for it, or none for a part: no spare rather than an older one, whose room a part
    // may need next.
    for (const [key, text] of this.spares)
      if (failed.length || !this.tryWrite(key, text)) this.tryRemove(key);
    this.spares.clear();
    return failed;
  }

  /** Writes a part; when it does not fit, removes the spare texts to make room and tries once more. */
  private writeMakingRoom(backend: Backend, part: Part): void {
    try {
      this.write(backend, part);
    } catch (e) {
      let freed = false;
      for (const key of SPARE_KEYS) freed = this.tryRemove(key) || freed;
      this.spares.clear();
      if (!freed) throw e;
      this.write(backend, part);
    }
  }

  /** Writes one part (merging another tab's writes first); throws what the backend throws. */
  private write(backend: Backend, part: Part): void {
    if (isKeyed(part)) this.mergeStored(part);
    const text = writePart(part, this.data[part]);
    backend.setItem(storageKey(part), text);
    this.seen[part] = text;
    if (isKeyed(part)) this.synced[part] = snapshot(this.data[part]);
    this.dirty.delete(part);
    this.failing.delete(part);
  }

  /**
   * Another tab wrote `key` (the browser's storage event). Progress and games take in that tab's
   * levels, keeping this tab's own changes. Returns the part when it is one of the game's and not
   * what this tab last read or wrote (for the others, the caller decides), else null.
   */
  external(key: string | null, text: string | null): Part | null {
    const part = PARTS.find((p) => storageKey(p) === key);
    if (!part || text === this.seen[part]) return null;
    if (!isKeyed(part)) return part;
    this.adopt(part, text);
    return part;
  }

  /** Merges what storage holds now into this tab's part, when another tab has written it. */
  private mergeStored(part: Keyed): void {
    const text = this.backend?.getItem(storageKey(part)) ?? null;
    if (text !== this.seen[part]) this.adopt(part, text);
  }

  private adopt(part: Keyed, text: string | null): void {
    const theirs = readPart(part, text).value;
    const ours = this.data[part] as Record<string, unknown>;
    const merged: Record<string, unknown> =
      part === 'progress'
        ? mergeRecords(
            this.synced.progress,
            this.data.progress,
            theirs as SaveData['progress'],
            mergeProgress,
          )
        : mergeRecords(this.synced.games, this.data.games, theirs as SaveData['games'], mergeGames);
    // In place: screens hold on to these objects.
    for (const k of Object.keys(ours)) if (!(k in merged)) delete ours[k];
    Object.assign(ours, merged);
    this.synced[part] = snapshot(theirs);
    this.seen[part] = text;
  }

  /** Best effort: there may be no room for a copy. */
  private tryWrite(key: string, text: string): boolean {
    try {
      this.backend?.setItem(key, text);
      return true;
    } catch {
      return false;
    }
  }

  /** Removes a key; whether there was one to remove. */
  private tryRemove(key: string): boolean {
    try {
      if (this.backend?.getItem(key) == null) return false;
      this.backend.removeItem(key);
      return true;
    } catch {
      return false;
    }
  }
}

/** `localStorage`, or null where the browser refuses it (some privacy modes throw on access). */
export function browserBackend(): Backend | null {
  try {
    const s = window.localStorage;
    const probe = 'sokoban.probe';
    s.setItem(probe, '1');
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}
