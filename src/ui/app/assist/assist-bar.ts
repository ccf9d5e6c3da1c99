import type { Command } from '../commands';
import { h } from '../dom';
import { iconButton } from '../screens/play-screen';
import type { Advice } from './assistant';
import type { Solvability } from './words';

/** What the play screen needs from the assistant to draw the HUD, the status line and the buttons. */
export interface AssistState {
  readonly advice: Advice | null;
  /** The status line for a proven deadlock (its class in plain words). */
  readonly deadlock: string;
  readonly hints: number;
  /** Why hints are off on this level (a mod's note), or null when they work. */
  readonly unavailable: string | null;
  readonly playingBack: boolean;
  /** What the background check knows of the position; null where it does not run. */
  readonly solvable: Solvability | null;
}

/**
 * The Hint and Solve buttons; on a level the solver cannot follow, the mod's note stands in their
 * place so the player learns why there is no help rather than finding dead buttons.
 */
export class AssistBar {
  readonly el: HTMLElement;
  private readonly hint: HTMLButtonElement;
  private readonly solve: HTMLButtonElement;
  private readonly note = h('p', { class: 'assist-note', 'data-testid': 'hint-note', hidden: true });

  constructor(command: (c: Command) => void) {
    this.hint = iconButton('hint', 'Hint', () => command({ kind: 'hint' }), { 'data-testid': 'hint' }, 'H');
    this.solve = iconButton('solve', 'Solve from here', () => command({ kind: 'solve' }), {
      'data-testid': 'solve',
    });
    this.el = h('div', { class: 'toolbar-assist' }, this.hint, this.solve, this.note);
  }

  update(state: AssistState, solved: boolean): void {
    const off = state.unavailable;
    this.note.hidden = !off;
    this.note.textContent = off ?? '';
    this.hint.hidden = !!off;
    this.solve.hidden = !!off;
    this.hint.disabled = solved || state.playingBack;
    this.solve.disabled = solved || state.playingBack;
  }
}

/** The mods' HUD lines (rules in force, holes left, chain limit) as small pills; warnings stand out. */
export function renderModStatus(
  el: HTMLElement,
  lines: readonly { text: string; tone?: 'info' | 'warn' }[],
): void {
  const key = lines.map((l) => `${l.tone ?? ''}:${l.text}`).join('\n');
  if (el.dataset.key === key) return;
  el.dataset.key = key;
  el.replaceChildren(
    ...lines.map((l) => h('li', { class: `mod-line${l.tone === 'warn' ? ' is-warn' : ''}` }, l.text)),
  );
  el.hidden = lines.length === 0;
}
