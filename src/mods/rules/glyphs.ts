import { Goal, Player } from '../../core/classic/components';
import type { ComponentDef } from '../../core/ecs/component';
import { defineResource, type GameWorld } from '../../core/ecs/world';
import { DIRECTIONS, type Direction } from '../../core/pipeline/turn';
import type { CellWriter, GlyphSpec } from '../../core/plugin';
import {
  Door,
  Heading,
  Hero,
  Key,
  KIND_DEFS,
  Lava,
  Rock,
  Text,
  WallObject,
  Water,
  WORD_TAGS,
} from './components';
import { kindOf } from './derive';
import { WORDS } from './words';

// The legend is fixed so that any XSB reader that knows the letters can load a rules level: upper-case
// letters are words, lower-case letters are objects. The classic glyphs keep their meaning: `@` is the
// hero (the level's one player glyph), `$` a box, `.` a goal, `#` the border nothing can change.

/** The direction objects face at the start, from the level's `Rules: facing=...` (right by default). */
export function startFacing(world: GameWorld): number {
  const i = DIRECTIONS.indexOf(String(world.rules.facing ?? 'right') as Direction);
  return i < 0 ? DIRECTIONS.indexOf('right') : i;
}

function spawnObject(world: GameWorld, x: number, y: number, ...defs: ComponentDef[]): number {
  const e = world.spawn(x, y, ...defs, Heading);
  world.store(Heading).dir[e] = startFacing(world);
  return e;
}

/** Object glyphs (letter, kind tag, name). The hero's extra glyph exists because `@` may appear only once. */
export const OBJECT_LETTERS: readonly [string, ComponentDef, string][] = [
  ['h', Hero, 'hero'],
  ['w', WallObject, 'wall'],
  ['r', Rock, 'rock'],
  ['q', Water, 'water'],
  ['l', Lava, 'lava'],
  ['k', Key, 'key'],
  ['d', Door, 'door'],
];

export const RULES_GLYPHS: readonly GlyphSpec[] = [
  ...WORDS.map(
    (w): GlyphSpec => ({
      char: w.letter,
      name: `word ${w.text}`,
      build: (world, x, y) => {
        const e = spawnObject(world, x, y, Text, WORD_TAGS[w.id]);
        world.store(Text).word[e] = w.id;
      },
    }),
  ),
  ...OBJECT_LETTERS.map(
    ([letter, def, name]): GlyphSpec => ({
      char: letter,
      name,
      build: (world, x, y) => {
        spawnObject(world, x, y, def);
      },
    }),
  ),
];

/** The hero the level's `@` built (its entity id), or -1. */
const PlayerGlyphHero = defineResource('rules/playerGlyphHero', () => ({ eid: -1 }));

/**
 * After the classic glyphs built their entities: the player becomes a hero object and every object
 * gets a heading. Runs before the first reading of the rules.
 */
export function adoptClassicObjects(world: GameWorld): void {
  const heading = world.store(Heading);
  for (const e of world.query(Player)) {
    if (kindOf(world, e) >= 0) continue;
    world.add(e, Hero);
    world.resource(PlayerGlyphHero).eid = e;
  }
  for (const def of KIND_DEFS) {
    for (const e of world.query(def)) {
      if (world.has(e, Heading)) continue;
      world.add(e, Heading);
      heading.dir[e] = startFacing(world);
    }
  }
}

const OBJECT_LETTER = new Map(OBJECT_LETTERS.map(([letter, def]) => [def, letter]));

/**
 * The hero written `@`: the one the level's `@` built while it lives, else the lowest-id hero, so the
 * board reloads with its one player glyph.
 */
function playerGlyphHero(world: GameWorld): number {
  const first = world.resource(PlayerGlyphHero).eid;
  if (first !== -1 && !world.isDestroyed(first) && world.has(first, Hero)) return first;
  return world.query(Hero)[0] ?? -1;
}

/**
 * Writes a cell back: a word wins over an object, a hero over other objects (one hero is `@`, or `+`
 * on a goal; the others `h`). Cells holding no rule object (the border, floor) are left to the classic
 * writer. A stack of objects keeps only one: the lowest entity id, the first the grid lists, so the
 * same state always writes the same board.
 */
export const writeRulesCell: CellWriter = (world, x, y) => {
  if (!world.grid.inBounds(x, y)) return null;
  let hero = -1;
  let word = -1;
  let other = -1;
  let box = false;
  let goal = false;
  for (let e = world.grid.first(world.grid.cell(x, y)); e !== -1; e = world.grid.next(e)) {
    if (world.has(e, Text)) {
      if (word === -1) word = e;
      continue;
    }
    const kind = kindOf(world, e);
    if (kind < 0) continue;
    const def = KIND_DEFS[kind];
    if (def === Hero) hero = hero === -1 || e === playerGlyphHero(world) ? e : hero;
    else if (def === Goal) goal = true;
    else if (!OBJECT_LETTER.has(def)) box = true;
    else if (other === -1) other = e;
  }
  if (word !== -1) return WORDS[world.store(Text).word[word]].letter;
  if (hero !== -1) return hero === playerGlyphHero(world) ? (goal ? '+' : '@') : 'h';
  if (other !== -1) return OBJECT_LETTER.get(KIND_DEFS[kindOf(world, other)])!;
  if (box) return goal ? '*' : '$';
  return goal ? '.' : null;
};
