import { formatProblem, type LevelProblem } from '../../../core/level/problems';
import type { LevelSource } from '../../../core/level/types';
import { writeLevel } from '../../../core/level/xsb';
import { looksLikeMoves, movesTypo } from '../assist/pasted-moves';
import type { TextHandler } from '../input/files';
import { dialogOpen, whenNoDialog } from '../overlays/dialog';
import {
  BUSY,
  type ImportDialogOptions,
  type ImportRun,
  openImport,
  textSize,
} from '../overlays/import-dialog';
import { count } from '../plural';
import type { Route } from '../screens/router';
import type { Session } from '../session';
import type { ImportedCollection } from '../storage/schema';
import type { Store } from '../storage/store';
import { type Catalogue, levelId } from './catalogue';
import { importLevels } from './import';
import { type ImportJob, importInWorker } from './import-client';
import type { ImportSummary } from './import-protocol';

export interface ImportFlowDeps {
  readonly store: Store;
  readonly catalogue: Catalogue;
  readonly session: Session;
  toast(message: string, ms?: number): void;
  navigate(to: Route, replace?: boolean): void;
  /** Lets go of held keys before a dialog takes the keyboard. */
  releaseKeys(): void;
  /** The level to play when the one being played is taken away. */
  suggestedStart(): Promise<string>;
  /** The collections changed: the level screen lists them again. */
  collectionsChanged(): void;
  /** Plays moves (LURD) on the level on screen, as a paste does; false when no level is. */
  playMoves(text: string): boolean;
}

/**
 * Levels from outside (pasted, dropped, opened, followed from a share link) into the player's
 * imports, and out again. An import is kept in storage before it is played, or not at all.
 */
export class ImportFlow {
  /** The import running in a worker, if any. */
  private job: ImportJob<ImportSummary> | null = null;
  /** Opens the Import dialog on a pasted or dropped import not shown yet (`tryImport`). */
  private showUnseen: (() => void) | null = null;
  /** Gives text to the Import dialog while it is open (`openImport`). */
  private dialog: TextHandler | null = null;

  constructor(private readonly d: ImportFlowDeps) {}

  /**
   * The Import dialog. Opened while a pasted import is still unseen (its first 300 ms), it shows that
   * import working, which then opens no dialog of its own on top: one Import dialog at a time.
   */
  show(): void {
    if (this.showUnseen) {
      this.showUnseen();
      return;
    }
    this.open({});
  }

  /**
   * Text read from a file pasted or dropped just before the player chose Import (a file takes a
   * moment to read) is the open Import dialog's, as if dropped on it: it is imported there, rather
   * than held back to open a second Import dialog once this one closes. False when no Import dialog
   * is open.
   */
  intoDialog(text: string, name: string | undefined): boolean {
    if (!this.dialog) return false;
    this.dialog(text, name);
    return true;
  }

  /** The Import dialog, the only one open: each way of opening it comes through here. */
  private open(options: Omit<ImportDialogOptions, 'submit' | 'onClose'>): void {
    this.d.releaseKeys();
    const take = openImport({
      ...options,
      submit: (t, n) => this.submit(t, n),
      onClose: () => {
        if (this.dialog === take) this.dialog = null;
      },
    });
    this.dialog = take;
  }

  /**
   * The dialog's Play: moves go to the level being played, as Ctrl+V sends them (the one way to
   * play moves on a phone whose clipboard the page cannot read); anything else is level text.
   */
  private submit(text: string, name: string | undefined): ImportRun {
    if (!looksLikeMoves(text)) return this.start(text, name).run;
    const problems: readonly LevelProblem[] | null = this.d.playMoves(text)
      ? null
      : [
          {
            code: 'no-levels',
            message: 'These are moves (LURD), not a level: open a level to play them on.',
          },
        ];
    return { done: Promise.resolve(problems), cancel: () => {} };
  }

