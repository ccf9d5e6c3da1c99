import { h } from './dom';

/**
 * What the page says when the game cannot start at all (no WebGL, a script that failed to load):
 * a plain message in the page instead of a blank one. Saved progress is untouched.
 */
export function showFatal(root: HTMLElement, error: unknown): void {
  console.error(error);
  const reason = error instanceof Error ? error.message : String(error);
  root.replaceChildren(
    h(
      'div',
      { class: 'fatal', role: 'alert', 'data-testid': 'fatal' },
      h('h1', {}, 'The game could not start'),
      h(
        'p',
        {},
        'This browser could not run it: it needs WebGL (graphics acceleration) and a recent browser. ' +
          'Your saved progress is kept. Try reloading, turning graphics acceleration on, or another browser.',
      ),
      h('p', { class: 'fatal-reason' }, `Reason: ${reason}`),
    ),
  );
}
