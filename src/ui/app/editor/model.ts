import type { Headers } from '../../../core/level/rule-headers';
import { normalise } from '../../../formats';
import { count } from '../plural';
import { textHash } from '../text-hash';

/** A palette entry: the classic tools plus any glyph a level's mods provide. */
export type Tool =
  | 'wall'
  | 'floor'
  | 'goal'
  | 'box'
  | 'player'
  | 'box-on-goal'
  | 'player-on-goal'
  | 'erase'
  | { readonly glyph: string; readonly player?: boolean };

export const MAX_SIDE = 64;

/** Why a level does not fit the editor's board (which would cut it), or null when it fits. */
export function tooBigToEdit(rows: readonly string[]): string | null {
  const width = Math.max(0, ...rows.map((r) => [...r].length));
  return width > MAX_SIDE || rows.length > MAX_SIDE
    ? `That level is ${width} x ${rows.length}; the editor takes up to ${MAX_SIDE} x ${MAX_SIDE}.`
    : null;
}
export const MIN_SIDE = 3;

/** What a resize cuts off the board, counted as a designer counts them (a box on goal is both). */
export interface Cut {
  readonly player: boolean;
  readonly boxes: number;
  readonly goals: number;
  /** Mod pieces (ice, holes, …); walls and floor are not pieces (a wall the room needed is `opened`). */
  readonly others: number;
  /** The sides where the cut took the wall that closed the room, leaving it open there. */
  readonly opened: readonly Side[];
}

export type Side = 'top' | 'right' | 'bottom' | 'left';
const SIDES: readonly Side[] = ['top', 'right', 'bottom', 'left'];
export const isSide = (x: unknown): x is Side => SIDES.includes(x as Side);
/** Undo (and redo) steps kept, in memory and across a reload alike: one rule a designer can count on. */
export const UNDO_STEPS = 200;
/**
 * At most this many characters of stored steps each way (`SavedStep`), in memory too. A stroke costs
 * some 30 and a resize the cells it cut; only dozens of whole large boards (pastes) reach it.
 */
export const UNDO_CHARS = 128_000;

/**
 * One undo step as stored: the cells that differ from its neighbour nearer the present (`d`, runs of
 * cells from an index), or all of its cells (`c`) when its size differs; `m` (size, mods, headers as
 * in a snapshot) only when those differ. A stroke of five cells costs some 30 characters.
 */
export interface SavedStep {
  readonly m?: readonly [string, string, string];
  readonly c?: string;
  readonly d?: readonly (readonly [number, string])[];
}

/** The editor's undo and redo steps in stored form; `at` names the board they lead back from. */
export interface SavedEdits {
  readonly at: string;
  readonly past: readonly SavedStep[];
  readonly future: readonly SavedStep[];
}

const PLAYERS = new Set(['@', '+']);

/**
 * The editor's board: a rectangle of XSB characters, the mods the level names and its other headers
 * (`Rules:`), with its own undo history of whole-board snapshots (the mods and headers in them: a
 * paste that added `chain` and is taken back must not leave the old board playing with chain pushes). Painting is "smart" as in desktop editors: a goal under a box makes a box on goal, a new
 * player removes the old one, erase takes off the top item first. Pure (no DOM), so it is unit tested.
 */
export class EditorModel {
  private cells: string[];
  private w: number;
  private h: number;
  private modList: readonly string[];
  private headerList: readonly (readonly [string, string])[];
  private past: string[][] = [];
  private future: string[][] = [];
  /** Each step's stored form and its size, by snapshot (see `encoded`). */
  private readonly encodings = new WeakMap<
    readonly string[],
    { near: readonly string[]; step: SavedStep; size: number }
  >();
  /** Snapshot taken when a stroke starts; a stroke (one drag) is one undo step. */
  private strokeStart: string[] | null = null;
  /** Mod glyphs that stand for the player, so that a new player replaces them too. */
  private readonly playerGlyphs = new Set(PLAYERS);

