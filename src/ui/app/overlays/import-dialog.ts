import { formatProblem, type LevelProblem } from '../../../core/level/problems';
import { h } from '../dom';
import { LEVEL_FILE_TYPES, readLevelFile, type TextHandler } from '../input/files';
import { openDialog } from './dialog';

/** Most problems listed; a broken 1,000-level file should not fill the screen. */
const MAX_SHOWN = 8;

export interface ImportDialogOptions {
  /** Text to start with (a failed paste), and the problems it had. */
  text?: string;
  name?: string;
  problems?: readonly LevelProblem[];
  /** Tries the text; returns its problems, or null when it was imported (the dialog then closes). */
  submit(text: string, name?: string): readonly LevelProblem[] | null;
}

/** Lists problems as the parser words them, with line and column. */
export function problemList(problems: readonly LevelProblem[], name?: string): HTMLElement {
  const shown = problems.slice(0, MAX_SHOWN).map((p) => h('li', {}, formatProblem(p, name)));
  if (problems.length > MAX_SHOWN) shown.push(h('li', {}, `…and ${problems.length - MAX_SHOWN} more`));
  return h('ul', { class: 'problems' }, ...shown);
}

/**
 * Text typed or pasted into the dialog and not yet imported, kept for the tab's session: a reload
 * (or closing the dialog by mistake) must not lose it. Best effort: a full storage keeps nothing.
 */
const draft = {
  key: 'sokoban.importDraft',
  read(): string {
    try {
      return sessionStorage.getItem(this.key) ?? '';
    } catch {
      return '';
    }
  },
  write(text: string): void {
    try {
      if (text) sessionStorage.setItem(this.key, text);
      else sessionStorage.removeItem(this.key);
    } catch {
      // No room or no storage: the text stays in the open dialog only.
    }
  },
};

/**
 * Paste or open level text. Errors stay in the dialog next to the text, so the player can fix the
 * text; the game behind is not touched until an import succeeds.
 */
export function openImport(options: ImportDialogOptions): void {
  const d = openDialog({ title: 'Import levels', testid: 'import-dialog', className: 'import-dialog' });
  let name = options.name;
  const area = h('textarea', {
    class: 'import-text',
    'data-testid': 'import-text',
    spellcheck: 'false',
    rows: 10,
    'aria-label': 'Level text (XSB)',
    placeholder: '#####\n#@$.#\n#####',
  });
  area.value = options.text ?? draft.read();
  area.addEventListener('input', () => {
    name = undefined;
    draft.write(area.value);
  });
  const error = h('div', {
    class: 'import-error',
    id: 'import-error',
    'data-testid': 'import-error',
    role: 'alert',
  });
  const showProblems = (problems: readonly LevelProblem[]) => {
    error.replaceChildren(
      h('p', { class: 'import-error-title' }, 'These levels cannot be played:'),
      problemList(problems, name),
    );
    error.hidden = false;
    // The problems are the text's: a screen reader says them on the field too.
    area.setAttribute('aria-invalid', 'true');
    area.setAttribute('aria-describedby', error.id);
  };
  error.hidden = true;
  if (options.problems?.length) showProblems(options.problems);
  const tryImport: TextHandler = (text, fileName) => {
    name = fileName ?? name;
    const problems = options.submit(text, name);
    if (problems) showProblems(problems);
    else {
      draft.write('');
      d.close();
    }
  };
  // Opened by the "Open a file…" button; hidden, it is not a second, unnamed button to assistive tech.
  const file = h('input', {
    type: 'file',
    accept: LEVEL_FILE_TYPES,
    'data-testid': 'import-file',
    hidden: true,
  });
  file.addEventListener('change', () => {
    const f = file.files?.[0];
    if (!f) return;
    void readLevelFile(
      f,
      (text, n) => {
        area.value = text;
        tryImport(text, n);
      },
      (m) => {
        error.replaceChildren(h('p', {}, m));
        error.hidden = false;
      },
    );
    file.value = '';
  });
  const open = h('button', { type: 'button', class: 'btn', onclick: () => file.click() }, 'Open a file…');
  const play = h(
    'button',
    {
      type: 'button',
      class: 'btn btn-primary',
      'data-testid': 'import-submit',
      onclick: () => tryImport(area.value),
    },
    'Play',
  );
  d.body.append(
    h(
      'p',
      { class: 'dialog-lead' },
      'Paste one or more levels in XSB text below, or open a file. You can also press Ctrl+V or drop a file anywhere in the game.',
    ),
    area,
    error,
    h('div', { class: 'dialog-actions' }, file, open, play),
  );
  if (!options.problems?.length) area.focus();
}
