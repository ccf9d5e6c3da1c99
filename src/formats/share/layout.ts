import { MAX_BOARD_SIDE } from '../../core/level/xsb';
import { cleanRows } from '../board';
import { MAX_MOVES } from '../moves';
import { priorsV1 } from './priors';
import { type BitCoder, model } from './range-coder';

/**
 * Version 1 of the share-code bit layout, written once for both directions (see `transcode`).
 * Everything here, the starting probabilities in `priors.ts` included, is frozen: changing any of it
 * changes what old codes decode to, so a change needs a new version character.
 */

export const MAX_TEXT_BYTES = 4096;
export const MAX_HEADERS = 64;

/** What a share code carries, normalised (floor as spaces, no trailing blanks or empty last rows). */
export interface Payload {
  rows: string[];
  /** Board characters other than the classic ones (mod glyphs), sorted. */
  glyphs: string[];
  title?: string;
  author?: string;
  comment?: string;
  mods: string[];
  headers: [string, string][];
  solution?: string;
}

/** What the encoder takes: a level's shareable parts. */
export interface ShareLevel {
  rows: readonly string[];
  title?: string;
  author?: string;
  comment?: string;
  mods?: readonly string[];
  headers?: readonly (readonly [string, string])[];
}

const CLASSIC = [' ', '#', '.', '$', '*', '@', '+'];
const FLOOR = 0;
const WALL = 1;
const GOAL = 2;
const PLAYER = 5;
const PLAYER_ON_GOAL = 6;
/** Neighbour classes for the cell contexts: floor inside, wall, any object, off the board, floor outside. */
const C_FLOOR = 0;
const C_WALL = 1;
const C_THING = 2;
const C_EDGE = 3;
const C_OUT = 4;

/** Sizes of the adaptive models, by name (the priors table follows this order). */
export const MODEL_SIZES = {
  flags: 8,
  wall: 625,
  floor: 25,
  thing: 16,
  text: 256,
  uint: 3 * 34,
  extra: 34,
  moves: 9 * 8,
  replay: 3 * 3 * 2,
} as const;
export type ModelName = keyof typeof MODEL_SIZES;
export type Models = Record<ModelName, Uint16Array>;

/** Thrown inside the decoder for anything that cannot come from the encoder. */
export class Malformed extends Error {}

export function toPayload(level: ShareLevel, solutionText: string | undefined, metadata: boolean): Payload {
  const rows = cleanRows(level.rows);
  while (rows.length && rows[rows.length - 1] === '') rows.pop();
  const height = rows.length;
  const width = Math.max(0, ...rows.map((r) => [...r].length));
  if (width > MAX_BOARD_SIDE || height > MAX_BOARD_SIDE)
    throw new RangeError(`A board larger than ${MAX_BOARD_SIDE} x ${MAX_BOARD_SIDE} cannot be shared.`);
  const glyphs = [...new Set(rows.flatMap((r) => [...r]))].filter((g) => !CLASSIC.includes(g)).sort();
  const solution = solutionText?.replace(/\s+/g, '');
  if (solution !== undefined && !/^[lurdLURD]*$/.test(solution))
    throw new RangeError('A solution may only contain l, u, r, d and their capitals.');
  if (solution !== undefined && solution.length > MAX_MOVES)
    throw new RangeError(`A solution longer than ${MAX_MOVES} moves cannot be shared.`);
  const headers = (level.headers ?? [])
    .filter(([k]) => metadata || /^rules$/i.test(k))
    .map(([k, v]) => [k, v] as [string, string]);
  if (headers.length > MAX_HEADERS) throw new RangeError(`At most ${MAX_HEADERS} headers can be shared.`);
  const payload: Payload = { rows, glyphs, mods: [...(level.mods ?? [])], headers, solution };
  if (metadata) {
    payload.title = level.title;
    payload.author = level.author;
    payload.comment = level.comment;
  }
  for (const text of [
    payload.title,
    payload.author,
    payload.comment,
    payload.mods.join(','),
    ...headers.flat(),
  ])
    if (text !== undefined && utf8(text).length > MAX_TEXT_BYTES)
      throw new RangeError(`Texts in a share code are limited to ${MAX_TEXT_BYTES} bytes.`);
  return payload;
}

/**
 * The whole layout, written once for both directions: with `input` it encodes and returns it; without,
 * every primitive returns what it decoded, so the encoder and decoder cannot drift apart.
 */
