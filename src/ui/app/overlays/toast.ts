import { h } from '../dom';

let region: HTMLElement | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
/** Whether the toast shown speaks of the screen it was raised on. */
let bound = false;

export interface ToastOptions {
  /**
   * The words are about the screen they are raised on ("Ctrl+Z takes it back" on the editor): they go
   * when another screen or level is shown. Without it a toast outlives a change of screen, as one
   * raised to say where the player is being taken must.
   */
  readonly screen?: boolean;
}

/**
 * A short message, read out politely by screen readers: on a board's screen in the board's stage (at
 * its top on the play screen and a replay, below the HUD or top bar; at its bottom in the editor,
 * below its tools), elsewhere at the bottom of the page, clear of headings (see `place`). Which are `screen`:
 * one whose words only make sense where it was raised (a link copied, a position saved, an editor
 * paste) is, and one that says where the player is taken or must outlive the trip (an import, a
 * redirect, storage trouble) is not.
 */
export function toast(message: string, ms = 3200, options: ToastOptions = {}): void {
  bound = options.screen === true;
  region ??= h('div', { class: 'toast', role: 'status', 'aria-live': 'polite', 'data-testid': 'toast' });
  place();
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

/** Another screen or level is shown: a toast about the one left goes at once. */
export function screenChanged(): void {
  // The screen shown next may keep a place for it (the play screen's stage): it moves there once shown.
  requestAnimationFrame(place);
  if (!bound || !region) return;
  bound = false;
  clearTimeout(timer);
  region.classList.remove('is-shown');
  region.textContent = '';
}

/**
 * Puts the toast where it is seen and hides nothing that matters. Over an open modal dialog the page
 * behind is covered and inert (unread): it goes into the dialog, and out again when that closes. Else
 * into the shown screen's `data-toast-host` (the stage of the play screen, the editor or a replay: over
 * the page it hid the HUD or the tools), else onto the page.
 */
function place(): void {
  if (!region) return;
  const host =
    [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].at(-1) ??
    [...document.querySelectorAll<HTMLElement>('[data-toast-host]')].find(
      (el) => el.getClientRects().length,
    ) ??
    document.body;
  if (region.parentElement === host) return;
  host.append(region);
  // A dialog closed right after (an import that worked) must not take the message with it.
  if (host instanceof HTMLDialogElement) host.addEventListener('close', place, { once: true });
}

/** The toast's fade-out in app.css. */
const FADE_MS = 250;