  /**
   * Imports pasted or dropped text and plays its first level. An import that takes a while opens
   * the Import dialog on it, which shows it working and can cancel it; one that fails opens the
   * dialog on its problems. Either waits for a dialog the player opened meanwhile (Settings, Help) to
   * close, rather than open on top of it; a toast there says the import runs. The game is untouched
   * until an import succeeds.
   */
  tryImport(text: string, name: string | undefined): void {
    const { run, ending } = this.start(text, name);
    /** The Import dialog shows this import, and so its end. */
    let shown = false;
    let ended = false;
    const show = () => {
      clearTimeout(timer);
      if (this.showUnseen === show) this.showUnseen = null;
      if (dialogOpen()) this.d.toast('Importing… The Import dialog opens when this one closes.');
      whenNoDialog(() => {
        if (ended) return;
        shown = true;
        this.open({ text, name, running: run });
      });
    };
    const timer = setTimeout(show, SHOW_WORK_AFTER_MS);
    // A paste refused while another runs is not the one the menu's Import should show.
    this.showUnseen ??= show;
    void ending.then((end) => {
      ended = true;
      clearTimeout(timer);
      if (this.showUnseen === show) this.showUnseen = null;
      if (shown || end === null || end === 'cancelled') return;
      if (end.toast) this.d.toast(end.toast, 8000);
      else whenNoDialog(() => this.open({ text, name, problems: end.problems }));
    });
  }

  /**
   * Reads and checks the text in a worker, then keeps and plays it. One import runs at a time: a
   * second is refused rather than cancelling the first, whose progress the player may be watching
   * (the refused text is still in the clipboard or file, so nothing is lost).
   */
  private start(text: string, name: string | undefined): { run: ImportRun; ending: Promise<Ending> } {
    if (this.job) {
      const ending = Promise.resolve<Ending>({
        problems: [{ code: 'no-levels', message: BUSY }],
        toast: `This text was not imported: ${BUSY}.`,
      });
      return { run: { done: ending.then(problemsOf), cancel: () => {} }, ending };
    }
    // The dialog sets `run.onProgress` once it shows this import; progress comes later, from the worker.
    const job = importInWorker(text, name, (checked, total) => run.onProgress?.(checked, total));
    this.job = job;
    const ending = job.done.then(
      (summary): Ending => {
        this.job = null;
        return summary ? this.finish(summary, text, name) : 'cancelled';
      },
      (e: unknown): Ending => {
        this.job = null;
        // A reader's bug or a worker that failed must not leave the player with nothing: it is said.
        const message = `the text could not be read (${(e as Error).message})`;
        return {
          problems: [{ code: 'no-levels', message }],
          toast: `This text could not be imported: ${message}.`,
        };
      },
    );
    const run: ImportRun = { done: ending.then(problemsOf), cancel: () => job.cancel() };
    return { run, ending };
  }

  /** Keeps a checked import and plays its first level, or says why not. */
  private finish(summary: ImportSummary, text: string, name: string | undefined): Ending {
    if (!summary.ok) {
      // Moves with a typo are not "no level found": the player is told what is wrong with them.
      const typo = movesTypo(text);
      return { problems: typo ? [{ code: 'no-levels', message: typo }] : summary.problems };
    }
    const c = this.keep(summary.collection, { update: true });
    if (!c) {
      const message = noRoom(summary.collection);
      return { problems: [{ code: 'file-too-large', message }], toast: message };
    }
    const first = summary.skipped[0];
    // The first skipped problem is named, so a player can find and fix the rest in the file.
    const skipped = first
      ? ` (${count(summary.skipped.length, 'problem')} skipped; the first: ${formatProblem(first, name)})`
      : '';
    const play = () => this.d.navigate({ screen: 'play', level: levelId(c.id, 1) });
    // Going to the level closes every dialog: one the player opened meanwhile (Settings, Help) is
    // theirs to close, and the level waits for it. The Import dialog showing this import gives way.
    const held = !this.dialog && dialogOpen();
    this.d.toast(
      `Imported “${c.title}”: ${count(summary.count, 'level')}${skipped}.${held ? ' It opens when this dialog closes.' : ''}`,
      first || held ? 8000 : undefined,
    );
    if (held) whenNoDialog(play);
    else play();
    return null;
  }