export function transcode(
  c: BitCoder,
  input: Payload | undefined,
  priors: Partial<Models> = priorsV1(),
  /** Sees the fresh models (the priors trainer counts bits per model with it). */
  onModels?: (m: Models) => void,
): Payload {
  const m = {} as Models;
  for (const name of Object.keys(MODEL_SIZES) as ModelName[])
    m[name] = priors[name]?.slice() ?? model(MODEL_SIZES[name]);
  onModels?.(m);
  const flag = (i: number, present: boolean) => c.bit(m.flags, i, present ? 1 : 0) === 1;
  const hasTitle = flag(0, input?.title !== undefined);
  const hasAuthor = flag(1, input?.author !== undefined);
  const hasComment = flag(2, input?.comment !== undefined);
  const hasMods = flag(3, (input?.mods.length ?? 0) > 0);
  const hasHeaders = flag(4, (input?.headers.length ?? 0) > 0);
  const hasSolution = flag(5, input?.solution !== undefined);
  const hasGlyphs = flag(6, (input?.glyphs.length ?? 0) > 0);

  const glyphs = hasGlyphs ? [...codeText(c, m, input?.glyphs.join(''))] : [];
  if (new Set(glyphs).size !== glyphs.length || glyphs.some((g) => CLASSIC.includes(g)))
    throw new Malformed('glyphs');
  const alphabet = [...CLASSIC, ...glyphs];
  const width = codeUint(c, m.uint, 0, input ? Math.max(0, ...input.rows.map((r) => [...r].length)) : 0);
  const height = codeUint(c, m.uint, 1, input?.rows.length ?? 0);
  if (width > MAX_BOARD_SIDE || height > MAX_BOARD_SIDE) throw new Malformed('size');
  const symbols = new Uint16Array(width * height);
  const inputCells = input ? input.rows.map((r) => [...r]) : [];
  // Floor reached from the edge through floor to the left or above is outside the walls; knowing it
  // helps predict the cells below and to the right.
  const outside = new Uint8Array(width * height);
  const cls = (x: number, y: number): number => {
    if (x < 0 || y < 0 || x >= width) return C_EDGE;
    const s = symbols[y * width + x];
    return s === WALL ? C_WALL : s !== FLOOR ? C_THING : outside[y * width + x] ? C_OUT : C_FLOOR;
  };
  let playerSeen = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const want = input ? alphabet.indexOf(inputCells[y][x] ?? ' ') : 0;
      const left = cls(x - 1, y);
      const up = cls(x, y - 1);
      let s: number;
      const wallContext = ((left * 5 + up) * 5 + cls(x + 1, y - 1)) * 5 + cls(x - 1, y - 1);
      if (c.bit(m.wall, wallContext, want === WALL ? 1 : 0)) s = WALL;
      else if (!c.bit(m.floor, left * 5 + up, want === FLOOR ? 0 : 1)) {
        s = FLOOR;
        if (left === C_EDGE || left === C_OUT || up === C_EDGE || up === C_OUT) outside[y * width + x] = 1;
      } else {
        // Goal, box, box on goal, player, player on goal, or (5) a mod glyph.
        const t = codeTree(c, m.thing, playerSeen * 8, 3, want >= 7 ? 5 : want - 2);
        if (t > 5) throw new Malformed('cell');
        s = t === 5 ? 7 + codeUint(c, m.extra, 0, input ? want - 7 : 0) : t + 2;
        if (s >= alphabet.length) throw new Malformed('glyph');
      }
      if (s === PLAYER || s === PLAYER_ON_GOAL) playerSeen = 1;
      symbols[y * width + x] = s;
    }
  }
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    let row = '';
    for (let x = 0; x < width; x++) row += alphabet[symbols[y * width + x]];
    rows.push(row.trimEnd());
  }
  const out: Payload = { rows, glyphs, mods: [], headers: [] };
  if (hasTitle) out.title = codeText(c, m, input?.title);
  if (hasAuthor) out.author = codeText(c, m, input?.author);
  if (hasComment) out.comment = codeText(c, m, input?.comment);
  if (hasMods) out.mods = codeText(c, m, input?.mods.join(',')).split(',');
  if (hasHeaders) {
    const n = codeUint(c, m.uint, 2, (input?.headers.length ?? 1) - 1) + 1;
    if (n > MAX_HEADERS) throw new Malformed('headers');
    for (let i = 0; i < n; i++) {
      const pair = input?.headers[i];
      out.headers.push([codeText(c, m, pair?.[0]), codeText(c, m, pair?.[1])]);
    }
  }
  if (hasSolution) {
    const solution = input?.solution ?? '';
    const n = codeUint(c, m.uint, 2, solution.length);
    if (n > MAX_MOVES) throw new Malformed('moves');
    // A classic level (no mods, no mod glyphs, one player) can be replayed while coding: then only
    // the choice among the legal directions is coded, and the case follows from the board.
    const sim =
      glyphs.length === 0 && out.mods.length === 0 ? ClassicReplay.of(symbols, width, height) : null;
    const replayable = sim ? c.bit(m.flags, 7, input && sim.plays(solution) ? 1 : 0) === 1 : false;
    out.solution = replayable
      ? codeReplay(c, m.replay, sim!.fresh(), n, solution, input !== undefined)
      : codeLetters(c, m.moves, n, solution, input !== undefined);
  }
  const sum = checksum(input ?? out);
  const stored = codeDirect(c, 16, sum);
  if (!input && stored !== sum) throw new Malformed('checksum');
  return input ?? out;
}

