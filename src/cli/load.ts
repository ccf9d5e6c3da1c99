import { glyphsOf } from '../core/game';
import type { LevelProblem } from '../core/level/problems';
import type { Collection } from '../core/level/types';
import { detectFormat, readFormat } from '../formats';
import { MODS } from '../mods';
import type { CliIO } from './command';

/**
 * Reads and parses a level file with every mod's glyphs known, in any format `convert` reads (XSB,
 * SOK, SLC, url codes), told apart as the game's import does: by extension, else by content.
 */
export async function loadCollection(
  io: CliIO,
  path: string,
): Promise<{ collection: Collection; problems: LevelProblem[]; name: string }> {
  const text = await io.read(path);
  const format = detectFormat(text, path === '-' ? undefined : path);
  const { collection, problems } = readFormat(text, format, { glyphs: glyphsOf(MODS), catalogue: MODS });
  return { collection, problems: [...problems], name: path === '-' ? '<stdin>' : path };
}
