import { type PositionData, positionOf } from '../../../analysis/position';
import type { LevelSource } from '../../../core/level/types';
import { storedSolutionOf } from '../../../core/solutions';
import { MODS } from '../../../mods';
import { parSolution } from '../levels/known-solutions';
import type { Playing, Session, SessionEvent } from '../session';
import type { Store } from '../storage/store';
import type { Analyst } from './analyst';
import { playbackStepMs } from './playback';
import { positionKey, Retries } from './retries';
import { SolvabilityCheck } from './solvability';
import {
  type DeadEnd,
  deadEnd,
  deadlockWords,
  type HintAnswer,
  hintView,
  outOfTimeWords,
  type Solvability,
  solvingWords,
} from './words';

/** What the status line should say on the assistant's behalf. */
export interface Advice {
  readonly text: string;
  readonly tone: 'info' | 'alert';
  /** A button next to the words (Undo after a proven dead end, Stop while a solution plays). */
  readonly action?: { readonly label: string; readonly run: () => void };
  /** The hinted push as `x,y,dir`. */
  readonly push?: string;
  /**
   * The cells the words speak of, kept in view: the hinted box and its target, or (an alert) the
   * boxes a proven dead end's deadlock names.
   */
  readonly cells?: readonly { readonly x: number; readonly y: number }[];
}

/** Each level's checked `Solution:` (undefined when none solves it): replayed once, not per hint. */
const fileSolutions = new WeakMap<LevelSource, string | undefined>();

function fileSolution(level: LevelSource): string | undefined {
  if (!fileSolutions.has(level)) {
    const stored = storedSolutionOf(level, { catalogue: MODS });
    fileSolutions.set(level, stored && 'lurd' in stored ? stored.lurd : undefined);
  }
  return fileSolutions.get(level);
}

const HINT_MS = 5000;
const SOLVE_MS = 10000;
/** The solution optimizer's share after a fast solve: most levels reach their optimum within it. */
const OPTIMIZE_MS = 1000;

/**
 * The solver's side of play: hints, "solve from here" and the quiet "still solvable?" check
 * (`SolvabilityCheck`). Every answer is tied to the position it was asked about; a move, undo or a
 * new level makes older answers moot, and a new question cancels the old (the worker is terminated).
 */
export class Assistant {
  private advice: Advice | null = null;
  /** Bumped whenever the position changes; an answer for an older position is dropped. */
  private position = 0;
  private playing = false;
  private stopPlayback = false;
  /** The playback under way (settled when none is). */
  private playback: Promise<void> = Promise.resolve();
  private listeners: (() => void)[] = [];
  private deadlock: string | null = null;
  private readonly retries = new Retries();
  private readonly check: SolvabilityCheck;

  constructor(
    private readonly session: Session,
    private readonly store: Store,
    /** Hints and solutions share one worker (a new one cancels the old); the background check has its own. */
    private readonly solver: Analyst,
    checker: Analyst,
    private readonly stepMs: () => number,
    /** Settles once the board is in sight: a dialog over it holds a playback until it closes. */
    private readonly inSight: () => Promise<void>,
  ) {
    this.check = new SolvabilityCheck(
      checker,
      (p) => this.known(p),
      (dead) => (dead ? this.deadEnd(dead) : this.notify()),
      () => this.store.data.settings.solvableCheck,
    );
  }

  /** After an "unknown", searches the same position again with a longer budget; false if not unknown. */
  checkLonger(): boolean {
    return !this.playing && this.check.longer(this.session.playing);
  }

  /** The settings changed: the check may have been turned on or off. */
  settingsChanged(): void {
    if (this.playing) return;
    this.check.moved(this.session.playing);
  }

  /** What the background check knows of the position, or null on a level it does not run on. */
  get solvability(): Solvability | null {
    return this.check.current;
  }

  /** The advice the status line shows, or null for nothing to say. */
  get current(): Advice | null {
    return this.advice;
  }

  /** Whether a solution is being played on the board. */
  get playingBack(): boolean {
    return this.playing;
  }

  /** The note that rules hints out on this level (a mod the solver cannot follow), or null. */
  get unavailable(): string | null {
    const g = this.session.playing?.game;
    if (!g) return null;
    if (g.analysisNotes.length) return g.analysisNotes[0];
    if (!g.player) return 'Hints are unavailable: nothing is controlled.';
    return null;
  }

