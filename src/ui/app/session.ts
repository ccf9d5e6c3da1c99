import { Game, type TurnResult } from '../../core/game';
import type { LevelProblem } from '../../core/level/problems';
import type { LevelSource } from '../../core/level/types';
import type { Direction } from '../../core/pipeline/turn';
import { PluginError } from '../../core/plugin';
import { MODS } from '../../mods';
import type { BoardView } from './board-view';
import type { Command } from './commands';
import { type Catalogue, type CollectionInfo, levelId, parseLevelId } from './levels/catalogue';
import { type Par, parFor } from './levels/pars';
import { recordSolve, type SolveReport } from './progress';
import { decodeHistory, encodeHistory } from './storage/history-codec';
import type { LevelProgress } from './storage/schema';
import type { Store } from './storage/store';

/** The level being played and everything the HUD shows about it. */
export interface Playing {
  readonly id: string;
  readonly collection: CollectionInfo;
  readonly level: LevelSource;
  /** Level number (from 1) and the collection's size. */
  readonly index: number;
  readonly count: number;
  /**
   * The level Next goes to: the next of the collection, after its last the first of the collection
   * that follows (`title` names that one); null after the very last.
   */
  readonly next: { readonly id: string; readonly title?: string } | null;
  readonly game: Game;
  /** Filled in a moment after the level opens (the pars table loads on its own). */
  par?: Par;
}

/**
 * The level as it stands outside its collection (copied, or edited as a new design): it keeps a name
 * and its author's credit, which a collection level often has only from its collection.
 */
export function standaloneLevel(p: Playing): LevelSource {
  const author = p.level.author ?? p.collection.author;
  return {
    ...p.level,
    title: p.level.title ?? `${p.collection.title} ${p.index}`,
    ...(author && { author }),
  };
}

export type SessionEvent =
  | { readonly type: 'load' | 'turn' | 'undo' | 'redo' | 'restart' | 'blocked' }
  /** The board was put at a saved position (`jumpTo`). */
  | { readonly type: 'jump' }
  /** More about the level arrived (its par); nothing on the board changed. */
  | { readonly type: 'info' }
  | { readonly type: 'win'; readonly report: SolveReport }
  /**
   * A mod's code threw while a turn, an undo or a restart was played (`message` names the mod and
   * the step). The game rolled a half-played move back; the board shows where the game stands.
   */
  | { readonly type: 'mod-error'; readonly message: string };

/** What the player is told when a mod of the level fails as they play: the mod's own words, and that nothing is lost. */
export function modFailureWords(error: PluginError): string {
  return `A mod of this level failed, so that was not played (${error.message.replace(/\.$/, '')}). Your moves so far are kept.`;
}

export type OpenResult =
  /** `note`: what the player should hear about the level's saved game (it no longer fits). */
  { ok: true; note?: string } | { ok: false; message: string; problems: readonly LevelProblem[] };

/**
 * Owns the Game and the board for the level being played: applies commands, keeps the undo history
 * saved, records wins, and tells listeners (HUD, screens) what happened. It knows nothing of keys,
 * buttons or layout, so every device and every screen goes through the same few methods.
 */
export class Session {
  private current: Playing | null = null;
  private listeners: ((e: SessionEvent, p: Playing) => void)[] = [];
  private openToken = 0;
  /** Undo groups undone and redone whole whatever the undo setting (a solution played from here). */
  private wholeGroups = new Set<number>();
  /** True while a move of the solver's solution is being played. */
  private solverMoving = false;
  private turn: TurnResult | null = null;

  constructor(
    readonly board: BoardView,
    private readonly store: Store,
    private readonly catalogue: Catalogue,
  ) {}

  get playing(): Playing | null {
    return this.current;
  }

  get progress(): LevelProgress | undefined {
    return this.current ? this.store.data.progress[this.current.id] : undefined;
  }

  /** Whether boxes are stuck in the current position. */
  get deadlocked(): boolean {
    return (this.current?.game.deadlockedBoxes.length ?? 0) > 0;
  }

  /** The last move's result (its pushes and proven deadlocks); null after undo, redo, restart or load. */
  get lastTurn(): TurnResult | null {
    return this.turn;
  }

  /**
   * Plays one move of a solution the solver found ("Solve from here"). The first move opens an undo
   * group the rest join; that group comes off with one press even when undo goes move by move, and
   * a win that has it in its history is a solve with help.
   */
  playSolutionMove(dir: Direction, first: boolean): boolean {
    this.solverMoving = true;
    try {
      const moved = this.run({ kind: 'move', dir, repeat: !first });
      const r = this.current?.game.historyRecord();
      if (moved && first && r && r.cursor > 0) {
        this.wholeGroups.add(r.groups[r.cursor - 1]);
        this.saveHistory();
      }
      return moved;
    } finally {
      this.solverMoving = false;
    }
  }