  constructor(
    rows: readonly string[] = [],
    minWidth = 0,
    minHeight = 0,
    mods: readonly string[] = [],
    headers: Headers = [],
  ) {
    this.modList = [...mods];
    this.headerList = copy(headers);
    const width = Math.max(minWidth, ...rows.map((r) => [...r].length), 0);
    this.w = Math.min(MAX_SIDE, Math.max(MIN_SIDE, width));
    this.h = Math.min(MAX_SIDE, Math.max(MIN_SIDE, minHeight, rows.length));
    this.cells = [];
    for (let y = 0; y < this.h; y++) {
      const chars = [...(rows[y] ?? '')];
      for (let x = 0; x < this.w; x++)
        this.cells.push(chars[x] === '-' || chars[x] === '_' ? ' ' : (chars[x] ?? ' '));
    }
  }

  get width(): number {
    return this.w;
  }

  get height(): number {
    return this.h;
  }

  /** The mods the level names (`Mods:`). */
  get mods(): readonly string[] {
    return this.modList;
  }

  /** The level's `Key: value` lines other than title, author and mods (`Rules: maxChain=2`). */
  get headers(): readonly (readonly [string, string])[] {
    return this.headerList;
  }

  /** Sets the level's mods, and the headers with them (an unticked mod's rules go); one undo step. */
  setMods(mods: readonly string[], headers: Headers = this.headerList): boolean {
    if (mods.join() === this.modList.join() && sameHeaders(headers, this.headerList)) return false;
    this.remember([...this.cells]);
    this.modList = [...mods];
    this.headerList = copy(headers);
    return true;
  }

