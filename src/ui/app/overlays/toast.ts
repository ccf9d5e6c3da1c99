import { h } from '../dom';

let region: HTMLElement | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** A short message at the bottom of the screen, read out politely by screen readers. */
export function toast(message: string, ms = 3200): void {
  region ??= document.body.appendChild(
    h('div', { class: 'toast', role: 'status', 'aria-live': 'polite', 'data-testid': 'toast' }),
  );
  region.textContent = message;
  region.classList.add('is-shown');
  clearTimeout(timer);
  timer = setTimeout(() => region?.classList.remove('is-shown'), ms);
}
