import { h } from '../dom';
import { KEY_HELP, type KeyHelp, keysInUse, shortcutAllowed } from '../input/keymap';
import { openDialog } from './dialog';

/** What a keys overlay shows: its title, a line to begin with, and its keys. */
export interface KeysHelp {
  readonly title: string;
  readonly lead: string;
  readonly keys: readonly KeyHelp[];
}

/** The play screen's keys. */
export const PLAY_HELP: KeysHelp = {
  title: 'How to play',
  lead: 'Push every box onto a goal. You can push one box at a time and never pull, so think before you push.',
  keys: KEY_HELP,
};

/**
 * The keyboard help overlay (the play screen's keys, or another screen's), listing only the keys that
 * act with the letter keys setting (`letters`); Esc closes it, and so does `?` when it acts.
 */
export function openHelp(help: KeysHelp, letters: boolean): void {
  const d = openDialog({ title: help.title, testid: 'help-dialog', className: 'help-dialog' });
  d.body.append(
    h(
      'p',
      { class: 'dialog-lead' },
      help.lead,
      letters ? '' : ' The letter keys are off (in the settings): these keys still work.',
    ),
    h(
      'dl',
      { class: 'keys' },
      ...keysInUse(help.keys, letters).flatMap(({ keys, action }) => [
        h('dt', {}, ...keys.flatMap((k, i) => [i ? ' ' : '', h('kbd', {}, k)])),
        h('dd', {}, action),
      ]),
    ),
  );
  d.el.addEventListener('keydown', (e) => {
    if (e.key === '?' && shortcutAllowed(e, letters)) {
      e.preventDefault();
      d.close();
    }
  });
}