  /** Sets the level's headers (a rule's value); one undo step. */
  setHeaders(headers: Headers): boolean {
    return this.setMods(this.modList, headers);
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** Declares extra glyphs (a mod's "player on ice") that count as the player. */
  setPlayerGlyphs(chars: Iterable<string>): void {
    this.playerGlyphs.clear();
    for (const c of PLAYERS) this.playerGlyphs.add(c);
    for (const c of chars) this.playerGlyphs.add(c);
  }

  at(x: number, y: number): string {
    return x >= 0 && y >= 0 && x < this.w && y < this.h ? this.cells[y * this.w + x] : ' ';
  }

  /** The board as XSB rows, trailing blanks removed (blank rows stay, as empty strings). */
  rows(): string[] {
    const out: string[] = [];
    for (let y = 0; y < this.h; y++)
      out.push(
        this.cells
          .slice(y * this.w, (y + 1) * this.w)
          .join('')
          .trimEnd(),
      );
    return out;
  }

  /**
   * The board as drawn, every row as wide as the board: the form a design is saved in, so that a
   * width chosen ahead of the drawing (blank columns on the right) survives a reload.
   */
  grid(): string[] {
    const out: string[] = [];
    for (let y = 0; y < this.h; y++) out.push(this.cells.slice(y * this.w, (y + 1) * this.w).join(''));
    return out;
  }

  /** Starts a stroke: everything painted until `endStroke` is one undo step. */
  beginStroke(): void {
    if (!this.strokeStart) this.strokeStart = [...this.cells];
  }

  endStroke(): boolean {
    const start = this.strokeStart;
    this.strokeStart = null;
    if (!start || same(start, this.cells)) return false;
    this.remember(start);
    return true;
  }

  /** Paints one cell; returns whether it changed. Outside a stroke it is an undo step of its own. */
  paint(x: number, y: number, tool: Tool): boolean {
    if (x < 0 || y < 0 || x >= this.w || y >= this.h) return false;
    const own = !this.strokeStart;
    if (own) this.beginStroke();
    const before = this.cells[y * this.w + x];
    this.paintCell(x, y, tool);
    const changed = before !== this.cells[y * this.w + x];
    if (own) this.endStroke();
    return changed;
  }

  /** Fills the rectangle between two corners (inclusive) with a tool: one undo step. */
  fillRect(x0: number, y0: number, x1: number, y1: number, tool: Tool): boolean {
    const before = [...this.cells];
    const [ax, bx] = [Math.max(0, Math.min(x0, x1)), Math.min(this.w - 1, Math.max(x0, x1))];
    const [ay, by] = [Math.max(0, Math.min(y0, y1)), Math.min(this.h - 1, Math.max(y0, y1))];
    const inStroke = !!this.strokeStart;
    if (!inStroke) this.strokeStart = before;
    // One player only: a filled rectangle of players keeps its last cell.
    for (let y = ay; y <= by; y++) for (let x = ax; x <= bx; x++) this.paintCell(x, y, tool);
    if (inStroke) return !same(before, this.cells);
    return this.endStroke();
  }

  /** What `resize` with the same arguments would cut off the board. */
  cutBy(width: number, height: number, dx = 0, dy = 0): Cut {
    const w = clamp(width);
    const h = clamp(height);
    let player = false;
    let boxes = 0;
    let goals = 0;
    let others = 0;
    const opened = new Set<Side>();
    // The room: what the edge cannot reach without crossing a wall.
    const inside = insideCells(this.grid(), this.w, (c) => c !== '#');
    for (let y = 0; y < this.h; y++)
      for (let x = 0; x < this.w; x++) {
        const nx = x + dx;
        const ny = y + dy;
        const c = this.cells[y * this.w + x];
        if (nx >= 0 && ny >= 0 && nx < w && ny < h) {
          // The room is open where a cell of it, away from the old edge, is now on the board's edge.
          if (!inside[y * this.w + x] || c === '#') continue;
          if (ny === 0 && y > 0) opened.add('top');
          if (nx === w - 1 && x < this.w - 1) opened.add('right');
          if (ny === h - 1 && y < this.h - 1) opened.add('bottom');
          if (nx === 0 && x > 0) opened.add('left');
          continue;
        }
        if (c === '$' || c === '*') boxes++;
        if (c === '.' || c === '*' || c === '+') goals++;
        if (this.isPlayer(c)) player = true;
        else if (!'#$*. '.includes(c)) others++;
      }
    return { player, boxes, goals, others, opened: SIDES.filter((side) => opened.has(side)) };
  }

  /**
   * Resizes the board. `dx`/`dy` shift the old content right/down (a row or column added at the
   * top or left); cells pushed off the board are lost, new cells are empty.
   */
  resize(width: number, height: number, dx = 0, dy = 0): boolean {
    if (!Number.isFinite(width) || !Number.isFinite(height)) return false;
    const w = clamp(width);
    const h = clamp(height);
    if (w === this.w && h === this.h && dx === 0 && dy === 0) return false;
    const before = [...this.cells];
    const next: string[] = new Array(w * h).fill(' ');
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) next[y * w + x] = this.at(x - dx, y - dy);
    this.remember(before, { w: this.w, h: this.h });
    this.cells = next;
    this.w = w;
    this.h = h;
    return true;
  }

  /** Replaces the board with `normalise`'s result (trim, wall off unreachable floor); one undo step. */
  normalise(): boolean {
    const rows = normalise(this.rows());
    return this.load(rows.length ? rows : this.rows());
  }

  /** Replaces the whole board (an import, a normalise), and the mods and headers with it; one undo step. */
  load(
    rows: readonly string[],
    mods: readonly string[] = this.modList,
    headers: Headers = this.headerList,
  ): boolean {
    const next = new EditorModel(rows);
    const sameMods = mods.join() === this.modList.join() && sameHeaders(headers, this.headerList);
    if (next.w === this.w && next.h === this.h && same(next.cells, this.cells) && sameMods) return false;
    this.remember([...this.cells], { w: this.w, h: this.h });
    this.cells = next.cells;
    this.w = next.w;
    this.h = next.h;
    this.modList = [...mods];
    this.headerList = copy(headers);
    return true;
  }

  /**
   * The undo and redo steps, to keep with the design so Ctrl+Z still works after a reload. Steps past
   * `UNDO_CHARS` each way are let go here, in memory too, so Undo reaches as far before a reload as
   * after it.
   */
  savedEdits(): SavedEdits {
    const now = this.snapshot();
    const chain = (list: string[][]): SavedStep[] => {
      const out: SavedStep[] = [];
      let near = now;
      let chars = 0;
      for (let i = list.length - 1; i >= 0; i--) {
        const { step, size } = this.encoded(list[i], near);
        chars += size;
        if (chars > UNDO_CHARS) {
          list.splice(0, i + 1);
          break;
        }
        out.push(step);
        near = list[i];
      }
      return out;
    };
    return { at: boardKey(now), past: chain(this.past), future: chain(this.future) };
  }

  /** A step in stored form next to `near`, remembered: every step but the nearest keeps its neighbour. */
  private encoded(snap: string[], near: readonly string[]): { step: SavedStep; size: number } {
    const known = this.encodings.get(snap);
    if (known?.near === near) return known;
    const step = encodeStep(snap, near);
    const fresh = { near, step, size: JSON.stringify(step).length };
    this.encodings.set(snap, fresh);
    return fresh;
  }

  /**
   * Takes back stored steps as this board's undo history, when they lead back from this very board
   * and read whole; returns whether they did (otherwise the history is left as it was).
   */
  restoreEdits(saved: unknown): boolean {
    if (!isObject(saved) || !Array.isArray(saved.past) || !Array.isArray(saved.future)) return false;
    const now = this.snapshot();
    if (saved.at !== boardKey(now)) return false;
    const chain = (list: unknown[]): string[][] | null => {
      const out: string[][] = [];
      let near = now;
      for (const step of list.slice(0, UNDO_STEPS)) {
        const snap = decodeStep(step, near);
        if (!snap) return null;
        out.unshift(snap);
        near = snap;
      }
      return out;
    };
    const past = chain(saved.past);
    const future = chain(saved.future);
    if (!past || !future) return false;
    this.past = past;
    this.future = future;
    return true;
  }

  undo(): boolean {
    return this.step(this.past, this.future);
  }

  redo(): boolean {
    return this.step(this.future, this.past);
  }

  private step(from: string[][], to: string[][]): boolean {
    const snap = from.pop();
    if (!snap) return false;
    to.push(this.snapshot());
    this.restore(snap);
    return true;
  }

  /** Snapshots end with their size, mods and headers, so resizes and mod and rule changes undo too. */
  private snapshot(cells = this.cells, size = { w: this.w, h: this.h }): string[] {
    return [...cells, `${size.w}x${size.h}`, this.modList.join(','), JSON.stringify(this.headerList)];
  }

  private restore(snap: string[]): void {
    const [w, h] = snap[snap.length - 3].split('x').map(Number);
    this.w = w;
    this.h = h;
    this.modList = snap[snap.length - 2] ? snap[snap.length - 2].split(',') : [];
    this.headerList = JSON.parse(snap[snap.length - 1]);
    this.cells = snap.slice(0, -3);
  }

  private remember(cells: string[], size = { w: this.w, h: this.h }): void {
    this.past.push(this.snapshot(cells, size));
    if (this.past.length > UNDO_STEPS) this.past.shift();
    this.future = [];
  }

  private paintCell(x: number, y: number, tool: Tool): void {
    const i = y * this.w + x;
    const next = this.apply(this.cells[i], tool);
    if (next === this.cells[i]) return;
    if (this.isPlayer(next) || (typeof tool === 'object' && tool.player)) this.removePlayers();
    this.cells[i] = next;
  }

  private isPlayer(c: string): boolean {
    return this.playerGlyphs.has(c);
  }

  private removePlayers(): void {
    for (let i = 0; i < this.cells.length; i++) {
      const c = this.cells[i];
      if (c === '+') this.cells[i] = '.';
      else if (this.playerGlyphs.has(c)) this.cells[i] = ' ';
    }
  }

  /** What a cell becomes when `tool` is applied to it. */
  private apply(c: string, tool: Tool): string {
    const goal = c === '.' || c === '*' || c === '+';
    switch (tool) {
      case 'wall':
        return '#';
      case 'floor':
        return ' ';
      case 'goal':
        return c === '$' || c === '*' ? '*' : c === '@' || c === '+' ? '+' : '.';
      case 'box':
        return goal ? '*' : '$';
      case 'player':
        return goal ? '+' : '@';
      case 'box-on-goal':
        return '*';
      case 'player-on-goal':
        return '+';
      case 'erase':
        // Off comes the top item: a box or player leaves its goal behind.
        return c === '*' || c === '+' ? '.' : ' ';
      default:
        return tool.glyph;
    }
  }
}

/**
 * What a designer is told of a resize that cut pieces off the board, or the wall that closed the room
 * ("Shrinking removed the player, 2 boxes, and the bottom wall. Ctrl+Z brings them back."), or null when
 * it cut only floor and walls the room did not need. `undo`: how undo is named (the key, or the button
 * on a touch screen).
 */
export function cutWords(cut: Cut, undo = 'Ctrl+Z'): string | null {
  const walls = cut.opened.length;
  const parts = [
    cut.player ? 'the player' : '',
    cut.boxes ? count(cut.boxes, 'box', 'boxes') : '',
    cut.goals ? count(cut.goals, 'goal') : '',
    cut.others ? count(cut.others, 'other piece') : '',
    walls ? `the ${AND.format(cut.opened)} wall${walls > 1 ? 's' : ''}` : '',
  ].filter(Boolean);
  if (!parts.length) return null;
  const things = (cut.player ? 1 : 0) + cut.boxes + cut.goals + cut.others + walls;
  return `Shrinking removed ${AND.format(parts)}. ${undo} brings ${things === 1 ? 'it' : 'them'} back.`;
}

const AND = new Intl.ListFormat('en', { type: 'conjunction' });

/** Why a typed size is not the board's: it is outside what the editor takes, so it was brought in. */
export function sizeLimitWords(side: 'Width' | 'Height', typed: number): string | null {
  if (!Number.isFinite(typed) || clamp(typed) === Math.round(typed)) return null;
  return `${side} goes from ${MIN_SIDE} to ${MAX_SIDE}: ${typed} became ${clamp(typed)}.`;
}

/** A short name for a snapshot, so stored steps are taken back only onto the board they lead from. */
const boardKey = (snap: readonly string[]) => textHash(snap.join('\n'));

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A snapshot's size, mods and headers (its last three entries). */
const metaOf = (snap: readonly string[]) => snap.slice(-3) as [string, string, string];

function encodeStep(snap: readonly string[], near: readonly string[]): SavedStep {
  const meta = metaOf(snap);
  const m = meta.join('\n') === metaOf(near).join('\n') ? {} : { m: meta };
  const cells = snap.slice(0, -3);
  // A board of another size is told apart from `near` laid on its size: a resize costs what it cut.
  const base = laid(near, meta[0]);
  const d: [number, string][] = [];
  // Where the last run ends: a cell there extends it.
  let end = -1;
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] === base?.[i]) continue;
    if (i === end) d[d.length - 1][1] += cells[i];
    else d.push([i, cells[i]]);
    end = i + 1;
  }
  const whole = { ...m, c: cells.join('') };
  if (meta[0] === metaOf(near)[0]) return { ...m, d };
  return JSON.stringify(d).length < whole.c.length ? { ...m, d } : whole;
}

