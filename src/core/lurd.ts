import type { Direction } from './pipeline/turn';

const LETTER: Record<string, Direction> = { l: 'left', u: 'up', r: 'right', d: 'down' };
const TO_LETTER: Record<Direction, string> = { left: 'l', up: 'u', right: 'r', down: 'd' };

/** The LURD letter for a move: lowercase for a walk, uppercase for a push. */
export function lurdLetter(dir: Direction, pushed: boolean): string {
  const l = TO_LETTER[dir];
  return pushed ? l.toUpperCase() : l;
}

export type LurdParse = { ok: true; moves: Direction[] } | { ok: false; index: number; message: string };

/**
 * Reads a LURD string: either case, whitespace ignored, and run-length counts (`3r` = `rrr`), which
 * some programs write. Errors give the character's index in the text.
 */
export function parseLurd(text: string): LurdParse {
  const expanded = expandLurd(text);
  if (!expanded.ok) return expanded;
  return { ok: true, moves: [...expanded.lurd].map((ch) => LETTER[ch.toLowerCase()]) };
}

/**
 * A LURD string written out: whitespace dropped and run-length counts expanded, each letter keeping
 * its case (`2R` is two pushes), as a `Solution:` line stores it. Errors as `parseLurd`'s.
 */
export function expandLurd(
  text: string,
): { ok: true; lurd: string } | { ok: false; index: number; message: string } {
  let lurd = '';
  let count = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (/\s/.test(ch)) continue;
    if (ch >= '0' && ch <= '9') {
      count += ch;
      continue;
    }
    if (!LETTER[ch.toLowerCase()]) {
      return {
        ok: false,
        index: i,
        message: `unexpected ${JSON.stringify(ch)} at position ${i + 1}; LURD uses l, u, r, d`,
      };
    }
    const n = count ? Number.parseInt(count, 10) : 1;
    if (n > 1_000_000)
      return { ok: false, index: i, message: `run length ${n} at position ${i + 1} is too large` };
    lurd += ch.repeat(n);
    count = '';
  }
  if (count)
    return { ok: false, index: text.length - 1, message: 'the moves end with a count and no letter' };
  return { ok: true, lurd };
}
