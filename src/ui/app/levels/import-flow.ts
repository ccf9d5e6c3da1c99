import { formatProblem, type LevelProblem } from '../../../core/level/problems';
import type { LevelSource } from '../../../core/level/types';
import { writeLevel } from '../../../core/level/xsb';
import { openImport } from '../overlays/import-dialog';
import { count } from '../plural';
import type { Route } from '../screens/router';
import type { Session } from '../session';
import type { ImportedCollection } from '../storage/schema';
import type { Store } from '../storage/store';
import { type Catalogue, levelId } from './catalogue';
import { importLevels } from './import';

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
}

/**
 * Levels from outside (pasted, dropped, opened, followed from a share link) into the player's
 * imports, and out again. An import is kept in storage before it is played, or not at all.
 */
export class ImportFlow {
  constructor(private readonly d: ImportFlowDeps) {}

  /** The Import dialog. */
  show(): void {
    this.d.releaseKeys();
    openImport({ submit: (text, name) => this.tryImport(text, name, false) });
  }

  /**
   * Imports level text and plays its first level. On failure the game is untouched; with `dialog`
   * the problems open in the import dialog (a paste or drop), otherwise they are returned to it.
   */
  tryImport(text: string, name: string | undefined, dialog: boolean): readonly LevelProblem[] | null {
    let result: ReturnType<typeof importLevels>;
    try {
      result = importLevels(text, name);
    } catch (e) {
      // A reader's bug must not leave the player with nothing: it is said, and the game is untouched.
      const problem = {
        code: 'no-levels',
        message: `the text could not be read (${(e as Error).message})`,
      } as const;
      if (dialog) this.d.toast(`This text could not be imported: ${problem.message}.`, 6000);
      return [problem];
    }
    if (!result.ok) {
      if (dialog)
        openImport({ text, name, problems: result.problems, submit: (t, n) => this.tryImport(t, n, false) });
      return result.problems;
    }
    const c = result.collection;
    if (!this.keep(c)) {
      const message = noRoom(c);
      if (dialog) this.d.toast(message, 8000);
      return [{ code: 'file-too-large', message }];
    }
    const n = result.levels.length;
    const first = result.skipped[0];
    // The first skipped problem is named, so a player can find and fix the rest in the file.
    const skipped = first
      ? ` (${count(result.skipped.length, 'problem')} skipped; the first: ${formatProblem(first, name)})`
      : '';
    this.d.toast(`Imported “${c.title}”: ${count(n, 'level')}${skipped}.`, first ? 8000 : undefined);
    this.d.navigate({ screen: 'play', level: levelId(c.id, 1) });
    return null;
  }

  /** Plays a level from a share link: kept with the player's imports, so progress on it is saved. */
  playShared(level: LevelSource, replace: boolean): string | null {
    const title = level.title ?? 'Shared level';
    const result = importLevels(`${writeLevel({ ...level, solutions: [] })}\n`, title);
    if (!result.ok)
      return `The level in this link cannot be played: ${result.problems[0]?.message ?? 'it is empty'}.`;
    const c = result.collection;
    if (!this.keep(c)) return noRoom(c);
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
   * progress on it (and the failed write must not take earlier imports with it).
   */
  private keep(c: ImportedCollection): boolean {
    const { store, catalogue } = this.d;
    if (store.data.imports.some((x) => x.id === c.id)) return true;
    store.data.imports.push(c);
    if (!store.save('imports')) {
      store.data.imports = store.data.imports.filter((x) => x !== c);
      return false;
    }
    catalogue.addImport(c);
    return true;
  }
}

/** Why an import was not kept: the browser's storage (about 5 MB in all) has no room for it. */
function noRoom(c: ImportedCollection): string {
  const n = c.text.length;
  const size = n < 1048576 ? `${Math.ceil(n / 1024)} KB` : `${(n / 1048576).toFixed(1)} MB`;
  return `“${c.title}” (${size}) was not imported: this browser has no room left to keep it. Import a smaller part of the file, or delete imports you no longer play.`;
}