/** `near`'s cells on a board of `size` ("7x6"), from its top left corner, blank where it has none. */
function laid(near: readonly string[], size: string): string[] | null {
  const to = /^(\d+)x(\d+)$/.exec(size);
  const from = /^(\d+)x(\d+)$/.exec(metaOf(near)[0]);
  if (!to || !from) return null;
  const [w, h, nw, nh] = [to[1], to[2], from[1], from[2]].map(Number);
  const out: string[] = [];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out.push(x < nw && y < nh ? near[y * nw + x] : ' ');
  return out;
}

/** The snapshot a stored step stands for, next to `near`; null when the step does not read whole. */
function decodeStep(step: unknown, near: readonly string[]): string[] | null {
  if (!isObject(step)) return null;
  let meta = metaOf(near);
  if (step.m !== undefined) {
    if (!Array.isArray(step.m) || step.m.length !== 3 || !step.m.every((x) => typeof x === 'string'))
      return null;
    meta = step.m as [string, string, string];
  }
  const size = /^(\d+)x(\d+)$/.exec(meta[0]);
  if (!size || [size[1], size[2]].some((n) => Number(n) < MIN_SIDE || Number(n) > MAX_SIDE)) return null;
  if (!validHeaders(meta[2])) return null;
  let cells: string[];
  if (typeof step.c === 'string') cells = [...step.c];
  else if (Array.isArray(step.d)) {
    cells = laid(near, meta[0]) ?? [];
    for (const run of step.d) {
      if (!Array.isArray(run) || !Number.isInteger(run[0]) || typeof run[1] !== 'string') return null;
      const chars = [...run[1]];
      if (run[0] < 0 || run[0] + chars.length > cells.length) return null;
      cells.splice(run[0], chars.length, ...chars);
    }
  } else return null;
  if (cells.length !== Number(size[1]) * Number(size[2])) return null;
  return [...cells, ...meta];
}