/** Moves as letters, each in the context of the previous one. */
function codeLetters(
  c: BitCoder,
  probs: Uint16Array,
  n: number,
  solution: string,
  encoding: boolean,
): string {
  let prev = 8;
  let moves = '';
  for (let i = 0; i < n; i++) {
    prev = codeTree(c, probs, prev * 8, 3, encoding ? LETTERS.indexOf(solution[i]) : 0);
    moves += LETTERS[prev];
  }
  return moves;
}

/**
 * Moves replayed on the board: the legal directions are ranked (straight on first, then the turns,
 * going back last) and the rank is coded as "is it this one?" bits in the context of how many choices
 * there are, the rank asked about and whether the last move pushed.
 */
function codeReplay(
  c: BitCoder,
  probs: Uint16Array,
  sim: ClassicReplay,
  n: number,
  solution: string,
  encoding: boolean,
): string {
  let moves = '';
  let prev = -1;
  let pushed = 0;
  for (let i = 0; i < n; i++) {
    const choices = sim.ranked(prev);
    if (choices.length === 0) throw new Malformed('stuck');
    const want = encoding ? choices.indexOf(LETTERS.indexOf(solution[i].toLowerCase())) : 0;
    let rank = 0;
    while (rank < choices.length - 1) {
      const context = ((Math.min(choices.length, 4) - 2) * 3 + Math.min(rank, 2)) * 2 + pushed;
      if (c.bit(probs, context, want === rank ? 0 : 1) === 0) break;
      rank++;
    }
    const dir = choices[rank];
    pushed = sim.move(dir) ? 1 : 0;
    moves += pushed ? LETTERS[dir + 4] : LETTERS[dir];
    prev = dir;
  }
  return moves;
}

const LETTERS = 'lurdLURD';
const DX = [-1, 0, 1, 0];
const DY = [0, -1, 0, 1];
const BOX = 3;
const BOX_ON_GOAL = 4;

/** Classic rules on the decoded symbols: walls block, one box can be pushed into a free cell. */
class ClassicReplay {
  private constructor(
    private readonly cells: Uint16Array,
    private readonly width: number,
    private readonly height: number,
    private player: number,
  ) {}

  static of(symbols: Uint16Array, width: number, height: number): ClassicReplay | null {
    let player = -1;
    for (let i = 0; i < symbols.length; i++) {
      if (symbols[i] !== PLAYER && symbols[i] !== PLAYER_ON_GOAL) continue;
      if (player >= 0) return null;
      player = i;
    }
    return player < 0 ? null : new ClassicReplay(symbols.slice(), width, height, player);
  }

  fresh(): ClassicReplay {
    return new ClassicReplay(this.cells.slice(), this.width, this.height, this.player);
  }

  /** Whether the moves replay with classic rules, each letter's case matching push or walk. */
  plays(lurd: string): boolean {
    const sim = this.fresh();
    for (const ch of lurd) {
      const dir = LETTERS.indexOf(ch.toLowerCase());
      if (sim.kind(dir) === 0 || sim.move(dir) !== (ch !== ch.toLowerCase())) return false;
    }
    return true;
  }

