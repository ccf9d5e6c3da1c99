import type { Direction } from '../../../core/pipeline/turn';
import type { Command } from '../commands';
import { h, svg } from '../dom';

const ARROW: Record<Direction, string> = {
  up: 'M6 15l6-6 6 6',
  down: 'M6 9l6 6 6-6',
  left: 'M15 6l-6 6 6 6',
  right: 'M9 6l6 6-6 6',
};

const LABEL: Record<Direction, string> = { up: 'Up', down: 'Down', left: 'Left', right: 'Right' };

export interface DpadOptions {
  dispatch(command: Command): boolean;
  /** Pause before a held move starts repeating; null: it never repeats. */
  repeatDelayMs(): number | null;
  repeatMs(): number;
}

/**
 * The on-screen d-pad (a setting, for touch players who prefer buttons to swipes). A held button
 * repeats like a held key, and its run of moves is one undo group.
 */
export class Dpad {
  readonly el: HTMLElement;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: DpadOptions) {
    const button = (dir: Direction) => {
      const b = h('button', {
        type: 'button',
        class: `dpad-btn dpad-${dir}`,
        'aria-label': `Move ${LABEL[dir].toLowerCase()}`,
        'data-testid': `dpad-${dir}`,
      });
      b.append(
        svg(
          `<svg class="icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"><path d="${ARROW[dir]}"/></svg>`,
        ),
      );
      b.addEventListener('pointerdown', (e) => {
        e.preventDefault();
        b.setPointerCapture?.(e.pointerId);
        this.hold(dir);
      });
      for (const type of ['pointerup', 'pointercancel', 'lostpointercapture'])
        b.addEventListener(type, () => this.release());
      // Keyboard and assistive technology press buttons with click, without pointer events.
      b.addEventListener('click', (e) => {
        if (e.detail === 0) options.dispatch({ kind: 'move', dir });
      });
      return b;
    };
    this.el = h(
      'nav',
      { class: 'dpad', 'aria-label': 'Direction pad', 'data-testid': 'dpad', hidden: true },
      button('up'),
      button('left'),
      button('right'),
      button('down'),
    );
  }

  set visible(on: boolean) {
    this.el.hidden = !on;
    if (!on) this.release();
  }

  release(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private hold(dir: Direction): void {
    this.release();
    this.options.dispatch({ kind: 'move', dir });
    const tick = () => {
      this.options.dispatch({ kind: 'move', dir, repeat: true });
      this.timer = setTimeout(tick, this.options.repeatMs());
    };
    const delay = this.options.repeatDelayMs();
    if (delay !== null) this.timer = setTimeout(tick, delay);
  }
}
