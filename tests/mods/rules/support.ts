import { readFileSync } from 'node:fs';
import type { ComponentDef } from '../../../src/core/ecs/component';
import { Destroyed } from '../../../src/core/ecs/world';
import { Game, type GameOptions, glyphsOf } from '../../../src/core/game';
import type { LevelSource } from '../../../src/core/level/types';
import { parseCollection } from '../../../src/core/level/xsb';
import { MODS } from '../../../src/mods';
import { Active, Heading, PROPERTY_DEFS, Text } from '../../../src/mods/rules/components';
import { kindOf, ruleObjects } from '../../../src/mods/rules/derive';
import { readRules } from '../../../src/mods/rules/read';
import { TEXT_KIND } from '../../../src/mods/rules/sentences';
import { NOUNS, WORDS } from '../../../src/mods/rules/words';
import { type Action, rng } from '../../arbitraries';

/** A rules level from board lines (strict tracking, the real catalogue). Extra header lines may follow. */
export function rulesGame(board: string, options: GameOptions & { headers?: string } = {}): Game {
  const text = `${board.replace(/^\n/, '').replace(/\n$/, '')}\nMods: rules\n${options.headers ?? ''}`;
  return Game.fromText(text, 1, { strict: true, catalogue: MODS, ...options });
}

/** Sentences standing now, as the HUD lists them. */
export function sentences(g: Game): string[] {
  return g
    .status()
    .filter((l) => l.tone !== 'warn')
    .map((l) => l.text);
}

/**
 * The state as a search key. Everything else (properties, highlights) is derived from where the objects
 * are, what kind and word they are and where they face, so this identifies a position exactly.
 */
export function stateKey(g: Game): string {
  const w = g.world;
  const texts = w.store(Text);
  const heading = w.store(Heading);
  const parts: string[] = [];
  for (let e = 1; e <= w.entityCount; e++) {
    if (w.has(e, Destroyed)) {
      parts.push('x');
      continue;
    }
    const kind = kindOf(w, e);
    if (kind < 0) continue;
    parts.push(`${w.x(e)},${w.y(e)},${kind},${texts.word[e]},${heading.dir[e]}`);
  }
  return parts.join(';');
}

export interface SearchResult {
  /** A shortest winning LURD (lower case), or null. */
  solution: string | null;
  /** Distinct positions reached. */
  states: number;
  /** True when the search hit `maxStates` before finishing. */
  truncated: boolean;
}

/**
 * Breadth-first search over positions, expanding nodes in tree order so that going from one node to the
 * next is a few undos and moves on the one game (no state copies). `avoid` prunes positions (to prove a
 * trick is needed: "no solution without ever forming NOT").
 */
export function solve(
  g: Game,
  options: { maxStates?: number; avoid?: (g: Game) => boolean } = {},
): SearchResult {
  const maxStates = options.maxStates ?? 200_000;
  const seen = new Set<string>([stateKey(g)]);
  let layer: string[] = [''];
  let at = '';
  const goTo = (path: string) => {
    let common = 0;
    while (common < at.length && common < path.length && at[common] === path[common]) common++;
    for (let i = at.length; i > common; i--) g.undo({ grouped: false });
    for (const m of path.slice(common)) if (!g.move(m).moved) throw new Error(`replay of ${path} failed`);
    at = path;
  };
  while (layer.length > 0) {
    const next: string[] = [];
    for (const path of layer) {
      goTo(path);
      for (const m of 'lurd') {
        const r = g.move(m);
        if (!r.moved) continue;
        if (options.avoid?.(g)) {
          g.undo({ grouped: false });
          continue;
        }
        if (r.solved) {
          g.undo({ grouped: false });
          return { solution: path + m, states: seen.size, truncated: false };
        }
        const key = stateKey(g);
        if (!seen.has(key)) {
          seen.add(key);
          next.push(path + m);
        }
        g.undo({ grouped: false });
        if (seen.size >= maxStates) return { solution: null, states: seen.size, truncated: true };
      }
    }
    layer = next;
  }
  return { solution: null, states: seen.size, truncated: false };
}

/** What stands on a cell, bottom to top by id: object kinds by noun ("ROCK"), words as "'IS'". */
export function at(g: Game, x: number, y: number): string[] {
  const w = g.world;
  const out: string[] = [];
  for (let e = w.grid.first(w.grid.cell(x, y)); e !== -1; e = w.grid.next(e)) {
    const kind = kindOf(w, e);
    if (kind < 0) continue;
    out.push(kind === TEXT_KIND ? `'${WORDS[w.store(Text).word[e]].text}'` : WORDS[NOUNS[kind]].text);
  }
  return out.sort();
}

