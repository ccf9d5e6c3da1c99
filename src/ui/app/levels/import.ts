import { Game } from '../../../core/game';
import type { LevelProblem } from '../../../core/level/problems';
import type { LevelSource } from '../../../core/level/types';
import { parseCollection, writeCollection } from '../../../core/level/xsb';
import { detectFormat, readFormat } from '../../../formats';
import { MODS } from '../../../mods';
import { figure } from '../plural';
import type { ImportedCollection } from '../storage/schema';
import { textHash } from '../text-hash';
import { withoutLevelExtension } from './extensions';
import { modGlyphs } from './glyphs';

export type ImportResult =
  | {
      readonly ok: true;
      readonly collection: ImportedCollection;
      readonly levels: readonly LevelSource[];
      /** Problems of levels that could not be played (the others were imported). */
      readonly skipped: readonly LevelProblem[];
    }
  | { readonly ok: false; readonly problems: readonly LevelProblem[] };

/** Levels checked between two progress reports: often enough for a moving count, rare enough to cost nothing. */
const PROGRESS_EVERY = 250;

/** A collection's name as the screens show it: at most 80 characters (files can hold anything). */
const shorten = (title: string, max = 80) => {
  const t = title.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`;
};

/**
 * Reads pasted or opened XSB text into a collection of playable levels. Each level is built once to
 * check it (one player, closed board, boxes = goals...), without the game's precomputation for play.
 * Text without a single playable level is an error carrying every problem; the caller leaves the game
 * as it was. `onProgress` hears how many levels have been checked, now and then.
 */
export function importLevels(
  input: string,
  name?: string,
  now = Date.now(),
  onProgress?: (checked: number, total: number) => void,
): ImportResult {
  // A picture or an archive read as text: say so at once, not after parsing megabytes of it.
  if (looksBinary(input))
    return {
      ok: false,
      problems: [{ code: 'no-levels', message: 'this is not level text (it looks like a binary file)' }],
    };
  // SOK, SLC and share links are read by their own readers and kept as XSB, the app's one format;
  // they are checked as read, so a problem names the line of the file, and the reader's own
  // problems (broken XML) are said, not lost in the rewrite.
  const format = detectFormat(input, name);
  const { collection, problems } = readFormat(input, format, { glyphs: modGlyphs(), catalogue: MODS });
  if (collection.levels.length === 0) return { ok: false, problems };
  // Grouped in one pass: a file of 10,000 broken levels must not be read 10,000 times over.
  const byLevel = new Map<number | undefined, LevelProblem[]>();
  for (const p of problems) {
    const list = byLevel.get(p.level);
    if (list) list.push(p);
    else byLevel.set(p.level, [p]);
  }
  const skipped: LevelProblem[] = byLevel.get(undefined) ?? [];
  const good: LevelSource[] = [];
  const total = collection.levels.length;
  for (const [i, level] of collection.levels.entries()) {
    if (i % PROGRESS_EVERY === 0 && i > 0) onProgress?.(i, total);
    const own = byLevel.get(level.index) ?? [];
    const wrong = own.length ? own : Game.checkPlayable(level, { catalogue: MODS });
    // One by one: spreading 100,000 problems into push() overflows the stack.
    if (wrong.length) for (const w of wrong) skipped.push(w);
    else good.push(level);
  }
  if (good.length === 0) return { ok: false, problems: skipped };
  // Keep only the playable levels, so level numbers in the collection match what the player sees.
  const all = format === 'xsb' && good.length === collection.levels.length;
  const kept = all ? input : writeCollection({ ...collection, levels: good });
  const levels = all ? good : parseCollection(kept, { glyphs: modGlyphs() }).collection.levels;
  const baseName = name === undefined ? undefined : withoutLevelExtension(name).trim();
  const title = shorten(
    collection.title ??
      (baseName ||
        (good.length === 1 ? (good[0].title ?? 'Pasted level') : `Pasted levels (${figure(good.length)})`)),
  );
  return {
    ok: true,
    // The same levels imported again find the same collection, and the progress made on it.
    collection: { id: `my-${textHash(playedKey(levels))}`, title, text: kept, added: now },
    levels,
    skipped,
  };
}

/**
 * What a collection plays: each level's board, mods and rules, in order. Its titles, notes and
 * `Solution:` lines, and how its lines end, are left out: a file saved on Windows, or one another
 * program added solutions to, is the collection the player already has progress on.
 */
function playedKey(levels: readonly LevelSource[]): string {
  return levels
    .map((l) => {
      const rules = l.headers.filter(([k]) => k.toLowerCase() === 'rules').map(([, v]) => v.trim());
      return [l.mods.join(' '), ...rules, ...l.rows].join('\n');
    })
    .join('\n\n');
}

/** NUL bytes, or many control characters in the first 4 KB: no level file has those. */
function looksBinary(text: string): boolean {
  const head = text.slice(0, 4096);
  let controls = 0;
  for (let i = 0; i < head.length; i++) {
    const c = head.charCodeAt(i);
    if (c === 0) return true;
    // Tab, line feed, vertical tab, form feed and carriage return are text; U+FFFD is a failed decode.
    if ((c < 32 && (c < 9 || c > 13)) || c === 127 || c === 0xfffd) controls++;
  }
  return controls > head.length / 20;
}
