import { GameWorld, type RuleValue } from '../ecs/world';
import { analysisFor, callPlugin, type Ruleset, readRule, ruleAccepts } from '../plugin';
import type { LevelProblem } from './problems';
import { rulePart } from './rule-headers';
import { boardSize, cellPlace, type LevelSource, levelTitle } from './types';

/** A level turned into a world, with the board facts renderers and editors need. */
export interface BuiltLevel {
  world: GameWorld;
  /** 1 for cells inside the player's region (floor to draw), per cell `y * width + x`. */
  inside: Uint8Array;
  problems: LevelProblem[];
  /** Why the deadlock detector and solver are off for this level (`analysisFor`); empty when on. */
  analysisNotes: readonly string[];
}

/**
 * Builds a level's world through the ruleset's glyphs, then validates it: glyphs, one player, a closed
 * region, and every plugin check (e.g. boxes = goals). Never throws for bad levels.
 */
export function buildLevel(level: LevelSource, ruleset: Ruleset): BuiltLevel {
  const problems: LevelProblem[] = [];
  const at = { level: level.index, title: levelTitle(level) };
  const { width, height } = boardSize(level.rows);
  // A plugin's code that throws becomes a problem naming the plugin: loading a level never throws.
  const guard = (registered: object, what: string, run: () => void) => {
    try {
      callPlugin(ruleset, registered, what, run);
    } catch (e) {
      problems.push({ code: 'mod-error', message: (e as Error).message, ...at });
    }
  };
  const rules = levelRules(level, ruleset, problems);
  // The level's rules decide too: a chain push (maxChain other than 1) is beyond the solver.
  let analysis: ReturnType<typeof analysisFor> = { notes: [], cornersSound: false };
  try {
    analysis = analysisFor(ruleset, rules);
  } catch (e) {
    problems.push({ code: 'mod-error', message: (e as Error).message, ...at });
  }
  const analysisNotes = analysis.notes;
  let cells = 0;
  for (const r of level.rows) for (const ch of r) if (ch !== ' ') cells++;
  const world = new GameWorld({
    width: Math.max(1, width),
    height: Math.max(1, height),
    components: ruleset.components,
    rules,
    analysis: {
      sound: analysis.notes.length === 0,
      corners: analysis.notes.length > 0 && analysis.cornersSound,
    },
    capacity: cells * 2 + 64,
  });
  world.enterRules.push(...ruleset.enterRules);
  const inside = new Uint8Array(Math.max(1, width) * Math.max(1, height));
  if (cells === 0) {
    problems.push({ code: 'empty-level', message: 'the level is empty', ...at, line: level.line });
    return { world, inside, problems, analysisNotes };
  }

  const walls = new Uint8Array(width * height);
  const players: [number, number][] = [];
  level.rows.forEach((row, y) => {
    [...row].forEach((ch, x) => {
      const glyph = ruleset.glyphs.get(ch);
      if (!glyph) {
        problems.push({
          code: 'unknown-glyph',
          message: `unknown character ${JSON.stringify(ch)} (no loaded mod claims it)`,
          ...at,
          ...cellPlace(level, x, y),
        });
        return;
      }
      guard(glyph, `building "${ch}"`, () => glyph.build(world, x, y));
      if (glyph.traits?.wall) walls[y * width + x] = 1;
      for (let i = 0; i < (glyph.traits?.player ?? 0); i++) players.push([x, y]);
    });
  });

  if (players.length === 0)
    problems.push({
      code: 'no-player',
      message: 'the level has no player (@ or +)',
      ...at,
      line: level.line,
    });
  if (players.length > 1) {
    const [x, y] = players[1];
    problems.push({
      code: 'several-players',
      message: `${players.length} players; a level has exactly one`,
      ...at,
      ...cellPlace(level, x, y),
    });
  }
  for (const [px, py] of players.slice(0, 1)) {
    const leak = floodInside(level.rows, walls, width, height, px, py, inside);
    if (leak) {
      problems.push({
        code: 'open-board',
        message: 'the player can walk off the board: the walls around the player are not closed',
        ...at,
        ...cellPlace(level, leak[0], leak[1]),
      });
    }
  }
  for (const hook of ruleset.builtHooks) guard(hook, 'onBuilt', () => hook(world));
  // The checks see the region as the mods' mechanics grow it (a teleporter reaches past walls).
  const region = ruleset.reachGrowers.length ? inside.slice() : inside;
  if (players.length === 1)
    for (const grow of ruleset.reachGrowers) guard(grow, 'reach', () => grow(world, region));
  for (const [id, check] of ruleset.checks) {
    guard(check, `check "${id}"`, () => problems.push(...check(level, world, region)));
  }
  world.tracker.reset();
  return { world, inside, problems, analysisNotes };
}

/** Fills `inside` from the player; returns where it leaks to the outside, if it does. */
function floodInside(
  rows: readonly string[],
  walls: Uint8Array,
  width: number,
  height: number,
  px: number,
  py: number,
  inside: Uint8Array,
): [number, number] | null {
  const stack = [py * width + px];
  inside[py * width + px] = 1;
  let leak: [number, number] | null = null;
  while (stack.length) {
    const c = stack.pop()!;
    const x = c % width;
    const y = (c - x) / width;
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ]) {
      const nx = x + dx;
      const ny = y + dy;
      // Beyond the board, or past the end of a ragged row, is outside. A leak is reported where the
      // player would step out: past a row's end that is a cell of the board, else the edge cell.
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) {
        leak ??= [x, y];
        continue;
      }
      if (nx >= rows[ny].length) {
        leak ??= [nx, ny];
        continue;
      }
      const n = ny * width + nx;
      if (walls[n] || inside[n]) continue;
      inside[n] = 1;
      stack.push(n);
    }
  }
  return leak;
}

/**
 * Rule defaults, overridden by a level's `Rules: name=value, ...` headers. A part naming no declared
 * rule, or giving a value the rule does not take, is a `bad-header` problem at that part.
 */
function levelRules(
  level: LevelSource,
  ruleset: Ruleset,
  problems: LevelProblem[],
): Record<string, RuleValue> {
  const rules: Record<string, RuleValue> = { ...ruleset.rules };
  const known = () => Object.keys(ruleset.rules).join(', ');
  level.headers.forEach(([key, value], h) => {
    if (key.toLowerCase() !== 'rules') return;
    const at = level.headerAt?.[h];
    let offset = 0;
    for (const part of value.split(',')) {
      const where = at
        ? { line: at.line, column: at.column + offset + part.length - part.trimStart().length }
        : {};
      offset += part.length + 1;
      const problem = (message: string) =>
        problems.push({
          code: 'bad-header',
          message,
          level: level.index,
          title: levelTitle(level),
          ...where,
        });
      const m = rulePart(part);
      // Own keys only: `constructor` is in every object.
      if (!m || !Object.hasOwn(ruleset.rules, m.name)) {
        problem(`unknown rule "${part.trim()}"; known rules: ${known()}`);
        continue;
      }
      const { name, text } = m;
      const def = ruleset.rules[name];
      const limits = ruleset.ruleLimits[name];
      const read = readRule(text, def, limits);
      if (read === null) problem(`rule ${name} cannot be "${text}": use ${ruleAccepts(def, limits)}`);
      else rules[name] = read;
    }
  });
  return rules;
}
