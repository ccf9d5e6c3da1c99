import { Uncounted } from '../../../core/classic/components';
import type { Game, TurnResult } from '../../../core/game';
import { levelTitle } from '../../../core/level/types';
import { DELTAS, type Direction } from '../../../core/pipeline/turn';
import type { GlyphSpec, GlyphTraits } from '../../../core/plugin';
import { figure } from '../plural';
import type { Playing, SessionEvent } from '../session';

/**
 * The board in words, for a player who cannot see it: what a screen reader says after each turn and
 * when asked (V). Read from the position's XSB rows, so it needs no renderer and runs in Node.
 * Cells are named "column 3, row 2", counted from 1 at the top left, as the rows are written.
 */

export const cellName = (x: number, y: number): string => `column ${x + 1}, row ${y + 1}`;

/** What the classic glyphs hold, for a board read without its game's glyphs. */
const CLASSIC_TRAITS: Readonly<Record<string, GlyphTraits>> = {
  '@': { player: 1 },
  '+': { player: 1, goal: 1 },
  $: { box: 1 },
  '*': { box: 1, goal: 1 },
  '.': { goal: 1 },
};

/** A level's glyphs beyond classic's (`game.ruleset.glyphs`): their names and what they hold. */
export type GlyphNames = ReadonlyMap<string, GlyphSpec>;

/** What one cell holds, in a word or two; a mod's cell by its glyph's name ("box on ice"). */
function cellWords(ch: string | undefined, glyphs?: GlyphNames): string {
  switch (ch) {
    case '#':
      return 'wall';
    case '$':
      return 'box';
    case '*':
      return 'box on a goal';
    case '.':
      return 'goal';
    case undefined:
    case ' ':
    case '-':
    case '_':
    case '@':
      return 'floor';
    case '+':
      return 'goal';
    default:
      return (ch && glyphs?.get(ch)?.name) || 'special floor';
  }
}

/** The HUD's Boxes tile in words ("2 of 3 boxes on goals"; a mod's own label as it is). */
export function progressWords(p: {
  readonly label: string;
  readonly done: number;
  readonly total: number;
}): string {
  if (p.total === 0) return '';
  return p.label === 'Boxes'
    ? `${p.done} of ${p.total} ${p.total === 1 ? 'box' : 'boxes'} on goals.`
    : `${p.label}: ${p.done} of ${p.total}.`;
}

export type TurnKind = 'move' | 'push' | 'blocked' | 'undo' | 'redo' | 'restart';

/** After a turn: what happened, then (when boxes may have moved) the progress. */
export function turnWords(kind: TurnKind, dir: Direction | null, progress: string): string {
  const way = dir ?? 'left';
  const said = {
    move: `${way[0].toUpperCase()}${way.slice(1)}.`,
    push: `Pushed ${way}.`,
    blocked: 'Blocked.',
    undo: 'Undone.',
    redo: 'Redone.',
    restart: 'Restarted.',
  }[kind];
  return kind === 'move' || kind === 'blocked' || !progress ? said : `${said} ${progress}`;
}

/** What a board's rows do not say: the game's glyphs, and the cells whose box does not count. */
export interface BoardContext {
  readonly glyphs?: GlyphNames;
  /** Cells (`cellName`) of boxes a mod leaves uncounted, on a goal or not (classic's `Uncounted`). */
  readonly uncounted?: ReadonlySet<string>;
}

/**
 * The whole position: where the player stands and what is on each side, then every box and every
 * empty goal. Long on big levels, but asked for, never spoken unbidden.
 */
export function describeBoard(rows: readonly string[], { glyphs, uncounted }: BoardContext = {}): string {
  const at = (x: number, y: number) => rows[y]?.[x];
  const boxes: string[] = [];
  const loose: string[] = [];
  const idle: string[] = [];
  const goals: string[] = [];
  let player: [number, number] | null = null;
  // What a cell stands on besides its box or player: ", on ice" (a glyph named "box on ice").
  const under = (ch: string, what: string) => {
    const name = glyphs?.get(ch)?.name ?? '';
    return name.startsWith(`${what} on `) ? `, ${name.slice(what.length + 1)}` : '';
  };
  rows.forEach((row, y) => {
    [...row].forEach((ch, x) => {
      const t = glyphs?.get(ch)?.traits ?? CLASSIC_TRAITS[ch] ?? {};
      if (t.player) player = [x, y];
      // A box the HUD does not count (paint: no coat yet) is not said to be home either.
      if (t.box && t.goal && uncounted?.has(cellName(x, y))) idle.push(cellName(x, y));
      else if (t.box && t.goal) boxes.push(`${cellName(x, y)}, on a goal`);
      else if (t.box) loose.push(`${cellName(x, y)}${under(ch, 'box')}`);
      if (t.goal && !t.box) goals.push(cellName(x, y));
    });
  });
  const parts: string[] = [];
  if (player) {
    const [px, py] = player as [number, number];
    const around = (Object.keys(DELTAS) as Direction[]).map((d) => {
      const [dx, dy] = DELTAS[d];
      return `${d}: ${cellWords(at(px + dx, py + dy), glyphs)}`;
    });
    const sides = around.join('; ');
    const on = at(px, py) === '+' ? ', on a goal' : under(at(px, py) ?? '', 'player');
    parts.push(`You are at ${cellName(px, py)}${on}. ${sides[0].toUpperCase()}${sides.slice(1)}.`);
  }
  const all = loose.length + boxes.length + idle.length;
  parts.push(`${all} ${all === 1 ? 'box' : 'boxes'}, ${boxes.length} on goals.`);
  if (loose.length) parts.push(`Boxes off goals: ${loose.join('; ')}.`);
  if (idle.length) parts.push(`Boxes on goals that do not count: ${idle.join('; ')}.`);
  if (goals.length) parts.push(`Empty goals: ${goals.join('; ')}.`);
  return parts.join(' ');
}

/** A game's position in words, as V says it. */
export function describeGame(game: Game): string {
  const w = game.world;
  const uncounted = new Set<string>();
  for (const e of w.members(Uncounted)) if (!w.isDestroyed(e)) uncounted.add(cellName(w.x(e), w.y(e)));
  return describeBoard(game.toXsb().split('\n'), { glyphs: game.ruleset.glyphs, uncounted });
}

/** A session event in words for a screen reader (a win speaks through the status line). */
export function spokenEvent(event: SessionEvent, p: Playing, lastTurn: TurnResult | null): string | null {
  const progress = progressWords(p.game.progress());
  switch (event.type) {
    case 'turn':
      return lastTurn
        ? turnWords(lastTurn.pushes.length ? 'push' : 'move', lastTurn.direction, progress)
        : null;
    case 'blocked':
    case 'undo':
    case 'redo':
    case 'restart':
      return turnWords(event.type, null, progress);
    case 'jump':
      return `Back at a saved position. ${progress}`;
    case 'load':
      // The place as the screen writes it ("level 1 of 10,000").
      return `${p.collection.title}, level ${figure(p.index)} of ${figure(p.count)}: ${levelTitle(p.level)}. ${progress}`;
    default:
      return null;
  }
}
