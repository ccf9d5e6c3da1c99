import { formatProblem, type LevelProblem } from '../../../core/level/problems';
import { movesTypo } from '../assist/pasted-moves';
import { h, isTextTarget, touchOnly } from '../dom';
import { LEVEL_FILE_TYPES, readLevelFile, type TextHandler } from '../input/files';
import { count, figure } from '../plural';
import { openDialog } from './dialog';
import { toast } from './toast';

/** Longer texts are not put in the text field (see `setText`): 32 KB is about 300 small levels. */
const SHOWN_TEXT_MAX = 32 * 1024;

/** A text's size as a player reads it: "40 KB", "1.2 MB". */
export function textSize(text: string): string {
  const n = text.length;
  return n < 1048576 ? `${Math.ceil(n / 1024)} KB` : `${(n / 1048576).toFixed(1)} MB`;
}

const LEAD =
  'Paste levels (XSB, SOK, SLC or a share link) below, or open a file; moves (LURD) pasted here are played on the level.';
/** Not said on a phone, which has neither Ctrl+V nor a file to drag. */
const ELSEWHERE = 'You can also press Ctrl+V or drop a file anywhere in the game.';

/** Why a text is refused while another import runs (one runs at a time). */
export const BUSY = 'another import is still running: wait for it, or cancel it';

/** Most problems listed; a broken 1,000-level file should not fill the screen. */
const MAX_SHOWN = 8;

/** An import running in a worker. */
export interface ImportRun {
  /** Its problems, null once imported (the dialog then closes), or 'cancelled'. */
  readonly done: Promise<readonly LevelProblem[] | null | 'cancelled'>;
  /** Set by the dialog showing it: levels checked so far, out of the text's. */
  onProgress?: (checked: number, total: number) => void;
  /** Stops it; nothing is kept. */
  cancel(): void;
}