  /** Hints taken on the level being played. */
  get hintsTaken(): number {
    return this.session.progress?.hints ?? 0;
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Follows the session: answers are for one position only, and moved boxes start the background check. */
  sessionEvent(e: SessionEvent): void {
    if (e.type === 'info' || e.type === 'blocked') return;
    const turn = e.type === 'turn' || e.type === 'win' ? this.session.lastTurn : null;
    if (turn?.deadlockFindings.length) this.deadlock = deadlockWords(turn.deadlockFindings);
    else if (!turn) this.deadlock = null;
    if (this.playing) return;
    // A walk leaves the boxes where they were: the hint, a pending answer and a verdict all still hold.
    if (turn && turn.pushes.length === 0) return;
    // The verdict first: forget() redraws the HUD, which must not show the old one for this position.
    this.check.moved(this.session.playing);
    this.forget();
  }

  /** The status line for a deadlock the engine proved, naming its class when this session saw the proof. */
  get deadlockLine(): string {
    return this.deadlock ?? deadlockWords([]);
  }

  /**
   * A solution of the level to steer the search by: the par's, else one of the level's own
   * `Solution:` lines (an imported file's) that the engine replays to a win, else the player's own.
   * With it a hint near that path comes at once even on levels far too big to solve within a hint's time.
   */
  private async known(p: Playing): Promise<string | undefined> {
    const own = this.store.data.progress[p.id];
    const par = await parSolution(p.collection.id, p.index);
    return par ?? fileSolution(p.level) ?? own?.bestPushes?.lurd ?? own?.bestMoves?.lurd;
  }

  /** Asks for the next push from here and shows it. */
  async hint(): Promise<void> {
    const start = this.begin('No hint from here');
    if (!start) return;
    const { p, position, asked } = start;
    this.say({ text: 'Looking for a hint…', tone: 'info' });
    const known = await this.known(p);
    if (asked !== this.position || this.session.playing !== p) return;
    const seed = this.retries.seedFor(position);
    const answer = await this.solver.request({ kind: 'hint', position, timeLimitMs: HINT_MS, known, seed });
    if (!answer || asked !== this.position || this.session.playing !== p) return;
    if (answer.kind === 'hint' && answer.hint === null && outOfTime(answer.reason))
      this.retries.missed(position);
    const view = hintView(answer as HintAnswer, known !== undefined);
    if (answer.kind === 'hint' && answer.hint) this.check.learn('solvable');
    if (view.dead) {
      this.check.learn('unsolvable');
      return this.deadEnd(view.dead);
    }
    if (view.counts) this.countHint(p.id, position);
    if (view.cells) this.session.board.highlight(view.cells, 'hint');
    this.say({
      text: view.text,
      tone: 'info',
      ...(view.push && { push: view.push }),
      ...(view.cells && { cells: view.cells }),
    });
  }

  /** Finds a solution from the current position and plays it, as one undo step. */
  async solveFromHere(): Promise<void> {
    const start = this.begin('Nothing to solve from here');
    if (!start) return;
    const { p, position, asked } = start;
    const stop = { label: 'Stop', run: () => this.forget() };
    this.say({ text: 'Working out a solution…', tone: 'info', action: stop });
    const known = await this.known(p);
    if (asked !== this.position || this.session.playing !== p) return;
    const seed = this.retries.seedFor(position);
    const answer = await this.solver.request(
      { kind: 'solve', position, mode: 'fast', timeLimitMs: SOLVE_MS, known, seed, optimizeMs: OPTIMIZE_MS },
      (nodes) =>
        asked === this.position &&
        this.say({
          text: solvingWords(nodes),
          tone: 'info',
          action: stop,
        }),
    );
    if (!answer || asked !== this.position || this.session.playing !== p) return;
    if (answer.kind !== 'solved' || !answer.solved) {
      if (answer.kind === 'solved' && answer.reason === 'unsolvable') {
        this.check.learn('unsolvable');
        return this.deadEnd(deadEnd(answer.findings));
      }
      if (answer.kind === 'solved' && outOfTime(answer.reason)) this.retries.missed(position);
      return this.say(
        answer.kind === 'error'
          ? { text: `The solver failed: ${answer.message}`, tone: 'info' }
          : { text: outOfTimeWords('solution', known !== undefined), tone: 'info' },
      );
    }
    // Every position the playback passes through is on the way to the solution.
    this.check.learn('solvable');
    await this.play(answer.solution);
  }

  /**
   * Common start of a hint or a solve: nothing to do while playing back or once solved; the mod's note
   * when the solver cannot handle the level; in a position already known lost, `refusal` and an
   * Undo (asking the solver again would only repeat the dead-end line the player is looking at);
   * otherwise cancels older work and returns the position.
   */
  private begin(refusal: string) {
    const p = this.session.playing;
    if (!p || this.playing || p.game.solved) return null;
    const note = this.unavailable;
    if (note) {
      this.say({ text: note, tone: 'info' });
      return null;
    }
    if (p.game.deadlockedBoxes.length > 0 || this.check.current === 'unsolvable') {
      // The why stays in view (and the boxes it names stay ringed); the refusal says the key was heard.
      const shown = this.advice?.tone === 'alert' ? this.advice : null;
      const why = p.game.deadlockedBoxes.length > 0 ? this.deadlockLine : shown?.text;
      this.say({
        text: `${refusal}. ${why ?? 'This position can no longer be solved.'}`,
        tone: 'alert',
        action: { label: 'Undo', run: () => this.undo() },
        ...(shown?.cells && { cells: shown.cells }),
      });
      return null;
    }
    const position = positionOf(p.game);
    if (!position) return null;
    this.forget();
    return { p, position, asked: this.position };
  }

  /**
   * Cancels whatever is being worked out or played and clears what was shown. The background check
   * goes on: it is about the position, which has not changed.
   */
  forget(): void {
    this.position++;
    this.stopPlayback = true;
    this.solver.cancel();
    this.session.board.clearHighlights();
    this.say(null);
  }

  /**
   * Forgets what was asked and stops a playback, resolving once it has stopped: it stops at its next
   * step, and moves planned before then would be planned from a position about to change.
   */
  async stop(): Promise<void> {
    this.forget();
    await this.playback;
  }

  dispose(): void {
    this.forget();
    this.check.dispose();
  }

  /**
   * Plays moves the player pasted, as the player's own (a solve sets a best: they are the player's
   * to paste, often copied from another device), one undo group; `fromStart` restarts first, itself
   * an undo step, so Undo twice returns to where the paste found the board.
   */
  async playPasted(lurd: string, fromStart: boolean): Promise<void> {
    const p = this.session.playing;
    if (!p) return;
    await this.stop();
    if (this.session.playing !== p) return;
    if (fromStart) this.session.restartGrouped();
    await this.play(lurd, 'player', fromStart);
    // The playback kept the check quiet; the position it left is new to it.
    if (this.session.playing === p && !p.game.solved) this.check.moved(p);
  }

  /** Plays `lurd` on the board; `joinGroup`: the moves join the undo group already open. */
  private play(lurd: string, by: 'solver' | 'player' = 'solver', joinGroup = false): Promise<void> {
    this.playback = this.playMoves(lurd, by, joinGroup);
    return this.playback;
  }

  private async playMoves(lurd: string, by: 'solver' | 'player', joinGroup: boolean): Promise<void> {
    const p = this.session.playing!;
    this.say({
      text: by === 'solver' ? 'Playing the solution…' : 'Playing your moves…',
      tone: 'info',
      action: { label: 'Stop', run: () => this.forget() },
    });
    this.playing = true;
    this.stopPlayback = false;
    const dir = { l: 'left', u: 'up', r: 'right', d: 'down' } as const;
    try {
      for (let i = 0; i < lurd.length; i++) {
        // A dialog opened over the board (Help, Settings) pauses the moves: none is made unseen, and
        // they go on from there once it closes. Stop, or another level, ends them meanwhile.
        await this.inSight();
        if (this.stopPlayback || this.session.playing !== p) break;
        const d = dir[lurd[i].toLowerCase() as keyof typeof dir];
        const moved =
          by === 'solver'
            ? this.session.playSolutionMove(d, i === 0)
            : this.session.run({ kind: 'move', dir: d, repeat: joinGroup || i > 0 });
        if (!moved || p.game.solved) break;
        await delay(playbackStepMs(this.stepMs(), lurd.length));
      }
    } finally {
      this.playing = false;
      p.game.endGroup();
      if (this.session.playing === p && !p.game.solved) this.say(null);
    }
  }

  /**
   * A dead end the worker proved: its words, an Undo, and the deadlock badge on the boxes it names.
   * The worker's detector has no clock, so it names deadlocks the turn's 2 ms may have missed.
   */
  private deadEnd(dead: DeadEnd): void {
    this.session.board.highlight(dead.boxes, 'dead');
    this.say({
      text: dead.text,
      tone: 'alert',
      action: { label: 'Undo', run: () => this.undo() },
      ...(dead.boxes.length > 0 && { cells: dead.boxes }),
    });
  }

  private undo(): void {
    this.session.run({ kind: 'undo' });
  }

  /** The level and position of the last hint counted. */
  private counted = '';

  private countHint(id: string, position: PositionData): void {
    // Asking again from the same place shows the same push: not a second hint.
    const key = `${id}\n${positionKey(position)}`;
    if (key === this.counted) return;
    this.counted = key;
    const before = this.store.data.progress[id];
    this.store.data.progress[id] = { ...(before ?? { solved: false }), hints: (before?.hints ?? 0) + 1 };
    this.store.save('progress');
  }

  private say(advice: Advice | null): void {
    this.advice = advice;
    this.notify();
  }

  private notify(): void {
    for (const l of this.listeners) l();
  }
}

/** A search that stopped on its budget, not on a proof: another seed may still find a way. */
function outOfTime(reason: string | undefined): boolean {
  return reason === 'timeout' || reason === 'node-limit';
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