function validHeaders(json: string): boolean {
  try {
    const v: unknown = JSON.parse(json);
    return (
      Array.isArray(v) &&
      v.every((h) => Array.isArray(h) && h.length === 2 && h.every((x) => typeof x === 'string'))
    );
  } catch {
    return false;
  }
}

const clamp = (n: number) => Math.min(MAX_SIDE, Math.max(MIN_SIDE, Math.round(n)));

const copy = (headers: Headers): [string, string][] => headers.map(([k, v]) => [k, v]);

const sameHeaders = (a: Headers, b: Headers) => JSON.stringify(a) === JSON.stringify(b);

function same(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A new design's board: a walled room with nothing in it. */
export function emptyRoom(width = 7, height = 6): string[] {
  const rows: string[] = [];
  for (let y = 0; y < height; y++)
    rows.push(y === 0 || y === height - 1 ? '#'.repeat(width) : `#${' '.repeat(width - 2)}#`);
  return rows;
}

/**
 * Cells that are not outside: everything the board's edge cannot reach through empty cells (or,
 * with `through`, through the cells it lets pass).
 */
export function insideCells(
  rows: readonly string[],
  width: number,
  through: (c: string) => boolean = (c) => c === ' ',
): Uint8Array {
  const h = rows.length;
  const at = (x: number, y: number) => rows[y]?.[x] ?? ' ';
  const outside = new Uint8Array(width * h);
  const stack: number[] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < width; x++)
      if ((x === 0 || y === 0 || x === width - 1 || y === h - 1) && through(at(x, y))) {
        outside[y * width + x] = 1;
        stack.push(y * width + x);
      }
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % width;
    const y = (i - x) / width;
    for (const [nx, ny] of [
      [x - 1, y],
      [x + 1, y],
      [x, y - 1],
      [x, y + 1],
    ]) {
      if (nx < 0 || ny < 0 || nx >= width || ny >= h) continue;
      const j = ny * width + nx;
      if (!outside[j] && through(at(nx, ny))) {
        outside[j] = 1;
        stack.push(j);
      }
    }
  }
  const inside = new Uint8Array(width * h);
  for (let i = 0; i < inside.length; i++) inside[i] = outside[i] ? 0 : 1;
  return inside;
}
