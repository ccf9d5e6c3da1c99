import type { Command } from '../commands';

/** Standard-mapping button indices (https://w3c.github.io/gamepad/#remapping). */
const BUTTONS: Record<number, Command> = {
  0: { kind: 'confirm' },
  1: { kind: 'undo' },
  3: { kind: 'redo' },
  8: { kind: 'restart' },
  4: { kind: 'prev' },
  5: { kind: 'next' },
  12: { kind: 'move', dir: 'up' },
  13: { kind: 'move', dir: 'down' },
  14: { kind: 'move', dir: 'left' },
  15: { kind: 'move', dir: 'right' },
};

const DEADZONE = 0.5;

/** The command a pad's state asks for now: the first pressed button, else the left stick. */
export function padCommand(
  buttons: readonly { pressed: boolean }[],
  axes: readonly number[],
): Command | null {
  for (const [i, c] of Object.entries(BUTTONS)) if (buttons[Number(i)]?.pressed) return c;
  const [x = 0, y = 0] = axes;
  if (Math.max(Math.abs(x), Math.abs(y)) < DEADZONE) return null;
  if (Math.abs(x) >= Math.abs(y)) return { kind: 'move', dir: x < 0 ? 'left' : 'right' };
  return { kind: 'move', dir: y < 0 ? 'up' : 'down' };
}

const same = (a: Command | null, b: Command | null) =>
  a === b || (!!a && !!b && a.kind === b.kind && (a as { dir?: string }).dir === (b as { dir?: string }).dir);

export interface GamepadOptions {
  dispatch(command: Command): boolean;
  enabled(): boolean;
  /** Pause before a held move starts repeating; null: it never repeats. */
  repeatDelayMs(): number | null;
  repeatMs(): number;
}

/**
 * Gamepads through the Gamepad API: d-pad or left stick moves (repeating while held), B undoes, Y
 * redoes, Back restarts, A confirms, the shoulders change level. Polls only while a pad is connected.
 */
export class GamepadInput {
  private raf = 0;
  private held: Command | null = null;
  private next = 0;

  constructor(private readonly options: GamepadOptions) {
    window.addEventListener('gamepadconnected', () => this.poll());
  }

  private poll(): void {
    if (this.raf) return;
    const frame = (now: number) => {
      this.raf = 0;
      const pads = navigator.getGamepads?.().filter((p) => p?.connected) ?? [];
      if (!pads.length) {
        this.held = null;
        return;
      }
      let command: Command | null = null;
      for (const p of pads) command ??= p && padCommand(p.buttons, p.axes);
      if (!this.options.enabled()) command = null;
      if (!same(command, this.held)) {
        this.held = command;
        if (command) {
          this.options.dispatch(command);
          this.next = now + (this.options.repeatDelayMs() ?? Number.POSITIVE_INFINITY);
        }
      } else if (
        command &&
        (command.kind === 'move' || command.kind === 'undo' || command.kind === 'redo') &&
        now >= this.next
      ) {
        this.options.dispatch({ ...command, repeat: true } as Command);
        this.next = now + this.options.repeatMs();
      }
      this.raf = requestAnimationFrame(frame);
    };
    this.raf = requestAnimationFrame(frame);
  }
}
