import { glyphsOf } from '../core/game';
import type { LevelProblem } from '../core/level/problems';
import type { Collection } from '../core/level/types';
import { parseCollection } from '../core/level/xsb';
import { MODS } from '../mods';
import type { CliIO } from './command';

/** Reads and parses a level file with every mod's glyphs known. */
export async function loadCollection(
  io: CliIO,
  path: string,
): Promise<{ collection: Collection; problems: LevelProblem[]; name: string }> {
  const text = await io.read(path);
  const { collection, problems } = parseCollection(text, { glyphs: glyphsOf(MODS) });
  return { collection, problems, name: path === '-' ? '<stdin>' : path };
}
