import { classicPlugin } from './classic';
import { writeClassicRows } from './classic/cells';
import { Box, Deadlocked, Goal, Player } from './classic/components';
import type { GameWorld } from './ecs/world';
import { History, type HistoryEntry } from './history/history';
import type { StateImage } from './history/tracker';
import { buildLevel } from './level/build';
import { LevelError, type LevelProblem } from './level/problems';
import { type LevelSource, levelTitle } from './level/types';
import { parseCollection } from './level/xsb';
import { lurdLetter, parseLurd } from './lurd';
import type { SystemFn } from './pipeline/schedule';
import { type Blocker, type Direction, type Segment, Turn } from './pipeline/turn';
import {
  callPlugin,
  claimedGlyphs,
  createRuleset,
  type Plugin,
  PluginError,
  type Progress,
  pluginFailure,
  type Ruleset,
} from './plugin';

export interface GameOptions {
  /** Mods a level may name in its `Mods:` line; classic is always loaded. */
  catalogue?: ReadonlyMap<string, Plugin>;
  /** Plugins loaded for every level whatever its `Mods:` line (a renderer's Render system). */
  plugins?: readonly Plugin[];
  /**
   * After every turn, verify that no system changed state without the tracker knowing, nor changed a
   * component that is not state (tests: it scans every store each turn).
   */
  strict?: boolean;
}

/** A box pushed this turn: which entity, from where to where. */
export interface PushInfo {
  readonly eid: number;
  readonly from: readonly [number, number];
  readonly to: readonly [number, number];
}

/** Everything a UI needs to know about one turn. */
export interface TurnResult {
  /** The state changed and a history entry was added. */
  readonly moved: boolean;
  readonly direction: Direction;
  /** The LURD letter recorded ('' when nothing moved). */
  readonly lurd: string;
  readonly pushes: readonly PushInfo[];
  /** Every displacement, in the order applied (walks, pushes, slides, teleports). */
  readonly segments: readonly Segment[];
  readonly blocked: Blocker | null;
  readonly destroyed: readonly number[];
  /** Boxes newly proven dead this turn. */
  readonly deadlocked: readonly number[];
  /** Deadlock classes proven this turn and the boxes each involves. */
  readonly deadlockFindings: readonly { readonly class: string; readonly boxes: readonly number[] }[];
  readonly solved: boolean;
  readonly messages: readonly string[];
}

/** The undo history as plain data (for saving a game in progress): letters, '' for restarts. */
export interface HistoryRecord {
  readonly moves: string[];
  readonly groups: number[];
  readonly cursor: number;
}

export type PlayResult = { ok: true; moves: number } | { ok: false; index: number; message: string };

/** Shared empty result lists: most turns push, destroy and say nothing, and need not allocate for it. */
const NONE: readonly never[] = Object.freeze([]);
const copy = <T>(list: readonly T[]): readonly T[] => (list.length ? list.slice() : NONE);

const DIRECTION_OF: Record<string, Direction> = { l: 'left', u: 'up', r: 'right', d: 'down' };

/**
 * The headless game: one level, its world, the ordered systems and the undo history. Everything a
 * UI, a test, the CLI or a modder drives goes through here; nothing here touches the DOM.
 */
export class Game {
  readonly level: LevelSource;
  readonly ruleset: Ruleset;
  readonly world: GameWorld;
  /** Cells inside the player's region, per `y * width + x`. */
  readonly inside: Uint8Array;
  /**
   * The start board in classic XSB (`writeClassicRows`): what the solver and the deadlock detector
   * read, since they know no mod's glyphs. Only meaningful when `analysisNotes` is empty.
   */
  readonly classicRows: readonly string[];
  private readonly history = new History();
  private readonly turn: Turn;
  private readonly systems: SystemFn[];
  private readonly initial: StateImage;
  private readonly initialSolved: boolean;
  /** More boxes than goals at the start (holes levels): then covering goals is what wins. */
  private readonly spareBoxes: boolean;
  private readonly notes: readonly string[];
  private groupCounter = 0;
  private openGroup: number | null = null;

