import { classicPlugin } from '../../../core/classic';
import { Game } from '../../../core/game';
import { formatProblem } from '../../../core/level/problems';
import type { LevelSource } from '../../../core/level/types';
import { type GlyphTraits, glyphSpecsOf } from '../../../core/plugin';
import { MODS } from '../../../mods';
import { cellOf, createDeadlockDetector, parseBoard } from '../../../solver';
import type { Design } from './designs';
import { parseDesign, trimRows } from './levels';

export interface Cell {
  readonly x: number;
  readonly y: number;
}

/** What the validation panel shows, apart from the solver's verdict (which comes later). */
export interface Validation {
  /** Problems that stop the level from being played, one sentence each. */
  readonly problems: readonly string[];
  /** The parsed level and a built game, when the design is playable. */
  readonly level?: LevelSource;
  readonly game?: Game;
  /** Blank rows the drawing keeps above the level: add to a game row to get an editor row. */
  readonly rowOffset?: number;
  /** Goals inside the player's area, and all goals. */
  readonly goals?: { reachable: number; total: number };
  /** Boxes (editor coordinates) standing on squares from which no goal can be reached. */
  readonly deadBoxes: readonly Cell[];
  /** Why the solver and dead-square check cannot judge this level (a mod they do not understand). */
  readonly analysisNote?: string;
  readonly boxes: number;
}

/** What each glyph of the design places (classic's and its mods'), for checks on the bare text. */
function traitsOf(design: Design): Map<string, GlyphTraits> {
  const plugins = [classicPlugin, ...design.mods.flatMap((m) => MODS.get(m) ?? [])];
  return new Map(glyphSpecsOf(plugins).map((g) => [g.char, g.traits ?? {}]));
}

/** Checks a design at once (parser, builder, goals, dead squares); cheap enough for every edit. */
export function validateDesign(design: Design): Validation {
  const rows = trimRows(design.rows);
  // Validation works on trimmed rows; the drawing keeps its blank rows above, so shift back.
  const top = design.rows.findIndex((r) => r.trim() !== '');
  const offset = Math.max(0, top);
  const traits = traitsOf(design);
  let boxes = 0;
  for (const ch of rows.join('')) boxes += traits.get(ch)?.box ?? 0;
  if (!rows.length)
    return { problems: ['The board is empty: draw walls, a player, boxes and goals.'], deadBoxes: [], boxes };
  const { collection, problems: parsed } = parseDesign(design);
  const level = collection.levels[0];
  const own = parsed.map((p) => formatProblem({ ...p, level: undefined, title: undefined, line: undefined }));
  if (!level) return { problems: own.length ? own : ['The board is empty.'], deadBoxes: [], boxes };
  if (own.length) return { problems: own, level, deadBoxes: [], boxes };
  const built = Game.tryLevel(level, { catalogue: MODS });
  const problems = [...built.problems, ...(built.game?.startProblems() ?? [])].map((p) =>
    formatProblem({ ...p, level: undefined, title: undefined, line: undefined }),
  );
  const reach = goalReach(rows, traits);
  if (!built.game) return { problems, level, deadBoxes: [], boxes, ...(reach && { goals: reach }) };
  const game = built.game;
  // A playable level passed the builder's own "walled off" check, which follows every mechanic that
  // crosses walls (teleporters); the flood over the text does not, so it stands only without one.
  const goals =
    reach && game.ruleset.checks.has('classic/goalsWithinReach')
      ? { reachable: reach.total, total: reach.total }
      : reach;
  const analysisNote = game.analysisNotes.join(' ');
  // The game's classic rows have the trimmed rows' coordinates, with mod glyphs read as what they hold.
  const deadBoxes = analysisNote
    ? []
    : deadBoxesOf(game.classicRows).map((c) => ({ x: c.x, y: c.y + offset }));
  return {
    problems,
    level,
    game,
    rowOffset: offset,
    deadBoxes,
    boxes,
    ...(goals && { goals }),
    ...(analysisNote && { analysisNote }),
  };
}

/** Goals the player could reach walking through anything but walls, out of all goals. */
function goalReach(
  rows: readonly string[],
  traits: ReadonlyMap<string, GlyphTraits>,
): { reachable: number; total: number } | null {
  const width = Math.max(...rows.map((r) => r.length));
  const at = (x: number, y: number) => traits.get(rows[y]?.[x] ?? ' ') ?? {};
  let start = -1;
  let total = 0;
  rows.forEach((r, y) => {
    for (let x = 0; x < r.length; x++) {
      const t = at(x, y);
      total += t.goal ?? 0;
      if (t.player && start < 0) start = y * width + x;
    }
  });
  if (start < 0) return null;
  const seen = new Uint8Array(width * rows.length);
  const stack = [start];
  seen[start] = 1;
  let reachable = 0;
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % width;
    const y = (i - x) / width;
    reachable += at(x, y).goal ?? 0;
    for (const [nx, ny] of [
      [x - 1, y],
      [x + 1, y],
      [x, y - 1],
      [x, y + 1],
    ]) {
      if (nx < 0 || ny < 0 || nx >= width || ny >= rows.length) continue;
      const j = ny * width + nx;
      if (!seen[j] && !at(nx, ny).wall) {
        seen[j] = 1;
        stack.push(j);
      }
    }
  }
  return { reachable, total };
}

/** Boxes off goal on a square from which no push sequence can bring any box to a goal. */
function deadBoxesOf(rows: readonly string[]): Cell[] {
  try {
    const board = parseBoard(rows);
    const { deadSquares } = createDeadlockDetector(board);
    const out: Cell[] = [];
    rows.forEach((r, y) => {
      for (let x = 0; x < r.length; x++)
        if (r[x] === '$' && deadSquares[cellOf(board, x, y)]) out.push({ x, y });
    });
    return out;
  } catch {
    // A board the solver cannot read (a box outside the area) is already reported by the builder.
    return [];
  }
}