  /**
   * Plays a level from a share link: kept with the player's imports, so progress on it is saved.
   * Read here, not in the worker: one level takes a millisecond, and the link's screen needs the
   * answer before it goes on.
   */
  playShared(level: LevelSource, replace: boolean): string | null {
    const title = level.title ?? 'Shared level';
    const result = importLevels(`${writeLevel({ ...level, solutions: [] })}\n`, title);
    if (!result.ok)
      return `The level in this link cannot be played: ${result.problems[0]?.message ?? 'it is empty'}.`;
    const c = this.keep(result.collection);
    if (!c) return noRoom(result.collection);
    this.d.navigate({ screen: 'play', level: levelId(c.id, 1) }, replace);
    return null;
  }

  /** Deletes an imported collection with the progress and games on its levels. */
  remove(id: string): void {
    const { store, catalogue, session } = this.d;
    store.data.imports = store.data.imports.filter((c) => c.id !== id);
    for (const key of Object.keys(store.data.progress))
      if (key.startsWith(`${id}/`)) delete store.data.progress[key];
    for (const key of Object.keys(store.data.games))
      if (key.startsWith(`${id}/`)) delete store.data.games[key];
    store.save('imports');
    store.save('progress');
    store.save('games');
    catalogue.removeImport(id);
    if (session.playing?.collection.id === id)
      void this.d.suggestedStart().then((start) => session.open(start));
    this.d.collectionsChanged();
  }

  /**
   * Keeps an imported collection in storage and the catalogue. When the browser has no room for it,
   * it is not kept at all: a level that plays now but is gone after a reload would lose the player's
   * progress on it (and the failed write must not take earlier imports with it). The same levels
   * imported before are that collection, with its progress; one imported when ids hashed the whole
   * text is found by its text.
   */
  private keep(c: ImportedCollection, { update = false } = {}): ImportedCollection | null {
    const { store, catalogue } = this.d;
    const known = store.data.imports.find((x) => x.id === c.id || x.text === c.text);
    if (known)
      return update && known.id === c.id && known.text !== c.text ? this.update(known, c.text) : known;
    store.data.imports.push(c);
    if (!store.trySave('imports')) {
      store.data.imports = store.data.imports.filter((x) => x !== c);
      return null;
    }
    catalogue.addImport(c);
    return c;
  }

  /**
   * The same levels imported again from a file that changed in what they do not play (titles,
   * comments, `Solution:` lines): the file's text replaces the kept one, so what it added shows, and
   * the collection keeps its name and progress. Without room for the new text the old one stays.
   */
  private update(known: ImportedCollection, text: string): ImportedCollection {
    const { store, catalogue } = this.d;
    const updated = { ...known, text };
    const i = store.data.imports.indexOf(known);
    store.data.imports[i] = updated;
    if (!store.trySave('imports')) {
      store.data.imports[i] = known;
      return known;
    }
    catalogue.updateImport(updated);
    return updated;
  }
}

/** A quick import finishes unseen; a slower one shows the dialog working, so the page is not silent. */
const SHOW_WORK_AFTER_MS = 300;

/**
 * How an import ended: imported (null), cancelled, or its problems, with the words for a toast when
 * they are not the text's own (a reader's failure, no room to keep it) and no dialog shows them.
 */
type Ending = null | 'cancelled' | { readonly problems: readonly LevelProblem[]; readonly toast?: string };

const problemsOf = (end: Ending) => (end === null || end === 'cancelled' ? end : end.problems);

/** Why an import was not kept: the browser's storage (about 5 MB in all) has no room for it. */
function noRoom(c: ImportedCollection): string {
  return `“${c.title}” (${textSize(c.text)}) was not imported: this browser has no room left to keep it. Import a smaller part of the file, or delete imports you no longer play.`;
}