  private constructor(
    level: LevelSource,
    ruleset: Ruleset,
    world: GameWorld,
    inside: Uint8Array,
    notes: readonly string[],
    strict: boolean,
  ) {
    this.level = level;
    this.notes = notes;
    this.ruleset = ruleset;
    this.world = world;
    this.inside = inside;
    this.classicRows = writeClassicRows(world);
    this.spareBoxes = this.boxCount > world.query(Goal).length;
    world.tracker.strict = strict;
    this.turn = new Turn(world);
    this.systems = ruleset.systems.map((s) =>
      callPlugin(ruleset, s.create, `creating system "${s.id}"`, () => s.create(world)),
    );
    this.initialSolved = this.evaluateWin();
    this.initial = world.tracker.image();
    // Setup (glyphs, onBuilt, systems' create) may write any component; from here on, only turns may.
    if (strict) world.tracker.watchScenery();
  }

  /** Loads one level, or throws a LevelError listing every problem. */
  static fromLevel(level: LevelSource, options: GameOptions = {}): Game {
    const r = Game.tryLevel(level, options);
    if (!r.game) throw new LevelError(r.problems);
    return r.game;
  }

  /** Loads level `number` (from 1) of XSB text, or throws a LevelError. */
  static fromText(text: string, number = 1, options: GameOptions = {}): Game {
    const { collection, problems } = parseCollection(text, { glyphs: glyphsOf(options.catalogue) });
    const level = collection.levels[number - 1];
    const own = problems.filter((p) => p.level === undefined || p.level === number);
    if (!level) {
      throw new LevelError(
        own.length
          ? own
          : [{ code: 'no-levels', message: `no level ${number}; the text has ${collection.levels.length}` }],
      );
    }
    if (own.length) throw new LevelError(own);
    return Game.fromLevel(level, options);
  }

  /** Loads a level, returning its problems instead of throwing. */
  static tryLevel(level: LevelSource, options: GameOptions = {}): { game?: Game; problems: LevelProblem[] } {
    const built = Game.build(level, options);
    if (!('world' in built)) return built;
    try {
      return {
        game: new Game(
          level,
          built.ruleset,
          built.world,
          built.inside,
          built.analysisNotes,
          options.strict ?? false,
        ),
        problems: [],
      };
    } catch (e) {
      // A plugin's system that throws while the game is made (callPlugin names it).
      if (!(e instanceof PluginError)) throw e;
      return { problems: [{ code: 'mod-error', message: e.message, level: level.index }] };
    }
  }

  /**
   * The problems that keep a level from being played (none: it can be), without making the game:
   * its systems precompute (the deadlock tables) for play, which checking a large import does not need.
   */
  static checkLevel(level: LevelSource, options: GameOptions = {}): LevelProblem[] {
    return Game.build(level, options).problems;
  }

  /**
   * `checkLevel`, and also refuses a level already won before its first move (`#@*#`): it has
   * nothing to play and its win is never recorded (JSoko and YASC refuse one too). A classic board
   * with a box off goal or an empty goal cannot be won yet, so a large import builds no game for it;
   * a mod's win may need neither (holes: spare boxes, every goal covered), so its levels are asked.
   */
  static checkPlayable(level: LevelSource, options: GameOptions = {}): LevelProblem[] {
    const problems = Game.checkLevel(level, options);
    if (problems.length || (!level.mods.length && level.rows.some((r) => /[$.+]/.test(r)))) return problems;
    const { game } = Game.tryLevel(level, options);
    return game ? game.startProblems() : [];
  }

  /** The problem of a level whose game is won at the start, as `checkPlayable` reports it; else none. */
  startProblems(): LevelProblem[] {
    if (!this.initialSolved) return [];
    const { index, line } = this.level;
    return [
      {
        code: 'solved-at-start',
        message: `the level is solved before the first move: ${
          this.boxesOnGoals === this.boxCount
            ? 'every box is already on a goal'
            : 'every goal is already covered'
        }`,
        level: index,
        title: levelTitle(this.level),
        line,
      },
    ];
  }

  private static build(level: LevelSource, options: GameOptions) {
    const resolved = resolvePlugins(level, options.catalogue);
    if ('problems' in resolved) return { problems: resolved.problems };
    resolved.plugins.push(...(options.plugins ?? []));
    let ruleset: Ruleset;
    try {
      ruleset = createRuleset(resolved.plugins);
    } catch (e) {
      return {
        problems: [{ code: 'mod-error' as const, message: (e as Error).message, level: level.index }],
      };
    }
    const built = buildLevel(level, ruleset);
    if (built.problems.length) return { problems: built.problems };
    return { ...built, ruleset, problems: [] };
  }

