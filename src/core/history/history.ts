import type { Delta } from './tracker';

/** One undoable step: the turn's delta and what the player did. */
export interface HistoryEntry {
  readonly delta: Delta;
  /** The LURD letter of the turn, or '' for a restart (which is undoable like any step). */
  readonly move: string;
  /** Moves and pushes counted from the last restart, after this entry. */
  readonly moves: number;
  readonly pushes: number;
  /** Entries sharing a group id undo together (a click-walk, a box transport). */
  readonly group: number;
  /** Whether the level was solved after this entry. */
  readonly solved: boolean;
}

/** Linear undo/redo over deltas. A new entry after undo drops the redo branch. */
export class History {
  private entries: HistoryEntry[] = [];
  private cursorValue = 0;

  get cursor(): number {
    return this.cursorValue;
  }

  get length(): number {
    return this.entries.length;
  }

  get canUndo(): boolean {
    return this.cursorValue > 0;
  }

  get canRedo(): boolean {
    return this.cursorValue < this.entries.length;
  }

  /** The entry a redo would apply, if any. */
  get next(): HistoryEntry | undefined {
    return this.entries[this.cursorValue];
  }

  /** The last applied entry, if any. */
  get last(): HistoryEntry | undefined {
    return this.entries[this.cursorValue - 1];
  }

  get moves(): number {
    return this.last?.moves ?? 0;
  }

  get pushes(): number {
    return this.last?.pushes ?? 0;
  }

  push(entry: HistoryEntry): void {
    if (this.cursorValue < this.entries.length) this.entries.length = this.cursorValue;
    this.entries.push(entry);
    this.cursorValue++;
  }

  /** Steps the cursor back over one entry and returns it. */
  back(): HistoryEntry | undefined {
    if (this.cursorValue === 0) return undefined;
    return this.entries[--this.cursorValue];
  }

  /** Steps the cursor forward over one entry and returns it. */
  forward(): HistoryEntry | undefined {
    if (this.cursorValue >= this.entries.length) return undefined;
    return this.entries[this.cursorValue++];
  }

  /** The LURD string of the moves since the last restart, up to the cursor. */
  lurd(): string {
    let start = this.cursorValue;
    while (start > 0 && this.entries[start - 1].move !== '') start--;
    let out = '';
    for (let i = start; i < this.cursorValue; i++) out += this.entries[i].move;
    return out;
  }

  /** Every applied and redoable entry (read-only view for persistence). */
  all(): readonly HistoryEntry[] {
    return this.entries;
  }

  /** Replaces the whole history (restoring a saved game). */
  load(entries: HistoryEntry[], cursor: number): void {
    this.entries = entries;
    this.cursorValue = Math.max(0, Math.min(cursor, entries.length));
  }

  /** Approximate bytes held: typed-array payloads plus a fixed per-entry overhead. */
  bytes(): number {
    let total = 0;
    for (const e of this.entries) total += e.delta.byteLength + ENTRY_OVERHEAD;
    return total;
  }
}

/** Object header, five fields and the typed array's own header, rounded up (V8, 64-bit). */
const ENTRY_OVERHEAD = 160;