export interface ImportDialogOptions {
  /** Text to start with (a failed or running paste), and the problems it had. */
  text?: string;
  name?: string;
  problems?: readonly LevelProblem[];
  /** An import of `text` already running (a big paste): shown working, and cancellable. */
  running?: ImportRun;
  /** Starts importing the text. */
  submit(text: string, name?: string): ImportRun;
  /** The dialog closed. */
  onClose?: () => void;
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
 * text; the game behind is not touched until an import succeeds. Returns how text from outside is
 * given to the open dialog, as if dropped on it.
 */
export function openImport(options: ImportDialogOptions): TextHandler {
  const d = openDialog({
    title: 'Import levels',
    testid: 'import-dialog',
    className: 'import-dialog',
    // Closing the dialog (Esc, its close button, the browser's Back) stops its import too.
    onClose: () => {
      running?.cancel();
      options.onClose?.();
    },
  });
  let name = options.name;
  const area = h('textarea', {
    class: 'import-text',
    'data-testid': 'import-text',
    spellcheck: 'false',
    rows: 10,
    'aria-label': 'Level text (XSB)',
    placeholder: '#####\n#@$.#\n#####',
  });
  // A long text is held aside with a line saying so: Chromium lays a textarea out at about 3 ms a
  // KB, so showing a 1 MB file would freeze the page for seconds. It is not for editing here anyway.
  let held: string | null = null;
  const heldWords = h('span', {});
  const typeInstead = h(
    'button',
    {
      type: 'button',
      class: 'btn',
      onclick: () => {
        setText('');
        area.focus();
      },
    },
    'Type instead',
  );
  const heldLine = h(
    'p',
    { class: 'import-held', 'data-testid': 'import-held', hidden: true },
    heldWords,
    typeInstead,
  );
  const setText = (text: string) => {
    held = text.length > SHOWN_TEXT_MAX ? text : null;
    area.value = held ? '' : text;
    area.hidden = held !== null;
    heldLine.hidden = held === null;
    heldWords.textContent = `${name ? `“${name}”` : 'The pasted text'}: ${textSize(text)} of level text, too long to show here.`;
  };
  const currentText = () => held ?? area.value;
  // Pasting a whole file into the field is holding it too; not while an import runs, whose text the
  // field shows (read-only) and whose problems must not be shown beside another.
  area.addEventListener('paste', (e) => {
    const text = e.clipboardData?.getData('text/plain') ?? '';
    if (text.length <= SHOWN_TEXT_MAX || area.readOnly) return;
    e.preventDefault();
    name = undefined;
    setText(text);
    play.focus();
  });
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
      // Moves with a typo are said to be moves: the player pasted no levels.
      h(
        'p',
        { class: 'import-error-title' },
        `These ${movesTypo(currentText()) ? 'moves' : 'levels'} cannot be played:`,
      ),
      problemList(problems, name),
    );
    error.hidden = false;
    // The problems are the text's: a screen reader says them on the field too.
    area.setAttribute('aria-invalid', 'true');
    area.setAttribute('aria-describedby', error.id);
  };
  error.hidden = true;
  // While an import runs, the text is not edited and the dialog says how far it got.
  const status = h('p', { class: 'import-status', 'data-testid': 'import-status', role: 'status' });
  const words = h('span', {});
  // Indeterminate until the worker first says how many levels it has checked.
  const bar = h('progress', { 'aria-hidden': 'true' });
  let running: ImportRun | null = null;
  const setBusy = (busy: boolean) => {
    area.readOnly = busy;
    d.el.classList.toggle('is-importing', busy);
    open.hidden = play.hidden = typeInstead.hidden = busy;
    cancel.hidden = !busy;
    words.textContent = 'Importing…';
    bar.removeAttribute('value');
    status.replaceChildren(...(busy ? [words, bar] : []));
    (busy ? cancel : play).focus();
  };
  const follow = (run: ImportRun) => {
    running = run;
    error.hidden = true;
    setBusy(true);
    run.onProgress = (checked, total) => {
      if (running !== run) return;
      words.textContent = `Importing… ${figure(checked)} of ${count(total, 'level')} checked`;
      bar.max = total;
      bar.value = checked;
    };
    void run.done.then((outcome) => {
      if (running !== run) return;
      running = null;
      setBusy(false);
      if (outcome === 'cancelled') status.textContent = 'Import cancelled: nothing was imported.';
      else if (outcome) showProblems(outcome);
      else {
        draft.write('');
        d.close();
      }
    });
  };
  const tryImport: TextHandler = (text, fileName) => {
    name = fileName ?? name;
    follow(options.submit(text, name));
  };
  // Opened by the "Open a file…" button; hidden, it is not a second, unnamed button to assistive tech.
  const file = h('input', {
    type: 'file',
    accept: LEVEL_FILE_TYPES,
    'data-testid': 'import-file',
    hidden: true,
  });
  /**
   * Text from outside (a file opened, dropped or pasted on the dialog) replaces the field's and is
   * imported here. Not while an import runs: its text and progress stay, and the player is told.
   */
  const take: TextHandler = (text, fileName) => {
    if (running) {
      toast(`This text was not imported: ${BUSY}.`, 8000);
      return;
    }
    name = fileName;
    setText(text);
    tryImport(text, fileName);
  };
  const takeFile = (f: File) =>
    void readLevelFile(f, take, (m) => {
      error.replaceChildren(h('p', {}, m));
      error.hidden = false;
    });
  file.addEventListener('change', () => {
    const f = file.files?.[0];
    if (!f) return;
    takeFile(f);
    file.value = '';
  });
  // What is dropped or pasted while the dialog is open is for it, not for a second dialog on top
  // (the page's own listeners leave an event handled here alone). The field takes its own pastes.
  d.el.addEventListener('drop', (e) => {
    const f = e.dataTransfer?.files[0];
    if (!f) return;
    e.preventDefault();
    takeFile(f);
  });
  d.el.addEventListener('paste', (e) => {
    if (isTextTarget(e.target)) return;
    const f = e.clipboardData?.files[0];
    const text = e.clipboardData?.getData('text/plain') ?? '';
    if (!f && !text.trim()) return;
    e.preventDefault();
    if (f) takeFile(f);
    else take(text);
  });
  const open = h('button', { type: 'button', class: 'btn', onclick: () => file.click() }, 'Open a file…');
  const play = h(
    'button',
    {
      type: 'button',
      class: 'btn btn-primary',
      'data-testid': 'import-submit',
      onclick: () => tryImport(currentText()),
    },
    'Play',
  );
  const cancel = h(
    'button',
    {
      type: 'button',
      class: 'btn',
      'data-testid': 'import-cancel',
      hidden: true,
      onclick: () => running?.cancel(),
    },
    'Cancel',
  );
  d.body.append(
    h('p', { class: 'dialog-lead' }, touchOnly() ? LEAD : `${LEAD} ${ELSEWHERE}`),
    area,
    heldLine,
    status,
    error,
    h('div', { class: 'dialog-actions' }, file, open, play, cancel),
  );
  setText(options.text ?? draft.read());
  // After the text: the problems' heading says what kind of text it is.
  if (options.problems?.length) showProblems(options.problems);
  if (options.running) follow(options.running);
  else if (!options.problems?.length && held === null) area.focus();
  return take;
}