  get width(): number {
    return this.world.width;
  }

  get height(): number {
    return this.world.height;
  }

  get moves(): number {
    return this.history.moves;
  }

  get pushes(): number {
    return this.history.pushes;
  }

  get solved(): boolean {
    return this.history.last?.solved ?? this.initialSolved;
  }

  get canUndo(): boolean {
    return this.history.canUndo;
  }

  get canRedo(): boolean {
    return this.history.canRedo;
  }

  /** Bytes held by the undo history (deltas plus a per-entry overhead). */
  get historyBytes(): number {
    return this.history.bytes();
  }

  /** Number of history entries (moves and restarts), applied or redoable. */
  get historyLength(): number {
    return this.history.length;
  }

  /** Plays one turn. A command is a direction or a LURD letter (either case). */
  move(command: Direction | string): TurnResult {
    const direction = command.length === 1 ? DIRECTION_OF[command.toLowerCase()] : (command as Direction);
    if (
      !direction ||
      !(direction === 'left' || direction === 'up' || direction === 'right' || direction === 'down')
    ) {
      throw new Error(`Unknown move "${command}": use left/up/right/down or l/u/r/d.`);
    }
    const turn = this.turn;
    turn.reset(direction);
    const systems = this.systems;
    let i = 0;
    try {
      for (; i < systems.length; i++) {
        systems[i](turn);
        if (turn.cancelled) break;
      }
    } catch (e) {
      // The turn did not happen: the systems before the failing one (and it) may have moved a box
      // or tagged it, and a half-played turn would stay on the board with no history entry to undo.
      // Name the mod: "Component ... is not registered" alone leaves a level of four mods to guess.
      const spec = this.ruleset.systems[i];
      const failure = pluginFailure(this.ruleset, spec.create, `running system "${spec.id}"`, e);
      try {
        this.restored(this.world.tracker.rollback());
      } catch (restoring) {
        // The system's failure is the cause; a restore hook tripping over the half-played turn
        // comes second, not instead.
        const then = restoring instanceof Error ? restoring.message : String(restoring);
        throw new PluginError(`${failure.message}; then ${then}`);
      }
      throw failure;
    }
    const delta = this.world.tracker.commit();
    if (turn.cancelled && delta) this.applyDelta(delta, 'undo');
    const moved = delta !== null && !turn.cancelled;
    let letter = '';
    if (moved) {
      letter = lurdLetter(direction, turn.pushed);
      const prev = this.history.last;
      const restart = prev?.move === '';
      this.history.push({
        delta,
        move: letter,
        moves: (restart ? 0 : (prev?.moves ?? 0)) + 1,
        pushes: (restart ? 0 : (prev?.pushes ?? 0)) + (turn.pushed ? 1 : 0),
        group: this.openGroup ?? ++this.groupCounter,
        solved: turn.solved,
      });
    }
    let pushes: PushInfo[] | null = null;
    // A cancelled turn's segments were undone with it: like its other lists, they report nothing.
    if (moved) {
      for (const s of turn.segments) {
        if (s.kind === 'push')
          (pushes ??= []).push({ eid: s.eid, from: [s.fromX, s.fromY], to: [s.toX, s.toY] });
      }
    }
    return {
      moved,
      direction,
      lurd: letter,
      pushes: pushes ?? NONE,
      segments: moved ? turn.segments.slice() : NONE,
      blocked: turn.blocked,
      destroyed: moved ? copy(turn.destroyed) : NONE,
      deadlocked: moved ? copy(turn.deadlocked) : NONE,
      deadlockFindings: moved ? copy(turn.deadlockFindings) : NONE,
      solved: this.solved,
      messages: turn.cancelled ? [turn.cancelled] : copy(turn.messages),
    };
  }

  /**
   * Undoes one step; with `grouped` (the default) a whole click-walk or box transport. Returns the
   * entries undone (empty when there was nothing to undo).
   */
  undo(options: { grouped?: boolean } = {}): HistoryEntry[] {
    const undone: HistoryEntry[] = [];
    const first = this.history.back();
    if (!first) return undone;
    this.applyDelta(first.delta, 'undo');
    undone.push(first);
    if (options.grouped ?? true) {
      while (this.history.last && this.history.last.group === first.group) {
        const e = this.history.back()!;
        this.applyDelta(e.delta, 'undo');
        undone.push(e);
      }
    }
    return undone;
  }

