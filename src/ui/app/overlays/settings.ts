import { h, touchOnly } from '../dom';
import type { Settings } from '../storage/schema';
import { openDialog } from './dialog';

type Choice<K extends keyof Settings> = { value: Settings[K]; label: string };

/** Moving the player's progress out of this browser and back (see storage/backup). */
export interface ProgressFile {
  save(): void;
  load(file: File): void;
}

/** The settings dialog; every change applies and is saved at once. */
export function openSettings(initial: Settings, apply: (s: Settings) => void, progress: ProgressFile): void {
  let now = initial;
  const group = <K extends keyof Settings>(key: K, legend: string, choices: readonly Choice<K>[]) =>
    h(
      'fieldset',
      { class: 'choice-group' },
      h('legend', {}, legend),
      h(
        'div',
        { class: 'segmented' },
        ...choices.map((c) =>
          h(
            'label',
            { class: 'segment' },
            h('input', {
              type: 'radio',
              name: key,
              value: String(c.value),
              checked: now[key] === c.value,
              'data-testid': `setting-${key}-${c.value}`,
              onchange: () => {
                now = { ...now, [key]: c.value };
                apply(now);
              },
            }),
            h('span', {}, c.label),
          ),
        ),
      ),
    );
  const d = openDialog({ title: 'Settings', testid: 'settings-dialog' });
  d.body.append(
    group('reducedMotion', 'Animations', [
      { value: 'system', label: 'Like my device' },
      { value: 'on', label: 'Always reduced' },
    ]),
    // The key is named only where there is a key to press.
    group(
      'sound',
      touchOnly()
        ? 'Sounds and vibration'
        : initial.letterKeys
          ? 'Sounds (M turns them off and on)'
          : 'Sounds',
      [
        { value: 'on', label: 'On' },
        { value: 'quiet', label: 'Quiet' },
        { value: 'off', label: 'Off' },
      ],
    ),
    group('autoAdvance', 'After a win', [
      { value: true, label: 'Next level by itself' },
      { value: false, label: 'Wait for me' },
    ]),
    group('undo', 'Undo takes back', [
      { value: 'move', label: 'One move' },
      { value: 'group', label: 'A whole walk or push' },
    ]),
    group('boxPaths', 'A box moved by click goes', [
      { value: 'pushes', label: 'Fewest pushes' },
      { value: 'moves', label: 'Fewest moves' },
    ]),
    // Players with a tremor or slow hands need a held move to stay one move for longer, or always.
    group('holdRepeat', 'A held move repeats', [
      { value: 'quick', label: 'Quickly' },
      { value: 'slow', label: 'Slowly' },
      { value: 'off', label: 'Never' },
    ]),
    // Speech input and stray presses must not restart a level or change the editor's tool by one
    // letter (WCAG 2.1.4).
    group('letterKeys', 'Letter keys (W A S D, Z, R, N…; in the editor R, 1–9)', [
      { value: true, label: 'On' },
      { value: false, label: 'Off: arrows, Enter, Esc, Ctrl+Z' },
    ]),
    group('dpad', 'On-screen d-pad', [
      { value: false, label: 'Off (swipe)' },
      { value: true, label: 'On' },
    ]),
    // The engine's own deadlock marks stay: this is the solver's deeper look, which some would rather not have.
    group('solvableCheck', 'Solver checks if it can still be solved', [
      { value: true, label: 'On' },
      { value: false, label: 'Off' },
    ]),
    progressGroup(progress),
  );
}

/** Progress lives only in this browser's storage: a file keeps it safe and carries it elsewhere. */
function progressGroup(progress: ProgressFile): HTMLElement {
  // Opened by its button; hidden, it is not a second, unnamed button to assistive tech.
  const file = h('input', {
    type: 'file',
    accept: '.json,application/json',
    'data-testid': 'progress-file',
    hidden: true,
  });
  file.addEventListener('change', () => {
    const chosen = file.files?.[0];
    file.value = '';
    if (chosen) progress.load(chosen);
  });
  const button = (label: string, testid: string, onclick: () => void) =>
    h('button', { type: 'button', class: 'btn', 'data-testid': testid, onclick }, label);
  return h(
    'fieldset',
    { class: 'choice-group' },
    h('legend', {}, 'Your progress (kept only in this browser)'),
    h(
      'div',
      { class: 'progress-file-actions' },
      button('Save progress to a file', 'progress-save', () => progress.save()),
      button('Load progress from a file…', 'progress-load', () => file.click()),
      file,
    ),
  );
}
