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
 * below its tools; beside the board on a phone held sideways, in the play screen's `.side-toasts`), elsewhere at the bottom of the page, clear of headings (see `place`). Which are
 * `screen`: one whose words only make sense where it was raised (a link copied, a position saved, an editor
 * paste) is, and one that says where the player is taken or must outlive the trip (an import, a
 * redirect, storage trouble) is not.
 */
export function toast(message: string, ms = 3200, options: ToastOptions = {}): void {
  bound = options.screen === true;
  region ??= h('div', { class: 'toast', role: 'status', 'aria-live': 'polite', 'data-testid': 'toast' });
  place();
  // The same words again while they show (a held key on a level whose mod fails, a button pressed
  // twice) only stay longer: rewritten, a screen reader would read them out once per repeat.
  if (region.textContent !== message || !region.classList.contains('is-shown')) region.textContent = message;
  region.classList.add('is-shown');
  if (region.parentElement instanceof HTMLDialogElement) clearDialog(region.parentElement, region);
  clearTimeout(timer);
  timer = setTimeout(() => {
    region?.classList.remove('is-shown');
    // Once faded (200 ms), the words go too: a screen reader browsing the page must not find an old
    // message there minutes later, on another level.
    timer = setTimeout(() => {
      if (!region) return;
      region.textContent = '';
      if (region.parentElement instanceof HTMLDialogElement) giveBack(region.parentElement);
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
 * behind is covered and inert (unread): it goes into the dialog (above its box, see `clearDialog`),
 * and out again when that closes. Else into the shown screen's `data-toast-host` (the stage of the
 * play screen, the editor or a replay: over the page it hid the HUD or the tools), else onto the page.
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
  if (region.parentElement instanceof HTMLDialogElement) giveBack(region.parentElement);
  region.style.top = '';
  host.append(region);
  // A dialog closed right after (an import that worked) must not take the message with it.
  if (host instanceof HTMLDialogElement) host.addEventListener('close', place, { once: true });
}

/**
 * A toast in a dialog sits just above the dialog's box, where it covers none of its controls (at the
 * page's usual toast place it covered a tall dialog's heading or first setting). A dialog too tall to
 * leave room there moves down for it while it shows (`.dialog.makes-room` in app.css).
 */
function clearDialog(dialog: HTMLDialogElement, toast: HTMLElement): void {
  giveBack(dialog);
  const room = toast.offsetHeight + 2 * GAP;
  if (dialog.getBoundingClientRect().top < room) {
    dialog.style.setProperty('--toast-room', `${room}px`);
    dialog.classList.add('makes-room');
  }
  toast.style.top = `${Math.max(GAP, dialog.getBoundingClientRect().top - room + GAP)}px`;
}

/** The dialog takes back the room it made for a toast. */
function giveBack(dialog: HTMLDialogElement): void {
  dialog.classList.remove('makes-room');
  dialog.style.removeProperty('--toast-room');
}

/** Between a toast in a dialog, the viewport's top and the dialog's box, in CSS pixels. */
const GAP = 12;

/** The toast's fade-out in app.css. */
const FADE_MS = 250;
