import { writeRle } from '../core/level/rle';
import type { LevelSource } from '../core/level/types';
import { toGrid } from './board';
import { normalise } from './normalise';
import { SYMMETRIES, type Symmetry, transformRows } from './symmetry';

export interface CanonicalOptions {
  /**
   * `area` (default): two boards whose players stand anywhere in the same walkable area (boxes
   * block it) are the same level, as desktop duplicate finders treat them. `exact`: the player's
   * cell must match too.
   */
  player?: 'area' | 'exact';
}

/**
 * A key equal for two boards exactly when they are the same level up to rotation and mirroring:
 * the board is normalised (see `normalise`), each of the 8 symmetries is written as RLE (with the
 * player moved to the first cell of its area in reading order, for `area`), and the smallest wins.
 */
export function canonicalKey(rows: readonly string[], options: CanonicalOptions = {}): string {
  return canonicalForm(rows, options).key;
}

/** The key and which symmetry of the input produces it. */
export function canonicalForm(
  rows: readonly string[],
  options: CanonicalOptions = {},
): { key: string; symmetry: Symmetry } {
  const base = normalise(rows);
  let best: { key: string; symmetry: Symmetry } | undefined;
  for (const symmetry of SYMMETRIES) {
    let t = transformRows(base, symmetry);
    if ((options.player ?? 'area') === 'area') t = playerToAreaStart(t);
    const key = writeRle(t);
    if (!best || key < best.key) best = { key, symmetry };
  }
  return best!;
}

/** Moves the player to the first cell (reading order) it can walk to without pushing. */
function playerToAreaStart(rows: readonly string[]): string[] {
  const { width, height, cells } = toGrid(rows);
  const start = cells.findIndex((c) => c === '@' || c === '+');
  if (start < 0 || cells.filter((c) => c === '@' || c === '+').length > 1) return [...rows];
  const walkable = (c: string) => c === ' ' || c === '.' || c === '@' || c === '+';
  const seen = new Uint8Array(width * height);
  seen[start] = 1;
  const stack = [start];
  let first = start;
  while (stack.length) {
    const i = stack.pop()!;
    if (i < first) first = i;
    const x = i % width;
    for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (j < 0 || j >= cells.length || seen[j] || !walkable(cells[j])) continue;
      seen[j] = 1;
      stack.push(j);
    }
  }
  const out = [...cells];
  out[start] = cells[start] === '+' ? '.' : ' ';
  out[first] = out[first] === '.' ? '+' : '@';
  const result: string[] = [];
  for (let y = 0; y < height; y++)
    result.push(
      out
        .slice(y * width, (y + 1) * width)
        .join('')
        .trimEnd(),
    );
  return result;
}

export interface DuplicateGroup {
  key: string;
  /** Positions in the input list, ascending; the first is the original, the rest its copies. */
  indices: number[];
  /** For each index, the symmetry that maps that board onto the key's orientation. */
  symmetries: Symmetry[];
}

/** Groups the levels that are the same up to rotation, mirroring and normalisation (groups of 2+). */
export function findDuplicates(
  levels: readonly (LevelSource | readonly string[])[],
  options: CanonicalOptions = {},
): DuplicateGroup[] {
  const groups = new Map<string, DuplicateGroup>();
  levels.forEach((level, index) => {
    const rows = Array.isArray(level) ? (level as readonly string[]) : (level as LevelSource).rows;
    const { key, symmetry } = canonicalForm(rows, options);
    const g = groups.get(key);
    if (g) {
      g.indices.push(index);
      g.symmetries.push(symmetry);
    } else groups.set(key, { key, indices: [index], symmetries: [symmetry] });
  });
  return [...groups.values()].filter((g) => g.indices.length > 1);
}