  /**
   * Whether the solver played any of the moves that led here (they are in the whole groups). A
   * restart (an empty move) puts the board back at the start, so only the moves after it count.
   */
  private get helped(): boolean {
    if (this.solverMoving) return true;
    const r = this.current?.game.historyRecord();
    if (!r || !this.wholeGroups.size) return false;
    for (let i = r.cursor - 1; i >= 0 && r.moves[i] !== ''; i--)
      if (this.wholeGroups.has(r.groups[i])) return true;
    return false;
  }

  on(listener: (e: SessionEvent, p: Playing) => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  /**
   * Opens a level by id (`microban/3`), restoring its saved history. A failed open leaves the level
   * being played untouched; of overlapping opens, the last one asked for wins.
   */
  async open(id: string): Promise<OpenResult> {
    const token = ++this.openToken;
    const ref = parseLevelId(id);
    if (!ref || !this.catalogue.info(ref.collection)) return fail(`There is no level "${id}".`);
    let loaded: Awaited<ReturnType<Catalogue['load']>>;
    try {
      loaded = await this.catalogue.load(ref.collection);
    } catch (e) {
      return fail(`The levels could not be loaded: ${(e as Error).message}`);
    }
    const level = loaded.levels[ref.index - 1];
    if (!level) return fail(`${loaded.info.title} has no level ${ref.index}.`);
    const built = Game.tryLevel(level, { catalogue: MODS, plugins: [this.board.plugin] });
    if (!built.game) return { ok: false, message: 'This level cannot be played.', problems: built.problems };
    const game = built.game;
    const saved = this.store.data.games[id];
    const record = saved && decodeHistory(saved.history);
    const restored = record && game.restoreHistory(record) ? record : null;
    if (record && !restored) delete this.store.data.games[id];
    if (token !== this.openToken) return fail('Another level was opened meanwhile.');
    const playing: Playing = {
      id,
      collection: loaded.info,
      level,
      index: ref.index,
      count: loaded.levels.length,
      next: this.nextOf(loaded.info, ref.index, loaded.levels.length),
      game,
    };
    this.current = playing;
    this.turn = null;
    this.wholeGroups = new Set(restored?.whole);
    this.store.data.current = id;
    this.store.save('current');
    this.board.show(game);
    this.emit({ type: 'load' });
    // The par is extra: the level is playable before the pars table has loaded.
    void parFor(ref.collection, level).then((par) => {
      if (!par || this.current !== playing) return;
      playing.par = par;
      this.emit({ type: 'info' });
    });
    return record && !restored
      ? {
          ok: true,
          note: 'Your saved moves on this level no longer fit it (the level has changed): it starts afresh.',
        }
      : { ok: true };
  }

  /**
   * Whether `id` is the level being played, as the catalogue has it now. An edited design keeps its
   * id but is a new board, and must be opened again rather than played on.
   */
  async isOpen(id: string): Promise<boolean> {
    const p = this.current;
    const ref = parseLevelId(id);
    if (!p || p.id !== id || !ref) return false;
    const loaded = await this.catalogue.load(ref.collection).catch(() => null);
    return loaded?.levels[ref.index - 1] === p.level;
  }

  /**
   * Lets go of the level being played when its id no longer names it (its design was moved, edited
   * or deleted): nothing more is saved or recorded under that id, and the next open starts afresh.
   */
  close(): void {
    this.openToken++;
    this.current = null;
    this.turn = null;
    this.wholeGroups = new Set();
  }

  /** The level before (-1) or after (1) the one being played; none before a collection's first. */
  neighbour(step: 1 | -1): string | null {
    const p = this.current;
    if (!p) return null;
    if (step === 1) return p.next?.id ?? null;
    return p.index > 1 ? levelId(p.collection.id, p.index - 1) : null;
  }

  private nextOf(collection: CollectionInfo, index: number, count: number): Playing['next'] {
    if (index < count) return { id: levelId(collection.id, index + 1) };
    const after = this.catalogue.after(collection.id);
    return after ? { id: levelId(after.id, 1), title: after.title } : null;
  }

  /**
   * Applies a game command; returns whether anything changed. Navigation commands (next, help...)
   * are the app's, not the session's, and return false here.
   */
  run(command: Command): boolean {
    const p = this.current;
    if (!p) return false;
    try {
      return this.apply(p, command);
    } catch (e) {
      return this.modFailed(e);
    }
  }

  private apply(p: Playing, command: Command): boolean {
    const game = p.game;
    const grouped = this.store.data.settings.undo === 'group';
    switch (command.kind) {
      case 'move': {
        // A held key's run of moves is one undo group; a fresh press starts a new one.
        if (!command.repeat) {
          game.endGroup();
          game.beginGroup();
        }
        const wasSolved = game.solved;
        const result = game.move(command.dir);
        if (result.moved) this.turn = result;
        if (!result.moved) {
          this.emit({ type: 'blocked' });
          return false;
        }
        this.saveHistory();
        if (result.solved && !wasSolved) this.win(p);
        else this.emit({ type: 'turn' });
        return true;
      }
      case 'undo':
      case 'redo': {
        game.endGroup();
        this.turn = null;
        const whole = grouped || this.wholeGroups.has(this.groupNext(command.kind));
        const done = command.kind === 'undo' ? game.undo({ grouped: whole }) : game.redo({ grouped: whole });
        if (!done.length) return false;
        return this.afterJump(command.kind);
      }
      case 'restart':
        game.endGroup();
        this.turn = null;
        return game.restart() ? this.afterJump('restart') : false;
      default:
        return false;
    }
  }

  /**
   * Puts the board at the position `lurd` reaches from the start (a saved position): a restart, then
   * the moves as one undo group, shown at once, so Undo twice returns to where the player was. False,
   * with the board left as it was, when the moves do not fit.
   */
  jumpTo(lurd: string): boolean {
    const p = this.current;
    if (!p) return false;
    const game = p.game;
    game.endGroup();
    const before = game.historyRecord().cursor;
    // The restart opens the group the moves join: one grouped undo takes the whole jump back.
    game.beginGroup();
    let failure: unknown = null;
    let ok = false;
    try {
      game.restart();
      ok = game.play(lurd).ok;
    } catch (e) {
      failure = e;
    }
    game.endGroup();
    this.turn = null;
    try {
      if (!ok) while (game.historyRecord().cursor > before) game.undo({ grouped: false });
    } catch (e) {
      failure ??= e;
    }
    if (failure) return this.modFailed(failure);
    return this.afterJump('jump') && ok;
  }

  /**
   * Restarts as the first step of an undo group that the moves played next with `repeat` join, so
   * "restart, then these moves" is one undo step (pasted moves that fit only from the start).
   */
  restartGrouped(): boolean {
    const game = this.current?.game;
    if (!game) return false;
    game.endGroup();
    game.beginGroup();
    this.turn = null;
    try {
      return game.restart() ? this.afterJump('restart') : false;
    } catch (e) {
      return this.modFailed(e);
    }
  }

  /**
   * A mod threw while the board was played: the page stays usable and the player is told which mod
   * failed. Whatever the game did before the throw (steps of an undo group) is shown and saved. Any
   * other error is this game's bug and goes on up.
   */
  private modFailed(error: unknown): false {
    if (!(error instanceof PluginError)) throw error;
    console.error(error);
    this.turn = null;
    this.board.sync();
    this.saveHistory();
    this.emit({ type: 'mod-error', message: modFailureWords(error) });
    return false;
  }

  /** Writes the current history now (on page hide the store flushes it). */
  saveHistory(): void {
    const p = this.current;
    if (p) this.store.putGame(p.id, encodeHistory(p.game.historyRecord(), this.wholeGroups));
  }

  /** The undo group the next undo (or redo) would touch; -1 when there is none or no whole groups. */
  private groupNext(kind: 'undo' | 'redo'): number {
    if (!this.wholeGroups.size || !this.current) return -1;
    const r = this.current.game.historyRecord();
    return r.groups[kind === 'undo' ? r.cursor - 1 : r.cursor] ?? -1;
  }

  private afterJump(type: 'undo' | 'redo' | 'restart' | 'jump'): boolean {
    this.board.sync();
    this.saveHistory();
    this.emit({ type });
    return true;
  }

  private win(p: Playing): void {
    const game = p.game;
    const solution = { moves: game.moves, pushes: game.pushes, lurd: game.lurd() };
    const report = recordSolve(this.store.data.progress[p.id], solution, this.helped);
    this.store.data.progress[p.id] = report.progress;
    this.store.save('progress');
    this.store.flush();
    this.board.celebrate();
    this.emit({ type: 'win', report });
  }

  private emit(e: SessionEvent): void {
    const p = this.current;
    if (p) for (const l of this.listeners) l(e, p);
  }
}

function fail(message: string): OpenResult {
  return { ok: false, message, problems: [] };
}
