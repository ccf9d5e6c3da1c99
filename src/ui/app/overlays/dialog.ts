import { h } from '../dom';
import { iconButton } from '../screens/play-screen';

export interface DialogHandle {
  readonly el: HTMLDialogElement;
  readonly body: HTMLElement;
  close(): void;
}

/**
 * A modal `<dialog>`: focus moves into it and stays there, Esc closes it, and it is removed from the
 * page once closed. The game's keys are off while any dialog is open.
 */
export function openDialog(options: {
  title: string;
  testid: string;
  className?: string;
  onClose?: () => void;
}): DialogHandle {
  const heading = h('h2', { class: 'dialog-title', id: `${options.testid}-title` }, options.title);
  const body = h('div', { class: 'dialog-body' });
  const el = h('dialog', {
    class: `dialog ${options.className ?? ''}`,
    'data-testid': options.testid,
    'aria-labelledby': `${options.testid}-title`,
  });
  const close = () => el.close();
  el.append(h('header', { class: 'dialog-header' }, heading, iconButton('close', 'Close', close)), body);
  el.addEventListener('close', () => {
    el.remove();
    options.onClose?.();
  });
  // A click on the backdrop (the dialog box itself, outside its content) closes it.
  el.addEventListener('click', (e) => {
    if (e.target === el) close();
  });
  document.body.append(el);
  el.showModal();
  return { el, body, close };
}

/** Whether a dialog is open (game keys are off meanwhile). */
export const dialogOpen = (): boolean => document.querySelector('dialog[open]') !== null;

/**
 * Runs `then` once no dialog is open: now, or when the last one open closes. A dialog that opens
 * itself (a slow import's) waits so, rather than stack on one the player opened meanwhile.
 */
export function whenNoDialog(then: () => void): void {
  const open = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].at(-1);
  if (open) open.addEventListener('close', () => whenNoDialog(then), { once: true });
  else then();
}

/** Settles once no dialog is open: a playback waits so, rather than move the board a dialog hides. */
export const noDialog = (): Promise<void> => new Promise((resolve) => whenNoDialog(resolve));