  /** Legal directions, most likely first: straight on, the turns, then back. */
  ranked(prev: number): number[] {
    const order = prev < 0 ? [0, 1, 2, 3] : [prev, (prev + 1) % 4, (prev + 3) % 4, (prev + 2) % 4];
    return order.filter((d) => this.kind(d) !== 0);
  }

  /** 0: blocked, 1: walk, 2: push. */
  private kind(dir: number): number {
    const x = this.player % this.width;
    const y = (this.player - x) / this.width;
    const t = this.at(x + DX[dir], y + DY[dir]);
    if (t < 0 || this.cells[t] === WALL) return 0;
    if (this.cells[t] !== BOX && this.cells[t] !== BOX_ON_GOAL) return 1;
    const b = this.at(x + 2 * DX[dir], y + 2 * DY[dir]);
    if (b < 0 || this.cells[b] === WALL || this.cells[b] === BOX || this.cells[b] === BOX_ON_GOAL) return 0;
    return 2;
  }

  /** Plays a legal move; true when it pushed. */
  move(dir: number): boolean {
    const push = this.kind(dir) === 2;
    const x = this.player % this.width;
    const y = (this.player - x) / this.width;
    const t = this.at(x + DX[dir], y + DY[dir]);
    if (push) {
      const b = this.at(x + 2 * DX[dir], y + 2 * DY[dir]);
      this.cells[b] = this.cells[b] === GOAL ? BOX_ON_GOAL : BOX;
      this.cells[t] = this.cells[t] === BOX_ON_GOAL ? GOAL : FLOOR;
    }
    this.cells[this.player] = this.cells[this.player] === PLAYER_ON_GOAL ? GOAL : FLOOR;
    this.cells[t] = this.cells[t] === GOAL ? PLAYER_ON_GOAL : PLAYER;
    this.player = t;
    return push;
  }

  private at(x: number, y: number): number {
    return x < 0 || y < 0 || x >= this.width || y >= this.height ? -1 : y * this.width + x;
  }
}

/** A value as a `bits`-deep binary tree of adaptive bits, contexts `base + node`. */
function codeTree(c: BitCoder, probs: Uint16Array, base: number, bits: number, value: number): number {
  let node = 1;
  for (let k = bits - 1; k >= 0; k--) node = (node << 1) | c.bit(probs, base + node, (value >> k) & 1);
  return node - (1 << bits);
}

function codeDirect(c: BitCoder, bits: number, value: number): number {
  let v = 0;
  for (let k = bits - 1; k >= 0; k--) v = v * 2 + c.direct(Math.floor(value / 2 ** k) % 2);
  return v;
}

/**
 * A non-negative integer as an Elias-gamma code: the bit length of `value + 1` in unary with adaptive
 * bits (set `slot` of a 34-context model), then the bits below the leading one.
 */
function codeUint(c: BitCoder, probs: Uint16Array, slot: number, value: number): number {
  const v = value + 1;
  const length = v.toString(2).length;
  let n = 1;
  while (c.bit(probs, slot * 34 + Math.min(n, 33), n < length ? 1 : 0)) {
    if (++n > 32) throw new Malformed('number');
  }
  const low = codeDirect(c, n - 1, v % 2 ** (n - 1));
  return 2 ** (n - 1) + low - 1;
}

function codeText(
  c: BitCoder,
  m: { uint: Uint16Array; text: Uint16Array },
  text: string | undefined,
): string {
  const bytes = text === undefined ? new Uint8Array(0) : utf8(text);
  const n = codeUint(c, m.uint, 2, bytes.length);
  if (n > MAX_TEXT_BYTES) throw new Malformed('text');
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = codeTree(c, m.text, 0, 8, bytes[i] ?? 0);
  if (text !== undefined) return text;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(out);
  } catch {
    throw new Malformed('utf-8');
  }
}

function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** 16 bits of FNV-1a over everything the code carries. */
function checksum(p: Payload): number {
  const text = JSON.stringify([
    p.rows,
    p.glyphs,
    p.title,
    p.author,
    p.comment,
    p.mods,
    p.headers,
    p.solution,
  ]);
  let h = 0x811c9dc5;
  for (const b of utf8(text)) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return ((h >>> 16) ^ h) & 0xffff;
}
