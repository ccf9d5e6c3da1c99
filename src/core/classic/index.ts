import type { GameWorld } from '../ecs/world';
import type { GlyphSpec, Plugin } from '../plugin';
import { writeClassicCell } from './cells';
import { boxesMatchGoals, boxesWithinReach, goalsWithinReach } from './checks';
import { Box, CLASSIC_COMPONENTS, Goal, Player, Pushable, Solid, Wall } from './components';
import { detectDeadlocks } from './deadlocks';
import { applyMoves, checkWin, readInput, recountBoxes, resolvePushes } from './systems';

const wall = (w: GameWorld, x: number, y: number) => w.spawn(x, y, Wall, Solid);
const goal = (w: GameWorld, x: number, y: number) => w.spawn(x, y, Goal);
const box = (w: GameWorld, x: number, y: number) => w.spawn(x, y, Box, Pushable, Solid);
const player = (w: GameWorld, x: number, y: number) => w.spawn(x, y, Player);
const floor = () => {};

/** The standard XSB glyphs. Goals are separate entities so a box or player can stand on one. */
export const CLASSIC_GLYPHS: readonly GlyphSpec[] = [
  { char: '#', name: 'wall', traits: { wall: true }, build: wall },
  { char: ' ', name: 'floor', build: floor },
  { char: '-', name: 'floor', build: floor },
  { char: '_', name: 'floor', build: floor },
  { char: '.', name: 'goal', traits: { goal: 1 }, build: goal },
  { char: '$', name: 'box', traits: { box: 1 }, build: box },
  {
    char: '*',
    name: 'box on goal',
    traits: { box: 1, goal: 1 },
    build: (w, x, y) => {
      goal(w, x, y);
      box(w, x, y);
    },
  },
  { char: '@', name: 'player', traits: { player: 1 }, build: player },
  {
    char: '+',
    name: 'player on goal',
    traits: { player: 1, goal: 1 },
    build: (w, x, y) => {
      goal(w, x, y);
      player(w, x, y);
    },
  },
];

/**
 * The builder of a classic glyph (`'$'`, `'@'`, ...), for a mod's glyph that puts a classic box or
 * player on its own cell: then a box on ice is exactly a classic box. Throws on a character classic
 * does not claim, naming it, when the mod is set up.
 */
export function classicBuild(char: string): GlyphSpec['build'] {
  const glyph = CLASSIC_GLYPHS.find((g) => g.char === char);
  if (!glyph)
    throw new Error(`"${char}" is not a classic glyph (${CLASSIC_GLYPHS.map((g) => g.char).join('')})`);
  return glyph.build;
}

/** The glyphs of a floor cell a box or the player can stand on: alone, under a box, under the player. */
export interface FloorChars {
  readonly floor: string;
  readonly box: string;
  readonly player: string;
}

/** Glyph names other than "box on <floor>" and "player on <floor>", and more for a box that starts there. */
export interface FloorOptions {
  readonly boxName?: string;
  readonly playerName?: string;
  /** What a box that starts on this floor has beyond a classic box (on glue: it starts stuck). */
  readonly onBox?: (w: GameWorld, box: number) => void;
}

/**
 * A floor mechanic's three glyphs (ice, glue, a pad): the floor alone, and the floor under classic's own
 * box and player, so a box on ice is exactly a classic box.
 */
export function floorGlyphs(
  name: string,
  chars: FloorChars,
  build: GlyphSpec['build'],
  options: FloorOptions = {},
): GlyphSpec[] {
  const classicBox = classicBuild('$');
  const classicPlayer = classicBuild('@');
  return [
    { char: chars.floor, name, build },
    {
      char: chars.box,
      name: options.boxName ?? `box on ${name}`,
      traits: { box: 1 },
      build: (w, x, y) => {
        build(w, x, y);
        classicBox(w, x, y);
        options.onBox?.(w, w.findAt(x, y, Box));
      },
    },
    {
      char: chars.player,
      name: options.playerName ?? `player on ${name}`,
      traits: { player: 1 },
      build: (w, x, y) => {
        build(w, x, y);
        classicPlayer(w, x, y);
      },
    },
  ];
}

/** A floor mechanic's cell written back (for a `CellWriter`): the glyph of what stands on it. */
export function floorChar(w: GameWorld, x: number, y: number, chars: FloorChars): string {
  if (w.hasAt(x, y, Box)) return chars.box;
  if (w.hasAt(x, y, Player)) return chars.player;
  return chars.floor;
}

/** The `deadlocks` rule's values, for players. */
const DEADLOCK_WORDS: Readonly<Record<string, string>> = {
  full: 'by every check',
  fast: 'by the quick checks only',
  off: 'never',
};

/** Classic Sokoban, expressed through the same plugin API as every mod. */
export const classicPlugin: Plugin = {
  name: 'classic',
  description: 'Standard Sokoban: push every box onto a goal.',
  setup(api) {
    api.components(...CLASSIC_COMPONENTS);
    for (const g of CLASSIC_GLYPHS) api.glyph(g);
    api.rule('maxChain', 1, 'How many boxes in a row one push can move (0 = any number).', {
      integer: true,
      min: 0,
      label: 'A push moves',
      valueText: (n) =>
        n === 0 ? 'any number of boxes in a row' : n === 1 ? 'one box' : `up to ${n} boxes in a row`,
    });
    api.rule(
      'deadlocks',
      'full',
      'Deadlock detection after each push: full (all seven classes), fast (no local or corral search) or off.',
      {
        choices: ['full', 'fast', 'off'],
        label: 'Stuck boxes are marked',
        valueText: (v) => DEADLOCK_WORDS[String(v)] ?? String(v),
      },
    );
    // The solver moves one box per push and its freeze and pattern deadlocks assume that: two boxes
    // side by side against a wall are frozen in classic Sokoban, yet one chain push moves them both.
    // Nothing pushes a box wedged in a corner, one box or a row.
    api.analysis(
      'unsupported',
      'Hints are unavailable for chain pushes: the solver pushes one box at a time.',
      {
        corners: 'sound',
        when: (rules) => rules.maxChain !== 1,
      },
    );
    api.system(readInput);
    api.system(resolvePushes);
    api.system(applyMoves);
    api.system(detectDeadlocks);
    api.system(checkWin);
    api.cellWriter(writeClassicCell);
    api.onBuilt(recountBoxes);
    api.onRestore(recountBoxes);
    api.check('classic/boxesMatchGoals', boxesMatchGoals);
    api.check('classic/goalsWithinReach', goalsWithinReach);
    api.check('classic/boxesWithinReach', boxesWithinReach);
  },
};

export { Box, Goal, Player, Pushable, Solid, Wall, writeClassicCell };
