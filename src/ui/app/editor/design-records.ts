import type { LevelProgress, SavedGame } from '../storage/schema';

/** Where a design is played (`own-<collection>/<n>`) and the XSB text it is played as. */
export interface DesignSlot {
  readonly key: string;
  readonly text: string;
}

/** The parts of the store that hold play records by level id. */
export interface PlayRecords {
  readonly progress: Record<string, LevelProgress>;
  readonly games: Record<string, SavedGame>;
}

interface Taken {
  readonly progress?: LevelProgress;
  readonly game?: SavedGame;
}

/**
 * Keeps each design's progress and game in progress with the design itself. Own levels are played
 * by position, so a design that moves takes its records to its new position. An edited board is
 * another level: its records are set aside, as are those of a design that is removed (or stops being
 * playable), for this page's life, so undoing the edit or the removal brings them back. Nothing else
 * at a position is ever touched.
 */
export class DesignRecords {
  /** Where each design (by id) was last seen. */
  private readonly slots = new Map<string, DesignSlot>();
  /** Records set aside, by design id and the board they belong to. */
  private readonly aside = new Map<string, Taken>();
  private started = false;

  constructor(private readonly store: () => PlayRecords) {}

  /**
   * Brings the records in line with where the designs are now (`designs`: design id -> slot, and
   * `collections`: the prefixes of every own collection, `own-<id>/`). Returns the level ids whose
   * level is no longer the one that was there (moved, edited, removed), so a game open on one of them
   * can be closed. The first call only learns the slots, and drops records left at positions no
   * design holds (left behind by older versions of the game).
   */
  update(designs: ReadonlyMap<string, DesignSlot>, ownPrefix = 'own-'): Set<string> {
    const stale = new Set<string>();
    if (!this.started) {
      this.started = true;
      const held = new Set([...designs.values()].map((s) => s.key));
      for (const part of [this.store().progress, this.store().games])
        for (const key of Object.keys(part))
          if (key.startsWith(ownPrefix) && !held.has(key)) delete part[key];
      for (const [id, slot] of designs) this.slots.set(id, slot);
      return stale;
    }
    // Take every record that has to go elsewhere first, so two designs that swap do not collide.
    const carried = new Map<string, Taken>();
    for (const [id, was] of this.slots) {
      const now = designs.get(id);
      if (now && now.key === was.key && now.text === was.text) continue;
      stale.add(was.key);
      const taken = this.take(was);
      if (now?.text === was.text) carried.set(id, taken);
      else if (taken.progress || taken.game) this.aside.set(asideKey(id, was.text), taken);
    }
    for (const [id, now] of designs) {
      const was = this.slots.get(id);
      if (was && was.key === now.key && was.text === now.text) continue;
      stale.add(now.key);
      const back = carried.get(id) ?? this.aside.get(asideKey(id, now.text));
      this.aside.delete(asideKey(id, now.text));
      if (back) this.put(now.key, back);
    }
    this.slots.clear();
    for (const [id, slot] of designs) this.slots.set(id, slot);
    return stale;
  }

  private take(slot: DesignSlot): Taken {
    const { progress, games } = this.store();
    const taken: Taken = { progress: progress[slot.key], game: games[slot.key] };
    delete progress[slot.key];
    delete games[slot.key];
    return taken;
  }

  private put(key: string, taken: Taken): void {
    const { progress, games } = this.store();
    if (taken.progress) progress[key] = taken.progress;
    if (taken.game) games[key] = taken.game;
  }
}

const asideKey = (id: string, text: string) => `${id}\n${text}`;
