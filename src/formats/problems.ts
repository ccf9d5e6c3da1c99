import type { LevelProblem } from '../core/level/problems';
import { type Collection, levelTitle } from '../core/level/types';

/**
 * What every reader returns: the collection it could read, and everything wrong (it never throws).
 * Problems are the core's, whose codes cover the readers' own (XML syntax, SOK moves, share codes).
 */
export interface ReadResult<C> {
  collection: C;
  problems: LevelProblem[];
}

/** Names each problem's level by its title, as the core XSB parser does (titles come after boards). */
export function withTitles(problems: readonly LevelProblem[], collection: Collection): LevelProblem[] {
  return problems.map((p) => {
    const level = p.level === undefined ? undefined : collection.levels[p.level - 1];
    return level && p.title === undefined ? { ...p, title: levelTitle(level) } : p;
  });
}