  /** Redoes one step (or group). Returns the entries redone. */
  redo(options: { grouped?: boolean } = {}): HistoryEntry[] {
    const redone: HistoryEntry[] = [];
    const first = this.history.forward();
    if (!first) return redone;
    this.applyDelta(first.delta, 'redo');
    redone.push(first);
    if (options.grouped ?? true) {
      while (this.history.next && this.history.next.group === first.group) {
        const e = this.history.forward()!;
        this.applyDelta(e.delta, 'redo');
        redone.push(e);
      }
    }
    return redone;
  }

  /** Back to the starting position, as one undoable step. False when already there. */
  restart(): boolean {
    const delta = this.world.tracker.diffTo(this.initial);
    if (!delta) return false;
    // Recorded before it is applied, as undo and redo move the cursor first: a mod's onRestore that
    // throws then leaves a board its history still describes.
    this.history.push({
      delta,
      move: '',
      moves: 0,
      pushes: 0,
      group: this.openGroup ?? ++this.groupCounter,
      solved: this.initialSolved,
    });
    this.applyDelta(delta, 'redo');
    return true;
  }

  /** Moves played since the last restart, up to the present, in LURD. */
  lurd(): string {
    return this.history.lurd();
  }

  /**
   * Plays a LURD string (either case, whitespace ignored). Stops at the first move that changes nothing
   * and reports its index; moves before it stay played. With `untilSolved`, it also stops at the
   * first move that solves the level, and `moves` says how many were played: what follows a win is
   * not part of the solution. `onMove` hears each move played, with its index, so a caller can look
   * at the position after it (the CLI's `deadlocks` checks each push) without a loop of its own.
   */
  play(
    lurd: string,
    {
      untilSolved = false,
      onMove,
    }: { untilSolved?: boolean; onMove?: (turn: TurnResult, index: number) => void } = {},
  ): PlayResult {
    const parsed = parseLurd(lurd);
    if (!parsed.ok) return parsed;
    for (let i = 0; i < parsed.moves.length; i++) {
      const turn = this.move(parsed.moves[i]);
      if (!turn.moved) {
        return { ok: false, index: i, message: `move ${i + 1} (${parsed.moves[i]}) is blocked` };
      }
      onMove?.(turn, i);
      if (untilSolved && this.solved) return { ok: true, moves: i + 1 };
    }
    return { ok: true, moves: parsed.moves.length };
  }

  /** The whole history, including the redo branch, as data that `restoreHistory` replays. */
  historyRecord(): HistoryRecord {
    const all = this.history.all();
    return { moves: all.map((e) => e.move), groups: all.map((e) => e.group), cursor: this.history.cursor };
  }

  /**
   * Replays a saved history on a fresh game (moves, restarts, groups), then undoes back to its cursor,
   * so undo and redo work exactly as before the save. Returns false, leaving the game at its start,
   * if the record does not fit this level.
   */
  restoreHistory(record: HistoryRecord): boolean {
    if (this.history.length > 0) throw new Error('restoreHistory needs a game with no history.');
    const n = record.moves.length;
    for (let i = 0; i < n; i++) {
      const m = record.moves[i];
      this.openGroup = record.groups[i] ?? null;
      const ok = m === '' ? this.restart() : this.move(m).moved;
      if (!ok) {
        this.openGroup = null;
        while (this.history.canUndo) this.undo({ grouped: false });
        this.history.load([], 0);
        return false;
      }
    }
    this.openGroup = null;
    // A loop, not Math.max(...groups): spreading a long history overflows the argument stack.
    for (const g of record.groups) if (g > this.groupCounter) this.groupCounter = g;
    while (this.history.cursor > record.cursor) this.undo({ grouped: false });
    return true;
  }

  /** Groups the following moves into one undo step until `endGroup` (click-walks, box transports). */
  beginGroup(): void {
    this.openGroup = ++this.groupCounter;
  }

  endGroup(): void {
    this.openGroup = null;
  }

  /** HUD lines from every plugin's status provider (e.g. the rules in force). */
  status(): { text: string; tone?: 'info' | 'warn' }[] {
    return this.ruleset.statusProviders.flatMap((p) => p(this.world));
  }

