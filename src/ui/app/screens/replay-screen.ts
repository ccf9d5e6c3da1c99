import { Game } from '../../../core/game';
import type { LevelSource } from '../../../core/level/types';
import type { Direction } from '../../../core/pipeline/turn';
import { MODS } from '../../../mods';
import type { BoardView } from '../board-view';
import { copyMoves } from '../clipboard';
import { h, unbrokenCounts } from '../dom';
import { shortcutAllowed } from '../input/keymap';
import { dialogOpen } from '../overlays/dialog';
import { count, figure, pushes } from '../plural';
import { type Cue, moveCue, UNDO_CUE } from '../sound/cues';
import { iconButton } from './play-screen';
import { checkReplay } from './replay-check';

export interface ReplayActions {
  back(): void;
  /** The game's board renderer, made for this screen's stage the first time a replay opens. */
  createBoard(host: HTMLElement): Promise<BoardView>;
  reducedMotion(): boolean;
  /** The letter keys setting: off, Space does nothing here either (as in play and the editor). */
  letterKeys(): boolean;
  toast(message: string): void;
  /** Plays a move's sound (a single step, forwards or back, as in play). */
  sound?(cue: Cue): void;
}

export interface ReplayInput {
  readonly level: LevelSource;
  readonly lurd: string;
  /** What is being replayed ("Your best by moves"...). */
  readonly label: string;
  readonly title: string;
  /**
   * Takes the level over at the replay's position: plays its first moves (`lurd`) on the level in
   * play. Absent where there is no such level (a design's solution, replayed from the editor).
   */
  readonly playFrom?: (lurd: string) => void;
}

const SPEEDS = [1, 2, 4, 8, 16, 32];

/**
 * Plays a stored solution forwards or backwards at a chosen speed, with a scrubber and keys. The moves
 * are played once with the real rules (mods included) to find where each push happens; after that a
 * position is reached by undo (backwards) or by playing the moves again (forwards), drawn by the
 * game's own renderer, so a mod's pieces look as they do in play and single steps slide.
 */
export class ReplayScreen {
  readonly el = h('div', { class: 'screen replay-screen', 'data-screen': 'replay', hidden: true });
  private readonly stage = h('div', { class: 'editor-stage replay-stage', 'data-toast-host': '' });
  private readonly host = h('div', { class: 'replay-board', 'data-testid': 'replay-board' });
  private readonly scrubber = h('input', {
    type: 'range',
    min: 0,
    max: 0,
    value: 0,
    class: 'scrubber',
    'data-testid': 'replay-scrubber',
    'aria-label': 'Position in the solution',
  });
  private readonly counter = h('span', { class: 'replay-counter', 'data-testid': 'replay-counter' });
  private readonly heading = h('h1', { class: 'level-title' });
  private readonly kicker = h('p', { class: 'level-collection' });
  private readonly playButton = h(
    'button',
    { type: 'button', class: 'btn btn-primary', 'data-testid': 'replay-play' },
    'Play',
  );
  private readonly backButton = h(
    'button',
    { type: 'button', class: 'btn', 'data-testid': 'replay-reverse' },
    'Backwards',
  );
  private readonly speed = h('select', {
    class: 'speed',
    'data-testid': 'replay-speed',
    'aria-label': 'Speed',
  });
  private readonly playFromButton = h(
    'button',
    { type: 'button', class: 'btn', 'data-testid': 'replay-take-over' },
    'Play from here',
  );
  private readonly error = h('p', { class: 'editor-notice', role: 'alert', hidden: true });
  private board: Promise<BoardView> | null = null;
  private game: Game | null = null;
  private moves: Direction[] = [];
  /** The moves as LURD, pushes in capitals as the replay found them (whatever case they came in). */
  private lurd = '';
  private playFrom: ((lurd: string) => void) | undefined;
  /** Pushes made by the end of each move (index 0: the start). */
  private pushes: number[] = [0];
  private index = 0;
  private direction: 1 | -1 = 1;
  private timer: ReturnType<typeof setInterval> | undefined;
  private opened = 0;

  constructor(private readonly actions: ReplayActions) {
    for (const s of SPEEDS) this.speed.append(h('option', { value: s }, `${count(s, 'move')}/s`));
    this.speed.value = '8';
    this.speed.addEventListener('change', () => this.timer !== undefined && this.start(this.direction));
    this.scrubber.addEventListener('input', () => {
      this.stop();
      this.go(Number(this.scrubber.value));
    });
    this.playButton.addEventListener('click', () =>
      this.timer !== undefined && this.direction === 1 ? this.stop() : this.start(1),
    );
    this.backButton.addEventListener('click', () =>
      this.timer !== undefined && this.direction === -1 ? this.stop() : this.start(-1),
    );
    const step = (n: number, label: string, id: string) =>
      h(
        'button',
        {
          type: 'button',
          class: 'btn',
          'data-testid': id,
          onclick: () => {
            this.stop();
            this.go(this.index + n);
          },
        },
        label,
      );
    this.stage.append(this.host);
    this.el.append(
      h(
        'header',
        { class: 'topbar' },
        iconButton(
          'back',
          'Back',
          () => {
            this.stop();
            actions.back();
          },
          { 'data-testid': 'replay-back' },
        ),
        h('div', { class: 'level-heading' }, this.kicker, this.heading),
        h('div', { class: 'topbar-actions' }),
      ),
      this.error,
      this.stage,
      h(
        'nav',
        { class: 'replay-controls', 'aria-label': 'Replay controls' },
        step(-Number.MAX_SAFE_INTEGER, 'Start', 'replay-start'),
        step(-1, '◀ Step', 'replay-step-back'),
        this.backButton,
        this.playButton,
        step(1, 'Step ▶', 'replay-step'),
        step(Number.MAX_SAFE_INTEGER, 'End', 'replay-end'),
        this.speed,
        // A desktop player's staples: take the solution over at a move to try another way from
        // there, and copy it out (once the win card is gone, the replay is where a best's moves are).
        this.playFromButton,
        h(
          'button',
          {
            type: 'button',
            class: 'btn',
            'data-testid': 'replay-copy',
            title: 'Copy the moves as LURD text',
            onclick: async () => this.actions.toast(await copyMoves(this.lurd)),
          },
          // Short, to sit beside "Play from here" on a phone.
          'Copy moves',
        ),
      ),
      h('div', { class: 'replay-scrub' }, this.scrubber, this.counter),
    );
    this.playFromButton.addEventListener('click', () => {
      this.stop();
      this.playFrom?.(this.lurd.slice(0, this.index));
    });
  }

