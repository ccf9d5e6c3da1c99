import type { LevelProblem } from '../core/level/problems';
import type { Collection, LevelSource } from '../core/level/types';
import { MAX_FILE_BYTES } from '../core/level/xsb';
import { type ReadResult, withTitles } from './problems';
import { decodeShare, encodeShare, extractShareCode } from './share/share';

/**
 * The `url` format: one share code (or a link ending in one) per line; blank lines and lines starting
 * with `;` are skipped. Each level keeps its board, title, author, comment, mods, headers and first
 * solution; the collection's own title and description have no place in it.
 */
export function readShareList(text: string): ReadResult<Collection> {
  const problems: LevelProblem[] = [];
  const collection: Collection = { description: [], headers: [], mods: [], levels: [] };
  if (text.length > MAX_FILE_BYTES) {
    problems.push({
      code: 'file-too-large',
      message: `The file is larger than ${MAX_FILE_BYTES / 1048576} MB.`,
    });
    return { collection, problems };
  }
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith(';')) return;
    const decoded = decodeShare(extractShareCode(line));
    const index = collection.levels.length + 1;
    if ('error' in decoded) {
      problems.push({ code: 'bad-share-code', message: decoded.error, level: index, line: i + 1 });
      return;
    }
    const level: LevelSource = { ...decoded.level, index, line: i + 1 };
    if (decoded.solution) level.solutions = [decoded.solution];
    collection.levels.push(level);
  });
  if (collection.levels.length === 0 && problems.length === 0)
    problems.push({ code: 'no-levels', message: 'No share code found: expected one code or link per line.' });
  return { collection, problems: withTitles(problems, collection) };
}

export interface WriteShareListOptions {
  /** Write each code as a link to the game at this address (`https://example.org/play#/share/<code>`). */
  base?: string;
}

/** One share code (or link) per level. Throws RangeError naming the level if one cannot be shared. */
export function writeShareList(collection: Collection, options: WriteShareListOptions = {}): string {
  const lines = collection.levels.map((level, n) => {
    try {
      const code = encodeShare({ level, solution: level.solutions[0] });
      // The game's own share route, so a followed link opens the level.
      return options.base ? `${options.base.replace(/#.*$/, '')}#/share/${code}` : code;
    } catch (e) {
      throw new RangeError(`level ${n + 1}: ${(e as Error).message}`);
    }
  });
  return `${lines.join('\n')}\n`;
}
