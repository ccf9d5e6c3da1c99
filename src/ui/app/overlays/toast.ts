import { h } from '../dom';

let region: HTMLElement | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** A short message near the top of the screen, read out politely by screen readers. */
export function toast(message: string, ms = 3200): void {
  region ??= h('div', { class: 'toast', role: 'status', 'aria-live': 'polite', 'data-testid': 'toast' });
  // Over an open modal dialog, the page behind is covered and inert (unread): the toast goes into
  // the dialog instead, and back to the page when the dialog closes.
  const host = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].at(-1) ?? document.body;
  if (region.parentElement !== host) {
    host.append(region);
    // A dialog closed right after (an import that worked) must not take the message with it.
    const r = region;
    if (host !== document.body) host.addEventListener('close', () => document.body.append(r), { once: true });
  }
  region.textContent = message;
  region.classList.add('is-shown');
  clearTimeout(timer);
  timer = setTimeout(() => {
    region?.classList.remove('is-shown');
    // Once faded (200 ms), the words go too: a screen reader browsing the page must not find an old
    // message there minutes later, on another level.
    timer = setTimeout(() => {
      if (region) region.textContent = '';
    }, FADE_MS);
  }, ms);
}

/** The toast's fade-out in app.css. */
const FADE_MS = 250;
