import type { LevelProblem, ProblemCode } from '../core/level/problems';
import { type Collection, levelTitle } from '../core/level/types';

/**
 * Problem codes of the format readers. The core's `ProblemCode` has no codes for XML syntax or for
 * SOK move blocks, so this widens it; once the core union grows, this can become `ProblemCode` again.
 */
export type FormatProblemCode = ProblemCode | 'bad-xml' | 'bad-moves' | 'not-slc' | 'bad-share-code';

/** A `LevelProblem` whose code may also be one of the format readers' own. */
export interface FormatProblem extends Omit<LevelProblem, 'code'> {
  readonly code: FormatProblemCode;
}

/** What every reader returns: the collection it could read, and everything wrong (it never throws). */
export interface ReadResult<C> {
  collection: C;
  problems: FormatProblem[];
}

/** One line for humans, in the core's `file:line:col: level n "title": message` layout. */
export function describeProblem(p: FormatProblem, file?: string): string {
  const where = [file, p.line, p.line !== undefined ? p.column : undefined].filter((v) => v !== undefined);
  const level = p.level !== undefined ? `level ${p.level}${p.title ? ` "${p.title}"` : ''}: ` : '';
  return `${where.length ? `${where.join(':')}: ` : ''}${level}${p.message}`;
}

/** Names each problem's level by its title, as the core XSB parser does (titles come after boards). */
export function withTitles(problems: readonly FormatProblem[], collection: Collection): FormatProblem[] {
  return problems.map((p) => {
    const level = p.level === undefined ? undefined : collection.levels[p.level - 1];
    return level && p.title === undefined ? { ...p, title: levelTitle(level) } : p;
  });
}
