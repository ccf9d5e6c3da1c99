import { PART_NAMES, PARTS, type Part, readPart, type SaveData, storageKey, writePart } from './schema';

/** The slice of `Storage` the store uses (a Map-backed fake in unit tests). */
export interface Backend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Games in progress kept at most; the least recently touched go first. */
export const MAX_SAVED_GAMES = 60;

/**
 * Loads and saves `SaveData`. Games in progress are saved on every move, so those writes are debounced
 * (`flush` on page hide); everything else is written at once. A failing backend (private mode, quota)
 * never throws into the game: the error goes to `onError` and play goes on.
 */
export class Store {
  readonly data: SaveData;
  /** Names of the parts that were damaged or outdated and have been repaired (tell the player once). */
  readonly repaired: string[] = [];
  private readonly dirty = new Set<Part>();
  private timer: ReturnType<typeof setTimeout> | null = null;

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
      if (report.damaged) this.repaired.push(PART_NAMES[part]);
      if (report.rewrite) this.dirty.add(part);
    }
    this.data = data as SaveData;
    // Write the repaired parts back now, so the damage is reported only once.
    if (this.dirty.size) this.flush();
  }

  /** Marks a part changed and writes it now; false when it could not be written (already reported). */
  save(part: Part): boolean {
    this.dirty.add(part);
    return !this.flush().includes(part);
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
    if (!this.backend) return failed;
    for (const part of [...this.dirty]) {
      try {
        this.backend.setItem(storageKey(part), writePart(part, this.data[part]));
        this.dirty.delete(part);
      } catch (e) {
        this.dirty.delete(part);
        failed.push(part);
        const full = e instanceof DOMException && /quota/i.test(e.name + e.message);
        this.onError(
          full
            ? `The browser's storage is full: your ${PART_NAMES[part]} could not be saved.`
            : `Your ${PART_NAMES[part]} could not be saved (${(e as Error).message}).`,
        );
      }
    }
    return failed;
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
