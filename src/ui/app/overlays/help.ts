import { h, svg, touchOnly } from '../dom';
import { ICONS, type IconName } from '../icons';
import { KEY_HELP, type KeyHelp, keysInUse, shortcutAllowed } from '../input/keymap';
import { openDialog } from './dialog';

/** A screen's touch controls: what a finger does on the board, and what its buttons do. */
export interface TouchHelp {
  readonly gestures: readonly { readonly gesture: string; readonly action: string }[];
  readonly buttons: readonly { readonly icons: readonly IconName[]; readonly action: string }[];
}

/** What a keys overlay shows: its title, a line to begin with, its keys, and its touch controls. */
export interface KeysHelp {
  readonly title: string;
  readonly lead: string;
  readonly keys: readonly KeyHelp[];
  /** Shown first on a touch screen, the keys folded away under them. */
  readonly touch?: TouchHelp;
}

/** The play screen's keys, and its gestures and buttons (as `input/pointer` and the toolbar do them). */
export const PLAY_HELP: KeysHelp = {
  title: 'How to play',
  lead: 'Push every box onto a goal. You can push one box at a time and never pull, so think before you push.',
  keys: KEY_HELP,
  touch: {
    gestures: [
      { gesture: 'Tap', action: 'Walk there' },
      { gesture: 'Tap a box', action: 'Show where it can go; tap one of those to push it there' },
      { gesture: 'Drag a box', action: 'Push it where you let go' },
      { gesture: 'Swipe', action: 'One step; hold the finger down to keep walking' },
      { gesture: 'Pinch', action: 'Zoom in; two fingers move the board' },
    ],
    buttons: [
      { icons: ['undo', 'redo'], action: 'Undo, redo' },
      { icons: ['restart'], action: 'Restart the level' },
      { icons: ['prev', 'next'], action: 'Previous, next level' },
      { icons: ['hint'], action: 'Hint: the next push' },
      { icons: ['solve'], action: 'Solve from here' },
      { icons: ['levels'], action: 'Level list' },
      {
        icons: ['more'],
        action: 'More: saved positions, moves, import, settings',
      },
    ],
  },
};

/**
 * The help overlay (the play screen's keys, or another screen's), listing only the keys that act with
 * the letter keys setting (`letters`); Esc closes it, and so does `?` when it acts. On a touch screen
 * the gestures and buttons come first and the keys are folded under them: a phone's player has no
 * keyboard, and the list of keys alone was several screens long.
 */
export function openHelp(help: KeysHelp, letters: boolean): void {
  const d = openDialog({ title: help.title, testid: 'help-dialog', className: 'help-dialog' });
  const keys = h(
    'dl',
    { class: 'keys' },
    ...keysInUse(help.keys, letters).flatMap(({ keys, action }) => [
      h('dt', {}, ...keys.flatMap((k, i) => [i ? ' ' : '', h('kbd', {}, k)])),
      h('dd', {}, action),
    ]),
  );
  const lettersOff = letters ? '' : ' The letter keys are off (in the settings): these keys still work.';
  const touch = help.touch && touchOnly() ? help.touch : null;
  if (!touch) {
    d.body.append(h('p', { class: 'dialog-lead' }, help.lead, lettersOff), keys);
  } else {
    const list = (items: readonly [Node[], string][]) =>
      h(
        'dl',
        { class: 'keys touch-keys' },
        ...items.flatMap(([what, action]) => [h('dt', {}, ...what), h('dd', {}, action)]),
      );
    d.body.append(
      h('p', { class: 'dialog-lead' }, help.lead),
      h('h3', { class: 'help-heading' }, 'On the board'),
      list(touch.gestures.map(({ gesture, action }) => [[h('strong', {}, gesture)], action])),
      h('h3', { class: 'help-heading' }, 'Buttons'),
      // The icons are the buttons' own, so the list reads "Undo, redo" to a screen reader, not twice.
      list(touch.buttons.map(({ icons, action }) => [icons.map((i) => svg(ICONS[i])), action])),
      h(
        'details',
        { class: 'help-keys', 'data-testid': 'help-keys' },
        h('summary', {}, 'Keyboard keys'),
        lettersOff ? h('p', { class: 'dialog-lead' }, lettersOff.trim()) : null,
        keys,
      ),
    );
  }
  d.el.addEventListener('keydown', (e) => {
    if (e.key === '?' && shortcutAllowed(e, letters)) {
      e.preventDefault();
      d.close();
    }
  });
}
