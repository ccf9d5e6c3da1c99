import { Game } from '../../../core/game';
import type { LevelSource } from '../../../core/level/types';
import { parseLurd } from '../../../core/lurd';
import { MODS } from '../../../mods';
import { h } from '../dom';
import { BoardCanvas } from '../editor/board-canvas';
import { pushes } from '../plural';
import { iconButton } from './play-screen';

export interface ReplayActions {
  back(): void;
}

export interface ReplayInput {
  readonly level: LevelSource;
  readonly lurd: string;
  /** What is being replayed ("Your best by moves"...). */
  readonly label: string;
  readonly title: string;
}

const SPEEDS = [1, 2, 4, 8, 16, 32];

/**
 * Plays a stored solution forwards or backwards at a chosen speed, with a scrubber. Every position is
 * computed once with the real rules (mods included) and drawn as a still board, so scrubbing is free.
 */
export class ReplayScreen {
  readonly el = h('div', { class: 'screen replay-screen', 'data-screen': 'replay', hidden: true });
  private readonly canvas = new BoardCanvas(56);
  private readonly stage = h('div', { class: 'editor-stage replay-stage' });
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
  private readonly error = h('p', { class: 'editor-notice', role: 'alert', hidden: true });
  private frames: string[][] = [];
  private pushes: number[] = [];
  private width = 1;
  private index = 0;
  private direction: 1 | -1 = 1;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(actions: ReplayActions) {
    for (const s of SPEEDS) this.speed.append(h('option', { value: s }, `${s} moves/s`));
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
    this.stage.append(this.canvas.el);
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
      ),
      h('div', { class: 'replay-scrub' }, this.scrubber, this.counter),
    );
    new ResizeObserver(() => this.fit()).observe(this.stage);
  }

  /** Loads a solution; returns an error sentence when it cannot be replayed on the level. */
  open(input: ReplayInput): string | null {
    this.stop();
    this.heading.textContent = input.title;
    this.kicker.textContent = input.label;
    const built = Game.tryLevel(input.level, { catalogue: MODS });
    const parsed = parseLurd(input.lurd);
    this.frames = [input.level.rows];
    this.pushes = [0];
    let error: string | null = null;
    if (!built.game) error = 'This level cannot be played, so its solution cannot be shown.';
    else if (!parsed.ok) error = `The moves cannot be read: ${parsed.message}`;
    else {
      const game = built.game;
      this.frames = [game.toXsb().split('\n')];
      for (const [i, dir] of parsed.moves.entries()) {
        if (!game.move(dir).moved) {
          error = `Move ${i + 1} is blocked; the replay stops there.`;
          break;
        }
        this.frames.push(game.toXsb().split('\n'));
        this.pushes.push(game.pushes);
      }
    }
    this.error.hidden = !error;
    this.error.textContent = error ?? '';
    this.width = Math.max(...this.frames.map((f) => Math.max(0, ...f.map((r) => r.length))));
    this.scrubber.max = String(this.frames.length - 1);
    this.go(0);
    this.fit();
    return error;
  }

  hide(): void {
    this.stop();
  }

  private go(i: number): void {
    this.index = Math.max(0, Math.min(this.frames.length - 1, i));
    this.scrubber.value = String(this.index);
    this.counter.textContent = `Move ${this.index} of ${this.frames.length - 1} · ${pushes(this.pushes[this.index] ?? 0)}`;
    this.canvas.show(this.frames[this.index], this.width, { grid: false });
  }

  private start(direction: 1 | -1): void {
    this.stop();
    this.direction = direction;
    if (direction === 1 && this.index >= this.frames.length - 1) this.go(0);
    if (direction === -1 && this.index <= 0) this.go(this.frames.length - 1);
    (direction === 1 ? this.playButton : this.backButton).textContent = 'Pause';
    this.timer = setInterval(() => {
      const next = this.index + this.direction;
      if (next < 0 || next >= this.frames.length) return this.stop();
      this.go(next);
    }, 1000 / Number(this.speed.value));
  }

  private stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.playButton.textContent = 'Play';
    this.backButton.textContent = 'Backwards';
  }

  private fit(): void {
    const r = this.stage.getBoundingClientRect();
    if (r.width > 0) this.canvas.fit(r.width - 16, r.height - 16);
  }
}
