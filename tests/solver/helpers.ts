import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { XsbLevel } from '../../src/solver/load-xsb';
import { loadXsb } from '../../src/solver/load-xsb';

/** The shipped collections, in this repository (never a path outside the clone). */
export const LEVEL_DIR = fileURLToPath(new URL('../../levels', import.meta.url));

const cache = new Map<string, XsbLevel[]>();

/** Levels of a shipped collection, e.g. `collection('microban')`. */
export function collection(name: string): XsbLevel[] {
  let levels = cache.get(name);
  if (!levels) {
    levels = loadXsb(readFileSync(`${LEVEL_DIR}/${name}.xsb`, 'utf8'));
    cache.set(name, levels);
  }
  return levels;
}

/** Board rows from a template literal that starts with a newline. */
export function rows(text: string): string[] {
  return text.split('\n').filter((line, i) => i > 0 && line.length > 0);
}