/** The cell of the only live entity of `def`. */
export function where(g: Game, def: ComponentDef): [number, number] {
  const found = g.world.query(def);
  if (found.length !== 1) throw new Error(`expected one ${def.name}, found ${found.length}`);
  return [g.world.x(found[0]), g.world.y(found[0])];
}

/**
 * Checks that the derived tags are exactly what the board says now: every object has the properties
 * of its kind under a fresh reading, and exactly the words of standing sentences are Active. Returns
 * the first difference, or null.
 */
export function derivedMismatch(g: Game): string | null {
  const w = g.world;
  const reading = readRules(w);
  for (const [e, kind] of ruleObjects(w)) {
    const mask = reading.rules.props[kind];
    for (let p = 0; p < PROPERTY_DEFS.length; p++) {
      if ((((mask >>> p) & 1) === 1) !== w.has(e, PROPERTY_DEFS[p])) {
        return `entity ${e} (${at(g, w.x(e), w.y(e)).join('+')}): ${PROPERTY_DEFS[p].name} is wrong`;
      }
    }
  }
  const active = new Set(reading.sentences.flatMap((s) => s.tiles));
  for (const e of w.query(Text)) {
    if (active.has(e) !== w.has(e, Active)) return `word ${e}: Active is wrong`;
  }
  return null;
}

/** The levels of `levels/mods/rules.xsb`. */
export function shippedLevels(): LevelSource[] {
  const text = readFileSync(new URL('../../../levels/mods/rules.xsb', import.meta.url), 'utf8');
  const { collection, problems } = parseCollection(text, { glyphs: glyphsOf(MODS) });
  if (problems.length) throw new Error(problems.map((p) => p.message).join('\n'));
  return collection.levels;
}

/**
 * A level that makes stacks, which random layouts almost never do (no session of 300 stacked two PUSH
 * objects): its first moves (`STACKING_MOVES`) push the rock onto the key, then form KEY IS PUSH and
 * LAVA IS MOVE. Random play after them pushes the stack about, sinks it, or opens the door with it.
 */
export const STACKING_LEVEL = `
#############
#HIY RIP    #
#          K#
#          I#
#         P #
#     lkr@  #
#           #
#   LI M    #
# QIU DIC   #
#  q  d KIO #
#############`;
export const STACKING_MOVES = [...'lurrddlldl'] as Action[];

const RANDOM_OBJECTS = 'wrqlkd$.';
/** ROCK IS PUSH, WATER IS SINK, KEY IS PUSH, KEY IS OPEN, DOOR IS SHUT, LAVA IS HOT, ROCK IS MELT, ... */
const USEFUL = [
  'RIP',
  'QIU',
  'KIP',
  'KIO',
  'DIC',
  'LIF',
  'RIE',
  'LIX',
  'RIM',
  'KIR',
  'RIK',
  'BIP',
  'DIS',
  'WIS',
];

/**
 * A random closed rules level: HERO IS YOU and a few sentences that make objects collide or change, in
 * the top and bottom rows (against the border, so they mostly stand), a dense scatter of objects and
 * some loose words between them, one hero. Levels that fail their checks (a stray NOT can leave
 * nothing YOU) are replaced by the next seed's.
 */
export function randomRulesLevel(seed: number): string {
  for (let s = seed; ; s++) {
    const board = tryRandomLevel(s);
    const level = parseCollection(`${board}\nMods: rules`, { glyphs: glyphsOf(MODS) }).collection.levels[0];
    if (level && Game.tryLevel(level, { catalogue: MODS }).game) return board;
  }
}

function tryRandomLevel(seed: number): string {
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
  const w = 8 + Math.floor(r() * 5);
  const h = 6 + Math.floor(r() * 4);
  const grid: string[][] = Array.from({ length: h }, (_, y) =>
    Array.from({ length: w }, (_, x) => (x === 0 || y === 0 || x === w - 1 || y === h - 1 ? '#' : ' ')),
  );
  const lane = (y: number, start: string) => {
    let row = start;
    while (row.length < w - 2) row += `${pick(USEFUL)} `;
    [...row.slice(0, w - 2)].forEach((c, i) => {
      grid[y][i + 1] = c;
    });
  };
  lane(1, 'HIY ');
  lane(h - 2, '');
  for (let y = 2; y < h - 2; y++) {
    for (let x = 1; x < w - 1; x++) {
      const roll = r();
      if (roll < 0.06) grid[y][x] = pick(WORDS).letter;
      else if (roll < 0.4) grid[y][x] = pick([...RANDOM_OBJECTS]);
    }
  }
  const free: [number, number][] = [];
  grid.forEach((row, y) => {
    row.forEach((c, x) => {
      if (c === ' ' && y > 1 && y < h - 2) free.push([x, y]);
    });
  });
  const [px, py] = free.length ? pick(free) : [1, 2];
  grid[py][px] = '@';
  return grid.map((row) => row.join('')).join('\n');
}
