import type { Command } from '../commands';
import { isTextTarget } from '../dom';
import { commandForKey, repeats } from './keymap';

export interface KeyboardOptions {
  /** Acts on a command; returns whether it was used (unused keys keep their browser meaning). */
  dispatch(command: Command): boolean;
  /** False while a dialog owns the keyboard. */
  enabled(): boolean;
  /** True while the board is on screen: move keys then never scroll, even when blocked. */
  playing(): boolean;
  /** Pause before a held move starts repeating; null: it never repeats. */
  repeatDelayMs(): number | null;
  /** Interval of the repeat: by default the slide time, so a held key walks at animation speed. */
  repeatMs(): number;
  /** Whether single-character keys act (a setting; arrows and Ctrl shortcuts always do). */
  letterKeys?(): boolean;
}

/**
 * Turns key presses into commands. Holding a move, undo or redo key repeats it on our own timer
 * (the system's auto-repeat rate is unrelated to the slide speed, so its events are swallowed).
 */
export class KeyboardInput {
  private held: { code: string; command: Command; timer?: ReturnType<typeof setTimeout> } | null = null;
  private readonly onKeyDown = (e: KeyboardEvent) => this.keyDown(e);
  private readonly onKeyUp = (e: KeyboardEvent) => {
    if (this.held?.code === e.code) this.release();
  };
  private readonly onBlur = () => this.release();

  constructor(
    private readonly target: Window,
    private readonly options: KeyboardOptions,
  ) {
    target.addEventListener('keydown', this.onKeyDown);
    target.addEventListener('keyup', this.onKeyUp);
    target.addEventListener('blur', this.onBlur);
    target.document.addEventListener('visibilitychange', this.onBlur);
  }

  /** Stops a running repeat (a dialog opened, the level changed). */
  release(): void {
    if (this.held) clearTimeout(this.held.timer);
    this.held = null;
  }

  destroy(): void {
    this.release();
    this.target.removeEventListener('keydown', this.onKeyDown);
    this.target.removeEventListener('keyup', this.onKeyUp);
    this.target.removeEventListener('blur', this.onBlur);
    this.target.document.removeEventListener('visibilitychange', this.onBlur);
  }

  private keyDown(e: KeyboardEvent): void {
    if (e.defaultPrevented || isTextTarget(e.target) || !this.options.enabled()) return;
    const command = commandForKey(e, this.options.letterKeys?.() ?? true);
    if (!command) return;
    // Enter and Space on a focused control belong to that control.
    if (
      command.kind === 'confirm' &&
      e.target instanceof HTMLElement &&
      e.target.closest('button, a, summary')
    )
      return;
    if (e.repeat) {
      if (this.options.playing() && repeats(command)) e.preventDefault();
      return;
    }
    const used = this.options.dispatch(command);
    // Arrows would scroll the page: while playing, move keys never do, used or not.
    if (used || (command.kind === 'move' && this.options.playing())) e.preventDefault();
    if (repeats(command)) this.hold(e.code, command);
  }

  private hold(code: string, command: Command): void {
    this.release();
    const repeat = { ...command, repeat: true } as Command;
    const tick = () => {
      if (!this.held || !this.options.enabled()) return this.release();
      this.options.dispatch(repeat);
      this.held.timer = setTimeout(tick, this.options.repeatMs());
    };
    const delay = this.options.repeatDelayMs();
    this.held = { code, command, timer: delay === null ? undefined : setTimeout(tick, delay) };
  }
}