  /**
   * Why the deadlock detector and solver cannot be trusted with this level (empty when they can):
   * a mod's mechanic, or the level's rules (`Rules: maxChain=2`).
   */
  get analysisNotes(): readonly string[] {
    return this.notes;
  }

  /**
   * What the HUD's progress tile shows: a plugin's own count (`PluginApi.progress`), else boxes on
   * goals, or goals covered when the level started with spare boxes. The start decides the label, so
   * it stays put as spare boxes fall into holes.
   */
  progress(): Progress {
    for (const count of this.ruleset.progressCounters) {
      const p = count(this.world);
      if (p) return p;
    }
    const total = this.spareBoxes ? this.world.query(Goal).length : this.boxCount;
    return { label: this.spareBoxes ? 'Goals' : 'Boxes', done: this.boxesOnGoals, total };
  }

  /** Live boxes. */
  get boxCount(): number {
    return this.world.query(Box).length;
  }

  /** Live boxes standing on a goal. */
  get boxesOnGoals(): number {
    let n = 0;
    for (const e of this.world.query(Box)) if (this.world.hasAt(this.world.x(e), this.world.y(e), Goal)) n++;
    return n;
  }

  /** Boxes the deadlock phase has proven dead in the current position. */
  get deadlockedBoxes(): number[] {
    return this.world.query(Deadlocked);
  }

  /** The first controlled entity's cell, or null when nothing is controlled. */
  get player(): { x: number; y: number } | null {
    const [p] = this.world.query(Player);
    return p === undefined ? null : { x: this.world.x(p), y: this.world.y(p) };
  }

  /** The current board in XSB, each cell written by the plugins' cell writers (mods first). */
  toXsb(): string {
    const w = this.world;
    const writers = this.ruleset.cellWriters;
    const rows: string[] = [];
    for (let y = 0; y < w.height; y++) {
      let row = '';
      for (let x = 0; x < w.width; x++) {
        let glyph: string | null = null;
        for (let i = 0; i < writers.length && glyph === null; i++) glyph = writers[i](w, x, y);
        row += glyph ?? ' ';
      }
      rows.push(row.trimEnd());
    }
    return rows.join('\n');
  }

  /**
   * Asks the plugins' WinCheck systems about the start position (a turn with no command), so a rule
   * level's own win condition decides, not the classic box count. Whatever they mark becomes the start.
   */
  private evaluateWin(): boolean {
    this.turn.reset(null);
    this.ruleset.systems.forEach((spec, i) => {
      if (spec.phase !== 'wincheck') return;
      callPlugin(this.ruleset, spec.create, `judging the start with "${spec.id}"`, () =>
        this.systems[i](this.turn),
      );
    });
    this.world.tracker.commit();
    return this.turn.solved;
  }

  private applyDelta(delta: Float64Array, direction: 'undo' | 'redo'): void {
    this.restored(this.world.tracker.apply(delta, direction));
  }

  /** After state was put back: the grid and the plugins' caches follow these entities. */
  private restored(eids: readonly number[]): void {
    for (const eid of eids) this.world.reindex(eid);
    for (const hook of this.ruleset.restoreHooks)
      callPlugin(this.ruleset, hook, 'restoring its state (onRestore)', () => hook(this.world));
  }
}

/** The plugins a level needs: classic, plus its `Mods:` from the catalogue (with their requirements). */
function resolvePlugins(
  level: LevelSource,
  catalogue: ReadonlyMap<string, Plugin> = new Map(),
): { plugins: Plugin[] } | { problems: LevelProblem[] } {
  const plugins: Plugin[] = [classicPlugin];
  const problems: LevelProblem[] = [];
  const add = (name: string) => {
    if (name === 'classic' || plugins.some((p) => p.name === name)) return;
    const p = catalogue.get(name);
    if (!p) {
      const known = [...catalogue.keys()].join(', ') || 'none';
      problems.push({
        code: 'unknown-mod',
        message: `unknown mod "${name}" (available: ${known})`,
        level: level.index,
      });
      return;
    }
    for (const dep of p.requires ?? []) add(dep);
    plugins.push(p);
  };
  for (const m of level.mods) add(m);
  return problems.length ? { problems } : { plugins };
}

/** Every glyph the catalogue's mods could claim (so the parser accepts their boards). */
export function glyphsOf(catalogue?: ReadonlyMap<string, Plugin>): string[] {
  return catalogue ? claimedGlyphs(catalogue.values()) : [];
}
