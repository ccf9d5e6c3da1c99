import { h } from '../dom';
import { KEY_HELP } from '../input/keymap';
import { openDialog } from './dialog';

/** The keyboard help overlay; `?` opens it and `?` or Esc closes it. */
export function openHelp(onClose?: () => void): void {
  const d = openDialog({ title: 'How to play', testid: 'help-dialog', className: 'help-dialog', onClose });
  d.body.append(
    h(
      'p',
      { class: 'dialog-lead' },
      'Push every box onto a goal. You can push one box at a time and never pull, so think before you push.',
    ),
    h(
      'dl',
      { class: 'keys' },
      ...KEY_HELP.flatMap(({ keys, action }) => [
        h('dt', {}, ...keys.flatMap((k, i) => [i ? ' ' : '', h('kbd', {}, k)])),
        h('dd', {}, action),
      ]),
    ),
  );
  d.el.addEventListener('keydown', (e) => {
    if (e.key === '?') {
      e.preventDefault();
      d.close();
    }
  });
}
