import type { LevelProblem } from '../../../core/level/problems';
import type { LevelSource } from '../../../core/level/types';
import { parseCollection } from '../../../core/level/xsb';
import type { ImportedCollection } from '../storage/schema';
import { modGlyphs } from './glyphs';
import { importLevels } from './import';

/**
 * The import worker's messages. Headless: the worker runs `handleImportRequest`, and tests call it
 * as a plain function. Each request carries an id its answers repeat.
 */
export type ImportRequest =
  | { id: number; kind: 'import'; text: string; name?: string; now: number }
  | { id: number; kind: 'parse'; text: string };

export type ImportReply =
  | { id: number; kind: 'progress'; checked: number; total: number }
  | { id: number; kind: 'imported'; summary: ImportSummary }
  | { id: number; kind: 'parsed'; parsed: ParsedLevels }
  | { id: number; kind: 'error'; message: string };

/**
 * What an import found, without its levels: the main thread stores the text and plays its first
 * level, and copying 10,000 parsed levels across would cost it more than the catalogue's own parse.
 */
export type ImportSummary =
  | {
      readonly ok: true;
      readonly collection: ImportedCollection;
      readonly count: number;
      readonly skipped: readonly LevelProblem[];
    }
  | { readonly ok: false; readonly problems: readonly LevelProblem[] };

/** A collection's text read into levels, as the catalogue keeps it. */
export interface ParsedLevels {
  readonly levels: readonly LevelSource[];
  readonly problems: readonly LevelProblem[];
  readonly author?: string;
}

/** Reads a collection's text, with the glyphs of every mod (as an import does). */
export function parseLevelText(text: string): ParsedLevels {
  const { collection, problems } = parseCollection(text, { glyphs: modGlyphs() });
  const author = collection.author ?? collection.levels.find((l) => l.author)?.author;
  return { levels: collection.levels, problems, ...(author !== undefined && { author }) };
}

/** Answers one request through `post`: progress while an import checks levels, then its answer. */
export function handleImportRequest(req: ImportRequest, post: (reply: ImportReply) => void): void {
  const { id } = req;
  if (req.kind === 'parse') {
    post({ id, kind: 'parsed', parsed: parseLevelText(req.text) });
    return;
  }
  const r = importLevels(req.text, req.name, req.now, (checked, total) =>
    post({ id, kind: 'progress', checked, total }),
  );
  const summary: ImportSummary = r.ok
    ? { ok: true, collection: r.collection, count: r.levels.length, skipped: r.skipped }
    : r;
  post({ id, kind: 'imported', summary });
}