  /** Loads a solution; returns an error sentence when it cannot be replayed on the level. */
  open(input: ReplayInput): string | null {
    this.stop();
    this.heading.textContent = input.title;
    // On a phone it goes onto two lines rather than lose its counts to an ellipsis: they are what it says.
    this.kicker.replaceChildren(
      h('span', { class: 'replay-label', 'data-testid': 'replay-label' }, ...unbrokenCounts(input.label)),
    );
    const token = ++this.opened;
    this.board ??= this.actions.createBoard(this.host);
    const built = this.board.then((board) => ({
      board,
      built: Game.tryLevel(input.level, { catalogue: MODS, plugins: [board.plugin] }),
    }));
    // The moves are checked on a game of their own at once, so the error shows before the board is ready.
    const checked = checkReplay(input.level, input.lurd, { catalogue: MODS });
    const { error } = checked;
    this.moves = checked.moves;
    this.pushes = checked.pushes;
    this.lurd = checked.lurd;
    this.playFrom = input.playFrom;
    this.playFromButton.hidden = !input.playFrom;
    this.error.hidden = !error;
    this.error.textContent = error ?? '';
    this.host.hidden = !checked.playable;
    this.scrubber.max = String(this.moves.length);
    this.game = null;
    this.index = 0;
    this.showCounter();
    void built.then(({ board, built }) => {
      if (token !== this.opened || !built.game) return;
      this.game = built.game;
      board.setReducedMotion(this.actions.reducedMotion());
      board.show(built.game);
      this.go(0);
    });
    return error;
  }

  /**
   * Keys while the replay shows: Space plays or pauses (with the letter keys on), arrows step, Home
   * and End jump, Esc goes back.
   */
  key(e: KeyboardEvent): boolean {
    if (e.ctrlKey || e.metaKey || e.altKey || !shortcutAllowed(e, this.actions.letterKeys())) return false;
    // The scrubber and the speed list take their own keys, and Space presses a focused button itself.
    const target = e.target as HTMLElement | null;
    if (e.key === 'Escape') {
      this.stop();
      this.actions.back();
      return true;
    }
    if (target?.closest('input, select') || (e.key === ' ' && target?.closest('button'))) return false;
    const to = (i: number) => {
      this.stop();
      this.go(i);
    };
    switch (e.key) {
      case ' ':
        this.playButton.click();
        return true;
      case 'ArrowRight':
        to(this.index + 1);
        return true;
      case 'ArrowLeft':
        to(this.index - 1);
        return true;
      case 'Home':
        to(0);
        return true;
      case 'End':
        to(this.moves.length);
        return true;
      default:
        return false;
    }
  }

  hide(): void {
    this.stop();
  }

  /**
   * Shows the position after `i` moves: undo to go back, the moves again to go forwards. A single
   * step forwards slides as in play; a longer jump is drawn at once.
   */
  private go(i: number): void {
    this.index = Math.max(0, Math.min(this.moves.length, i));
    this.showCounter();
    const game = this.game;
    if (!game) return;
    const at = game.moves;
    if (this.index === at + 1) {
      const before = game.progress().done;
      const turn = game.move(this.moves[at]);
      if (turn.moved) this.actions.sound?.(moveCue(turn, game.progress().done - before, game.ruleset.sounds));
      return;
    }
    if (this.index === at - 1) this.actions.sound?.(UNDO_CUE);
    while (game.moves > this.index && game.undo({ grouped: false }).length);
    for (let m = game.moves; m < this.index; m++) game.move(this.moves[m]);
    void this.board?.then((b) => b.sync());
  }

  private showCounter(): void {
    const place = `Move ${figure(this.index)} of ${figure(this.moves.length)}`;
    this.scrubber.value = String(this.index);
    // The slider says its place as the counter writes it, not a bare "12000".
    this.scrubber.setAttribute('aria-valuetext', place);
    this.counter.textContent = `${place} · ${pushes(this.pushes[this.index] ?? 0)}`;
  }

  private start(direction: 1 | -1): void {
    this.stop();
    this.direction = direction;
    if (direction === 1 && this.index >= this.moves.length) this.go(0);
    if (direction === -1 && this.index <= 0) this.go(this.moves.length);
    (direction === 1 ? this.playButton : this.backButton).textContent = 'Pause';
    this.timer = setInterval(() => {
      // A dialog over the board (a dropped file's Import) holds the replay: no move goes by unseen.
      if (dialogOpen()) return;
      const next = this.index + this.direction;
      if (next < 0 || next > this.moves.length) return this.stop();
      this.go(next);
    }, 1000 / Number(this.speed.value));
  }

  private stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.playButton.textContent = 'Play';
    this.backButton.textContent = 'Backwards';
  }
}
