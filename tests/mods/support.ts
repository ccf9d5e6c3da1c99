import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { Game, type GameOptions, glyphsOf } from '../../src/core/game';
import type { Segment } from '../../src/core/pipeline/turn';
import { MODS } from '../../src/mods';
import { PAIRS } from '../../src/mods/teleport/glyphs';
import { type Action, rng } from '../arbitraries';

/**
 * Every mod in the catalogue but rules (its word tiles and bonus levels have tests of their own in
 * rules/): each gets the catalogue's checks and its levels/mods/<name>.xsb the levels test's.
 */
export const MOD_NAMES = [...MODS.keys()].filter((name) => name !== 'rules');

export const MOD_GLYPHS = glyphsOf(MODS);

/**
 * Loads a board (lines, as in the core tests) with the given `Mods:` line, in strict tracking mode,
 * so a system that writes state without telling the tracker throws.
 */
export function modGame(board: string, mods: string, options: GameOptions = {}): Game {
  const text = `Mods: ${mods}\n\n${board.replace(/^\n/, '')}`;
  return Game.fromText(text, 1, { strict: true, catalogue: MODS, ...options });
}

export function act(g: Game, a: Action): void {
  if (a === 'undo') g.undo();
  else if (a === 'redo') g.redo();
  else if (a === 'restart') g.restart();
  else g.move(a);
}

/** Segments as compact strings: `push 2,1>3,1`. Entity ids are left out so tests read as boards. */
export const moves = (segments: readonly Segment[]) =>
  segments.map((s) => `${s.kind} ${s.fromX},${s.fromY}>${s.toX},${s.toY}`);

export function readCollection(name: string): string {
  return readFileSync(new URL(`../../levels/mods/${name}.xsb`, import.meta.url), 'utf8');
}

/**
 * Rewrites some cells of a classic random level (`tests/arbitraries.ts`) with a mod's glyphs. `rules`
 * maps a classic glyph to the mod glyphs it may become; each candidate cell changes with probability
 * `p`. Deterministic per seed, so a failure can be rebuilt.
 */
export function sprinkle(board: string, seed: number, rules: Record<string, string>, p = 0.3): string {
  const r = rng(seed ^ 0x5bd1e995);
  return board
    .split('\n')
    .map((row) =>
      [...row]
        .map((ch) => {
          const options = rules[ch];
          if (!options || r() >= p) return ch;
          const list = [...options];
          return list[Math.floor(r() * list.length)];
        })
        .join(''),
    )
    .join('\n');
}

/**
 * Places teleporter pairs on floor cells of a board: for each pair, two cells, each an empty pad,
 * a box-on-pad (taking a box's place) or the player-on-pad (taking the player's place).
 */
export function placePads(board: string, seed: number, pairs: number): string {
  const r = rng(seed ^ 0x27d4eb2d);
  const grid = board.split('\n').map((row) => [...row]);
  const cells = (chars: string) => {
    const out: [number, number][] = [];
    grid.forEach((row, y) => {
      row.forEach((c, x) => {
        if (chars.includes(c)) out.push([x, y]);
      });
    });
    return out;
  };
  for (let p = 0; p < pairs; p++) {
    for (let k = 0; k < 2; k++) {
      const roll = r();
      const from = roll < 0.15 ? cells('$') : roll < 0.25 ? cells('@') : cells(' ');
      const pool = from.length ? from : cells(' ');
      if (!pool.length) return board;
      const [x, y] = pool[Math.floor(r() * pool.length)];
      const c = grid[y][x];
      grid[y][x] = c === '$' ? PAIRS[p].box : c === '@' ? PAIRS[p].player : PAIRS[p].floor;
    }
  }
  return grid.map((row) => row.join('')).join('\n');
}

/**
 * Move/undo/redo/restart scripts long enough to reach the mechanics: fast-check's default sizes give
 * scripts of a handful of moves, which in random rooms rarely push a box into a hole or onto a pad.
 */
export const longActions = (min: number, max: number) =>
  fc.array(fc.constantFrom<Action>('l', 'u', 'r', 'd', 'l', 'u', 'r', 'd', 'undo', 'redo', 'restart'), {
    minLength: min,
    maxLength: max,
  });

/**
 * Digs holes beside boxes (where random pushes find them) and adds a spare box for each, so boxes
 * still cover every goal when every hole is filled.
 */
export function digHoles(board: string, seed: number): string {
  const r = rng(seed ^ 0x165667b1);
  const grid = board.split('\n').map((row) => [...row]);
  const at = (x: number, y: number) => grid[y]?.[x];
  const floor: [number, number][] = [];
  const boxes: [number, number][] = [];
  grid.forEach((row, y) => {
    row.forEach((c, x) => {
      if (c === ' ') floor.push([x, y]);
      if (c === '$' || c === '*') boxes.push([x, y]);
    });
  });
  for (const [bx, by] of boxes) {
    const [dx, dy] = [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ][Math.floor(r() * 4)];
    if (at(bx + dx, by + dy) !== ' ') continue;
    grid[by + dy][bx + dx] = '^';
    const spare = floor.filter(([x, y]) => grid[y][x] === ' ');
    if (!spare.length) break;
    const [sx, sy] = spare[Math.floor(r() * spare.length)];
    grid[sy][sx] = '$';
  }
  return grid.map((row) => row.join('')).join('\n');
}

/** How far `shortestPath` searches. */
export interface SearchOptions {
  /** Positions to visit before giving up with null (default 50,000). */
  readonly cap?: number;
  /**
   * Leave out positions the engine's deadlock phase marks lost (a box `Deadlocked`), and everything
   * beyond them. The answer can then only come out longer or null, never shorter, so use it where a
   * longer answer makes the check harder to pass: how soon classic rules solve a mod level's board.
   */
  readonly skipLost?: boolean;
}

/**
 * The fewest moves that solve a game from its current position, by breadth-first search over the
 * engine itself (so every mod's rules apply), or null if none within the cap. Small levels only.
 */
export function shortestSolution(g: Game, options: SearchOptions = {}): number | null {
  return shortestPath(g, options)?.length ?? null;
}

/**
 * One of the shortest solutions `shortestSolution` counts, as LURD (pushes in upper case): what a
 * bonus level stores as its `Solution:`, since the solver does not play mods that switch analysis off.
 */
export function shortestPath(g: Game, { cap = 50_000, skipLost = false }: SearchOptions = {}): string | null {
  if (g.solved) return '';
  const seen = new Set([g.toXsb()]);
  let frontier: string[] = [''];
  let at = '';
  // Walks the game from the position `at` (a LURD path) to `path` through their common prefix.
  const goTo = (path: string) => {
    let k = 0;
    while (k < at.length && k < path.length && at[k] === path[k]) k++;
    for (let i = at.length; i > k; i--) g.undo({ grouped: false });
    for (const m of path.slice(k)) g.move(m);
    at = path;
  };
  while (frontier.length && seen.size < cap) {
    const next: string[] = [];
    for (const path of frontier) {
      for (const d of 'lurd') {
        goTo(path);
        const r = g.move(d);
        if (!r.moved) continue;
        at = path + r.lurd;
        const key = g.toXsb();
        if (seen.has(key)) continue;
        if (g.solved) return at;
        seen.add(key);
        if (!skipLost || r.deadlocked.length === 0) next.push(at);
      }
    }
    frontier = next;
  }
  return null;
}
