import { Game, type GameOptions } from '../../core/game';
import type { LevelSource } from '../../core/level/types';
import { moves, pushes } from './plural';
import type { Session } from './session';
import { MAX_MARKS } from './storage/schema';
import type { Store } from './storage/store';

/** A saved position as the list shows it. */
export interface PositionView {
  readonly lurd: string;
  /** "34 moves, 8 pushes". */
  readonly label: string;
  /** The board at that position in XSB rows (for its thumbnail). */
  readonly rows: readonly string[];
  /** The level's mods, whose cells the thumbnail draws. */
  readonly mods: readonly string[];
}

export type SaveResult = { ok: true; number: number } | { ok: false; message: string };

/** The board `lurd` reaches from the start, as XSB rows; null when the moves do not fit. */
export function positionRows(level: LevelSource, options: GameOptions, lurd: string): string[] | null {
  const game = Game.fromLevel(level, options);
  return game.play(lurd).ok ? game.toXsb().split('\n') : null;
}

/**
 * Positions a player saves on a level to come back to (a serious player's snapshots: several lines
 * of attack kept open, where the undo history keeps one). Stored with the level's game in progress.
 */
export class SavedPositions {
  constructor(
    private readonly session: Session,
    private readonly store: Store,
    private readonly options: GameOptions,
  ) {}

  /** How many positions the level being played has saved (without replaying them, as `list` does). */
  count(): number {
    const p = this.session.playing;
    return p ? this.marks(p.id).length : 0;
  }

  /** The level being played's saved positions, oldest first. */
  list(): PositionView[] {
    const p = this.session.playing;
    if (!p) return [];
    return this.marks(p.id).map((lurd) => ({
      lurd,
      label: `${moves(lurd.length)}, ${pushes(countPushes(lurd))}`,
      rows: positionRows(p.level, this.options, lurd) ?? [],
      mods: p.level.mods,
    }));
  }

  /** Saves the position on the board. Refuses the start, a solved board, a copy, and a full list. */
  save(): SaveResult {
    const p = this.session.playing;
    if (!p) return { ok: false, message: 'There is no level to save a position of.' };
    if (p.game.solved)
      return { ok: false, message: 'The level is solved: there is no position to come back to.' };
    const lurd = p.game.lurd();
    // No key named: a phone has none, and the letter keys may be off.
    if (!lurd) return { ok: false, message: 'This is the start: Restart comes back here.' };
    this.session.saveHistory();
    const marks = this.marks(p.id);
    const here = p.game.toXsb();
    const same = marks.findIndex((m) => positionRows(p.level, this.options, m)?.join('\n') === here);
    if (same >= 0) return { ok: false, message: `This position is already saved (number ${same + 1}).` };
    if (marks.length >= MAX_MARKS)
      return { ok: false, message: `${MAX_MARKS} positions are saved: delete one in Saved positions first.` };
    if (!this.store.putMarks(p.id, [...marks, lurd]))
      return { ok: false, message: 'The position could not be saved.' };
    return { ok: true, number: marks.length + 1 };
  }

  /** Forgets saved position `index` (from 0) of the level being played; its moves, to restore it. */
  remove(index: number): string | null {
    const p = this.session.playing;
    const lurd = p && this.marks(p.id)[index];
    if (!p || lurd === undefined) return null;
    this.store.putMarks(
      p.id,
      this.marks(p.id).filter((_, i) => i !== index),
    );
    return lurd;
  }

  /** Puts a removed position back at `index`, where it was (an undone delete). */
  restore(index: number, lurd: string): boolean {
    const p = this.session.playing;
    if (!p) return false;
    const marks = [...this.marks(p.id)];
    if (marks.includes(lurd) || marks.length >= MAX_MARKS) return false;
    marks.splice(index, 0, lurd);
    return this.store.putMarks(p.id, marks);
  }

  /** Puts the board at saved position `index` (from 0); Undo goes back. False if it does not fit. */
  goTo(index: number): boolean {
    const p = this.session.playing;
    const lurd = p && this.marks(p.id)[index];
    return lurd ? this.session.jumpTo(lurd) : false;
  }

  private marks(id: string): readonly string[] {
    return this.store.data.games[id]?.marks ?? [];
  }
}

const countPushes = (lurd: string): number => lurd.replace(/[lurd]/g, '').length;
