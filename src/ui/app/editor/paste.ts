import { formatProblem } from '../../../core/level/problems';
import type { LevelSource } from '../../../core/level/types';
import { detectFormat, readFormat } from '../../../formats';
import { MODS } from '../../../mods';
import { modGlyphs } from '../levels/glyphs';
import { tooBigToEdit } from './model';

export type Pasted =
  | {
      readonly level: LevelSource;
      readonly count: number;
      /** The level's name, or its file's title when the file holds only this level. */
      readonly title?: string;
    }
  | { readonly error: string };

/**
 * Text pasted on the editor (XSB, SOK or SLC): its first level, playable or not, since it is there to
 * be edited; or why it cannot be pasted, with the line and column of the problem.
 */
export function readPasted(text: string, fileName?: string): Pasted {
  const { collection, problems } = readFormat(text, detectFormat(text, fileName), {
    glyphs: modGlyphs(),
    catalogue: MODS,
  });
  const level = collection.levels[0];
  // A board the reader took with a problem (an unknown character) is refused, not half pasted.
  const problem = problems.find((p) => !level || p.level === level.index);
  if (!level || problem)
    return { error: problem ? formatProblem(problem) : 'There is no level in that text.' };
  const tooBig = tooBigToEdit(level.rows);
  if (tooBig) return { error: tooBig };
  const count = collection.levels.length;
  const title = level.title ?? (count === 1 ? collection.title : undefined);
  return { level, count, ...(title && { title }) };
}
